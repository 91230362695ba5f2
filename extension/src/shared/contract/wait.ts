// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the wait family's actions.

/** Params of `wait.element`. */
export interface WaitElementParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * visible (default), hidden, attached or detached.
   */
  state?: 'visible' | 'hidden' | 'attached' | 'detached';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Longest wait in ms (default 10000).
   */
  timeoutMs?: number;
}

/** Result of `wait.element`. */
export interface WaitElementResult {
  ms?: number;
  state?: string;
  tabId?: number;
  url?: string;
}

/** Params of `wait.for`. */
export interface WaitForParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * No requests for 500 ms.
   */
  networkIdle?: boolean;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Text that must appear.
   */
  text?: string;
  /**
   * Text that must disappear.
   */
  textGone?: string;
  /**
   * Just wait this many ms.
   */
  time?: number;
  /**
   * Longest wait in ms (default 10000).
   */
  timeoutMs?: number;
  /**
   * Substring of the URL, or /regex/.
   */
  url?: string;
}

/** Result of `wait.for`. */
export interface WaitForResult {
  condition?: string;
  ms?: number;
  tabId?: number;
  url?: string;
}
