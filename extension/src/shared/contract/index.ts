// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

export const PROTOCOL_VERSION = 1;

/** Close codes the bridge uses to refuse or end a link (close-policy.ts decides what to do on each). */
export const CloseCode = {
  /** the first message was not a valid hello */
  BAD_HELLO: 4400,
  /** wrong pairing key */
  BAD_KEY: 4401,
  /** another connection with this browserId is live and this hello did not prove to be it */
  DUPLICATE: 4410,
  /** protocol version not supported (the reason names the supported one) */
  PROTOCOL_UNSUPPORTED: 4426,
  /** replaced by a newer connection from the same browserId that proved itself with resume */
  REPLACED: 4409,
  /** the bridge is shutting down */
  SHUTDOWN: 1001,
} as const;

/** Every stable error code a tool call can answer with. */
export const ERROR_CODES = [
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
  "PEER_UNREACHABLE",
  "PERMISSION_REQUIRED",
  "PLUGIN_FAILED",
  "RATE_LIMITED",
  "RECIPE_STEP_FAILED",
  "RESTRICTED_URL",
  "SHUTTING_DOWN",
  "SITE_BLOCKED",
  "TAB_NOT_FOUND",
  "TIMEOUT",
  "TOO_LARGE",
  "UNKNOWN_ACTION",
  "UNKNOWN_TOOL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The codes the extension may send (the others are the bridge's own: keys, rate limits, sessions). */
export const EXTENSION_ERROR_CODES = [
  "BUSY",
  "DIALOG_OPEN",
  "DOWNLOAD_FAILED",
  "ELEMENT_NOT_EDITABLE",
  "ELEMENT_NOT_FOUND",
  "ELEMENT_NOT_VISIBLE",
  "EXTENSION_DISCONNECTED",
  "EXTRACTION_FAILED",
  "INTERNAL",
  "INVALID_ARGUMENT",
  "NAVIGATION_FAILED",
  "NO_DIALOG",
  "PERMISSION_REQUIRED",
  "RESTRICTED_URL",
  "SITE_BLOCKED",
  "TAB_NOT_FOUND",
  "TIMEOUT",
  "TOO_LARGE",
  "UNKNOWN_ACTION",
] as const;
export type ExtensionErrorCode = (typeof EXTENSION_ERROR_CODES)[number];

/** Why each error happens and what to do next (ErrorCode on the bridge): the activity log explains failures with them. */
export const ERROR_HELP: Record<ErrorCode, { why: string; next: string }> = {
  BROWSER_LOST: { why: "`tabrelay grid`: the leased browser ended: its extension never connected (a node running branded Google Chrome 137+, which ignores `--load-extension`, or a node that cannot reach `--advertise`), the browser crashed, or its node went away; the message names the cause", next: "call again: the next call gets a new browser (its tabs are new); if the extension never connects, use `selenium/node-chromium` nodes and an `--advertise` address the nodes can reach" },
  BUSY: { why: "five `extract_url` tabs were already loading for longer than the deadline, or the session has `MAX_INFLIGHT` calls running; from `browser_handle_dialog`: the dialog is in a tab TabRelay was not watching (only the user can answer it)", next: "retry when earlier calls have finished; answer that dialog in the browser" },
  CANCELLED: { why: "the MCP client cancelled the call (`notifications/cancelled`) or closed its session while it ran; TabRelay stopped its work in the browser (an `extract_url` tab is closed) and freed its slot", next: "nothing to fix; call again if the result is still wanted" },
  DIALOG_OPEN: { why: "an alert, confirm or prompt blocks the page the call would act on", next: "answer it with `browser_handle_dialog` (accept, dismiss, prompt text), then retry" },
  DOWNLOAD_FAILED: { why: "the browser could not save the download (network error, refused by the site, disk)", next: "check the URL in the browser and retry" },
  ELEMENT_NOT_EDITABLE: { why: "`browser_type` aimed at something that is not a field", next: "pick the input's ref from `browser_snapshot`" },
  ELEMENT_NOT_FOUND: { why: "no element for that ref or selector: the page changed or the ref is from an older snapshot", next: "take a new `browser_snapshot` and use its refs" },
  ELEMENT_NOT_VISIBLE: { why: "the element has no size, is hidden or covered", next: "scroll it into view (`browser_scroll` with its ref) or wait for it (`browser_wait_for_element`)" },
  EVALUATE_DISABLED: { why: "`browser_evaluate` / `javascript_tool` while evaluate is off, or the key lacks `--evaluate`", next: "start the daemon with `--enable-evaluate`, and for keys create one with `--evaluate`" },
  EXTENSION_DISCONNECTED: { why: "the browser's link dropped while the call ran (browser closed, extension reloaded)", next: "retry; the extension reconnects by itself within seconds" },
  EXTRACTION_FAILED: { why: "the page loaded but could not be turned into Markdown", next: "try `fullPage: true`" },
  FORBIDDEN: { why: "the API key's ACL does not include this tool", next: "use a key created with `--tools` including it" },
  GATEWAY_CALL_FAILED: { why: "the local MCP server answered the call with an MCP error instead of a result (the message quotes it): usually arguments its tool does not accept", next: "fix the arguments against the tool's `inputSchema` in `tools/list`; if the server itself is broken, check it by running its command by hand" },
  GATEWAY_SERVER_DOWN: { why: "the local MCP server behind a `<server>__<tool>` gateway tool is not running: it could not be started, or its process exited (also during this call, whose outcome is then unknown); the gateway restarts it after 1, 2, 4… up to 30 s, and the message says when", next: "retry after the time the message gives; `tabrelay status` shows each server's state and why it stopped; if it never starts, run its command from `mcp-servers.json` by hand to see its error" },
  GATEWAY_TIMEOUT: { why: "the local MCP server did not answer the tool call within the deadline (`COMMAND_TIMEOUT`, 30 s); the call may still be running there", next: "retry with less work per call, or raise `COMMAND_TIMEOUT` (`--command-timeout`) for slow tools" },
  INTERNAL: { why: "an unexpected failure in the bridge or the extension (the daemon log has the details)", next: "retry; if it repeats, report it with the daemon log (`~/.config/tabrelay/daemon.log`)" },
  INVALID_ARGUMENT: { why: "an argument is missing or of the wrong type (checked against the schema of the name you called), or a `cursor` expired; the message names the field", next: "fix the argument; call again without `cursor` for a fresh first part" },
  NAVIGATION_FAILED: { why: "`browser_navigate` or `extract_url` could not load the page (DNS, refused connection, error page)", next: "check the URL in the browser" },
  NO_BROWSER: { why: "no extension is connected to the daemon: none ever was, or the browser left (a call waits up to 10 s for one that left less than a minute ago); the message says which", next: "never connected: run `./tabrelay launch`, or open the TabRelay popup and press Connect (paste `./tabrelay connect-string` first if it shows the setup view); reconnecting: retry in a few seconds; gone: open that browser or press Reconnect in its popup" },
  NO_CAPACITY: { why: "`tabrelay grid`: no Grid slot came free for a new browser before `--queue-timeout` (every node busy, or `--max` leases already out); the call waited in the Grid's queue with progress", next: "retry later; end idle sessions (their browsers go back), raise `--max`, add Grid nodes, or a longer `--queue-timeout`" },
  NO_DIALOG: { why: "`browser_handle_dialog` found no open dialog", next: "nothing to answer; continue" },
  PEER_UNREACHABLE: { why: "the MCP session or browser handle was made by another TabRelay daemon behind the same load balancer (its id starts with that daemon's `DAEMON_ID`), and this daemon could not reach it: it is down, its `--peer ID=URL` is wrong, or no `--peer` names that id", next: "retry once that daemon runs again; if it is gone for good, start a new session (initialize again, or acquire a new browser); check that every daemon lists the others with `--peer ID=URL` (`tabrelay status` shows DAEMON_ID and PEERS)" },
  PERMISSION_REQUIRED: { why: "the extension has not been given access to tabs and pages, or the tool needs an advanced switch (Debugger, Cookies, Downloads, Clipboard; the message names it)", next: "open the TabRelay popup and press **Enable bridge**, or turn the named switch on in the extension options (`launch --advanced` grants them all); the Debugger needs the advanced build, `extension/dist-advanced`" },
  PLUGIN_FAILED: { why: "a Java plugin's tool (a jar in the config directory's `plugins/`) failed in its own code, or did not finish within the command timeout plus 15 s; the message names the plugin, the tool and what it threw", next: "retry once; if it repeats, the daemon log has the stack trace for the plugin's author; `browser_diagnostics` (dev_utils) lists the loaded plugins and any jar that failed to load (docs/plugins.md)" },
  RATE_LIMITED: { why: "the API key used its calls for the window", next: "wait the seconds the message gives" },
  RECIPE_STEP_FAILED: { why: "a site recipe (such as `x_post`) could not do one of its steps: the site's page changed (an element the recipe relies on is missing), or it did not react in time; the message names the step, its tool and the step's own error", next: "check the page by hand; if the site changed, update the recipe's selectors in its file in the config directory's `recipes/` (docs/recipes.md)" },
  RESTRICTED_URL: { why: "Chrome does not let extensions read `chrome://`, `about:`, the Web Store or other extensions' pages", next: "use an http(s) page" },
  SHUTTING_DOWN: { why: "`tabrelay stop` (or Ctrl-C) stopped the daemon while the call ran", next: "start it again; `tabrelay stdio` clients restart it by themselves" },
  SITE_BLOCKED: { why: "the page is outside the API key's `--sites`, or blocked by the user's site policy in the extension options (the message says which, and never names the page); also when an action's navigation ended on such a page (the action was done)", next: "use an allowed site; only the user can change the extension's policy" },
  TAB_NOT_FOUND: { why: "the tabId is not (or no longer) open", next: "call `browser_tab_list` for current ids" },
  TIMEOUT: { why: "the browser did not finish within the deadline (30 s); for `browser_extract`, the page showed no text within `timeoutMs` (default 20 s)", next: "`browser_extract`: call again with a larger `timeoutMs`, or with `waitFor` (a selector or a text the page shows when ready); otherwise the page may be slow or stuck: retry, or raise `COMMAND_TIMEOUT`" },
  TOO_LARGE: { why: "one answer or request is larger than the link carries (`MAX_MESSAGE_BYTES`, 8 MiB)", next: "ask for less per call: `maxChars` and `cursor`, a smaller screenshot, fewer files" },
  UNKNOWN_ACTION: { why: "the extension is older than the bridge and does not know this tool's action", next: "update the extension" },
  UNKNOWN_TOOL: { why: "no tool has that name (in the tool profile of this connection)", next: "call `tools/list` (or `GET /tools`) for the names; `?tools=full` lists them all" },
};

/** Every action the bridge sends; the handler table is keyed by exactly these. */
export const ACTIONS = [
  "browser.info",
  "chat.disable",
  "chat.enable",
  "chat.servers.add",
  "chat.servers.list",
  "chat.servers.remove",
  "chat.status",
  "clipboard.write",
  "computer",
  "console.read",
  "cookies.get",
  "cookies.set",
  "diagnostic.permissions",
  "dialog.handle",
  "download",
  "evaluate",
  "extract.part",
  "extract.tab",
  "extract.url",
  "file.set",
  "input.click",
  "input.drag",
  "input.fill",
  "input.hover",
  "input.press",
  "input.scroll",
  "input.select",
  "input.type",
  "navigate",
  "network.read",
  "page.find",
  "page.query",
  "page.queryText",
  "page.snapshot",
  "page.text",
  "plan.update",
  "record.frame",
  "screenshot",
  "session.end",
  "tab.close",
  "tab.create",
  "tab.select",
  "tabs.list",
  "turn.complete",
  "turn.start",
  "wait.element",
  "wait.for",
  "window.resize",
] as const;
export type Action = (typeof ACTIONS)[number];

/** The family of each action: handlers/<family>.ts here, tools/<Family>Tool(s).java on the bridge. */
export const ACTION_FAMILY = {
  "browser.info": "browser",
  "chat.disable": "chat",
  "chat.enable": "chat",
  "chat.servers.add": "chat",
  "chat.servers.list": "chat",
  "chat.servers.remove": "chat",
  "chat.status": "chat",
  "clipboard.write": "browser-data",
  "computer": "computer",
  "console.read": "log",
  "cookies.get": "browser-data",
  "cookies.set": "browser-data",
  "diagnostic.permissions": "diagnostic",
  "dialog.handle": "browser-data",
  "download": "file",
  "evaluate": "evaluate",
  "extract.part": "extract",
  "extract.tab": "extract",
  "extract.url": "extract",
  "file.set": "file",
  "input.click": "input",
  "input.drag": "input",
  "input.fill": "input",
  "input.hover": "input",
  "input.press": "input",
  "input.scroll": "input",
  "input.select": "input",
  "input.type": "input",
  "navigate": "navigate",
  "network.read": "log",
  "page.find": "page",
  "page.query": "page",
  "page.queryText": "page",
  "page.snapshot": "page",
  "page.text": "page",
  "plan.update": "plan",
  "record.frame": "record",
  "screenshot": "capture",
  "session.end": "tab",
  "tab.close": "tab",
  "tab.create": "tab",
  "tab.select": "tab",
  "tabs.list": "tab",
  "turn.complete": "plan",
  "turn.start": "plan",
  "wait.element": "wait",
  "wait.for": "wait",
  "window.resize": "tab",
} as const satisfies Record<Action, string>;

import type { BrowserInfoParams, BrowserInfoResult } from './browser';
export type * from './browser';
import type { ClipboardWriteParams, ClipboardWriteResult, CookiesGetParams, CookiesGetResult, CookiesSetParams, CookiesSetResult, DialogHandleParams, DialogHandleResult } from './browser-data';
export type * from './browser-data';
import type { ScreenshotParams, ScreenshotResult } from './capture';
export type * from './capture';
import type { ChatDisableParams, ChatDisableResult, ChatEnableParams, ChatEnableResult, ChatServersAddParams, ChatServersAddResult, ChatServersListParams, ChatServersListResult, ChatServersRemoveParams, ChatServersRemoveResult, ChatStatusParams, ChatStatusResult } from './chat';
export type * from './chat';
import type { ComputerParams, ComputerResult } from './computer';
export type * from './computer';
import type { DiagnosticPermissionsParams, DiagnosticPermissionsResult } from './diagnostic';
export type * from './diagnostic';
import type { EvaluateParams, EvaluateResult } from './evaluate';
export type * from './evaluate';
import type { ExtractPartParams, ExtractPartResult, ExtractTabParams, ExtractTabResult, ExtractUrlParams, ExtractUrlResult } from './extract';
export type * from './extract';
import type { DownloadParams, DownloadResult, FileSetParams, FileSetResult } from './file';
export type * from './file';
import type { InputClickParams, InputClickResult, InputDragParams, InputDragResult, InputFillParams, InputFillResult, InputHoverParams, InputHoverResult, InputPressParams, InputPressResult, InputScrollParams, InputScrollResult, InputSelectParams, InputSelectResult, InputTypeParams, InputTypeResult } from './input';
export type * from './input';
import type { ConsoleReadParams, ConsoleReadResult, NetworkReadParams, NetworkReadResult } from './log';
export type * from './log';
import type { NavigateParams, NavigateResult } from './navigate';
export type * from './navigate';
import type { PageFindParams, PageFindResult, PageQueryParams, PageQueryResult, PageQueryTextParams, PageQueryTextResult, PageSnapshotParams, PageSnapshotResult, PageTextParams, PageTextResult } from './page';
export type * from './page';
import type { PlanUpdateParams, PlanUpdateResult, TurnCompleteParams, TurnCompleteResult, TurnStartParams, TurnStartResult } from './plan';
export type * from './plan';
import type { RecordFrameParams, RecordFrameResult } from './record';
export type * from './record';
import type { SessionEndParams, SessionEndResult, TabCloseParams, TabCloseResult, TabCreateParams, TabCreateResult, TabSelectParams, TabSelectResult, TabsListParams, TabsListResult, WindowResizeParams, WindowResizeResult } from './tab';
export type * from './tab';
import type { WaitElementParams, WaitElementResult, WaitForParams, WaitForResult } from './wait';
export type * from './wait';

export interface ActionParams {
  "browser.info": BrowserInfoParams;
  "chat.disable": ChatDisableParams;
  "chat.enable": ChatEnableParams;
  "chat.servers.add": ChatServersAddParams;
  "chat.servers.list": ChatServersListParams;
  "chat.servers.remove": ChatServersRemoveParams;
  "chat.status": ChatStatusParams;
  "clipboard.write": ClipboardWriteParams;
  "computer": ComputerParams;
  "console.read": ConsoleReadParams;
  "cookies.get": CookiesGetParams;
  "cookies.set": CookiesSetParams;
  "diagnostic.permissions": DiagnosticPermissionsParams;
  "dialog.handle": DialogHandleParams;
  "download": DownloadParams;
  "evaluate": EvaluateParams;
  "extract.part": ExtractPartParams;
  "extract.tab": ExtractTabParams;
  "extract.url": ExtractUrlParams;
  "file.set": FileSetParams;
  "input.click": InputClickParams;
  "input.drag": InputDragParams;
  "input.fill": InputFillParams;
  "input.hover": InputHoverParams;
  "input.press": InputPressParams;
  "input.scroll": InputScrollParams;
  "input.select": InputSelectParams;
  "input.type": InputTypeParams;
  "navigate": NavigateParams;
  "network.read": NetworkReadParams;
  "page.find": PageFindParams;
  "page.query": PageQueryParams;
  "page.queryText": PageQueryTextParams;
  "page.snapshot": PageSnapshotParams;
  "page.text": PageTextParams;
  "plan.update": PlanUpdateParams;
  "record.frame": RecordFrameParams;
  "screenshot": ScreenshotParams;
  "session.end": SessionEndParams;
  "tab.close": TabCloseParams;
  "tab.create": TabCreateParams;
  "tab.select": TabSelectParams;
  "tabs.list": TabsListParams;
  "turn.complete": TurnCompleteParams;
  "turn.start": TurnStartParams;
  "wait.element": WaitElementParams;
  "wait.for": WaitForParams;
  "window.resize": WindowResizeParams;
}

export interface ActionResult {
  "browser.info": BrowserInfoResult;
  "chat.disable": ChatDisableResult;
  "chat.enable": ChatEnableResult;
  "chat.servers.add": ChatServersAddResult;
  "chat.servers.list": ChatServersListResult;
  "chat.servers.remove": ChatServersRemoveResult;
  "chat.status": ChatStatusResult;
  "clipboard.write": ClipboardWriteResult;
  "computer": ComputerResult;
  "console.read": ConsoleReadResult;
  "cookies.get": CookiesGetResult;
  "cookies.set": CookiesSetResult;
  "diagnostic.permissions": DiagnosticPermissionsResult;
  "dialog.handle": DialogHandleResult;
  "download": DownloadResult;
  "evaluate": EvaluateResult;
  "extract.part": ExtractPartResult;
  "extract.tab": ExtractTabResult;
  "extract.url": ExtractUrlResult;
  "file.set": FileSetResult;
  "input.click": InputClickResult;
  "input.drag": InputDragResult;
  "input.fill": InputFillResult;
  "input.hover": InputHoverResult;
  "input.press": InputPressResult;
  "input.scroll": InputScrollResult;
  "input.select": InputSelectResult;
  "input.type": InputTypeResult;
  "navigate": NavigateResult;
  "network.read": NetworkReadResult;
  "page.find": PageFindResult;
  "page.query": PageQueryResult;
  "page.queryText": PageQueryTextResult;
  "page.snapshot": PageSnapshotResult;
  "page.text": PageTextResult;
  "plan.update": PlanUpdateResult;
  "record.frame": RecordFrameResult;
  "screenshot": ScreenshotResult;
  "session.end": SessionEndResult;
  "tab.close": TabCloseResult;
  "tab.create": TabCreateResult;
  "tab.select": TabSelectResult;
  "tabs.list": TabsListResult;
  "turn.complete": TurnCompleteResult;
  "turn.start": TurnStartResult;
  "wait.element": WaitElementResult;
  "wait.for": WaitForResult;
  "window.resize": WindowResizeResult;
}
