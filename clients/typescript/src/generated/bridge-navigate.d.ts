// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the navigate tools. */
export interface NavigateMethods {
  /**
   * Load a URL in a tab (this session's current tab unless tabId is given) and wait for it to load, or
   * go back, forward or reload with direction. Returns the final URL, title and HTTP status. Then call
   * browser_snapshot to act on the page or browser_extract to read it. Examples: {"url":
   * "https://example.com/login"}; {"direction": "back"}.
   *
   * Tool `browser_navigate` (also `navigate`): reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.url Absolute http(s) URL to load.
   * @param params.direction Instead of url: back, forward or reload.
   * @param params.timeoutMs Longest wait for the load in ms (default: the command timeout). 100 to
   * 600000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserNavigate(params?: T.BrowserNavigateParams): Promise<ToolResult<T.BrowserNavigateResult>>;
}
