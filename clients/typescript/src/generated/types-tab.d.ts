// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_tab_list` (ChromeBridge.browserTabList). */
export interface BrowserTabListParams {
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_list`. */
export interface BrowserTabListResult {
  tabs?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_tab_create` (ChromeBridge.browserTabCreate). */
export interface BrowserTabCreateParams {
  /** Absolute http(s) URL to open; omit for a blank tab. */
  url?: string;
  /** Focus the tab and its window (default false). */
  activate?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_create`. */
export interface BrowserTabCreateResult {
  tabId?: number;
  url?: string;
  title?: string;
  groupId?: number;
  status?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_tab_close` (ChromeBridge.browserTabClose). */
export interface BrowserTabCloseParams {
  /** The tab to close. At least 0. */
  tabId: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_close`. */
export interface BrowserTabCloseResult {
  tabId?: number;
  closed?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_tab_select` (ChromeBridge.browserTabSelect). */
export interface BrowserTabSelectParams {
  /** The tab (from browser_tab_list). At least 0. */
  tabId: number;
  /** Also focus the tab and its window (default false). */
  activate?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_select`. */
export interface BrowserTabSelectResult {
  tabId?: number;
  url?: string;
  title?: string;
  active?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_window_resize` (ChromeBridge.browserWindowResize). */
export interface BrowserWindowResizeParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Window width in pixels. 200 to 10000. */
  width: number;
  /** Window height in pixels. 200 to 10000. */
  height: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_window_resize`. */
export interface BrowserWindowResizeResult {
  windowId?: number;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

/** The tab tools by canonical name: the parameters each takes, the structured content it returns. */
export interface TabToolMap {
  browser_tab_list: { params: BrowserTabListParams; result: BrowserTabListResult };
  browser_tab_create: { params: BrowserTabCreateParams; result: BrowserTabCreateResult };
  browser_tab_close: { params: BrowserTabCloseParams; result: BrowserTabCloseResult };
  browser_tab_select: { params: BrowserTabSelectParams; result: BrowserTabSelectResult };
  browser_window_resize: { params: BrowserWindowResizeParams; result: BrowserWindowResizeResult };
}
