// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the log family's actions.

/** Params of `console.read`. */
export interface ConsoleReadParams {
  /**
   * Forget the messages returned (default false).
   */
  clear?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Only this level.
   */
  level?: 'error' | 'warning' | 'info' | 'log' | 'debug';
  /**
   * Only messages containing this text (or /regex/).
   */
  pattern?: string;
  /**
   * Only messages after this time (epoch ms).
   */
  since?: number;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `console.read`. */
export interface ConsoleReadResult {
  capturingSince?: number;
  count?: number;
  messages?: object[];
}

/** Params of `network.read`. */
export interface NetworkReadParams {
  /**
   * Forget the requests returned (default false).
   */
  clear?: boolean;
  /**
   * Include request and response bodies (default false).
   */
  includeBodies?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Only requests after this time (epoch ms).
   */
  since?: number;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Only URLs containing this text (or /regex/).
   */
  urlPattern?: string;
}

/** Result of `network.read`. */
export interface NetworkReadResult {
  capturingSince?: number;
  count?: number;
  requests?: object[];
}
