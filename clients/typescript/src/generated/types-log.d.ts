// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_console_messages` (ChromeBridge.browserConsoleMessages). */
export interface BrowserConsoleMessagesParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Only this level. */
  level?: "error" | "warning" | "info" | "log" | "debug";
  /** Only messages containing this text (or /regex/). */
  pattern?: string;
  /** Only messages after this time (epoch ms). 0 to 4611686018427388000. */
  since?: number;
  /** Forget the messages returned (default false). */
  clear?: boolean;
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

/** Structured content of the result of `browser_console_messages`. */
export interface BrowserConsoleMessagesResult {
  count?: number;
  capturingSince?: number;
  messages?: Array<Record<string, unknown>>;
  cursor?: string | null;
  range?: Record<string, unknown>;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_network_requests` (ChromeBridge.browserNetworkRequests). */
export interface BrowserNetworkRequestsParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Only URLs containing this text (or /regex/). */
  urlPattern?: string;
  /** Only requests after this time (epoch ms). 0 to 4611686018427388000. */
  since?: number;
  /** Include request and response bodies (default false). */
  includeBodies?: boolean;
  /** Forget the requests returned (default false). */
  clear?: boolean;
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

/** Structured content of the result of `browser_network_requests`. */
export interface BrowserNetworkRequestsResult {
  count?: number;
  capturingSince?: number;
  requests?: Array<Record<string, unknown>>;
  cursor?: string | null;
  range?: Record<string, unknown>;
  pageContent?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The log tools by canonical name: the parameters each takes, the structured content it returns. */
export interface LogToolMap {
  browser_console_messages: { params: BrowserConsoleMessagesParams; result: BrowserConsoleMessagesResult };
  browser_network_requests: { params: BrowserNetworkRequestsParams; result: BrowserNetworkRequestsResult };
}
