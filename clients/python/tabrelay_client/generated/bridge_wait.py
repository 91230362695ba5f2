# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the wait tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class WaitMethods(BridgeCore):
    """The wait tools."""

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
