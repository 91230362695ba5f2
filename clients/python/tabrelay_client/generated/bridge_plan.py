# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the plan tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class PlanMethods(BridgeCore):
    """The plan tools."""

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
