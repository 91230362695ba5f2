// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

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
  /** Clear the field first (default false: the text is appended). */
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

/** The input tools by canonical name: the parameters each takes, the structured content it returns. */
export interface InputToolMap {
  browser_click: { params: BrowserClickParams; result: BrowserClickResult };
  browser_type: { params: BrowserTypeParams; result: BrowserTypeResult };
  browser_press: { params: BrowserPressParams; result: BrowserPressResult };
  browser_hover: { params: BrowserHoverParams; result: BrowserHoverResult };
  browser_select_option: { params: BrowserSelectOptionParams; result: BrowserSelectOptionResult };
  browser_fill_form: { params: BrowserFillFormParams; result: BrowserFillFormResult };
  browser_scroll: { params: BrowserScrollParams; result: BrowserScrollResult };
  browser_drag: { params: BrowserDragParams; result: BrowserDragResult };
}
