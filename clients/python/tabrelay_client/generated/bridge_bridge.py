# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge's methods for the bridge tools, documented with each tool's description."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional

from ..bridge_core import BridgeCore
from ..result import ToolResult
from . import tool_types as t


class BridgeMethods(BridgeCore):
    """The bridge tools."""

    def browser_list(self) -> ToolResult[t.BrowserListResult]:
        """List the browsers connected to TabRelay (several profiles or machines may be): id, label, extension
        version, and which one answers when a call gives no 'browser' (the most recently used). Pass an id
        as 'browser' to any other tool to use that browser. Takes no arguments.

        Tool `browser_list`: only reads.
        """
        return self.call("browser_list", {})

    def browser_record(
        self,
        *,
        action: Literal["start_recording", "stop_recording", "export", "clear"],
        tab_id: int,
        download: Optional[bool] = None,
        format: Optional[Literal["gif", "png"]] = None,
        filename: Optional[str] = None,
        options: Optional[t.BrowserRecordOptions] = None,
        browser: Optional[str] = None,
    ) -> ToolResult[t.BrowserRecordResult]:
        """Record what you do in a tab and export it as an animated GIF, to show the user what happened.
        start_recording takes a first frame; every later action of this session on the tab (click, type,
        navigate, scroll, computer) adds a frame with the action drawn on it; stop_recording stops adding;
        export returns the GIF (image content when under 1 MB, else a file and a resource link; download:
        true always writes the file, named by filename; format "png" gives each frame as a PNG); clear drops
        the frames. Example: {"action": "start_recording", "tabId": 123}, then {"action": "export", "tabId":
        123, "options": {"width": 640}}.

        Tool `browser_record` (also `gif_creator`).

        Args:
            action: What to do.
            tab_id: The recorded tab (a tabId from browser_tab_list or tabs_context). At least 0.
            download: export: write the GIF to a file even when it is small.
            format: export: gif (default), or png for each frame as its own PNG image.
            filename: export: the file's name, e.g. "checkout.gif" (letters, digits, . _ -).
            options: Export options (all optional).
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_record", {
            "action": action,
            "tabId": tab_id,
            "download": download,
            "format": format,
            "filename": filename,
            "options": options,
            "browser": browser,
        })

    def browser_shortcut_list(self) -> ToolResult[t.BrowserShortcutListResult]:
        """List the saved shortcuts: named sequences of tool calls the user or an agent saved, with their
        description, parameters and steps, to run one with browser_shortcut_run. Takes no arguments.
        Example: {}.

        Tool `browser_shortcut_list` (also `shortcuts_list`): only reads.
        """
        return self.call("browser_shortcut_list", {})

    def browser_shortcut_run(
        self,
        *,
        name: str,
        arguments: Optional[Dict[str, Any]] = None,
        tab_id: Optional[int] = None,
    ) -> ToolResult[t.BrowserShortcutRunResult]:
        """Run a saved shortcut (browser_shortcut_list) with arguments for its parameters: its steps run in
        order as your own tool calls, each step's result is reported, and the run stops at the first step
        that fails, naming it. tabId, when given, is used by every step that names no tab. Example: {"name":
        "add_item", "arguments": {"item": "Lemons"}, "tabId": 123}.

        Tool `browser_shortcut_run` (also `shortcuts_execute`): may change or delete what the user has;
        reaches pages on the web.

        Args:
            name: The shortcut's name.
            arguments: Values for the shortcut's parameters.
            tab_id: Tab for the steps that name none. At least 0.
        """
        return self.call("browser_shortcut_run", {"name": name, "arguments": arguments, "tabId": tab_id})

    def browser_shortcut_save(
        self,
        *,
        name: str,
        description: Optional[str] = None,
        parameters: Optional[Dict[str, Any]] = None,
        steps: Optional[List[t.BrowserShortcutSaveStepsItem]] = None,
        from_recording: Optional[int] = None,
        from_activity: Optional[List[str]] = None,
    ) -> ToolResult[t.BrowserShortcutSaveResult]:
        """Save a sequence of tool calls as a named shortcut the user and agents can run again with
        browser_shortcut_run; argument strings may use {{parameter}} placeholders, declared in 'parameters'.
        Saving under an existing name replaces it. Instead of steps, fromRecording takes the calls this
        session made on a tab it recorded with browser_record, and fromActivity the calls picked in the side
        panel's activity log; a parameter's 'value' then becomes {{parameter}} wherever it was typed. Stored
        as readable JSON in the daemon's config directory (shortcuts/<name>.json). Example: {"name":
        "add_item", "description": "Add an item to the list", "parameters": {"item": {"description": "What
        to add"}}, "steps": [{"tool": "browser_type", "args": {"selector": "#item", "text": "{{item}}"}},
        {"tool": "browser_click", "args": {"selector": "#add"}}]}; {"name": "add_item", "fromRecording":
        123, "parameters": {"item": {"description": "What to add", "value": "Oat milk"}}}.

        Tool `browser_shortcut_save`.

        Args:
            name: 1-64 lowercase letters, digits, '_' or '-'.
            description: What the shortcut does, for the list.
            parameters: Parameter name → {"description": …, "default": …, "value": … (with fromRecording or
                fromActivity: the recorded text it replaces)}; one without a default is required.
            steps: The tool calls, in order. At least 1 items. At most 50 items.
            from_recording: A tabId this session recorded (browser_record): its calls become the steps. At
                least 0.
            from_activity: Call ids from the side panel's activity log (each command's 'call'): those calls
                become the steps. At least 1 items. At most 50 items.
        """
        return self.call("browser_shortcut_save", {
            "name": name,
            "description": description,
            "parameters": parameters,
            "steps": steps,
            "fromRecording": from_recording,
            "fromActivity": from_activity,
        })

    def browser_diagnostics(self, *, browser: Optional[str] = None) -> ToolResult[t.BrowserDiagnosticsResult]:
        """Diagnostics for when calls misbehave: the bridge and extension versions, the connected browsers with
        their link latency and calls in flight, a timed round trip to the browser now, the last errors your
        calls got (newest first), and the Java plugins loaded or failed to load. Example: {}; {"browser":
        "b1"}.

        Tool `browser_diagnostics` (also `dev_utils`): only reads.

        Args:
            browser: Id of a connected browser (browser_list); omit for the most recently used one.
        """
        return self.call("browser_diagnostics", {"browser": browser})

    def x_post(
        self,
        *,
        text: str,
        images: Optional[List[str]] = None,
        compose_url: Optional[str] = None,
    ) -> ToolResult[t.XPostResult]:
        """Post on X (Twitter) from the user's logged-in browser: opens the compose page in a new tab of this
        session, types the text, attaches up to four images from files on this machine, sends the post and
        returns its URL (postUrl). Example: {"text": "Shipped v2 today", "images": ["/home/me/chart.png"]}.

        Tool `x_post`: may change or delete what the user has; reaches pages on the web.

        Args:
            text: The post's text (at most 280 characters for most accounts).
            images: Absolute paths of images to attach (optional, at most 4). Default: [].
            compose_url: The compose page (change only for a test page). Default:
                "https://x.com/compose/post".
        """
        return self.call("x_post", {"text": text, "images": images, "composeUrl": compose_url})

    def wechat_post(
        self,
        *,
        title: str,
        body: str,
        author: Optional[str] = None,
        cover: Optional[str] = None,
        editor_url: Optional[str] = None,
    ) -> ToolResult[t.WechatPostResult]:
        """Write an article in the WeChat Official Accounts editor (mp.weixin.qq.com) of the user's logged-in
        browser and save it as a draft: title, author, body text, optional cover image from a file on this
        machine; returns the draft editor's URL (draftUrl). Open the editor's 'new article' page yourself
        first if its URL changed. Example: {"title": "Weekly notes", "body": "Three things we learned…",
        "cover": "/home/me/cover.jpg"}.

        Tool `wechat_post`: may change or delete what the user has; reaches pages on the web.

        Args:
            title: The article's title (at most 64 characters).
            body: The article's body, as plain text.
            author: Author name shown under the title (optional). Default: "".
            cover: Absolute path of the cover image (optional). Default: "".
            editor_url: The editor's new-article page (change only for a test page). Default:
                "https://mp.weixin.qq.com/cgi-bin/appmsg?t=media/appmsg_edit_v2&action=edit&isNew=1&type=77".
        """
        return self.call("wechat_post", {
            "title": title,
            "body": body,
            "author": author,
            "cover": cover,
            "editorUrl": editor_url,
        })
