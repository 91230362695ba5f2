// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

export const PROTOCOL_VERSION = 1;

/** Close codes the bridge uses to refuse or end a link (close-policy.ts decides what to do on each). */
export const CloseCode = {
  /** the first message was not a valid hello */
  BAD_HELLO: 4400,
  /** wrong pairing key */
  BAD_KEY: 4401,
  /** another connection with this browserId is live and this hello did not prove to be it */
  DUPLICATE: 4410,
  /** protocol version not supported (the reason names the supported one) */
  PROTOCOL_UNSUPPORTED: 4426,
  /** replaced by a newer connection from the same browserId that proved itself with resume */
  REPLACED: 4409,
  /** the bridge is shutting down */
  SHUTDOWN: 1001,
} as const;

/** Every stable error code a tool call can answer with. */
export const ERROR_CODES = [
  "BUSY",
  "DOWNLOAD_FAILED",
  "ELEMENT_NOT_EDITABLE",
  "ELEMENT_NOT_FOUND",
  "ELEMENT_NOT_VISIBLE",
  "EVALUATE_DISABLED",
  "EXTENSION_DISCONNECTED",
  "EXTRACTION_FAILED",
  "FORBIDDEN",
  "INTERNAL",
  "INVALID_ARGUMENT",
  "NAVIGATION_FAILED",
  "NO_BROWSER",
  "NO_DIALOG",
  "PERMISSION_REQUIRED",
  "RATE_LIMITED",
  "RECIPE_STEP_FAILED",
  "RESTRICTED_URL",
  "SHUTTING_DOWN",
  "SITE_BLOCKED",
  "TAB_NOT_FOUND",
  "TIMEOUT",
  "TOO_LARGE",
  "UNKNOWN_ACTION",
  "UNKNOWN_TOOL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes the extension may send (the others are the bridge's own: keys, rate limits, sessions). */
export const EXTENSION_ERROR_CODES = [
  "BUSY",
  "DOWNLOAD_FAILED",
  "ELEMENT_NOT_EDITABLE",
  "ELEMENT_NOT_FOUND",
  "ELEMENT_NOT_VISIBLE",
  "EXTENSION_DISCONNECTED",
  "EXTRACTION_FAILED",
  "INTERNAL",
  "INVALID_ARGUMENT",
  "NAVIGATION_FAILED",
  "NO_DIALOG",
  "PERMISSION_REQUIRED",
  "RESTRICTED_URL",
  "SITE_BLOCKED",
  "TAB_NOT_FOUND",
  "TIMEOUT",
  "TOO_LARGE",
  "UNKNOWN_ACTION",
] as const;
export type ExtensionErrorCode = (typeof EXTENSION_ERROR_CODES)[number];

/** Every action the bridge sends; the handler table is keyed by exactly these. */
export const ACTIONS = [
  "browser.info",
  "clipboard.write",
  "computer",
  "console.read",
  "cookies.get",
  "cookies.set",
  "diagnostic.permissions",
  "dialog.handle",
  "download",
  "evaluate",
  "extract.part",
  "extract.tab",
  "extract.url",
  "file.set",
  "input.click",
  "input.drag",
  "input.fill",
  "input.hover",
  "input.press",
  "input.scroll",
  "input.select",
  "input.type",
  "navigate",
  "network.read",
  "page.find",
  "page.query",
  "page.queryText",
  "page.snapshot",
  "page.text",
  "plan.update",
  "record.frame",
  "screenshot",
  "session.end",
  "tab.close",
  "tab.create",
  "tab.select",
  "tabs.list",
  "turn.complete",
  "turn.start",
  "wait.element",
  "wait.for",
  "window.resize",
] as const;
export type Action = (typeof ACTIONS)[number];

/** The family of each action: handlers/<family>.ts here, tools/<Family>Tool(s).java on the bridge. */
export const ACTION_FAMILY = {
  "browser.info": "browser",
  "clipboard.write": "browser-data",
  "computer": "computer",
  "console.read": "log",
  "cookies.get": "browser-data",
  "cookies.set": "browser-data",
  "diagnostic.permissions": "diagnostic",
  "dialog.handle": "browser-data",
  "download": "file",
  "evaluate": "evaluate",
  "extract.part": "extract",
  "extract.tab": "extract",
  "extract.url": "extract",
  "file.set": "file",
  "input.click": "input",
  "input.drag": "input",
  "input.fill": "input",
  "input.hover": "input",
  "input.press": "input",
  "input.scroll": "input",
  "input.select": "input",
  "input.type": "input",
  "navigate": "navigate",
  "network.read": "log",
  "page.find": "page",
  "page.query": "page",
  "page.queryText": "page",
  "page.snapshot": "page",
  "page.text": "page",
  "plan.update": "plan",
  "record.frame": "record",
  "screenshot": "capture",
  "session.end": "tab",
  "tab.close": "tab",
  "tab.create": "tab",
  "tab.select": "tab",
  "tabs.list": "tab",
  "turn.complete": "plan",
  "turn.start": "plan",
  "wait.element": "wait",
  "wait.for": "wait",
  "window.resize": "tab",
} as const satisfies Record<Action, string>;

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

/** Params of `computer`. */
export interface ComputerParams {
  /**
   * What to do.
   */
  action:
    | 'left_click'
    | 'right_click'
    | 'double_click'
    | 'mouse_move'
    | 'left_click_drag'
    | 'type'
    | 'key'
    | 'scroll'
    | 'wait'
    | 'screenshot';
  /**
   * [x, y] in CSS pixels of the viewport.
   *
   * @minItems 2
   * @maxItems 2
   */
  coordinate?: [number, number];
  /**
   * Seconds for wait (default 1).
   */
  duration?: number;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Key for key, e.g. Enter or Control+a.
   */
  key?: string;
  /**
   * Pixels for scroll: {dx, dy}.
   */
  scroll?: {
    dx?: number;
    dy?: number;
  };
  /**
   * [x, y] in CSS pixels of the viewport.
   *
   * @minItems 2
   * @maxItems 2
   */
  startCoordinate?: [number, number];
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Text for type.
   */
  text?: string;
}

/** Result of `computer`. */
export interface ComputerResult {
  dialog?: object;
  elementGone?: boolean;
  height?: number;
  mimeType?: string;
  navigated?: boolean;
  tabId?: number;
  url?: string;
  width?: number;
}

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

/** Params of `diagnostic.permissions`. */
export interface DiagnosticPermissionsParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * A URL to check against the user's site policy and the key's sites.
   */
  url?: string;
}

/** Result of `diagnostic.permissions`. */
export interface DiagnosticPermissionsResult {
  optionalOrigins?: string[];
  optionalPermissions?: string[];
  origins?: string[];
  permissions?: string[];
  policy?: object;
  url?: object;
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

/** Params of `download`. */
export interface DownloadParams {
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
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Longest wait for the download (default 30000).
   */
  timeoutMs?: number;
  /**
   * An http(s) URL to download.
   */
  url?: string;
}

/** Result of `download`. */
export interface DownloadResult {
  downloadId?: number;
  mimeType?: string;
  path?: string;
  size?: number;
  state?: string;
  url?: string;
}

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

/** Params of `extract.part`. */
export interface ExtractPartParams {
  /**
   * Which text: markdown or text.
   */
  field: 'markdown' | 'text';
  /**
   * Character offset to read from.
   */
  from: number;
  /**
   * The parts.id of the extraction.
   */
  id: string;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * At most this many characters.
   */
  maxChars: number;
}

/** Result of `extract.part`. */
export interface ExtractPartResult {
  text?: string;
}

/** Params of `extract.tab`. */
export interface ExtractTabParams {
  /**
   * false (default): article mode, the main text without menus, ads and footers. true: the whole visible page, for pages that are not articles (dashboards, search results, lists).
   */
  fullPage?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Send at most this many characters of the page and keep the rest for extract.part (docs/protocol.md).
   */
  maxChars?: number;
  /**
   * The tab to read; omitted: the active tab.
   */
  tabId?: number;
  /**
   * Longest wait in ms for the page to be ready (default 20000). A page still loading then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.
   */
  timeoutMs?: number;
  /**
   * Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g. "Order confirmed"), for pages no heuristic can judge. Default: read when the content looks ready (parsed, no loading indicator, quiet for a moment; the load event is not needed).
   */
  waitFor?: string;
}

/** Result of `extract.tab`. */
export interface ExtractTabResult {
  fallback?: boolean;
  kept?: boolean;
  loadingNote?: string;
  markdown?: string;
  metadata?: object;
  mode?: string;
  parts?: object;
  stillLoading?: boolean;
  tabId?: number;
  text?: string;
  title?: string;
  url?: string;
}

/** Params of `extract.url`. */
export interface ExtractUrlParams {
  /**
   * false (default): article mode, the main text without menus, ads and footers. true: the whole visible page, for pages that are not articles (dashboards, search results, lists).
   */
  fullPage?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * With url: leave the tab open after extracting (default false: it is closed).
   */
  keepTab?: boolean;
  /**
   * Send at most this many characters of the page and keep the rest for extract.part (docs/protocol.md).
   */
  maxChars?: number;
  /**
   * Longest wait in ms for the page to be ready (default 20000). A page still loading then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.
   */
  timeoutMs?: number;
  /**
   * Absolute http:// or https:// URL to open in a background tab, read and close.
   */
  url: string;
  /**
   * Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g. "Order confirmed"), for pages no heuristic can judge. Default: read when the content looks ready (parsed, no loading indicator, quiet for a moment; the load event is not needed).
   */
  waitFor?: string;
}

/** Result of `extract.url`. */
export interface ExtractUrlResult {
  fallback?: boolean;
  kept?: boolean;
  loadingNote?: string;
  markdown?: string;
  metadata?: object;
  mode?: string;
  parts?: object;
  stillLoading?: boolean;
  tabId?: number;
  text?: string;
  title?: string;
  url?: string;
}

/** Params of `file.set`. */
export interface FileSetParams {
  /**
   * Name for the imageId's file (default screenshot.png or .jpg).
   */
  filename?: string;
  /**
   * Files given inline: {name, mimeType, base64}.
   */
  files?: {
    /**
     * The file's content, base64-encoded.
     */
    base64: string;
    mimeType?: string;
    name: string;
  }[];
  /**
   * The imageId of an earlier screenshot of this session's key, to upload.
   */
  imageId?: string;
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
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `file.set`. */
export interface FileSetResult {
  dialog?: object;
  elementGone?: boolean;
  files?: string[];
  navigated?: boolean;
  tabId?: number;
  url?: string;
}

/** Params of `input.click`. */
export interface InputClickParams {
  /**
   * Mouse button (default left).
   */
  button?: 'left' | 'right' | 'middle';
  /**
   * 2 for a double click (default 1).
   */
  clickCount?: number;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Keys held during the click: Alt, Control, Meta, Shift.
   */
  modifiers?: string[];
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
}

/** Result of `input.click`. */
export interface InputClickResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  tabId?: number;
  url?: string;
}

/** Params of `input.drag`. */
export interface InputDragParams {
  /**
   * The element to drag: {ref} or {selector}.
   */
  from: {
    /**
     * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
     */
    ref?: string;
    /**
     * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
     */
    selector?: string;
  };
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Where to drop it: {ref} or {selector}.
   */
  to: {
    /**
     * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
     */
    ref?: string;
    /**
     * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
     */
    selector?: string;
  };
}

/** Result of `input.drag`. */
export interface InputDragResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  tabId?: number;
  url?: string;
}

/** Params of `input.fill`. */
export interface InputFillParams {
  /**
   * The fields, each with a ref (or selector) and its value.
   *
   * @minItems 1
   * @maxItems 200
   */
  fields: [
    {
      /**
       * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
       */
      ref?: string;
      /**
       * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
       */
      selector?: string;
      /**
       * Text, an option, or "true"/"false" for a checkbox or radio.
       */
      value: string;
    },
    ...{
      /**
       * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
       */
      ref?: string;
      /**
       * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
       */
      selector?: string;
      /**
       * Text, an option, or "true"/"false" for a checkbox or radio.
       */
      value: string;
    }[]
  ];
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `input.fill`. */
export interface InputFillResult {
  dialog?: object;
  elementGone?: boolean;
  filled?: number;
  navigated?: boolean;
  tabId?: number;
  url?: string;
}

/** Params of `input.hover`. */
export interface InputHoverParams {
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
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
}

/** Result of `input.hover`. */
export interface InputHoverResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  tabId?: number;
  url?: string;
}

/** Params of `input.press`. */
export interface InputPressParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Key or combination, e.g. Enter or Control+a.
   */
  key: string;
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
}

/** Result of `input.press`. */
export interface InputPressResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  tabId?: number;
  url?: string;
}

/** Params of `input.scroll`. */
export interface InputScrollParams {
  /**
   * Horizontal pixels (negative: left).
   */
  dx?: number;
  /**
   * Vertical pixels (negative: up).
   */
  dy?: number;
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
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * top or bottom of the page.
   */
  to?: 'top' | 'bottom';
}

/** Result of `input.scroll`. */
export interface InputScrollResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  scrollX?: number;
  scrollY?: number;
  tabId?: number;
  url?: string;
}

/** Params of `input.select`. */
export interface InputSelectParams {
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
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Option values or labels to select.
   *
   * @minItems 1
   */
  values: [string, ...string[]];
}

/** Result of `input.select`. */
export interface InputSelectResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  selected?: string[];
  tabId?: number;
  url?: string;
}

/** Params of `input.type`. */
export interface InputTypeParams {
  /**
   * Clear the field first (default false).
   */
  clear?: boolean;
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
   * Press Enter afterwards (default false).
   */
  submit?: boolean;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * The text to type.
   */
  text: string;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
}

/** Result of `input.type`. */
export interface InputTypeResult {
  dialog?: object;
  elementGone?: boolean;
  navigated?: boolean;
  tabId?: number;
  url?: string;
  value?: string | null;
}

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

/** Params of `plan.update`. */
export interface PlanUpdateParams {
  /**
   * Optional note on why the plan changed.
   */
  explanation?: string;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * The steps, in order, each with its status.
   *
   * @minItems 1
   * @maxItems 50
   */
  plan: [
    {
      status: 'pending' | 'in_progress' | 'completed';
      /**
       * What this step does.
       */
      step: string;
    },
    ...{
      status: 'pending' | 'in_progress' | 'completed';
      /**
       * What this step does.
       */
      step: string;
    }[]
  ];
}

/** Result of `plan.update`. */
export type PlanUpdateResult = object;

/** Params of `record.frame`. */
export interface RecordFrameParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * JPEG quality 1-100 (default 80).
   */
  quality?: number;
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The recorded tab.
   */
  tabId: number;
}

/** Result of `record.frame`. */
export interface RecordFrameResult {
  box?: object;
  data?: string;
  height?: number;
  mimeType?: string;
  tabId?: number;
  url?: string;
  viewportWidth?: number;
  width?: number;
}

/** Params of `screenshot`. */
export interface ScreenshotParams {
  /**
   * png (default) or jpeg (smaller).
   */
  format?: 'png' | 'jpeg';
  /**
   * The whole page, not only the visible part (default false).
   */
  fullPage?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * JPEG quality 1-100 (default 80).
   */
  quality?: number;
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `screenshot`. */
export interface ScreenshotResult {
  height?: number;
  mimeType?: string;
  tabId?: number;
  url?: string;
  width?: number;
}

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

/** Params of `turn.complete`. */
export interface TurnCompleteParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Optional one-line summary shown with the turn.
   */
  summary?: string;
}

/** Result of `turn.complete`. */
export type TurnCompleteResult = object;

/** Params of `turn.start`. */
export interface TurnStartParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
}

/** Result of `turn.start`. */
export type TurnStartResult = object;

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

export interface ActionParams {
  "browser.info": BrowserInfoParams;
  "clipboard.write": ClipboardWriteParams;
  "computer": ComputerParams;
  "console.read": ConsoleReadParams;
  "cookies.get": CookiesGetParams;
  "cookies.set": CookiesSetParams;
  "diagnostic.permissions": DiagnosticPermissionsParams;
  "dialog.handle": DialogHandleParams;
  "download": DownloadParams;
  "evaluate": EvaluateParams;
  "extract.part": ExtractPartParams;
  "extract.tab": ExtractTabParams;
  "extract.url": ExtractUrlParams;
  "file.set": FileSetParams;
  "input.click": InputClickParams;
  "input.drag": InputDragParams;
  "input.fill": InputFillParams;
  "input.hover": InputHoverParams;
  "input.press": InputPressParams;
  "input.scroll": InputScrollParams;
  "input.select": InputSelectParams;
  "input.type": InputTypeParams;
  "navigate": NavigateParams;
  "network.read": NetworkReadParams;
  "page.find": PageFindParams;
  "page.query": PageQueryParams;
  "page.queryText": PageQueryTextParams;
  "page.snapshot": PageSnapshotParams;
  "page.text": PageTextParams;
  "plan.update": PlanUpdateParams;
  "record.frame": RecordFrameParams;
  "screenshot": ScreenshotParams;
  "session.end": SessionEndParams;
  "tab.close": TabCloseParams;
  "tab.create": TabCreateParams;
  "tab.select": TabSelectParams;
  "tabs.list": TabsListParams;
  "turn.complete": TurnCompleteParams;
  "turn.start": TurnStartParams;
  "wait.element": WaitElementParams;
  "wait.for": WaitForParams;
  "window.resize": WindowResizeParams;
}

export interface ActionResult {
  "browser.info": BrowserInfoResult;
  "clipboard.write": ClipboardWriteResult;
  "computer": ComputerResult;
  "console.read": ConsoleReadResult;
  "cookies.get": CookiesGetResult;
  "cookies.set": CookiesSetResult;
  "diagnostic.permissions": DiagnosticPermissionsResult;
  "dialog.handle": DialogHandleResult;
  "download": DownloadResult;
  "evaluate": EvaluateResult;
  "extract.part": ExtractPartResult;
  "extract.tab": ExtractTabResult;
  "extract.url": ExtractUrlResult;
  "file.set": FileSetResult;
  "input.click": InputClickResult;
  "input.drag": InputDragResult;
  "input.fill": InputFillResult;
  "input.hover": InputHoverResult;
  "input.press": InputPressResult;
  "input.scroll": InputScrollResult;
  "input.select": InputSelectResult;
  "input.type": InputTypeResult;
  "navigate": NavigateResult;
  "network.read": NetworkReadResult;
  "page.find": PageFindResult;
  "page.query": PageQueryResult;
  "page.queryText": PageQueryTextResult;
  "page.snapshot": PageSnapshotResult;
  "page.text": PageTextResult;
  "plan.update": PlanUpdateResult;
  "record.frame": RecordFrameResult;
  "screenshot": ScreenshotResult;
  "session.end": SessionEndResult;
  "tab.close": TabCloseResult;
  "tab.create": TabCreateResult;
  "tab.select": TabSelectResult;
  "tabs.list": TabsListResult;
  "turn.complete": TurnCompleteResult;
  "turn.start": TurnStartResult;
  "wait.element": WaitElementResult;
  "wait.for": WaitForResult;
  "window.resize": WindowResizeResult;
}
