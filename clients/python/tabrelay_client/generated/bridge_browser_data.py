# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the browser-data tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class BrowserDataMethods(BridgeCore):
    """The browser-data tools."""

    def browser_cookie_get(
        self,
        *,
        url: str,
        name: Optional[str] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserCookieGetResult]:
        """Read the browser's cookies for a URL (all of them, or one by name), e.g. to check a login or a
        consent state. Example: {"url": "https://example.com", "name": "session"}.

        Tool `browser_cookie_get`: only reads.

        Args:
            url: The http(s) URL whose cookies to read.
            name: Only this cookie.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_cookie_get", {"url": url, "name": name, "browser": browser})

    def browser_cookie_set(
        self,
        *,
        url: str,
        name: str,
        value: str,
        domain: Optional[str] = None,
        path: Optional[str] = None,
        secure: Optional[bool] = None,
        http_only: Optional[bool] = None,
        same_site: Optional[Literal["no_restriction", "lax", "strict", "unspecified"]] = None,
        expiration_date: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserCookieSetResult]:
        """Set a cookie in the user's browser for a URL (it then applies to the user's own browsing too).
        Example: {"url": "https://example.com", "name": "lang", "value": "en", "sameSite": "lax"}.

        Tool `browser_cookie_set`: may change or delete what the user has; reaches pages on the web.

        Args:
            url: The http(s) URL the cookie belongs to.
            name: Cookie name.
            value: Cookie value.
            domain: Domain; omit for a host-only cookie.
            path: Path (default /).
            secure: Only over https.
            http_only: Hidden from page scripts.
            same_site: no_restriction, lax or strict.
            expiration_date: Expiry in seconds since 1970; omit for a session cookie. 0 to
                4611686018427388000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_cookie_set", {
            "url": url,
            "name": name,
            "value": value,
            "domain": domain,
            "path": path,
            "secure": secure,
            "httpOnly": http_only,
            "sameSite": same_site,
            "expirationDate": expiration_date,
            "browser": browser,
        })

    def browser_clipboard_write(
        self,
        *,
        text: str,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserClipboardWriteResult]:
        """Put text on the user's clipboard, e.g. to paste into a page that blocks typing, or to hand the user
        a result. It replaces what the user had copied. Example: {"text": "Order #1234"}.

        Tool `browser_clipboard_write`: may change or delete what the user has.

        Args:
            text: The text to copy.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_clipboard_write", {"text": text, "browser": browser})

    def browser_handle_dialog(
        self,
        *,
        tab_id: Optional[int] = None,
        accept: bool,
        text: Optional[str] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserHandleDialogResult]:
        """Accept or dismiss the alert, confirm or prompt that a page opened (an input tool's answer says when
        one did); text answers a prompt. The page is blocked until the dialog is answered. Answers NO_DIALOG
        when none is open. Example: {"accept": true}; {"accept": true, "text": "42"}.

        Tool `browser_handle_dialog`: reaches pages on the web.

        Args:
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            accept: true: OK, false: Cancel.
            text: The answer to a prompt.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_handle_dialog", {"tabId": tab_id, "accept": accept, "text": text, "browser": browser})
