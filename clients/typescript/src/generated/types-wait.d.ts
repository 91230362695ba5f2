// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_wait_for_element` (ChromeBridge.browserWaitForElement). */
export interface BrowserWaitForElementParams {
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
  /** visible (default), hidden, attached or detached. */
  state?: "visible" | "hidden" | "attached" | "detached";
  /** Longest wait in ms (default 10000). 0 to 120000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_wait_for_element`. */
export interface BrowserWaitForElementResult {
  tabId?: number;
  url?: string;
  state?: string;
  ms?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_wait_for` (ChromeBridge.browserWaitFor). */
export interface BrowserWaitForParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Text that must appear. */
  text?: string;
  /** Text that must disappear. */
  textGone?: string;
  /** Substring of the URL, or /regex/. */
  url?: string;
  /** No requests for 500 ms. */
  networkIdle?: boolean;
  /** Just wait this many ms. 0 to 120000. */
  time?: number;
  /** Longest wait in ms (default 10000). 0 to 120000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_wait_for`. */
export interface BrowserWaitForResult {
  tabId?: number;
  url?: string;
  condition?: string;
  ms?: number;
  [key: string]: unknown;
}

/** The wait tools by canonical name: the parameters each takes, the structured content it returns. */
export interface WaitToolMap {
  browser_wait_for_element: { params: BrowserWaitForElementParams; result: BrowserWaitForElementResult };
  browser_wait_for: { params: BrowserWaitForParams; result: BrowserWaitForResult };
}
