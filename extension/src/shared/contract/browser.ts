// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the browser family's actions.

/** Params of `browser.info`. */
export interface BrowserInfoParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `browser.info`. */
export interface BrowserInfoResult {
  tabCount?: number;
  windowCount?: number;
}
