# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the extract tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class ExtractMethods(BridgeCore):
    """The extract tools."""

    def browser_extract(
        self,
        *,
        full_page: Optional[bool] = None,
        wait_for: Optional[str] = None,
        timeout_ms: Optional[int] = None,
        format: Optional[Literal["markdown", "json", "mcp", "text"]] = None,
        browser: Optional[str] = None,
        tab_id: Optional[int] = None,
        url: Optional[str] = None,
        keep_tab: Optional[bool] = None,
        max_chars: Optional[int] = None,
        cursor: Optional[str] = None,
    ) -> ToolResult[Dict[str, Any]]:
        """Read a page as clean Markdown (article text without menus and ads): the user's active tab when you
        give neither tabId nor url, an open tab by tabId (from browser_tab_list), or any http(s) URL, opened
        in a background tab with the user's cookies and closed again. Use it to read and summarize; use
        browser_snapshot instead when you need element refs to click or type. Long pages are cut at maxChars
        with a cursor for the rest. Examples: {}; {"tabId": 123, "format": "json"}; {"url":
        "https://example.com/post", "fullPage": true}.

        Tool `browser_extract` (also `extract_active_tab`, `extract_tab`, `extract_url`): only reads;
        reaches pages on the web.

        Args:
            full_page: false (default): article mode, the main text without menus, ads and footers. true:
                the whole visible page, for pages that are not articles (dashboards, search results, lists).
            wait_for: Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g.
                "Order confirmed"), for pages no heuristic can judge. Default: read when the content looks ready
                (parsed, no loading indicator, quiet for a moment; the load event is not needed).
            timeout_ms: Longest wait in ms for the page to be ready (default 20000). A page still loading
                then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.
                100 to 300000.
            format: 'markdown' (default): clean Markdown text. 'json': title, url, markdown and metadata
                (byline, siteName, lang, publishedTime, excerpt, wordCount, links, images, pageType: article,
                product, forum, listing, collection, documentation, service or other, and facts the page
                declares, e.g. a product's price, currency and availability). 'mcp': an MCP embedded resource
                (uri = page URL, mimeType text/markdown). 'text': plain text without markup.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            tab_id: An open tab to read (from browser_tab_list); omit with url also omitted for the active
                tab. At least 0.
            url: Absolute http:// or https:// URL to open in a background tab, read and close.
            keep_tab: With url: leave the tab open after extracting (default false: it is closed).
            max_chars: Longest text to return (default 20000); longer output is cut and a cursor returned
                for the rest. 1 to 200000.
            cursor: From a previous truncated answer: returns the next part (other arguments are ignored).
                At most 64 characters.
        """
        return self.call("browser_extract", {
            "fullPage": full_page,
            "waitFor": wait_for,
            "timeoutMs": timeout_ms,
            "format": format,
            "browser": browser,
            "tabId": tab_id,
            "url": url,
            "keepTab": keep_tab,
            "maxChars": max_chars,
            "cursor": cursor,
        })
