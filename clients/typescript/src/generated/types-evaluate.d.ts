// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_evaluate` (ChromeBridge.browserEvaluate). */
export interface BrowserEvaluateParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** A JavaScript expression; wrap statements in an IIFE. */
  expression: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_evaluate`. */
export interface BrowserEvaluateResult {
  tabId?: number;
  url?: string;
  value?: unknown;
  type?: string;
  [key: string]: unknown;
}

/** The evaluate tools by canonical name: the parameters each takes, the structured content it returns. */
export interface EvaluateToolMap {
  browser_evaluate: { params: BrowserEvaluateParams; result: BrowserEvaluateResult };
}
