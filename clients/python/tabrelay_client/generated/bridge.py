# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge: one keyword-only method per TabRelay tool, documented with the tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class ChromeBridge(BridgeCore):
    """The TabRelay bridge. Create one with ``ChromeBridge.rest()`` or ``ChromeBridge.mcp()``; each method
    returns the tool's ToolResult or raises TabRelayError with the stable code."""

    def browser_tab_list(self, *, browser: Optional[str] = None) -> ToolResult[t.BrowserTabListResult]:
        """List the tabs open in the user's browser: tabId, title, URL, which one is active, its tab group.
        Call it first when the user refers to a page that is already open ("my second tab"), then pass the
        tabId to browser_extract, browser_snapshot or browser_tab_select. Example: {}.

        Tool `browser_tab_list` (also `list_tabs`, `browser_get_tabs`, `tabs_context`, `tabs_context_mcp`):
        only reads.

        Args:
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_tab_list", {"browser": browser})

    def browser_tab_create(
        self,
        *,
        url: Optional[str] = None,
        activate: Optional[bool] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserTabCreateResult]:
        """Open a new tab in the session's tab group, in the background unless activate is true (the user's
        active tab is not taken), and wait for the page to load. It becomes this session's current tab, so
        later calls without tabId use it. Example: {"url": "https://example.com"}; {"url": "…", "activate":
        true}.

        Tool `browser_tab_create` (also `browser_create_tab`, `tabs_create`, `tabs_create_mcp`): reaches
        pages on the web.

        Args:
            url: Absolute http(s) URL to open; omit for a blank tab.
            activate: Focus the tab and its window (default false).
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_tab_create", {"url": url, "activate": activate, "browser": browser})

    def browser_tab_close(self, *, tab_id: int, browser: Optional[str] = None) -> ToolResult[t.BrowserTabCloseResult]:
        """Close one tab by its tabId (from browser_tab_list or browser_tab_create). Only close tabs you opened
        or the user asked you to close. Example: {"tabId": 123}.

        Tool `browser_tab_close` (also `browser_close_tab`): may change or delete what the user has.

        Args:
            tab_id: The tab to close. At least 0.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_tab_close", {"tabId": tab_id, "browser": browser})

    def browser_tab_select(
        self,
        *,
        tab_id: int,
        activate: Optional[bool] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserTabSelectResult]:
        """Make a tab this session's current tab, so later calls without tabId act on it; activate: true also
        brings it to the front for the user. Example: {"tabId": 123}.

        Tool `browser_tab_select`: reaches pages on the web.

        Args:
            tab_id: The tab (from browser_tab_list). At least 0.
            activate: Also focus the tab and its window (default false).
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_tab_select", {"tabId": tab_id, "activate": activate, "browser": browser})

    def browser_window_resize(
        self,
        *,
        tab_id: Optional[int] = None,
        width: int,
        height: int,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserWindowResizeResult]:
        """Resize the browser window that holds a tab, e.g. to test a mobile layout or make screenshots
        comparable. Sizes are in CSS pixels of the window. Example: {"width": 1280, "height": 800}.

        Tool `browser_window_resize` (also `resize_window`): reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            width: Window width in pixels. 200 to 10000.
            height: Window height in pixels. 200 to 10000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_window_resize", {
            "tabId": tab_id,
            "width": width,
            "height": height,
            "browser": browser,
        })

    def browser_list(self) -> ToolResult[t.BrowserListResult]:
        """List the browsers connected to TabRelay (several profiles or machines may be): id, label, extension
        version, and which one answers when a call gives no 'browser' (the most recently used). Pass an id
        as 'browser' to any other tool to use that browser. Takes no arguments.

        Tool `browser_list`: only reads.
        """
        return self.call("browser_list", {})

    def browser_navigate(
        self,
        *,
        tab_id: Optional[int] = None,
        url: Optional[str] = None,
        direction: Optional[Literal["back", "forward", "reload"]] = None,
        timeout_ms: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserNavigateResult]:
        """Load a URL in a tab (this session's current tab unless tabId is given) and wait for it to load, or
        go back, forward or reload with direction. Returns the final URL, title and HTTP status. Then call
        browser_snapshot to act on the page or browser_extract to read it. Examples: {"url":
        "https://example.com/login"}; {"direction": "back"}.

        Tool `browser_navigate` (also `navigate`): reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            url: Absolute http(s) URL to load.
            direction: Instead of url: back, forward or reload.
            timeout_ms: Longest wait for the load in ms (default: the command timeout). 100 to 600000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_navigate", {
            "tabId": tab_id,
            "url": url,
            "direction": direction,
            "timeoutMs": timeout_ms,
            "browser": browser,
        })

    def browser_extract(
        self,
        *,
        full_page: Optional[bool] = None,
        wait_for: Optional[str] = None,
        timeout_ms: Optional[int] = None,
        format: Optional[Literal["markdown", "json", "mcp", "text"]] = None,
        browser: Optional[str] = None,
        tab_id: Optional[int] = None,
        url: Optional[str] = None,
        keep_tab: Optional[bool] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[Dict[str, Any]]:
        """Read a page as clean Markdown (article text without menus and ads): the user's active tab when you
        give neither tabId nor url, an open tab by tabId (from browser_tab_list), or any http(s) URL, opened
        in a background tab with the user's cookies and closed again. Use it to read and summarize; use
        browser_snapshot instead when you need element refs to click or type. Long pages are cut at maxChars
        with a cursor for the rest. Examples: {}; {"tabId": 123, "format": "json"}; {"url":
        "https://example.com/post", "fullPage": true}.

        Tool `browser_extract` (also `extract_active_tab`, `extract_tab`, `extract_url`): only reads;
        reaches pages on the web.

        Args:
            full_page: false (default): article mode, the main text without menus, ads and footers. true:
                the whole visible page, for pages that are not articles (dashboards, search results, lists).
            wait_for: Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g.
                "Order confirmed"), for pages no heuristic can judge. Default: read when the content looks ready
                (parsed, no loading indicator, quiet for a moment; the load event is not needed).
            timeout_ms: Longest wait in ms for the page to be ready (default 20000). A page still loading
                then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.
                100 to 300000.
            format: 'markdown' (default): clean Markdown text. 'json': title, url, markdown and metadata
                (byline, siteName, lang, publishedTime, excerpt, wordCount, links, images, pageType: article,
                product, forum, listing, collection, documentation, service or other, and facts the page
                declares, e.g. a product's price, currency and availability). 'mcp': an MCP embedded resource
                (uri = page URL, mimeType text/markdown). 'text': plain text without markup.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            tab_id: An open tab to read (from browser_tab_list); omit with url also omitted for the active
                tab. At least 0.
            url: Absolute http:// or https:// URL to open in a background tab, read and close.
            keep_tab: With url: leave the tab open after extracting (default false: it is closed).
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_extract", {
            "fullPage": full_page,
            "waitFor": wait_for,
            "timeoutMs": timeout_ms,
            "format": format,
            "browser": browser,
            "tabId": tab_id,
            "url": url,
            "keepTab": keep_tab,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_get_page_text(
        self,
        *,
        tab_id: Optional[int] = None,
        browser: Optional[str] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[t.BrowserGetPageTextResult]:
        """Return the visible text of a page (the body's innerText and that of its frames), without markup. Use
        it for pages that are not articles when browser_extract drops what you need, or to check what the
        user sees. Example: {"tabId": 123}.

        Tool `browser_get_page_text` (also `get_page_text`): only reads; reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_get_page_text", {
            "tabId": tab_id,
            "browser": browser,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_snapshot(
        self,
        *,
        tab_id: Optional[int] = None,
        interactive: Optional[bool] = None,
        root: Optional[str] = None,
        browser: Optional[str] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[t.BrowserSnapshotResult]:
        """Take an accessibility-style outline of the page with a ref for each element (e12, or f3e7 inside a
        frame). Call it before browser_click, browser_type, browser_fill_form and the other input tools, and
        again after the page changes: refs of a page that went away no longer work. interactive: true keeps
        only what can be clicked or typed into. Example: {"interactive": true}; {"root": "e40"} for one
        part.

        Tool `browser_snapshot` (also `read_page`): only reads; reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            interactive: Only interactive elements (links, buttons, fields); default false.
            root: A ref or CSS selector: snapshot only that element's subtree.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_snapshot", {
            "tabId": tab_id,
            "interactive": interactive,
            "root": root,
            "browser": browser,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_query(
        self,
        *,
        tab_id: Optional[int] = None,
        selector: str,
        limit: Optional[int] = None,
        browser: Optional[str] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[t.BrowserQueryResult]:
        """List the elements matching a CSS selector with a ref, tag, text, attributes and visibility, so you
        can act on them by ref. Use it when you know the page's markup; browser_find searches by visible
        text or role instead. Example: {"selector": "table.results tr a", "limit": 10}.

        Tool `browser_query`: only reads; reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            selector: CSS selector, matched in the top frame.
            limit: Most matches to return (default 20). 1 to 500.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_query", {
            "tabId": tab_id,
            "selector": selector,
            "limit": limit,
            "browser": browser,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_query_text(
        self,
        *,
        tab_id: Optional[int] = None,
        selector: str,
        limit: Optional[int] = None,
        browser: Optional[str] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[t.BrowserQueryTextResult]:
        """Return the text of every element matching a CSS selector, one per line: quick scraping of lists,
        table cells or prices without a full extraction. Example: {"selector": ".price", "limit": 50}.

        Tool `browser_query_text`: only reads; reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            selector: CSS selector, matched in the top frame.
            limit: Most texts to return (default 50). 1 to 1000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_query_text", {
            "tabId": tab_id,
            "selector": selector,
            "limit": limit,
            "browser": browser,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_find(
        self,
        *,
        tab_id: Optional[int] = None,
        text: Optional[str] = None,
        label: Optional[str] = None,
        role: Optional[str] = None,
        placeholder: Optional[str] = None,
        limit: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserFindResult]:
        """Find elements by what a person sees: their text, their label, their ARIA role, or a placeholder;
        returns refs to use with browser_click, browser_type and the other input tools. Give at least one
        criterion. Example: {"text": "Sign in", "role": "button"}; {"label": "Email"}.

        Tool `browser_find` (also `find`): only reads; reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            text: Visible text the element contains.
            label: Its label (aria-label, <label>).
            role: ARIA role, e.g. button, link, textbox, checkbox.
            placeholder: Placeholder text of a field.
            limit: Most matches to return (default 20). 1 to 200.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_find", {
            "tabId": tab_id,
            "text": text,
            "label": label,
            "role": role,
            "placeholder": placeholder,
            "limit": limit,
            "browser": browser,
        })

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
        """Type text into an input, textarea or contenteditable element; clear: true replaces what is there,
        submit: true presses Enter after. Call browser_snapshot (or browser_find) first to get the element's
        ref. Example: {"ref": "e7", "text": "hello", "submit": true}.

        Tool `browser_type`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            text: The text to type.
            clear: Clear the field first (default false).
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

    def browser_computer(
        self,
        *,
        tab_id: Optional[int] = None,
        action: Literal["left_click", "right_click", "double_click", "mouse_move", "left_click_drag", "type", "key", "scroll", "wait", "screenshot"],
        coordinate: Optional[List[float]] = None,
        start_coordinate: Optional[List[float]] = None,
        text: Optional[str] = None,
        key: Optional[str] = None,
        scroll: Optional[t.BrowserComputerScroll] = None,
        duration: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserComputerResult]:
        """Use the mouse and keyboard at viewport coordinates, with real (trusted) input: click, move, drag,
        type, press keys, scroll, wait, or take a screenshot to see where things are. Prefer browser_click
        and browser_type with refs; use this for canvases, maps and widgets without refs. Example:
        {"action": "screenshot"}, then {"action": "left_click", "coordinate": [420, 310]}.

        Tool `browser_computer` (also `computer`): reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            action: What to do.
            coordinate: [x, y] in CSS pixels of the viewport. Exactly 2 items.
            start_coordinate: [x, y] in CSS pixels of the viewport. Exactly 2 items.
            text: Text for type.
            key: Key for key, e.g. Enter or Control+a.
            scroll: Pixels for scroll: {dx, dy}.
            duration: Seconds for wait (default 1). 0 to 30.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_computer", {
            "tabId": tab_id,
            "action": action,
            "coordinate": coordinate,
            "startCoordinate": start_coordinate,
            "text": text,
            "key": key,
            "scroll": scroll,
            "duration": duration,
            "browser": browser,
        })

    def browser_wait_for_element(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        state: Optional[Literal["visible", "hidden", "attached", "detached"]] = None,
        timeout_ms: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserWaitForElementResult]:
        """Wait until an element (ref or selector) is visible, hidden, attached or detached, e.g. a result list
        after a search or a spinner going away. Answers TIMEOUT after timeoutMs. Example: {"selector":
        ".results li", "state": "visible", "timeoutMs": 15000}.

        Tool `browser_wait_for_element`: only reads; reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            state: visible (default), hidden, attached or detached.
            timeout_ms: Longest wait in ms (default 10000). 0 to 120000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_wait_for_element", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "state": state,
            "timeoutMs": timeout_ms,
            "browser": browser,
        })

    def browser_wait_for(
        self,
        *,
        tab_id: Optional[int] = None,
        text: Optional[str] = None,
        text_gone: Optional[str] = None,
        url: Optional[str] = None,
        network_idle: Optional[bool] = None,
        time: Optional[int] = None,
        timeout_ms: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserWaitForResult]:
        """Wait for one condition: text to appear, text to disappear (textGone), the URL to contain a string or
        match /regex/, the network to go idle, or a fixed time in ms. Use it after an action whose effect
        takes time. Answers TIMEOUT after timeoutMs. Examples: {"text": "Order confirmed"}; {"url":
        "/dashboard"}; {"networkIdle": true}; {"time": 1000}.

        Tool `browser_wait_for`: only reads; reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            text: Text that must appear.
            text_gone: Text that must disappear.
            url: Substring of the URL, or /regex/.
            network_idle: No requests for 500 ms.
            time: Just wait this many ms. 0 to 120000.
            timeout_ms: Longest wait in ms (default 10000). 0 to 120000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_wait_for", {
            "tabId": tab_id,
            "text": text,
            "textGone": text_gone,
            "url": url,
            "networkIdle": network_idle,
            "time": time,
            "timeoutMs": timeout_ms,
            "browser": browser,
        })

    def browser_screenshot(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        full_page: Optional[bool] = None,
        format: Optional[Literal["png", "jpeg"]] = None,
        quality: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserScreenshotResult]:
        """Capture what a tab shows as an image: the viewport (default), the full page (fullPage: true) or one
        element (ref or selector). Use it to check a layout or read something that is not text; to act on
        the page, browser_snapshot is cheaper and gives refs. Example: {}; {"fullPage": true, "format":
        "jpeg", "quality": 60}; {"ref": "e14"}.

        Tool `browser_screenshot`: only reads; reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            full_page: The whole page, not only the visible part (default false).
            format: png (default) or jpeg (smaller).
            quality: JPEG quality 1-100 (default 80). 1 to 100.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_screenshot", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "fullPage": full_page,
            "format": format,
            "quality": quality,
            "browser": browser,
        })

    def browser_cookie_get(
        self,
        *,
        url: str,
        name: Optional[str] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserCookieGetResult]:
        """Read the browser's cookies for a URL (all of them, or one by name), e.g. to check a login or a
        consent state. Example: {"url": "https://example.com", "name": "session"}.

        Tool `browser_cookie_get`: only reads.

        Args:
            url: The http(s) URL whose cookies to read.
            name: Only this cookie.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_cookie_get", {"url": url, "name": name, "browser": browser})

    def browser_cookie_set(
        self,
        *,
        url: str,
        name: str,
        value: str,
        domain: Optional[str] = None,
        path: Optional[str] = None,
        secure: Optional[bool] = None,
        http_only: Optional[bool] = None,
        same_site: Optional[Literal["no_restriction", "lax", "strict", "unspecified"]] = None,
        expiration_date: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserCookieSetResult]:
        """Set a cookie in the user's browser for a URL (it then applies to the user's own browsing too).
        Example: {"url": "https://example.com", "name": "lang", "value": "en", "sameSite": "lax"}.

        Tool `browser_cookie_set`: may change or delete what the user has; reaches pages on the web.

        Args:
            url: The http(s) URL the cookie belongs to.
            name: Cookie name.
            value: Cookie value.
            domain: Domain; omit for a host-only cookie.
            path: Path (default /).
            secure: Only over https.
            http_only: Hidden from page scripts.
            same_site: no_restriction, lax or strict.
            expiration_date: Expiry in seconds since 1970; omit for a session cookie. 0 to
                4611686018427388000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_cookie_set", {
            "url": url,
            "name": name,
            "value": value,
            "domain": domain,
            "path": path,
            "secure": secure,
            "httpOnly": http_only,
            "sameSite": same_site,
            "expirationDate": expiration_date,
            "browser": browser,
        })

    def browser_clipboard_write(
        self,
        *,
        text: str,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserClipboardWriteResult]:
        """Put text on the user's clipboard, e.g. to paste into a page that blocks typing, or to hand the user
        a result. It replaces what the user had copied. Example: {"text": "Order #1234"}.

        Tool `browser_clipboard_write`: may change or delete what the user has.

        Args:
            text: The text to copy.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_clipboard_write", {"text": text, "browser": browser})

    def browser_handle_dialog(
        self,
        *,
        tab_id: Optional[int] = None,
        accept: bool,
        text: Optional[str] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserHandleDialogResult]:
        """Accept or dismiss the alert, confirm or prompt that a page opened (an input tool's answer says when
        one did); text answers a prompt. The page is blocked until the dialog is answered. Answers NO_DIALOG
        when none is open. Example: {"accept": true}; {"accept": true, "text": "42"}.

        Tool `browser_handle_dialog`: reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            accept: true: OK, false: Cancel.
            text: The answer to a prompt.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_handle_dialog", {"tabId": tab_id, "accept": accept, "text": text, "browser": browser})

    def browser_file_set(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        paths: Optional[List[str]] = None,
        files: Optional[List[t.BrowserFileSetFilesItem]] = None,
        browser: Optional[str] = None,
        image_id: Optional[str] = None,
        filename: Optional[str] = None,
    ) -> ToolResult[t.BrowserFileSetResult]:
        """Set the files of an <input type=file> (ref or selector), as if the user picked them: files on this
        machine by absolute path (read by TabRelay, at most 5 MB per call), and/or content you have as
        base64. Call browser_snapshot first to get the input's ref. Example: {"ref": "e8", "paths":
        ["/home/me/report.pdf"]}; {"selector": "#avatar", "files": [{"name": "a.png", "mimeType":
        "image/png", "base64": "iVBOR…"}]}.

        Tool `browser_file_set` (also `upload_image`): reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            paths: Absolute paths of files on the machine running TabRelay.
            files: Files given inline: {name, mimeType, base64}.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            image_id: The imageId of an earlier screenshot of this session's key, to upload.
            filename: Name for the imageId's file (default screenshot.png or .jpg).
        """
        return self.call("browser_file_set", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "paths": paths,
            "files": files,
            "browser": browser,
            "imageId": image_id,
            "filename": filename,
        })

    def browser_download(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        url: Optional[str] = None,
        timeout_ms: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserDownloadResult]:
        """Download a file with the user's browser (their cookies apply) into their Downloads folder and wait
        for it: a URL directly, or the download a click on a target (ref or selector) starts, or with
        neither the next download the page starts. Returns the saved path and size. Example: {"url":
        "https://example.com/report.pdf"}; {"ref": "e17"}.

        Tool `browser_download`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            url: An http(s) URL to download.
            timeout_ms: Longest wait for the download (default 30000). 0 to 600000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_download", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "url": url,
            "timeoutMs": timeout_ms,
            "browser": browser,
        })

    def browser_console_messages(
        self,
        *,
        tab_id: Optional[int] = None,
        level: Optional[Literal["error", "warning", "info", "log", "debug"]] = None,
        pattern: Optional[str] = None,
        since: Optional[int] = None,
        clear: Optional[bool] = None,
        browser: Optional[str] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[t.BrowserConsoleMessagesResult]:
        """Read the tab's console messages (errors, warnings, logs), e.g. to find why a page misbehaves.
        Capture starts with the first call: call it once, reproduce the problem, call it again. Example:
        {"level": "error"}; {"pattern": "TypeError", "clear": true}.

        Tool `browser_console_messages` (also `read_console_messages`): only reads; reaches pages on the
        web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            level: Only this level.
            pattern: Only messages containing this text (or /regex/).
            since: Only messages after this time (epoch ms). 0 to 4611686018427388000.
            clear: Forget the messages returned (default false).
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_console_messages", {
            "tabId": tab_id,
            "level": level,
            "pattern": pattern,
            "since": since,
            "clear": clear,
            "browser": browser,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_network_requests(
        self,
        *,
        tab_id: Optional[int] = None,
        url_pattern: Optional[str] = None,
        since: Optional[int] = None,
        include_bodies: Optional[bool] = None,
        clear: Optional[bool] = None,
        browser: Optional[str] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[t.BrowserNetworkRequestsResult]:
        """List the tab's network requests (method, URL, status, type, timing), optionally with bodies, e.g. to
        find the API a page calls or a failing request. Capture starts with the first call: call it once,
        act, call it again. Example: {"urlPattern": "/api/", "includeBodies": true}.

        Tool `browser_network_requests` (also `read_network_requests`): only reads; reaches pages on the
        web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            url_pattern: Only URLs containing this text (or /regex/).
            since: Only requests after this time (epoch ms). 0 to 4611686018427388000.
            include_bodies: Include request and response bodies (default false).
            clear: Forget the requests returned (default false).
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_network_requests", {
            "tabId": tab_id,
            "urlPattern": url_pattern,
            "since": since,
            "includeBodies": include_bodies,
            "clear": clear,
            "browser": browser,
            "maxChars": max_chars,
            "cursor": cursor,
        })

    def browser_evaluate(
        self,
        *,
        tab_id: Optional[int] = None,
        expression: str,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserEvaluateResult]:
        """Evaluate a JavaScript expression in the page and return its JSON value (promises are awaited). Use
        it only when no other tool fits: reading app state, calling a page function. Example: {"expression":
        "document.querySelectorAll('tr').length"}.

        Tool `browser_evaluate` (also `javascript_tool`): may change or delete what the user has; reaches
        pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            expression: A JavaScript expression; wrap statements in an IIFE.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_evaluate", {"tabId": tab_id, "expression": expression, "browser": browser})

    def update_plan(
        self,
        *,
        explanation: Optional[str] = None,
        browser: Optional[str] = None,
        plan: List[t.UpdatePlanPlanItem],
    ) -> ToolResult[Dict[str, Any]]:
        """Show the user your plan for the current task in the TabRelay side panel of their browser, and keep
        it current: call it when you make the plan and whenever a step starts or finishes. Send the whole
        plan each time. Example: {"plan": [{"step": "Open the pricing page", "status": "completed"},
        {"step": "Extract the table", "status": "in_progress"}, {"step": "Summarize", "status":
        "pending"}]}.

        Tool `update_plan`.

        Args:
            explanation: Optional note on why the plan changed.
            browser: Id of a connected browser; omit for the most recently used one.
            plan: The steps, in order, each with its status. At least 1 items. At most 50 items.
        """
        return self.call("update_plan", {"explanation": explanation, "browser": browser, "plan": plan})

    def turn_answer_start(self, *, browser: Optional[str] = None) -> ToolResult[Dict[str, Any]]:
        """Tell the user's browser that you start working on a request: the side panel groups the actions that
        follow under this turn until turn_answer_complete. Takes no arguments.

        Tool `turn_answer_start`.

        Args:
            browser: Id of a connected browser; omit for the most recently used one.
        """
        return self.call("turn_answer_start", {"browser": browser})

    def turn_answer_complete(
        self,
        *,
        browser: Optional[str] = None,
        summary: Optional[str] = None,
    ) -> ToolResult[Dict[str, Any]]:
        """Tell the user's browser that you finished the current request; optional 'summary' is shown with the
        turn in the side panel. Example: {"summary": "Compared the three offers"}.

        Tool `turn_answer_complete`.

        Args:
            browser: Id of a connected browser; omit for the most recently used one.
            summary: Optional one-line summary shown with the turn.
        """
        return self.call("turn_answer_complete", {"browser": browser, "summary": summary})

    def browser_record(
        self,
        *,
        action: Literal["start_recording", "stop_recording", "export", "clear"],
        tab_id: int,
        download: Optional[bool] = None,
        format: Optional[Literal["gif", "png"]] = None,
        filename: Optional[str] = None,
        options: Optional[t.BrowserRecordOptions] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserRecordResult]:
        """Record what you do in a tab and export it as an animated GIF, to show the user what happened.
        start_recording takes a first frame; every later action of this session on the tab (click, type,
        navigate, scroll, computer) adds a frame with the action drawn on it; stop_recording stops adding;
        export returns the GIF (image content when under 1 MB, else a file and a resource link; download:
        true always writes the file, named by filename; format "png" gives each frame as a PNG); clear drops
        the frames. Example: {"action": "start_recording", "tabId": 123}, then {"action": "export", "tabId":
        123, "options": {"width": 640}}.

        Tool `browser_record` (also `gif_creator`).

        Args:
            action: What to do.
            tab_id: The recorded tab (a tabId from browser_tab_list or tabs_context). At least 0.
            download: export: write the GIF to a file even when it is small.
            format: export: gif (default), or png for each frame as its own PNG image.
            filename: export: the file's name, e.g. "checkout.gif" (letters, digits, . _ -).
            options: Export options (all optional).
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_record", {
            "action": action,
            "tabId": tab_id,
            "download": download,
            "format": format,
            "filename": filename,
            "options": options,
            "browser": browser,
        })

    def browser_shortcut_list(self) -> ToolResult[t.BrowserShortcutListResult]:
        """List the saved shortcuts: named sequences of tool calls the user or an agent saved, with their
        description, parameters and steps, to run one with browser_shortcut_run. Takes no arguments.
        Example: {}.

        Tool `browser_shortcut_list` (also `shortcuts_list`): only reads.
        """
        return self.call("browser_shortcut_list", {})

    def browser_shortcut_run(
        self,
        *,
        name: str,
        arguments: Optional[Dict[str, Any]] = None,
        tab_id: Optional[int] = None,
    ) -> ToolResult[t.BrowserShortcutRunResult]:
        """Run a saved shortcut (browser_shortcut_list) with arguments for its parameters: its steps run in
        order as your own tool calls, each step's result is reported, and the run stops at the first step
        that fails, naming it. tabId, when given, is used by every step that names no tab. Example: {"name":
        "add_item", "arguments": {"item": "Lemons"}, "tabId": 123}.

        Tool `browser_shortcut_run` (also `shortcuts_execute`): may change or delete what the user has;
        reaches pages on the web.

        Args:
            name: The shortcut's name.
            arguments: Values for the shortcut's parameters.
            tab_id: Tab for the steps that name none. At least 0.
        """
        return self.call("browser_shortcut_run", {"name": name, "arguments": arguments, "tabId": tab_id})

    def browser_shortcut_save(
        self,
        *,
        name: str,
        description: Optional[str] = None,
        parameters: Optional[Dict[str, Any]] = None,
        steps: Optional[List[t.BrowserShortcutSaveStepsItem]] = None,
        from_recording: Optional[int] = None,
        from_activity: Optional[List[str]] = None,
    ) -> ToolResult[t.BrowserShortcutSaveResult]:
        """Save a sequence of tool calls as a named shortcut the user and agents can run again with
        browser_shortcut_run; argument strings may use {{parameter}} placeholders, declared in 'parameters'.
        Saving under an existing name replaces it. Instead of steps, fromRecording takes the calls this
        session made on a tab it recorded with browser_record, and fromActivity the calls picked in the side
        panel's activity log; a parameter's 'value' then becomes {{parameter}} wherever it was typed. Stored
        as readable JSON in the daemon's config directory (shortcuts/<name>.json). Example: {"name":
        "add_item", "description": "Add an item to the list", "parameters": {"item": {"description": "What
        to add"}}, "steps": [{"tool": "browser_type", "args": {"selector": "#item", "text": "{{item}}"}},
        {"tool": "browser_click", "args": {"selector": "#add"}}]}; {"name": "add_item", "fromRecording":
        123, "parameters": {"item": {"description": "What to add", "value": "Oat milk"}}}.

        Tool `browser_shortcut_save`.

        Args:
            name: 1-64 lowercase letters, digits, '_' or '-'.
            description: What the shortcut does, for the list.
            parameters: Parameter name → {"description": …, "default": …, "value": … (with fromRecording or
                fromActivity: the recorded text it replaces)}; one without a default is required.
            steps: The tool calls, in order. At least 1 items. At most 50 items.
            from_recording: A tabId this session recorded (browser_record): its calls become the steps. At
                least 0.
            from_activity: Call ids from the side panel's activity log (each command's 'call'): those calls
                become the steps. At least 1 items. At most 50 items.
        """
        return self.call("browser_shortcut_save", {
            "name": name,
            "description": description,
            "parameters": parameters,
            "steps": steps,
            "fromRecording": from_recording,
            "fromActivity": from_activity,
        })

    def browser_permissions_check(
        self,
        *,
        url: Optional[str] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserPermissionsCheckResult]:
        """What this connection may do: the tools its API key allows, the sites it is limited to, whether page
        JavaScript is allowed, the user's site policy (allow and deny lists) and which optional browser
        permissions (debugger, cookies, downloads, all sites…) the user granted. Give a url to ask whether
        that page may be used (a URL outside the key's sites is refused with SITE_BLOCKED). Example: {};
        {"url": "https://example.com/account"}.

        Tool `browser_permissions_check` (also `permissions_check`): only reads.

        Args:
            url: A URL to check, e.g. https://example.com/.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_permissions_check", {"url": url, "browser": browser})

    def browser_diagnostics(self, *, browser: Optional[str] = None) -> ToolResult[t.BrowserDiagnosticsResult]:
        """Diagnostics for when calls misbehave: the bridge and extension versions, the connected browsers with
        their link latency and calls in flight, a timed round trip to the browser now, the last errors your
        calls got (newest first), and the Java plugins loaded or failed to load. Example: {}; {"browser":
        "b1"}.

        Tool `browser_diagnostics` (also `dev_utils`): only reads.

        Args:
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_diagnostics", {"browser": browser})

    def x_post(
        self,
        *,
        text: str,
        images: Optional[List[str]] = None,
        compose_url: Optional[str] = None,
    ) -> ToolResult[t.XPostResult]:
        """Post on X (Twitter) from the user's logged-in browser: opens the compose page in a new tab of this
        session, types the text, attaches up to four images from files on this machine, sends the post and
        returns its URL (postUrl). Example: {"text": "Shipped v2 today", "images": ["/home/me/chart.png"]}.

        Tool `x_post`: may change or delete what the user has; reaches pages on the web.

        Args:
            text: The post's text (at most 280 characters for most accounts).
            images: Absolute paths of images to attach (optional, at most 4). Default: [].
            compose_url: The compose page (change only for a test page). Default:
                "https://x.com/compose/post".
        """
        return self.call("x_post", {"text": text, "images": images, "composeUrl": compose_url})

    def wechat_post(
        self,
        *,
        title: str,
        body: str,
        author: Optional[str] = None,
        cover: Optional[str] = None,
        editor_url: Optional[str] = None,
    ) -> ToolResult[t.WechatPostResult]:
        """Write an article in the WeChat Official Accounts editor (mp.weixin.qq.com) of the user's logged-in
        browser and save it as a draft: title, author, body text, optional cover image from a file on this
        machine; returns the draft editor's URL (draftUrl). Open the editor's 'new article' page yourself
        first if its URL changed. Example: {"title": "Weekly notes", "body": "Three things we learned…",
        "cover": "/home/me/cover.jpg"}.

        Tool `wechat_post`: may change or delete what the user has; reaches pages on the web.

        Args:
            title: The article's title (at most 64 characters).
            body: The article's body, as plain text.
            author: Author name shown under the title (optional). Default: "".
            cover: Absolute path of the cover image (optional). Default: "".
            editor_url: The editor's new-article page (change only for a test page). Default:
                "https://mp.weixin.qq.com/cgi-bin/appmsg?t=media/appmsg_edit_v2&action=edit&isNew=1&type=77".
        """
        return self.call("wechat_post", {
            "title": title,
            "body": body,
            "author": author,
            "cover": cover,
            "editorUrl": editor_url,
        })
