// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the tab family's actions.

/** Params of `session.end`. */
export interface SessionEndParams {
  /**
   * Close the session's tab group (--session-tabs close).
   */
  closeGroup?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `session.end`. */
export interface SessionEndResult {
  closedTabs?: number;
}

/** Params of `tab.close`. */
export interface TabCloseParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab to close.
   */
  tabId: number;
}

/** Result of `tab.close`. */
export interface TabCloseResult {
  closed?: boolean;
  tabId?: number;
}

/** Params of `tab.create`. */
export interface TabCreateParams {
  /**
   * Focus the tab and its window (default false).
   */
  activate?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Absolute http(s) URL to open; omit for a blank tab.
   */
  url?: string;
}

/** Result of `tab.create`. */
export interface TabCreateResult {
  groupId?: number;
  status?: number;
  tabId?: number;
  title?: string;
  url?: string;
}

/** Params of `tab.select`. */
export interface TabSelectParams {
  /**
   * Also focus the tab and its window (default false).
   */
  activate?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (from browser_tab_list).
   */
  tabId: number;
}

/** Result of `tab.select`. */
export interface TabSelectResult {
  active?: boolean;
  tabId?: number;
  title?: string;
  url?: string;
}

/** Params of `tabs.list`. */
export interface TabsListParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `tabs.list`. */
export interface TabsListResult {
  tabs?: object[];
}

/** Params of `window.resize`. */
export interface WindowResizeParams {
  /**
   * Window height in pixels.
   */
  height: number;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Window width in pixels.
   */
  width: number;
}

/** Result of `window.resize`. */
export interface WindowResizeResult {
  height?: number;
  width?: number;
  windowId?: number;
}
