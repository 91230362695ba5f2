# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the tab tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class TabMethods(BridgeCore):
    """The tab tools."""

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
