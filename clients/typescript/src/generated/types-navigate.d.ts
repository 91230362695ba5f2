// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_navigate` (ChromeBridge.browserNavigate). */
export interface BrowserNavigateParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Absolute http(s) URL to load. */
  url?: string;
  /** Instead of url: back, forward or reload. */
  direction?: "back" | "forward" | "reload";
  /** Longest wait for the load in ms (default: the command timeout). 100 to 600000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_navigate`. */
export interface BrowserNavigateResult {
  tabId?: number;
  url?: string;
  title?: string;
  status?: number;
  [key: string]: unknown;
}

/** The navigate tools by canonical name: the parameters each takes, the structured content it returns. */
export interface NavigateToolMap {
  browser_navigate: { params: BrowserNavigateParams; result: BrowserNavigateResult };
}
