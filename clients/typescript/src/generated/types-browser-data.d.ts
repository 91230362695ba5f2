// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_cookie_get` (ChromeBridge.browserCookieGet). */
export interface BrowserCookieGetParams {
  /** The http(s) URL whose cookies to read. */
  url: string;
  /** Only this cookie. */
  name?: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_cookie_get`. */
export interface BrowserCookieGetResult {
  cookies?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_cookie_set` (ChromeBridge.browserCookieSet). */
export interface BrowserCookieSetParams {
  /** The http(s) URL the cookie belongs to. */
  url: string;
  /** Cookie name. */
  name: string;
  /** Cookie value. */
  value: string;
  /** Domain; omit for a host-only cookie. */
  domain?: string;
  /** Path (default /). */
  path?: string;
  /** Only over https. */
  secure?: boolean;
  /** Hidden from page scripts. */
  httpOnly?: boolean;
  /** no_restriction, lax or strict. */
  sameSite?: "no_restriction" | "lax" | "strict" | "unspecified";
  /** Expiry in seconds since 1970; omit for a session cookie. 0 to 4611686018427388000. */
  expirationDate?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_cookie_set`. */
export interface BrowserCookieSetResult {
  cookie?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_clipboard_write` (ChromeBridge.browserClipboardWrite). */
export interface BrowserClipboardWriteParams {
  /** The text to copy. */
  text: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_clipboard_write`. */
export interface BrowserClipboardWriteResult {
  written?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_handle_dialog` (ChromeBridge.browserHandleDialog). */
export interface BrowserHandleDialogParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** true: OK, false: Cancel. */
  accept: boolean;
  /** The answer to a prompt. */
  text?: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_handle_dialog`. */
export interface BrowserHandleDialogResult {
  tabId?: number;
  type?: string;
  message?: string;
  accepted?: boolean;
  [key: string]: unknown;
}

/** The browser-data tools by canonical name: the parameters each takes, the structured content it returns. */
export interface BrowserDataToolMap {
  browser_cookie_get: { params: BrowserCookieGetParams; result: BrowserCookieGetResult };
  browser_cookie_set: { params: BrowserCookieSetParams; result: BrowserCookieSetResult };
  browser_clipboard_write: { params: BrowserClipboardWriteParams; result: BrowserClipboardWriteResult };
  browser_handle_dialog: { params: BrowserHandleDialogParams; result: BrowserHandleDialogResult };
}
