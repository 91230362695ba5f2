// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the capture family's actions.

/** Params of `screenshot`. */
export interface ScreenshotParams {
  /**
   * png (default) or jpeg (smaller).
   */
  format?: 'png' | 'jpeg';
  /**
   * The whole page, not only the visible part (default false).
   */
  fullPage?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * JPEG quality 1-100 (default 80).
   */
  quality?: number;
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `screenshot`. */
export interface ScreenshotResult {
  height?: number;
  mimeType?: string;
  tabId?: number;
  url?: string;
  width?: number;
}
