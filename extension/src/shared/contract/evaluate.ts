// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the evaluate family's actions.

/** Params of `evaluate`. */
export interface EvaluateParams {
  /**
   * A JavaScript expression; wrap statements in an IIFE.
   */
  expression: string;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `evaluate`. */
export interface EvaluateResult {
  tabId?: number;
  type?: string;
  url?: string;
  value?: unknown;
}
