// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the browser-data family's actions.

/** Params of `clipboard.write`. */
export interface ClipboardWriteParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The text to copy.
   */
  text: string;
}

/** Result of `clipboard.write`. */
export interface ClipboardWriteResult {
  written?: number;
}

/** Params of `cookies.get`. */
export interface CookiesGetParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Only this cookie.
   */
  name?: string;
  /**
   * The http(s) URL whose cookies to read.
   */
  url: string;
}

/** Result of `cookies.get`. */
export interface CookiesGetResult {
  cookies?: object[];
}

/** Params of `cookies.set`. */
export interface CookiesSetParams {
  /**
   * Domain; omit for a host-only cookie.
   */
  domain?: string;
  /**
   * Expiry in seconds since 1970; omit for a session cookie.
   */
  expirationDate?: number;
  /**
   * Hidden from page scripts.
   */
  httpOnly?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Cookie name.
   */
  name: string;
  /**
   * Path (default /).
   */
  path?: string;
  /**
   * no_restriction, lax or strict.
   */
  sameSite?: 'no_restriction' | 'lax' | 'strict' | 'unspecified';
  /**
   * Only over https.
   */
  secure?: boolean;
  /**
   * The http(s) URL the cookie belongs to.
   */
  url: string;
  /**
   * Cookie value.
   */
  value: string;
}

/** Result of `cookies.set`. */
export interface CookiesSetResult {
  cookie?: object;
}

/** Params of `dialog.handle`. */
export interface DialogHandleParams {
  /**
   * true: OK, false: Cancel.
   */
  accept: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * The answer to a prompt.
   */
  text?: string;
}

/** Result of `dialog.handle`. */
export interface DialogHandleResult {
  accepted?: boolean;
  message?: string;
  tabId?: number;
  type?: string;
}
