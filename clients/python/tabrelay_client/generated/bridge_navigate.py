# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the navigate tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class NavigateMethods(BridgeCore):
    """The navigate tools."""

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
