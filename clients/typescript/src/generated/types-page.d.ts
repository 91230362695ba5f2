// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_get_page_text` (ChromeBridge.browserGetPageText). */
export interface BrowserGetPageTextParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_get_page_text`. */
export interface BrowserGetPageTextResult {
  tabId?: number;
  url?: string;
  title?: string;
  cursor?: string | null;
  range?: Record<string, unknown>;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_snapshot` (ChromeBridge.browserSnapshot). */
export interface BrowserSnapshotParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Only interactive elements (links, buttons, fields); default false. */
  interactive?: boolean;
  /** A ref or CSS selector: snapshot only that element's subtree. */
  root?: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_snapshot`. */
export interface BrowserSnapshotResult {
  tabId?: number;
  url?: string;
  refs?: number;
  cursor?: string | null;
  range?: Record<string, unknown>;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_query` (ChromeBridge.browserQuery). */
export interface BrowserQueryParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** CSS selector, matched in the top frame. */
  selector: string;
  /** Most matches to return (default 20). 1 to 500. */
  limit?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_query`. */
export interface BrowserQueryResult {
  tabId?: number;
  url?: string;
  matches?: Array<Record<string, unknown>>;
  total?: number;
  cursor?: string | null;
  range?: Record<string, unknown>;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_query_text` (ChromeBridge.browserQueryText). */
export interface BrowserQueryTextParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** CSS selector, matched in the top frame. */
  selector: string;
  /** Most texts to return (default 50). 1 to 1000. */
  limit?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_query_text`. */
export interface BrowserQueryTextResult {
  tabId?: number;
  url?: string;
  texts?: string[];
  total?: number;
  cursor?: string | null;
  range?: Record<string, unknown>;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_find` (ChromeBridge.browserFind). */
export interface BrowserFindParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Visible text the element contains. */
  text?: string;
  /** Its label (aria-label, <label>). */
  label?: string;
  /** ARIA role, e.g. button, link, textbox, checkbox. */
  role?: string;
  /** Placeholder text of a field. */
  placeholder?: string;
  /** Most matches to return (default 20). 1 to 200. */
  limit?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_find`. */
export interface BrowserFindResult {
  tabId?: number;
  url?: string;
  matches?: Array<Record<string, unknown>>;
  total?: number;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The page tools by canonical name: the parameters each takes, the structured content it returns. */
export interface PageToolMap {
  browser_get_page_text: { params: BrowserGetPageTextParams; result: BrowserGetPageTextResult };
  browser_snapshot: { params: BrowserSnapshotParams; result: BrowserSnapshotResult };
  browser_query: { params: BrowserQueryParams; result: BrowserQueryResult };
  browser_query_text: { params: BrowserQueryTextParams; result: BrowserQueryTextResult };
  browser_find: { params: BrowserFindParams; result: BrowserFindResult };
}
