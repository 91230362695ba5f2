// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the input family's actions.

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
   * Clear the field first (default false: the text is appended).
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
