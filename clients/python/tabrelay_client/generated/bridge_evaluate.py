# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the evaluate tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class EvaluateMethods(BridgeCore):
    """The evaluate tools."""

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
