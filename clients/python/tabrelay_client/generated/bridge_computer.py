# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the computer tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class ComputerMethods(BridgeCore):
    """The computer tools."""

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
