# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the input tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class InputMethods(BridgeCore):
    """The input tools."""

    def browser_click(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        button: Optional[Literal["left", "right", "middle"]] = None,
        click_count: Optional[int] = None,
        modifiers: Optional[List[str]] = None,
        trusted: Optional[bool] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserClickResult]:
        """Click an element: a link, a button, a checkbox. Call browser_snapshot (or browser_find) first to get
        the element's ref. The answer says whether the page navigated or a dialog opened. Example: {"ref":
        "e12"}; {"selector": "#submit", "clickCount": 2}.

        Tool `browser_click`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            button: Mouse button (default left).
            click_count: 2 for a double click (default 1). 1 to 3.
            modifiers: Keys held during the click: Alt, Control, Meta, Shift.
            trusted: true: real input events through the Chrome debugger (for pages that ignore synthetic
                events; shows Chrome's debugging bar). Default false.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_click", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "button": button,
            "clickCount": click_count,
            "modifiers": modifiers,
            "trusted": trusted,
            "browser": browser,
        })

    def browser_type(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        text: str,
        clear: Optional[bool] = None,
        submit: Optional[bool] = None,
        trusted: Optional[bool] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserTypeResult]:
        """Type text into an input, textarea or contenteditable element, after the text it already holds;
        clear: true replaces what is there, submit: true presses Enter after. Call browser_snapshot (or
        browser_find) first to get the element's ref. Example: {"ref": "e7", "text": "hello", "submit":
        true}.

        Tool `browser_type`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            text: The text to type.
            clear: Clear the field first (default false: the text is appended).
            submit: Press Enter afterwards (default false).
            trusted: true: real input events through the Chrome debugger (for pages that ignore synthetic
                events; shows Chrome's debugging bar). Default false.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_type", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "text": text,
            "clear": clear,
            "submit": submit,
            "trusted": trusted,
            "browser": browser,
        })

    def browser_press(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        key: str,
        trusted: Optional[bool] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserPressResult]:
        """Press a key or key combination in the page, on the focused element or on a target (ref or selector).
        Keys use KeyboardEvent names: Enter, Tab, Escape, ArrowDown, Backspace; combinations like Control+a.
        Example: {"key": "Enter"}; {"key": "Tab", "ref": "e4"}.

        Tool `browser_press`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            key: Key or combination, e.g. Enter or Control+a.
            trusted: true: real input events through the Chrome debugger (for pages that ignore synthetic
                events; shows Chrome's debugging bar). Default false.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_press", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "key": key,
            "trusted": trusted,
            "browser": browser,
        })

    def browser_hover(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        trusted: Optional[bool] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserHoverResult]:
        """Move the mouse over an element to open a menu or a tooltip. Call browser_snapshot (or browser_find)
        first to get the element's ref. Example: {"ref": "e21"}.

        Tool `browser_hover`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            trusted: true: real input events through the Chrome debugger (for pages that ignore synthetic
                events; shows Chrome's debugging bar). Default false.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_hover", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "trusted": trusted,
            "browser": browser,
        })

    def browser_select_option(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        values: List[str],
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserSelectOptionResult]:
        """Choose one or more options of a <select> by value or visible label. Call browser_snapshot (or
        browser_find) first to get the element's ref. Example: {"ref": "e9", "values": ["France"]}.

        Tool `browser_select_option`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            values: Option values or labels to select. At least 1 items.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_select_option", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "values": values,
            "browser": browser,
        })

    def browser_fill_form(
        self,
        *,
        tab_id: Optional[int] = None,
        fields: List[t.BrowserFillFormFieldsItem],
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserFillFormResult]:
        """Set the values of several fields at once: text inputs, textareas, selects, checkboxes and radios
        ("true"/"false"). Faster and steadier than typing field by field. Call browser_snapshot (or
        browser_find) first to get the element's ref. Example: {"fields": [{"ref": "e3", "value": "Ada"},
        {"ref": "e5", "value": "true"}]}.

        Tool `browser_fill_form` (also `form_input`): reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            fields: The fields, each with a ref (or selector) and its value. At least 1 items. At most 200
                items.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_fill_form", {"tabId": tab_id, "fields": fields, "browser": browser})

    def browser_scroll(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        dx: Optional[int] = None,
        dy: Optional[int] = None,
        to: Optional[Literal["top", "bottom"]] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserScrollResult]:
        """Scroll: a target (ref or selector) into view, the page by dx/dy pixels, or to the top or bottom,
        e.g. to load more results. Example: {"dy": 800}; {"to": "bottom"}; {"ref": "e31"}.

        Tool `browser_scroll`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            dx: Horizontal pixels (negative: left). -100000 to 100000.
            dy: Vertical pixels (negative: up). -100000 to 100000.
            to: top or bottom of the page.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_scroll", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "dx": dx,
            "dy": dy,
            "to": to,
            "browser": browser,
        })

    def browser_drag(
        self,
        *,
        tab_id: Optional[int] = None,
        from_: t.BrowserDragFrom,
        to: t.BrowserDragTo,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserDragResult]:
        """Drag one element and drop it on another (HTML5 drag and drop and mouse events): sortable lists,
        boards, sliders. Call browser_snapshot (or browser_find) first to get the element's ref. Example:
        {"from": {"ref": "e4"}, "to": {"ref": "e9"}}.

        Tool `browser_drag`: reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            from_: The element to drag: {ref} or {selector}.
            to: Where to drop it: {ref} or {selector}.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_drag", {"tabId": tab_id, "from": from_, "to": to, "browser": browser})
