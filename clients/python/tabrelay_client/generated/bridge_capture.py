# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the capture tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class CaptureMethods(BridgeCore):
    """The capture tools."""

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
