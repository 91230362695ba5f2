// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the navigate family's actions.

/** Params of `navigate`. */
export interface NavigateParams {
  /**
   * Instead of url: back, forward or reload.
   */
  direction?: 'back' | 'forward' | 'reload';
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Longest wait for the load in ms (default: the command timeout).
   */
  timeoutMs?: number;
  /**
   * Absolute http(s) URL to load.
   */
  url?: string;
}

/** Result of `navigate`. */
export interface NavigateResult {
  status?: number;
  tabId?: number;
  title?: string;
  url?: string;
}
