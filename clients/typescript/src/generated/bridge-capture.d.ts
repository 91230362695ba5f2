// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the capture tools. */
export interface CaptureMethods {
  /**
   * Capture what a tab shows as an image: the viewport (default), the full page (fullPage: true) or one
   * element (ref or selector). Use it to check a layout or read something that is not text; to act on
   * the page, browser_snapshot is cheaper and gives refs. Example: {}; {"fullPage": true, "format":
   * "jpeg", "quality": 60}; {"ref": "e14"}.
   *
   * Tool `browser_screenshot`: only reads; reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.fullPage The whole page, not only the visible part (default false).
   * @param params.format png (default) or jpeg (smaller).
   * @param params.quality JPEG quality 1-100 (default 80). 1 to 100.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserScreenshot(params?: T.BrowserScreenshotParams): Promise<ToolResult<T.BrowserScreenshotResult>>;
}
