// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** The stable error codes of the bridge and the extension: ERROR_CODES says why each happens and what to do. */
export type ErrorCode =
  | "BUSY"
  | "DOWNLOAD_FAILED"
  | "ELEMENT_NOT_EDITABLE"
  | "ELEMENT_NOT_FOUND"
  | "ELEMENT_NOT_VISIBLE"
  | "EVALUATE_DISABLED"
  | "EXTENSION_DISCONNECTED"
  | "EXTRACTION_FAILED"
  | "FORBIDDEN"
  | "GATEWAY_CALL_FAILED"
  | "GATEWAY_SERVER_DOWN"
  | "GATEWAY_TIMEOUT"
  | "INTERNAL"
  | "INVALID_ARGUMENT"
  | "NAVIGATION_FAILED"
  | "NO_BROWSER"
  | "NO_DIALOG"
  | "PERMISSION_REQUIRED"
  | "PLUGIN_FAILED"
  | "RATE_LIMITED"
  | "RECIPE_STEP_FAILED"
  | "RESTRICTED_URL"
  | "SHUTTING_DOWN"
  | "SITE_BLOCKED"
  | "TAB_NOT_FOUND"
  | "TIMEOUT"
  | "TOO_LARGE"
  | "UNKNOWN_ACTION"
  | "UNKNOWN_TOOL";

/** Parameters of `browser_tab_list` (ChromeBridge.browserTabList). */
export interface BrowserTabListParams {
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_list`. */
export interface BrowserTabListResult {
  tabs?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_tab_create` (ChromeBridge.browserTabCreate). */
export interface BrowserTabCreateParams {
  /** Absolute http(s) URL to open; omit for a blank tab. */
  url?: string;
  /** Focus the tab and its window (default false). */
  activate?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_create`. */
export interface BrowserTabCreateResult {
  tabId?: number;
  url?: string;
  title?: string;
  groupId?: number;
  status?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_tab_close` (ChromeBridge.browserTabClose). */
export interface BrowserTabCloseParams {
  /** The tab to close. At least 0. */
  tabId: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_close`. */
export interface BrowserTabCloseResult {
  tabId?: number;
  closed?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_tab_select` (ChromeBridge.browserTabSelect). */
export interface BrowserTabSelectParams {
  /** The tab (from browser_tab_list). At least 0. */
  tabId: number;
  /** Also focus the tab and its window (default false). */
  activate?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_tab_select`. */
export interface BrowserTabSelectResult {
  tabId?: number;
  url?: string;
  title?: string;
  active?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_window_resize` (ChromeBridge.browserWindowResize). */
export interface BrowserWindowResizeParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Window width in pixels. 200 to 10000. */
  width: number;
  /** Window height in pixels. 200 to 10000. */
  height: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_window_resize`. */
export interface BrowserWindowResizeResult {
  windowId?: number;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_list` (ChromeBridge.browserList). */
export interface BrowserListParams {
}

/** Structured content of the result of `browser_list`. */
export interface BrowserListResult {
  browsers?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_navigate` (ChromeBridge.browserNavigate). */
export interface BrowserNavigateParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Absolute http(s) URL to load. */
  url?: string;
  /** Instead of url: back, forward or reload. */
  direction?: "back" | "forward" | "reload";
  /** Longest wait for the load in ms (default: the command timeout). 100 to 600000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_navigate`. */
export interface BrowserNavigateResult {
  tabId?: number;
  url?: string;
  title?: string;
  status?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_extract` (ChromeBridge.browserExtract). */
export interface BrowserExtractParams {
  /**
   * false (default): article mode, the main text without menus, ads and footers. true: the whole visible
   * page, for pages that are not articles (dashboards, search results, lists).
   */
  fullPage?: boolean;
  /**
   * Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g. "Order
   * confirmed"), for pages no heuristic can judge. Default: read when the content looks ready (parsed,
   * no loading indicator, quiet for a moment; the load event is not needed).
   */
  waitFor?: string;
  /**
   * Longest wait in ms for the page to be ready (default 20000). A page still loading then is returned
   * as it is, with a note saying so; a page with no text at all answers TIMEOUT. 100 to 300000.
   */
  timeoutMs?: number;
  /**
   * 'markdown' (default): clean Markdown text. 'json': title, url, markdown and metadata (byline,
   * siteName, lang, publishedTime, excerpt, wordCount, links, images, pageType: article, product, forum,
   * listing, collection, documentation, service or other, and facts the page declares, e.g. a product's
   * price, currency and availability). 'mcp': an MCP embedded resource (uri = page URL, mimeType
   * text/markdown). 'text': plain text without markup.
   */
  format?: "markdown" | "json" | "mcp" | "text";
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * An open tab to read (from browser_tab_list); omit with url also omitted for the active tab. At least
   * 0.
   */
  tabId?: number;
  /** Absolute http:// or https:// URL to open in a background tab, read and close. */
  url?: string;
  /** With url: leave the tab open after extracting (default false: it is closed). */
  keepTab?: boolean;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Parameters of `browser_get_page_text` (ChromeBridge.browserGetPageText). */
export interface BrowserGetPageTextParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_get_page_text`. */
export interface BrowserGetPageTextResult {
  tabId?: number;
  url?: string;
  title?: string;
  cursor?: string | null;
  range?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_snapshot` (ChromeBridge.browserSnapshot). */
export interface BrowserSnapshotParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Only interactive elements (links, buttons, fields); default false. */
  interactive?: boolean;
  /** A ref or CSS selector: snapshot only that element's subtree. */
  root?: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_snapshot`. */
export interface BrowserSnapshotResult {
  tabId?: number;
  url?: string;
  refs?: number;
  cursor?: string | null;
  range?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_query` (ChromeBridge.browserQuery). */
export interface BrowserQueryParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** CSS selector, matched in the top frame. */
  selector: string;
  /** Most matches to return (default 20). 1 to 500. */
  limit?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_query`. */
export interface BrowserQueryResult {
  tabId?: number;
  url?: string;
  matches?: Array<Record<string, unknown>>;
  total?: number;
  cursor?: string | null;
  range?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_query_text` (ChromeBridge.browserQueryText). */
export interface BrowserQueryTextParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** CSS selector, matched in the top frame. */
  selector: string;
  /** Most texts to return (default 50). 1 to 1000. */
  limit?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_query_text`. */
export interface BrowserQueryTextResult {
  tabId?: number;
  url?: string;
  texts?: string[];
  total?: number;
  cursor?: string | null;
  range?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_find` (ChromeBridge.browserFind). */
export interface BrowserFindParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Visible text the element contains. */
  text?: string;
  /** Its label (aria-label, <label>). */
  label?: string;
  /** ARIA role, e.g. button, link, textbox, checkbox. */
  role?: string;
  /** Placeholder text of a field. */
  placeholder?: string;
  /** Most matches to return (default 20). 1 to 200. */
  limit?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_find`. */
export interface BrowserFindResult {
  tabId?: number;
  url?: string;
  matches?: Array<Record<string, unknown>>;
  total?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_click` (ChromeBridge.browserClick). */
export interface BrowserClickParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Mouse button (default left). */
  button?: "left" | "right" | "middle";
  /** 2 for a double click (default 1). 1 to 3. */
  clickCount?: number;
  /** Keys held during the click: Alt, Control, Meta, Shift. */
  modifiers?: string[];
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows
   * Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_click`. */
export interface BrowserClickResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_type` (ChromeBridge.browserType). */
export interface BrowserTypeParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** The text to type. */
  text: string;
  /** Clear the field first (default false). */
  clear?: boolean;
  /** Press Enter afterwards (default false). */
  submit?: boolean;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows
   * Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_type`. */
export interface BrowserTypeResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  value?: string | null;
  [key: string]: unknown;
}

/** Parameters of `browser_press` (ChromeBridge.browserPress). */
export interface BrowserPressParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Key or combination, e.g. Enter or Control+a. */
  key: string;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows
   * Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_press`. */
export interface BrowserPressResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_hover` (ChromeBridge.browserHover). */
export interface BrowserHoverParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /**
   * true: real input events through the Chrome debugger (for pages that ignore synthetic events; shows
   * Chrome's debugging bar). Default false.
   */
  trusted?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_hover`. */
export interface BrowserHoverResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_select_option` (ChromeBridge.browserSelectOption). */
export interface BrowserSelectOptionParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Option values or labels to select. At least 1 items. */
  values: string[];
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_select_option`. */
export interface BrowserSelectOptionResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  selected?: string[];
  [key: string]: unknown;
}

/** Parameters of `browser_fill_form` (ChromeBridge.browserFillForm). */
export interface BrowserFillFormParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** The fields, each with a ref (or selector) and its value. At least 1 items. At most 200 items. */
  fields: {
    /**
     * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
     * element in a frame). Preferred over 'selector'.
     */
    ref?: string;
    /**
     * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
     * ref.
     */
    selector?: string;
    /** Text, an option, or "true"/"false" for a checkbox or radio. */
    value: string;
  }[];
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_fill_form`. */
export interface BrowserFillFormResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  filled?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_scroll` (ChromeBridge.browserScroll). */
export interface BrowserScrollParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Horizontal pixels (negative: left). -100000 to 100000. */
  dx?: number;
  /** Vertical pixels (negative: up). -100000 to 100000. */
  dy?: number;
  /** top or bottom of the page. */
  to?: "top" | "bottom";
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_scroll`. */
export interface BrowserScrollResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  scrollX?: number;
  scrollY?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_drag` (ChromeBridge.browserDrag). */
export interface BrowserDragParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** The element to drag: {ref} or {selector}. */
  from: {
    /**
     * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
     * element in a frame). Preferred over 'selector'.
     */
    ref?: string;
    /**
     * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
     * ref.
     */
    selector?: string;
  };
  /** Where to drop it: {ref} or {selector}. */
  to: {
    /**
     * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
     * element in a frame). Preferred over 'selector'.
     */
    ref?: string;
    /**
     * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
     * ref.
     */
    selector?: string;
  };
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_drag`. */
export interface BrowserDragResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  [key: string]: unknown;
}

/** Parameters of `browser_computer` (ChromeBridge.browserComputer). */
export interface BrowserComputerParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** What to do. */
  action: "left_click" | "right_click" | "double_click" | "mouse_move" | "left_click_drag" | "type" | "key" | "scroll" | "wait" | "screenshot";
  /** [x, y] in CSS pixels of the viewport. Exactly 2 items. */
  coordinate?: number[];
  /** [x, y] in CSS pixels of the viewport. Exactly 2 items. */
  startCoordinate?: number[];
  /** Text for type. */
  text?: string;
  /** Key for key, e.g. Enter or Control+a. */
  key?: string;
  /** Pixels for scroll: {dx, dy}. */
  scroll?: {
    dx?: number;
    dy?: number;
  };
  /** Seconds for wait (default 1). 0 to 30. */
  duration?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_computer`. */
export interface BrowserComputerResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  mimeType?: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_wait_for_element` (ChromeBridge.browserWaitForElement). */
export interface BrowserWaitForElementParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** visible (default), hidden, attached or detached. */
  state?: "visible" | "hidden" | "attached" | "detached";
  /** Longest wait in ms (default 10000). 0 to 120000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_wait_for_element`. */
export interface BrowserWaitForElementResult {
  tabId?: number;
  url?: string;
  state?: string;
  ms?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_wait_for` (ChromeBridge.browserWaitFor). */
export interface BrowserWaitForParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Text that must appear. */
  text?: string;
  /** Text that must disappear. */
  textGone?: string;
  /** Substring of the URL, or /regex/. */
  url?: string;
  /** No requests for 500 ms. */
  networkIdle?: boolean;
  /** Just wait this many ms. 0 to 120000. */
  time?: number;
  /** Longest wait in ms (default 10000). 0 to 120000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_wait_for`. */
export interface BrowserWaitForResult {
  tabId?: number;
  url?: string;
  condition?: string;
  ms?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_screenshot` (ChromeBridge.browserScreenshot). */
export interface BrowserScreenshotParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** The whole page, not only the visible part (default false). */
  fullPage?: boolean;
  /** png (default) or jpeg (smaller). */
  format?: "png" | "jpeg";
  /** JPEG quality 1-100 (default 80). 1 to 100. */
  quality?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_screenshot`. */
export interface BrowserScreenshotResult {
  tabId?: number;
  url?: string;
  mimeType?: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

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

/** Parameters of `browser_file_set` (ChromeBridge.browserFileSet). */
export interface BrowserFileSetParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Absolute paths of files on the machine running TabRelay. */
  paths?: string[];
  /** Files given inline: {name, mimeType, base64}. */
  files?: {
    /** The file's content, base64-encoded. */
    base64: string;
    mimeType?: string;
    name: string;
  }[];
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /** The imageId of an earlier screenshot of this session's key, to upload. */
  imageId?: string;
  /** Name for the imageId's file (default screenshot.png or .jpg). */
  filename?: string;
}

/** Structured content of the result of `browser_file_set`. */
export interface BrowserFileSetResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  files?: string[];
  [key: string]: unknown;
}

/** Parameters of `browser_download` (ChromeBridge.browserDownload). */
export interface BrowserDownloadParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** An http(s) URL to download. */
  url?: string;
  /** Longest wait for the download (default 30000). 0 to 600000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_download`. */
export interface BrowserDownloadResult {
  downloadId?: number;
  path?: string;
  size?: number;
  mimeType?: string;
  url?: string;
  state?: string;
  [key: string]: unknown;
}

/** Parameters of `browser_console_messages` (ChromeBridge.browserConsoleMessages). */
export interface BrowserConsoleMessagesParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Only this level. */
  level?: "error" | "warning" | "info" | "log" | "debug";
  /** Only messages containing this text (or /regex/). */
  pattern?: string;
  /** Only messages after this time (epoch ms). 0 to 4611686018427388000. */
  since?: number;
  /** Forget the messages returned (default false). */
  clear?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_console_messages`. */
export interface BrowserConsoleMessagesResult {
  count?: number;
  capturingSince?: number;
  messages?: Array<Record<string, unknown>>;
  cursor?: string | null;
  range?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_network_requests` (ChromeBridge.browserNetworkRequests). */
export interface BrowserNetworkRequestsParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Only URLs containing this text (or /regex/). */
  urlPattern?: string;
  /** Only requests after this time (epoch ms). 0 to 4611686018427388000. */
  since?: number;
  /** Include request and response bodies (default false). */
  includeBodies?: boolean;
  /** Forget the requests returned (default false). */
  clear?: boolean;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** Structured content of the result of `browser_network_requests`. */
export interface BrowserNetworkRequestsResult {
  count?: number;
  capturingSince?: number;
  requests?: Array<Record<string, unknown>>;
  cursor?: string | null;
  range?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_evaluate` (ChromeBridge.browserEvaluate). */
export interface BrowserEvaluateParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** A JavaScript expression; wrap statements in an IIFE. */
  expression: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_evaluate`. */
export interface BrowserEvaluateResult {
  tabId?: number;
  url?: string;
  value?: unknown;
  type?: string;
  [key: string]: unknown;
}

/** Parameters of `update_plan` (ChromeBridge.updatePlan). */
export interface UpdatePlanParams {
  /** Optional note on why the plan changed. */
  explanation?: string;
  /** Id of a connected browser; omit for the most recently used one. */
  browser?: string;
  /** The steps, in order, each with its status. At least 1 items. At most 50 items. */
  plan: {
    status: "pending" | "in_progress" | "completed";
    /** What this step does. At most 300 characters. */
    step: string;
  }[];
}

/** Parameters of `turn_answer_start` (ChromeBridge.turnAnswerStart). */
export interface TurnAnswerStartParams {
  /** Id of a connected browser; omit for the most recently used one. */
  browser?: string;
}

/** Parameters of `turn_answer_complete` (ChromeBridge.turnAnswerComplete). */
export interface TurnAnswerCompleteParams {
  /** Id of a connected browser; omit for the most recently used one. */
  browser?: string;
  /** Optional one-line summary shown with the turn. */
  summary?: string;
}

/** Parameters of `browser_record` (ChromeBridge.browserRecord). */
export interface BrowserRecordParams {
  /** What to do. */
  action: "start_recording" | "stop_recording" | "export" | "clear";
  /** The recorded tab (a tabId from browser_tab_list or tabs_context). At least 0. */
  tabId: number;
  /** export: write the GIF to a file even when it is small. */
  download?: boolean;
  /** export: gif (default), or png for each frame as its own PNG image. */
  format?: "gif" | "png";
  /** export: the file's name, e.g. "checkout.gif" (letters, digits, . _ -). */
  filename?: string;
  /** Export options (all optional). */
  options?: {
    /** How long each frame shows (default 1000). 20 to 10000. */
    frameDelayMs?: number;
    /**
     * 1-30 as in gif_creator: 1-10 adaptive colours per frame (default 10), 11-30 a fixed palette, faster.
     * 1 to 30.
     */
    quality?: number;
    /** The action and typed text on each frame (default true). */
    showActionLabels?: boolean;
    /** Ring where a click landed (default true). */
    showClickIndicators?: boolean;
    /** A progress bar along the bottom (default true). */
    showProgressBar?: boolean;
    /** Frame width in px (default 800). 160 to 1920. */
    width?: number;
    [key: string]: unknown;
  };
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_record`. */
export interface BrowserRecordResult {
  tabId?: number;
  action?: string;
  frames?: number;
  width?: number;
  height?: number;
  bytes?: number;
  encodeMs?: number;
  path?: string;
  [key: string]: unknown;
}

/** Parameters of `browser_shortcut_list` (ChromeBridge.browserShortcutList). */
export interface BrowserShortcutListParams {
}

/** Structured content of the result of `browser_shortcut_list`. */
export interface BrowserShortcutListResult {
  shortcuts?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_shortcut_run` (ChromeBridge.browserShortcutRun). */
export interface BrowserShortcutRunParams {
  /** The shortcut's name. */
  name: string;
  /** Values for the shortcut's parameters. */
  arguments?: Record<string, unknown>;
  /** Tab for the steps that name none. At least 0. */
  tabId?: number;
}

/** Structured content of the result of `browser_shortcut_run`. */
export interface BrowserShortcutRunResult {
  name?: string;
  steps?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_shortcut_save` (ChromeBridge.browserShortcutSave). */
export interface BrowserShortcutSaveParams {
  /** 1-64 lowercase letters, digits, '_' or '-'. */
  name: string;
  /** What the shortcut does, for the list. */
  description?: string;
  /**
   * Parameter name → {"description": …, "default": …, "value": … (with fromRecording or fromActivity:
   * the recorded text it replaces)}; one without a default is required.
   */
  parameters?: Record<string, unknown>;
  /** The tool calls, in order. At least 1 items. At most 50 items. */
  steps?: {
    /** Its arguments; strings may use {{parameter}}. */
    args?: Record<string, unknown>;
    /** A tool name or alias, e.g. browser_click. */
    tool: string;
    [key: string]: unknown;
  }[];
  /** A tabId this session recorded (browser_record): its calls become the steps. At least 0. */
  fromRecording?: number;
  /**
   * Call ids from the side panel's activity log (each command's 'call'): those calls become the steps.
   * At least 1 items. At most 50 items.
   */
  fromActivity?: string[];
}

/** Structured content of the result of `browser_shortcut_save`. */
export interface BrowserShortcutSaveResult {
  name?: string;
  replaced?: boolean;
  steps?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_permissions_check` (ChromeBridge.browserPermissionsCheck). */
export interface BrowserPermissionsCheckParams {
  /** A URL to check, e.g. https://example.com/. */
  url?: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_permissions_check`. */
export interface BrowserPermissionsCheckResult {
  caller?: string;
  tools?: string[];
  sites?: string[];
  evaluate?: boolean;
  browser?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `browser_diagnostics` (ChromeBridge.browserDiagnostics). */
export interface BrowserDiagnosticsParams {
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_diagnostics`. */
export interface BrowserDiagnosticsResult {
  bridgeVersion?: string;
  protocolVersion?: number;
  browsers?: Array<Record<string, unknown>>;
  lastErrors?: Array<Record<string, unknown>>;
  plugins?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `x_post` (ChromeBridge.xPost). */
export interface XPostParams {
  /** The post's text (at most 280 characters for most accounts). */
  text: string;
  /** Absolute paths of images to attach (optional, at most 4). Default: []. */
  images?: string[];
  /** The compose page (change only for a test page). Default: "https://x.com/compose/post". */
  composeUrl?: string;
}

/** Structured content of the result of `x_post`. */
export interface XPostResult {
  steps?: number;
  postUrl?: string | null;
  [key: string]: unknown;
}

/** Parameters of `wechat_post` (ChromeBridge.wechatPost). */
export interface WechatPostParams {
  /** The article's title (at most 64 characters). */
  title: string;
  /** The article's body, as plain text. */
  body: string;
  /** Author name shown under the title (optional). Default: "". */
  author?: string;
  /** Absolute path of the cover image (optional). Default: "". */
  cover?: string;
  /**
   * The editor's new-article page (change only for a test page). Default:
   * "https://mp.weixin.qq.com/cgi-bin/appmsg?t=media/appmsg_edit_v2&action=edit&isNew=1&type=77".
   */
  editorUrl?: string;
}

/** Structured content of the result of `wechat_post`. */
export interface WechatPostResult {
  steps?: number;
  draftUrl?: string | null;
  [key: string]: unknown;
}

/** Each tool by its canonical name: the parameters it takes, the structured content it returns. */
export interface ToolMap {
  browser_tab_list: { params: BrowserTabListParams; result: BrowserTabListResult };
  browser_tab_create: { params: BrowserTabCreateParams; result: BrowserTabCreateResult };
  browser_tab_close: { params: BrowserTabCloseParams; result: BrowserTabCloseResult };
  browser_tab_select: { params: BrowserTabSelectParams; result: BrowserTabSelectResult };
  browser_window_resize: { params: BrowserWindowResizeParams; result: BrowserWindowResizeResult };
  browser_list: { params: BrowserListParams; result: BrowserListResult };
  browser_navigate: { params: BrowserNavigateParams; result: BrowserNavigateResult };
  browser_extract: { params: BrowserExtractParams; result: Record<string, unknown> };
  browser_get_page_text: { params: BrowserGetPageTextParams; result: BrowserGetPageTextResult };
  browser_snapshot: { params: BrowserSnapshotParams; result: BrowserSnapshotResult };
  browser_query: { params: BrowserQueryParams; result: BrowserQueryResult };
  browser_query_text: { params: BrowserQueryTextParams; result: BrowserQueryTextResult };
  browser_find: { params: BrowserFindParams; result: BrowserFindResult };
  browser_click: { params: BrowserClickParams; result: BrowserClickResult };
  browser_type: { params: BrowserTypeParams; result: BrowserTypeResult };
  browser_press: { params: BrowserPressParams; result: BrowserPressResult };
  browser_hover: { params: BrowserHoverParams; result: BrowserHoverResult };
  browser_select_option: { params: BrowserSelectOptionParams; result: BrowserSelectOptionResult };
  browser_fill_form: { params: BrowserFillFormParams; result: BrowserFillFormResult };
  browser_scroll: { params: BrowserScrollParams; result: BrowserScrollResult };
  browser_drag: { params: BrowserDragParams; result: BrowserDragResult };
  browser_computer: { params: BrowserComputerParams; result: BrowserComputerResult };
  browser_wait_for_element: { params: BrowserWaitForElementParams; result: BrowserWaitForElementResult };
  browser_wait_for: { params: BrowserWaitForParams; result: BrowserWaitForResult };
  browser_screenshot: { params: BrowserScreenshotParams; result: BrowserScreenshotResult };
  browser_cookie_get: { params: BrowserCookieGetParams; result: BrowserCookieGetResult };
  browser_cookie_set: { params: BrowserCookieSetParams; result: BrowserCookieSetResult };
  browser_clipboard_write: { params: BrowserClipboardWriteParams; result: BrowserClipboardWriteResult };
  browser_handle_dialog: { params: BrowserHandleDialogParams; result: BrowserHandleDialogResult };
  browser_file_set: { params: BrowserFileSetParams; result: BrowserFileSetResult };
  browser_download: { params: BrowserDownloadParams; result: BrowserDownloadResult };
  browser_console_messages: { params: BrowserConsoleMessagesParams; result: BrowserConsoleMessagesResult };
  browser_network_requests: { params: BrowserNetworkRequestsParams; result: BrowserNetworkRequestsResult };
  browser_evaluate: { params: BrowserEvaluateParams; result: BrowserEvaluateResult };
  update_plan: { params: UpdatePlanParams; result: Record<string, unknown> };
  turn_answer_start: { params: TurnAnswerStartParams; result: Record<string, unknown> };
  turn_answer_complete: { params: TurnAnswerCompleteParams; result: Record<string, unknown> };
  browser_record: { params: BrowserRecordParams; result: BrowserRecordResult };
  browser_shortcut_list: { params: BrowserShortcutListParams; result: BrowserShortcutListResult };
  browser_shortcut_run: { params: BrowserShortcutRunParams; result: BrowserShortcutRunResult };
  browser_shortcut_save: { params: BrowserShortcutSaveParams; result: BrowserShortcutSaveResult };
  browser_permissions_check: { params: BrowserPermissionsCheckParams; result: BrowserPermissionsCheckResult };
  browser_diagnostics: { params: BrowserDiagnosticsParams; result: BrowserDiagnosticsResult };
  x_post: { params: XPostParams; result: XPostResult };
  wechat_post: { params: WechatPostParams; result: WechatPostResult };
}
