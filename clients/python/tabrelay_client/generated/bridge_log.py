# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the log tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class LogMethods(BridgeCore):
    """The log tools."""

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
