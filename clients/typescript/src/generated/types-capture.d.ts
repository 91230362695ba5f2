// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_screenshot` (ChromeBridge.browserScreenshot). */
export interface BrowserScreenshotParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** The whole page, not only the visible part (default false). */
  fullPage?: boolean;
  /** png (default) or jpeg (smaller). */
  format?: "png" | "jpeg";
  /** JPEG quality 1-100 (default 80). 1 to 100. */
  quality?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_screenshot`. */
export interface BrowserScreenshotResult {
  tabId?: number;
  url?: string;
  mimeType?: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

/** The capture tools by canonical name: the parameters each takes, the structured content it returns. */
export interface CaptureToolMap {
  browser_screenshot: { params: BrowserScreenshotParams; result: BrowserScreenshotResult };
}
