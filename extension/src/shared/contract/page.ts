// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the page family's actions.

/** Params of `page.find`. */
export interface PageFindParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Its label (aria-label, <label>).
   */
  label?: string;
  /**
   * Most matches to return (default 20).
   */
  limit?: number;
  /**
   * Placeholder text of a field.
   */
  placeholder?: string;
  /**
   * ARIA role, e.g. button, link, textbox, checkbox.
   */
  role?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Visible text the element contains.
   */
  text?: string;
}

/** Result of `page.find`. */
export interface PageFindResult {
  matches?: object[];
  tabId?: number;
  total?: number;
  url?: string;
}

/** Params of `page.query`. */
export interface PageQueryParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Most matches to return (default 20).
   */
  limit?: number;
  /**
   * CSS selector, matched in the top frame.
   */
  selector: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `page.query`. */
export interface PageQueryResult {
  matches?: object[];
  tabId?: number;
  total?: number;
  url?: string;
}

/** Params of `page.queryText`. */
export interface PageQueryTextParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Most texts to return (default 50).
   */
  limit?: number;
  /**
   * CSS selector, matched in the top frame.
   */
  selector: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `page.queryText`. */
export interface PageQueryTextResult {
  tabId?: number;
  texts?: string[];
  total?: number;
  url?: string;
}

/** Params of `page.snapshot`. */
export interface PageSnapshotParams {
  /**
   * Only interactive elements (links, buttons, fields); default false.
   */
  interactive?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * A ref or CSS selector: snapshot only that element's subtree.
   */
  root?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `page.snapshot`. */
export interface PageSnapshotResult {
  refs?: number;
  tabId?: number;
  url?: string;
}

/** Params of `page.text`. */
export interface PageTextParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `page.text`. */
export interface PageTextResult {
  tabId?: number;
  title?: string;
  url?: string;
}
