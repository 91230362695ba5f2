# generated from contract/tools.json by scripts/generate-clients.mjs — do not edit
"""TypedDicts of the TabRelay tools: structured results and nested parameters."""
from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Tuple, TypedDict, Union, get_args

#: The stable error codes of the bridge and the extension (README, "Troubleshooting").
ErrorCode = Literal[
    "EXTENSION_DISCONNECTED",
    "NO_BROWSER",
    "TIMEOUT",
    "TAB_NOT_FOUND",
    "NAVIGATION_FAILED",
    "RESTRICTED_URL",
    "EXTRACTION_FAILED",
    "PERMISSION_REQUIRED",
    "INVALID_ARGUMENT",
    "UNKNOWN_ACTION",
    "UNKNOWN_TOOL",
    "SITE_BLOCKED",
    "BUSY",
    "RATE_LIMITED",
    "FORBIDDEN",
    "SHUTTING_DOWN",
    "INTERNAL",
    "ELEMENT_NOT_FOUND",
    "ELEMENT_NOT_VISIBLE",
    "ELEMENT_NOT_EDITABLE",
    "NO_DIALOG",
    "DOWNLOAD_FAILED",
    "TOO_LARGE",
    "EVALUATE_DISABLED",
]
ERROR_CODES: Tuple[str, ...] = get_args(ErrorCode)


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


class BrowserSnapshotResult(TypedDict, total=False):
    """Structured content of the result of browser_snapshot. It may hold more keys than these."""
    tabId: int
    url: str
    refs: int
    cursor: Optional[str]
    range: Dict[str, Any]


class BrowserQueryResult(TypedDict, total=False):
    """Structured content of the result of browser_query. It may hold more keys than these."""
    tabId: int
    url: str
    matches: List[Dict[str, Any]]
    total: int
    cursor: Optional[str]
    range: Dict[str, Any]


class BrowserQueryTextResult(TypedDict, total=False):
    """Structured content of the result of browser_query_text. It may hold more keys than these."""
    tabId: int
    url: str
    texts: List[str]
    total: int
    cursor: Optional[str]
    range: Dict[str, Any]


class BrowserFindResult(TypedDict, total=False):
    """Structured content of the result of browser_find. It may hold more keys than these."""
    tabId: int
    url: str
    matches: List[Dict[str, Any]]
    total: int


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


class BrowserNetworkRequestsResult(TypedDict, total=False):
    """Structured content of the result of browser_network_requests. It may hold more keys than these."""
    count: int
    capturingSince: int
    requests: List[Dict[str, Any]]
    cursor: Optional[str]
    range: Dict[str, Any]


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

