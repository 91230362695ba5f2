# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the file tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class FileMethods(BridgeCore):
    """The file tools."""

    def browser_file_set(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        paths: Optional[List[str]] = None,
        files: Optional[List[t.BrowserFileSetFilesItem]] = None,
        browser: Optional[str] = None,
        image_id: Optional[str] = None,
        filename: Optional[str] = None,
    ) -> ToolResult[t.BrowserFileSetResult]:
        """Set the files of an <input type=file> (ref or selector), as if the user picked them: files on this
        machine by absolute path (read by TabRelay, at most 5 MB per call), and/or content you have as
        base64. Call browser_snapshot first to get the input's ref. Example: {"ref": "e8", "paths":
        ["/home/me/report.pdf"]}; {"selector": "#avatar", "files": [{"name": "a.png", "mimeType":
        "image/png", "base64": "iVBOR…"}]}.

        Tool `browser_file_set` (also `upload_image`): reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            paths: Absolute paths of files on the machine running TabRelay.
            files: Files given inline: {name, mimeType, base64}.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
            image_id: The imageId of an earlier screenshot of this session's key, to upload.
            filename: Name for the imageId's file (default screenshot.png or .jpg).
        """
        return self.call("browser_file_set", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "paths": paths,
            "files": files,
            "browser": browser,
            "imageId": image_id,
            "filename": filename,
        })

    def browser_download(
        self,
        *,
        ref: Optional[str] = None,
        selector: Optional[str] = None,
        tab_id: Optional[int] = None,
        url: Optional[str] = None,
        timeout_ms: Optional[int] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserDownloadResult]:
        """Download a file with the user's browser (their cookies apply) into their Downloads folder and wait
        for it: a URL directly, or the download a click on a target (ref or selector) starts, or with
        neither the next download the page starts. Returns the saved path and size. Example: {"url":
        "https://example.com/report.pdf"}; {"ref": "e17"}.

        Tool `browser_download`: reaches pages on the web.

        Args:
            ref: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or
                "f3e7" (an element in a frame). Preferred over 'selector'.
            selector: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when
                you have no ref.
            tab_id: The tab (a tabId from browser_tab_list); omit for this session's current tab (the last
                it created or selected), else the user's active tab. At least 0.
            url: An http(s) URL to download.
            timeout_ms: Longest wait for the download (default 30000). 0 to 600000.
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_download", {
            "ref": ref,
            "selector": selector,
            "tabId": tab_id,
            "url": url,
            "timeoutMs": timeout_ms,
            "browser": browser,
        })
