# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the page tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class PageMethods(BridgeCore):
    """The page tools."""

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
