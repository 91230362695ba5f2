// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the browser-data tools. */
export interface BrowserDataMethods {
  /**
   * Read the browser's cookies for a URL (all of them, or one by name), e.g. to check a login or a
   * consent state. Example: {"url": "https://example.com", "name": "session"}.
   *
   * Tool `browser_cookie_get`: only reads.
   *
   * @param params.url The http(s) URL whose cookies to read.
   * @param params.name Only this cookie.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserCookieGet(params: T.BrowserCookieGetParams): Promise<ToolResult<T.BrowserCookieGetResult>>;

  /**
   * Set a cookie in the user's browser for a URL (it then applies to the user's own browsing too).
   * Example: {"url": "https://example.com", "name": "lang", "value": "en", "sameSite": "lax"}.
   *
   * Tool `browser_cookie_set`: may change or delete what the user has; reaches pages on the web.
   *
   * @param params.url The http(s) URL the cookie belongs to.
   * @param params.name Cookie name.
   * @param params.value Cookie value.
   * @param params.domain Domain; omit for a host-only cookie.
   * @param params.path Path (default /).
   * @param params.secure Only over https.
   * @param params.httpOnly Hidden from page scripts.
   * @param params.sameSite no_restriction, lax or strict.
   * @param params.expirationDate Expiry in seconds since 1970; omit for a session cookie. 0 to
   * 4611686018427388000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserCookieSet(params: T.BrowserCookieSetParams): Promise<ToolResult<T.BrowserCookieSetResult>>;

  /**
   * Put text on the user's clipboard, e.g. to paste into a page that blocks typing, or to hand the user
   * a result. It replaces what the user had copied. Example: {"text": "Order #1234"}.
   *
   * Tool `browser_clipboard_write`: may change or delete what the user has.
   *
   * @param params.text The text to copy.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserClipboardWrite(params: T.BrowserClipboardWriteParams): Promise<ToolResult<T.BrowserClipboardWriteResult>>;

  /**
   * Accept or dismiss the alert, confirm or prompt that a page opened (an input tool's answer says when
   * one did); text answers a prompt. The page is blocked until the dialog is answered. Answers NO_DIALOG
   * when none is open. Example: {"accept": true}; {"accept": true, "text": "42"}.
   *
   * Tool `browser_handle_dialog`: reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.accept true: OK, false: Cancel.
   * @param params.text The answer to a prompt.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserHandleDialog(params: T.BrowserHandleDialogParams): Promise<ToolResult<T.BrowserHandleDialogResult>>;
}
