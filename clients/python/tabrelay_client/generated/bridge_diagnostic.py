# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the diagnostic tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class DiagnosticMethods(BridgeCore):
    """The diagnostic tools."""

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
