// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the input tools. */
export interface InputMethods {
  /**
   * Click an element: a link, a button, a checkbox. Call browser_snapshot (or browser_find) first to get
   * the element's ref. The answer says whether the page navigated or a dialog opened. Example: {"ref":
   * "e12"}; {"selector": "#submit", "clickCount": 2}.
   *
   * Tool `browser_click`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.button Mouse button (default left).
   * @param params.clickCount 2 for a double click (default 1). 1 to 3.
   * @param params.modifiers Keys held during the click: Alt, Control, Meta, Shift.
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserClick(params?: T.BrowserClickParams): Promise<ToolResult<T.BrowserClickResult>>;

  /**
   * Type text into an input, textarea or contenteditable element, after the text it already holds;
   * clear: true replaces what is there, submit: true presses Enter after. Call browser_snapshot (or
   * browser_find) first to get the element's ref. Example: {"ref": "e7", "text": "hello", "submit":
   * true}.
   *
   * Tool `browser_type`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.text The text to type.
   * @param params.clear Clear the field first (default false: the text is appended).
   * @param params.submit Press Enter afterwards (default false).
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserType(params: T.BrowserTypeParams): Promise<ToolResult<T.BrowserTypeResult>>;

  /**
   * Press a key or key combination in the page, on the focused element or on a target (ref or selector).
   * Keys use KeyboardEvent names: Enter, Tab, Escape, ArrowDown, Backspace; combinations like Control+a.
   * Example: {"key": "Enter"}; {"key": "Tab", "ref": "e4"}.
   *
   * Tool `browser_press`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.key Key or combination, e.g. Enter or Control+a.
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserPress(params: T.BrowserPressParams): Promise<ToolResult<T.BrowserPressResult>>;

  /**
   * Move the mouse over an element to open a menu or a tooltip. Call browser_snapshot (or browser_find)
   * first to get the element's ref. Example: {"ref": "e21"}.
   *
   * Tool `browser_hover`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserHover(params?: T.BrowserHoverParams): Promise<ToolResult<T.BrowserHoverResult>>;

  /**
   * Choose one or more options of a <select> by value or visible label. Call browser_snapshot (or
   * browser_find) first to get the element's ref. Example: {"ref": "e9", "values": ["France"]}.
   *
   * Tool `browser_select_option`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.values Option values or labels to select. At least 1 items.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserSelectOption(params: T.BrowserSelectOptionParams): Promise<ToolResult<T.BrowserSelectOptionResult>>;

  /**
   * Set the values of several fields at once: text inputs, textareas, selects, checkboxes and radios
   * ("true"/"false"). Faster and steadier than typing field by field. Call browser_snapshot (or
   * browser_find) first to get the element's ref. Example: {"fields": [{"ref": "e3", "value": "Ada"},
   * {"ref": "e5", "value": "true"}]}.
   *
   * Tool `browser_fill_form` (also `form_input`): reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.fields The fields, each with a ref (or selector) and its value. At least 1 items. At
   * most 200 items.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserFillForm(params: T.BrowserFillFormParams): Promise<ToolResult<T.BrowserFillFormResult>>;

  /**
   * Scroll: a target (ref or selector) into view, the page by dx/dy pixels, or to the top or bottom,
   * e.g. to load more results. Example: {"dy": 800}; {"to": "bottom"}; {"ref": "e31"}.
   *
   * Tool `browser_scroll`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.dx Horizontal pixels (negative: left). -100000 to 100000.
   * @param params.dy Vertical pixels (negative: up). -100000 to 100000.
   * @param params.to top or bottom of the page.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserScroll(params?: T.BrowserScrollParams): Promise<ToolResult<T.BrowserScrollResult>>;

  /**
   * Drag one element and drop it on another (HTML5 drag and drop and mouse events): sortable lists,
   * boards, sliders. Call browser_snapshot (or browser_find) first to get the element's ref. Example:
   * {"from": {"ref": "e4"}, "to": {"ref": "e9"}}.
   *
   * Tool `browser_drag`: reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.from The element to drag: {ref} or {selector}.
   * @param params.to Where to drop it: {ref} or {selector}.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserDrag(params: T.BrowserDragParams): Promise<ToolResult<T.BrowserDragResult>>;
}
