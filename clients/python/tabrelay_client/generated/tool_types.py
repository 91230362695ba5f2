# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""TypedDicts of the TabRelay tools: structured results and nested parameters."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, NamedTuple, Optional, TypedDict, Union

#: The stable error codes of the bridge and the extension: ERROR_CODES says why each happens and what to do.
ErrorCode = Literal[
    "APPROVAL_TIMEOUT",
    "BROWSER_LOST",
    "BUSY",
    "CANCELLED",
    "DIALOG_OPEN",
    "DOWNLOAD_FAILED",
    "ELEMENT_NOT_EDITABLE",
    "ELEMENT_NOT_FOUND",
    "ELEMENT_NOT_VISIBLE",
    "EVALUATE_DISABLED",
    "EXTENSION_DISCONNECTED",
    "EXTRACTION_FAILED",
    "FORBIDDEN",
    "GATEWAY_CALL_FAILED",
    "GATEWAY_SERVER_DOWN",
    "GATEWAY_TIMEOUT",
    "INTERNAL",
    "INVALID_ARGUMENT",
    "NAVIGATION_FAILED",
    "NO_BROWSER",
    "NO_CAPACITY",
    "NO_DIALOG",
    "PAUSED_BY_USER",
    "PEER_UNREACHABLE",
    "PERMISSION_REQUIRED",
    "PLUGIN_FAILED",
    "RATE_LIMITED",
    "READ_ONLY",
    "RECIPE_STEP_FAILED",
    "RESTRICTED_URL",
    "SHUTTING_DOWN",
    "SITE_BLOCKED",
    "TAB_NOT_FOUND",
    "TIMEOUT",
    "TOO_LARGE",
    "UNKNOWN_ACTION",
    "UNKNOWN_TOOL",
    "USER_DENIED",
]


class ErrorHelp(NamedTuple):
    """Why a caller sees an error code, and what to do next (Markdown)."""
    why: str
    next: str


#: Every stable error code, with why a caller sees it and what to do next.
ERROR_CODES: Dict[str, ErrorHelp] = {
    "APPROVAL_TIMEOUT": ErrorHelp(
        "the site is in `ask` mode and nobody answered the approval card within its deadline (55 s by default, set in the extension options); nothing was done on the page",
        "ask the user to watch the browser's side panel (the toolbar badge shows a waiting approval) and call again",
    ),
    "BROWSER_LOST": ErrorHelp(
        "`tabrelay grid`: the leased browser ended: its extension never connected (a node running branded Google Chrome 137+, which ignores `--load-extension`, or a node that cannot reach `--advertise`), the browser crashed, or its node went away; the message names the cause",
        "call again: the next call gets a new browser (its tabs are new); if the extension never connects, use `selenium/node-chromium` nodes and an `--advertise` address the nodes can reach",
    ),
    "BUSY": ErrorHelp(
        "five `extract_url` tabs were already loading for longer than the deadline, or the session has `MAX_INFLIGHT` calls running; from `browser_handle_dialog`: the dialog is in a tab TabRelay was not watching (only the user can answer it)",
        "retry when earlier calls have finished; answer that dialog in the browser",
    ),
    "CANCELLED": ErrorHelp(
        "the MCP client cancelled the call (`notifications/cancelled`) or closed its session while it ran; TabRelay stopped its work in the browser (an `extract_url` tab is closed) and freed its slot",
        "nothing to fix; call again if the result is still wanted",
    ),
    "DIALOG_OPEN": ErrorHelp(
        "an alert, confirm or prompt blocks the page the call would act on",
        "answer it with `browser_handle_dialog` (accept, dismiss, prompt text), then retry",
    ),
    "DOWNLOAD_FAILED": ErrorHelp(
        "the browser could not save the download (network error, refused by the site, disk)",
        "check the URL in the browser and retry",
    ),
    "ELEMENT_NOT_EDITABLE": ErrorHelp(
        "`browser_type` aimed at something that is not a field",
        "pick the input's ref from `browser_snapshot`",
    ),
    "ELEMENT_NOT_FOUND": ErrorHelp(
        "no element for that ref or selector: the page changed or the ref is from an older snapshot",
        "take a new `browser_snapshot` and use its refs",
    ),
    "ELEMENT_NOT_VISIBLE": ErrorHelp(
        "the element has no size, is hidden or covered",
        "scroll it into view (`browser_scroll` with its ref) or wait for it (`browser_wait_for_element`)",
    ),
    "EVALUATE_DISABLED": ErrorHelp(
        "`browser_evaluate` / `javascript_tool` while evaluate is off, or the key lacks `--evaluate`",
        "start the daemon with `--enable-evaluate`, and for keys create one with `--evaluate`",
    ),
    "EXTENSION_DISCONNECTED": ErrorHelp(
        "the browser's link dropped while the call ran (browser closed, extension reloaded)",
        "retry; the extension reconnects by itself within seconds",
    ),
    "EXTRACTION_FAILED": ErrorHelp(
        "the page loaded but could not be turned into Markdown",
        "try `fullPage: true`",
    ),
    "FORBIDDEN": ErrorHelp(
        "the API key's ACL does not include this tool",
        "use a key created with `--tools` including it",
    ),
    "GATEWAY_CALL_FAILED": ErrorHelp(
        "the local MCP server answered the call with an MCP error instead of a result (the message quotes it): usually arguments its tool does not accept",
        "fix the arguments against the tool's `inputSchema` in `tools/list`; if the server itself is broken, check it by running its command by hand",
    ),
    "GATEWAY_SERVER_DOWN": ErrorHelp(
        "the local MCP server behind a `<server>__<tool>` gateway tool is not running: it could not be started, or its process exited (also during this call, whose outcome is then unknown); the gateway restarts it after 1, 2, 4… up to 30 s, and the message says when",
        "retry after the time the message gives; `tabrelay status` shows each server's state and why it stopped; if it never starts, run its command from `mcp-servers.json` by hand to see its error",
    ),
    "GATEWAY_TIMEOUT": ErrorHelp(
        "the local MCP server did not answer the tool call within the deadline (`COMMAND_TIMEOUT`, 30 s); the call may still be running there",
        "retry with less work per call, or raise `COMMAND_TIMEOUT` (`--command-timeout`) for slow tools",
    ),
    "INTERNAL": ErrorHelp(
        "an unexpected failure in the bridge or the extension (the daemon log has the details)",
        "retry; if it repeats, report it with the daemon log (`~/.config/tabrelay/daemon.log`)",
    ),
    "INVALID_ARGUMENT": ErrorHelp(
        "an argument is missing or of the wrong type (checked against the schema of the name you called), or a `cursor` expired; the message names the field",
        "fix the argument; call again without `cursor` for a fresh first part",
    ),
    "NAVIGATION_FAILED": ErrorHelp(
        "`browser_navigate` or `extract_url` could not load the page (DNS, refused connection, error page)",
        "check the URL in the browser",
    ),
    "NO_BROWSER": ErrorHelp(
        "no extension is connected to the daemon: none ever was, or the browser left (a call waits up to 10 s for one that left less than a minute ago); the message says which",
        "never connected: run `./tabrelay launch`, or open the TabRelay popup and press Connect (paste `./tabrelay connect-string` first if it shows the setup view); reconnecting: retry in a few seconds; gone: open that browser or press Reconnect in its popup",
    ),
    "NO_CAPACITY": ErrorHelp(
        "`tabrelay grid`: no Grid slot came free for a new browser before `--queue-timeout` (every node busy, or `--max` leases already out); the call waited in the Grid's queue with progress",
        "retry later; end idle sessions (their browsers go back), raise `--max`, add Grid nodes, or a longer `--queue-timeout`",
    ),
    "NO_DIALOG": ErrorHelp(
        "`browser_handle_dialog` found no open dialog",
        "nothing to answer; continue",
    ),
    "PAUSED_BY_USER": ErrorHelp(
        "the person paused all agents (popup switch or Alt+Shift+P); every call is refused until they resume",
        "wait and tell the user; call again once they resume in the TabRelay popup",
    ),
    "PEER_UNREACHABLE": ErrorHelp(
        "the MCP session or browser handle was made by another TabRelay daemon behind the same load balancer (its id starts with that daemon's `DAEMON_ID`), and this daemon could not reach it: it is down, its `--peer ID=URL` is wrong, or no `--peer` names that id",
        "retry once that daemon runs again; if it is gone for good, start a new session (initialize again, or acquire a new browser); check that every daemon lists the others with `--peer ID=URL` (`tabrelay status` shows DAEMON_ID and PEERS)",
    ),
    "PERMISSION_REQUIRED": ErrorHelp(
        "the extension has not been given access to tabs and pages, or the tool needs an advanced switch (Debugger, Cookies, Downloads, Clipboard; the message names it)",
        "open the TabRelay popup and press **Enable bridge**, or turn the named switch on in the extension options (`launch --advanced` grants them all); the Debugger needs the advanced build, `extension/dist-advanced`",
    ),
    "PLUGIN_FAILED": ErrorHelp(
        "a Java plugin's tool (a jar in the config directory's `plugins/`) failed in its own code, or did not finish within the command timeout plus 15 s; the message names the plugin, the tool and what it threw",
        "retry once; if it repeats, the daemon log has the stack trace for the plugin's author; `browser_diagnostics` (dev_utils) lists the loaded plugins and any jar that failed to load (docs/plugins.md)",
    ),
    "RATE_LIMITED": ErrorHelp(
        "the API key used its calls for the window",
        "wait the seconds the message gives",
    ),
    "READ_ONLY": ErrorHelp(
        "the site is in `read` mode for this client (the person's setting for the site or the browser, or the API key's `--mode read`): reading tools work, actions (click, type, navigate to another site, …) do not",
        "read only, or ask the user to choose \"ask me\" or \"act\" for the site in the TabRelay popup or options (or a key created with `--mode ask`)",
    ),
    "RECIPE_STEP_FAILED": ErrorHelp(
        "a site recipe (such as `x_post`) could not do one of its steps: the site's page changed (an element the recipe relies on is missing), or it did not react in time; the message names the step, its tool and the step's own error",
        "check the page by hand; if the site changed, update the recipe's selectors in its file in the config directory's `recipes/` (docs/recipes.md)",
    ),
    "RESTRICTED_URL": ErrorHelp(
        "Chrome does not let extensions read `chrome://`, `about:`, the Web Store or other extensions' pages",
        "use an http(s) page",
    ),
    "SHUTTING_DOWN": ErrorHelp(
        "`tabrelay stop` (or Ctrl-C) stopped the daemon while the call ran",
        "start it again; `tabrelay stdio` clients restart it by themselves",
    ),
    "SITE_BLOCKED": ErrorHelp(
        "the page is outside the API key's `--sites`, or blocked by the user's site policy in the extension options (the message says which, and never names the page); also when an action's navigation ended on such a page (the action was done)",
        "use an allowed site; only the user can change the extension's policy",
    ),
    "TAB_NOT_FOUND": ErrorHelp(
        "the tabId is not (or no longer) open",
        "call `browser_tab_list` for current ids; a page that keeps reloading: retry once it has settled",
    ),
    "TIMEOUT": ErrorHelp(
        "the browser did not finish within the deadline (30 s); for `browser_extract`, the page showed no text within `timeoutMs` (default 20 s)",
        "`browser_extract`: call again with a larger `timeoutMs`, or with `waitFor` (a selector or a text the page shows when ready); otherwise the page may be slow or stuck: retry, or raise `COMMAND_TIMEOUT`",
    ),
    "TOO_LARGE": ErrorHelp(
        "one answer or request is larger than the link carries (`MAX_MESSAGE_BYTES`, 8 MiB)",
        "ask for less per call: `maxChars` and `cursor`, a smaller screenshot, fewer files",
    ),
    "UNKNOWN_ACTION": ErrorHelp(
        "the extension is older than the bridge and does not know this tool's action",
        "update the extension",
    ),
    "UNKNOWN_TOOL": ErrorHelp(
        "no tool has that name (in the tool profile of this connection)",
        "call `tools/list` (or `GET /tools`) for the names; `?tools=full` lists them all",
    ),
    "USER_DENIED": ErrorHelp(
        "the person pressed Deny on the approval card for this action; nothing was done on the page",
        "do not retry the same action; tell the user what you wanted to do and why, or take another way",
    ),
}


class BrowserTabListResult(TypedDict, total=False):
    """Structured content of the result of browser_tab_list. It may hold more keys than these."""
    tabs: List[Dict[str, Any]]


class BrowserTabCreateResult(TypedDict, total=False):
    """Structured content of the result of browser_tab_create. It may hold more keys than these."""
    tabId: int
    url: str
    title: str
    groupId: int
    status: int


class BrowserTabCloseResult(TypedDict, total=False):
    """Structured content of the result of browser_tab_close. It may hold more keys than these."""
    tabId: int
    closed: bool


class BrowserTabSelectResult(TypedDict, total=False):
    """Structured content of the result of browser_tab_select. It may hold more keys than these."""
    tabId: int
    url: str
    title: str
    active: bool


class BrowserWindowResizeResult(TypedDict, total=False):
    """Structured content of the result of browser_window_resize. It may hold more keys than these."""
    windowId: int
    width: int
    height: int


class BrowserListResult(TypedDict, total=False):
    """Structured content of the result of browser_list. It may hold more keys than these."""
    browsers: List[Dict[str, Any]]


class BrowserNavigateResult(TypedDict, total=False):
    """Structured content of the result of browser_navigate. It may hold more keys than these."""
    tabId: int
    url: str
    title: str
    status: int


class BrowserGetPageTextResult(TypedDict, total=False):
    """Structured content of the result of browser_get_page_text. It may hold more keys than these."""
    tabId: int
    url: str
    title: str
    cursor: Optional[str]
    range: Dict[str, Any]
    pageContent: Dict[str, Any]


class BrowserSnapshotResult(TypedDict, total=False):
    """Structured content of the result of browser_snapshot. It may hold more keys than these."""
    tabId: int
    url: str
    refs: int
    cursor: Optional[str]
    range: Dict[str, Any]
    pageContent: Dict[str, Any]


class BrowserQueryResult(TypedDict, total=False):
    """Structured content of the result of browser_query. It may hold more keys than these."""
    tabId: int
    url: str
    matches: List[Dict[str, Any]]
    total: int
    cursor: Optional[str]
    range: Dict[str, Any]
    pageContent: Dict[str, Any]


class BrowserQueryTextResult(TypedDict, total=False):
    """Structured content of the result of browser_query_text. It may hold more keys than these."""
    tabId: int
    url: str
    texts: List[str]
    total: int
    cursor: Optional[str]
    range: Dict[str, Any]
    pageContent: Dict[str, Any]


class BrowserFindResult(TypedDict, total=False):
    """Structured content of the result of browser_find. It may hold more keys than these."""
    tabId: int
    url: str
    matches: List[Dict[str, Any]]
    total: int
    pageContent: Dict[str, Any]


class BrowserClickResult(TypedDict, total=False):
    """Structured content of the result of browser_click. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool


class BrowserTypeResult(TypedDict, total=False):
    """Structured content of the result of browser_type. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool
    value: Optional[str]


class BrowserPressResult(TypedDict, total=False):
    """Structured content of the result of browser_press. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool


class BrowserHoverResult(TypedDict, total=False):
    """Structured content of the result of browser_hover. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool


class BrowserSelectOptionResult(TypedDict, total=False):
    """Structured content of the result of browser_select_option. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool
    selected: List[str]


class BrowserFillFormResult(TypedDict, total=False):
    """Structured content of the result of browser_fill_form. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool
    filled: int


class _BrowserFillFormFieldsItemRequired(TypedDict):
    """One of: The fields, each with a ref (or selector) and its value."""
    #: Text, an option, or "true"/"false" for a checkbox or radio.
    value: str


class BrowserFillFormFieldsItem(_BrowserFillFormFieldsItemRequired, total=False):
    """One of: The fields, each with a ref (or selector) and its value."""
    #: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7"
    #: (an element in a frame). Preferred over 'selector'.
    ref: str
    #: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have
    #: no ref.
    selector: str


class BrowserScrollResult(TypedDict, total=False):
    """Structured content of the result of browser_scroll. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool
    scrollX: float
    scrollY: float


class BrowserDragResult(TypedDict, total=False):
    """Structured content of the result of browser_drag. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool


class BrowserDragFrom(TypedDict, total=False):
    """The element to drag: {ref} or {selector}."""
    #: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7"
    #: (an element in a frame). Preferred over 'selector'.
    ref: str
    #: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have
    #: no ref.
    selector: str


class BrowserDragTo(TypedDict, total=False):
    """Where to drop it: {ref} or {selector}."""
    #: Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7"
    #: (an element in a frame). Preferred over 'selector'.
    ref: str
    #: CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have
    #: no ref.
    selector: str


class BrowserComputerResult(TypedDict, total=False):
    """Structured content of the result of browser_computer. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool
    mimeType: str
    width: int
    height: int


class BrowserComputerScroll(TypedDict, total=False):
    """Pixels for scroll: {dx, dy}."""
    dx: float
    dy: float


class BrowserWaitForElementResult(TypedDict, total=False):
    """Structured content of the result of browser_wait_for_element. It may hold more keys than these."""
    tabId: int
    url: str
    state: str
    ms: int


class BrowserWaitForResult(TypedDict, total=False):
    """Structured content of the result of browser_wait_for. It may hold more keys than these."""
    tabId: int
    url: str
    condition: str
    ms: int


class BrowserScreenshotResult(TypedDict, total=False):
    """Structured content of the result of browser_screenshot. It may hold more keys than these."""
    tabId: int
    url: str
    mimeType: str
    width: int
    height: int


class BrowserCookieGetResult(TypedDict, total=False):
    """Structured content of the result of browser_cookie_get. It may hold more keys than these."""
    cookies: List[Dict[str, Any]]


class BrowserCookieSetResult(TypedDict, total=False):
    """Structured content of the result of browser_cookie_set. It may hold more keys than these."""
    cookie: Dict[str, Any]


class BrowserClipboardWriteResult(TypedDict, total=False):
    """Structured content of the result of browser_clipboard_write. It may hold more keys than these."""
    written: int


class BrowserHandleDialogResult(TypedDict, total=False):
    """Structured content of the result of browser_handle_dialog. It may hold more keys than these."""
    tabId: int
    type: str
    message: str
    accepted: bool


class BrowserFileSetResult(TypedDict, total=False):
    """Structured content of the result of browser_file_set. It may hold more keys than these."""
    tabId: int
    url: str
    navigated: bool
    dialog: Dict[str, Any]
    elementGone: bool
    files: List[str]


class _BrowserFileSetFilesItemRequired(TypedDict):
    """One of: Files given inline: {name, mimeType, base64}."""
    #: The file's content, base64-encoded.
    base64: str
    name: str


class BrowserFileSetFilesItem(_BrowserFileSetFilesItemRequired, total=False):
    """One of: Files given inline: {name, mimeType, base64}."""
    mimeType: str


class BrowserDownloadResult(TypedDict, total=False):
    """Structured content of the result of browser_download. It may hold more keys than these."""
    downloadId: int
    path: str
    size: int
    mimeType: str
    url: str
    state: str


class BrowserConsoleMessagesResult(TypedDict, total=False):
    """Structured content of the result of browser_console_messages. It may hold more keys than these."""
    count: int
    capturingSince: int
    messages: List[Dict[str, Any]]
    cursor: Optional[str]
    range: Dict[str, Any]
    pageContent: Dict[str, Any]


class BrowserNetworkRequestsResult(TypedDict, total=False):
    """Structured content of the result of browser_network_requests. It may hold more keys than these."""
    count: int
    capturingSince: int
    requests: List[Dict[str, Any]]
    cursor: Optional[str]
    range: Dict[str, Any]
    pageContent: Dict[str, Any]


class BrowserEvaluateResult(TypedDict, total=False):
    """Structured content of the result of browser_evaluate. It may hold more keys than these."""
    tabId: int
    url: str
    value: Any
    type: str


class UpdatePlanPlanItem(TypedDict):
    """One of: The steps, in order, each with its status."""
    status: Literal["pending", "in_progress", "completed"]
    #: What this step does. At most 300 characters.
    step: str


class BrowserRecordResult(TypedDict, total=False):
    """Structured content of the result of browser_record. It may hold more keys than these."""
    tabId: int
    action: str
    frames: int
    width: int
    height: int
    bytes: int
    encodeMs: int
    path: str


class BrowserRecordOptions(TypedDict, total=False):
    """Export options (all optional). It may hold more keys than these."""
    #: How long each frame shows (default 1000). 20 to 10000.
    frameDelayMs: int
    #: 1-30 as in gif_creator: 1-10 adaptive colours per frame (default 10), 11-30 a fixed palette,
    #: faster. 1 to 30.
    quality: int
    #: The action and typed text on each frame (default true).
    showActionLabels: bool
    #: Ring where a click landed (default true).
    showClickIndicators: bool
    #: A progress bar along the bottom (default true).
    showProgressBar: bool
    #: Frame width in px (default 800). 160 to 1920.
    width: int


class BrowserShortcutListResult(TypedDict, total=False):
    """Structured content of the result of browser_shortcut_list. It may hold more keys than these."""
    shortcuts: List[Dict[str, Any]]


class BrowserShortcutRunResult(TypedDict, total=False):
    """Structured content of the result of browser_shortcut_run. It may hold more keys than these."""
    name: str
    steps: List[Dict[str, Any]]


class BrowserShortcutSaveResult(TypedDict, total=False):
    """Structured content of the result of browser_shortcut_save. It may hold more keys than these."""
    name: str
    replaced: bool
    steps: int


class _BrowserShortcutSaveStepsItemRequired(TypedDict):
    """One of: The tool calls, in order. It may hold more keys than these."""
    #: A tool name or alias, e.g. browser_click.
    tool: str


class BrowserShortcutSaveStepsItem(_BrowserShortcutSaveStepsItemRequired, total=False):
    """One of: The tool calls, in order. It may hold more keys than these."""
    #: Its arguments; strings may use {{parameter}}.
    args: Dict[str, Any]


class BrowserPermissionsCheckResult(TypedDict, total=False):
    """Structured content of the result of browser_permissions_check. It may hold more keys than these."""
    caller: str
    tools: List[str]
    sites: List[str]
    evaluate: bool
    browser: Dict[str, Any]


class BrowserDiagnosticsResult(TypedDict, total=False):
    """Structured content of the result of browser_diagnostics. It may hold more keys than these."""
    bridgeVersion: str
    protocolVersion: int
    browsers: List[Dict[str, Any]]
    lastErrors: List[Dict[str, Any]]
    plugins: Dict[str, Any]


class XPostResult(TypedDict, total=False):
    """Structured content of the result of x_post. It may hold more keys than these."""
    steps: int
    postUrl: Optional[str]


class WechatPostResult(TypedDict, total=False):
    """Structured content of the result of wechat_post. It may hold more keys than these."""
    steps: int
    draftUrl: Optional[str]

