// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
// The types and documentation of these methods are in bridge.d.ts and types.d.ts.
import { BridgeCore } from '../bridge-core.js';

export const ERROR_CODES = Object.freeze({
  APPROVAL_TIMEOUT: Object.freeze({ why: "the site is in `ask` mode and nobody answered the approval card within its deadline (55 s by default, set in the extension options); nothing was done on the page", next: "ask the user to watch the browser's side panel (the toolbar badge shows a waiting approval) and call again" }),
  BROWSER_LOST: Object.freeze({ why: "`tabrelay grid`: the leased browser ended: its extension never connected (a node running branded Google Chrome 137+, which ignores `--load-extension`, or a node that cannot reach `--advertise`), the browser crashed, or its node went away; the message names the cause", next: "call again: the next call gets a new browser (its tabs are new); if the extension never connects, use `selenium/node-chromium` nodes and an `--advertise` address the nodes can reach" }),
  BUSY: Object.freeze({ why: "five `extract_url` tabs were already loading for longer than the deadline, or the session has `MAX_INFLIGHT` calls running; from `browser_handle_dialog`: the dialog is in a tab TabRelay was not watching (only the user can answer it)", next: "retry when earlier calls have finished; answer that dialog in the browser" }),
  CANCELLED: Object.freeze({ why: "the MCP client cancelled the call (`notifications/cancelled`) or closed its session while it ran; TabRelay stopped its work in the browser (an `extract_url` tab is closed) and freed its slot", next: "nothing to fix; call again if the result is still wanted" }),
  DIALOG_OPEN: Object.freeze({ why: "an alert, confirm or prompt blocks the page the call would act on", next: "answer it with `browser_handle_dialog` (accept, dismiss, prompt text), then retry" }),
  DOWNLOAD_FAILED: Object.freeze({ why: "the browser could not save the download (network error, refused by the site, disk)", next: "check the URL in the browser and retry" }),
  ELEMENT_NOT_EDITABLE: Object.freeze({ why: "`browser_type` aimed at something that is not a field", next: "pick the input's ref from `browser_snapshot`" }),
  ELEMENT_NOT_FOUND: Object.freeze({ why: "no element for that ref or selector: the page changed or the ref is from an older snapshot", next: "take a new `browser_snapshot` and use its refs" }),
  ELEMENT_NOT_VISIBLE: Object.freeze({ why: "the element has no size, is hidden or covered", next: "scroll it into view (`browser_scroll` with its ref) or wait for it (`browser_wait_for_element`)" }),
  EVALUATE_DISABLED: Object.freeze({ why: "`browser_evaluate` / `javascript_tool` while evaluate is off, or the key lacks `--evaluate`", next: "start the daemon with `--enable-evaluate`, and for keys create one with `--evaluate`" }),
  EXTENSION_DISCONNECTED: Object.freeze({ why: "the browser's link dropped while the call ran (browser closed, extension reloaded)", next: "retry; the extension reconnects by itself within seconds" }),
  EXTRACTION_FAILED: Object.freeze({ why: "the page loaded but could not be turned into Markdown", next: "try `fullPage: true`" }),
  FORBIDDEN: Object.freeze({ why: "the API key's ACL does not include this tool", next: "use a key created with `--tools` including it" }),
  GATEWAY_CALL_FAILED: Object.freeze({ why: "the local MCP server answered the call with an MCP error instead of a result (the message quotes it): usually arguments its tool does not accept", next: "fix the arguments against the tool's `inputSchema` in `tools/list`; if the server itself is broken, check it by running its command by hand" }),
  GATEWAY_SERVER_DOWN: Object.freeze({ why: "the local MCP server behind a `<server>__<tool>` gateway tool is not running: it could not be started, or its process exited (also during this call, whose outcome is then unknown); the gateway restarts it after 1, 2, 4… up to 30 s, and the message says when", next: "retry after the time the message gives; `tabrelay status` shows each server's state and why it stopped; if it never starts, run its command from `mcp-servers.json` by hand to see its error" }),
  GATEWAY_TIMEOUT: Object.freeze({ why: "the local MCP server did not answer the tool call within the deadline (`COMMAND_TIMEOUT`, 30 s); the call may still be running there", next: "retry with less work per call, or raise `COMMAND_TIMEOUT` (`--command-timeout`) for slow tools" }),
  INTERNAL: Object.freeze({ why: "an unexpected failure in the bridge or the extension (the daemon log has the details)", next: "retry; if it repeats, report it with the daemon log (`~/.config/tabrelay/daemon.log`)" }),
  INVALID_ARGUMENT: Object.freeze({ why: "an argument is missing or of the wrong type (checked against the schema of the name you called), or a `cursor` expired; the message names the field", next: "fix the argument; call again without `cursor` for a fresh first part" }),
  NAVIGATION_FAILED: Object.freeze({ why: "`browser_navigate` or `extract_url` could not load the page (DNS, refused connection, error page)", next: "check the URL in the browser" }),
  NO_BROWSER: Object.freeze({ why: "no extension is connected to the daemon: none ever was, or the browser left (a call waits up to 10 s for one that left less than a minute ago); the message says which", next: "never connected: run `./tabrelay launch`, or open the TabRelay popup and press Connect (paste `./tabrelay connect-string` first if it shows the setup view); reconnecting: retry in a few seconds; gone: open that browser or press Reconnect in its popup" }),
  NO_CAPACITY: Object.freeze({ why: "`tabrelay grid`: no Grid slot came free for a new browser before `--queue-timeout` (every node busy, or `--max` leases already out); the call waited in the Grid's queue with progress", next: "retry later; end idle sessions (their browsers go back), raise `--max`, add Grid nodes, or a longer `--queue-timeout`" }),
  NO_DIALOG: Object.freeze({ why: "`browser_handle_dialog` found no open dialog", next: "nothing to answer; continue" }),
  PAUSED_BY_USER: Object.freeze({ why: "the person paused all agents (popup switch or Alt+Shift+P); every call is refused until they resume", next: "wait and tell the user; call again once they resume in the TabRelay popup" }),
  PEER_UNREACHABLE: Object.freeze({ why: "the MCP session or browser handle was made by another TabRelay daemon behind the same load balancer (its id starts with that daemon's `DAEMON_ID`), and this daemon could not reach it: it is down, its `--peer ID=URL` is wrong, or no `--peer` names that id", next: "retry once that daemon runs again; if it is gone for good, start a new session (initialize again, or acquire a new browser); check that every daemon lists the others with `--peer ID=URL` (`tabrelay status` shows DAEMON_ID and PEERS)" }),
  PERMISSION_REQUIRED: Object.freeze({ why: "the extension has not been given access to tabs and pages, or the tool needs an advanced switch (Debugger, Cookies, Downloads, Clipboard; the message names it)", next: "open the TabRelay popup and press **Enable bridge**, or turn the named switch on in the extension options (`launch --advanced` grants them all); the Debugger needs the advanced build, `extension/dist-advanced`" }),
  PLUGIN_FAILED: Object.freeze({ why: "a Java plugin's tool (a jar in the config directory's `plugins/`) failed in its own code, or did not finish within the command timeout plus 15 s; the message names the plugin, the tool and what it threw", next: "retry once; if it repeats, the daemon log has the stack trace for the plugin's author; `browser_diagnostics` (dev_utils) lists the loaded plugins and any jar that failed to load (docs/plugins.md)" }),
  RATE_LIMITED: Object.freeze({ why: "the API key used its calls for the window", next: "wait the seconds the message gives" }),
  READ_ONLY: Object.freeze({ why: "the site is in `read` mode for this client (the person's setting for the site or the browser, or the API key's `--mode read`): reading tools work, actions (click, type, navigate to another site, …) do not", next: "read only, or ask the user to choose \"ask me\" or \"act\" for the site in the TabRelay popup or options (or a key created with `--mode ask`)" }),
  RECIPE_STEP_FAILED: Object.freeze({ why: "a site recipe (such as `x_post`) could not do one of its steps: the site's page changed (an element the recipe relies on is missing), or it did not react in time; the message names the step, its tool and the step's own error", next: "check the page by hand; if the site changed, update the recipe's selectors in its file in the config directory's `recipes/` (docs/recipes.md)" }),
  RESTRICTED_URL: Object.freeze({ why: "Chrome does not let extensions read `chrome://`, `about:`, the Web Store or other extensions' pages", next: "use an http(s) page" }),
  SHUTTING_DOWN: Object.freeze({ why: "`tabrelay stop` (or Ctrl-C) stopped the daemon while the call ran", next: "start it again; `tabrelay stdio` clients restart it by themselves" }),
  SITE_BLOCKED: Object.freeze({ why: "the page is outside the API key's `--sites`, or blocked by the user's site policy in the extension options (the message says which, and never names the page); also when an action's navigation ended on such a page (the action was done)", next: "use an allowed site; only the user can change the extension's policy" }),
  TAB_NOT_FOUND: Object.freeze({ why: "the tabId is not (or no longer) open", next: "call `browser_tab_list` for current ids; a page that keeps reloading: retry once it has settled" }),
  TIMEOUT: Object.freeze({ why: "the browser did not finish within the deadline (30 s); for `browser_extract`, the page showed no text within `timeoutMs` (default 20 s)", next: "`browser_extract`: call again with a larger `timeoutMs`, or with `waitFor` (a selector or a text the page shows when ready); otherwise the page may be slow or stuck: retry, or raise `COMMAND_TIMEOUT`" }),
  TOO_LARGE: Object.freeze({ why: "one answer or request is larger than the link carries (`MAX_MESSAGE_BYTES`, 8 MiB)", next: "ask for less per call: `maxChars` and `cursor`, a smaller screenshot, fewer files" }),
  UNKNOWN_ACTION: Object.freeze({ why: "the extension is older than the bridge and does not know this tool's action", next: "update the extension" }),
  UNKNOWN_TOOL: Object.freeze({ why: "no tool has that name (in the tool profile of this connection)", next: "call `tools/list` (or `GET /tools`) for the names; `?tools=full` lists them all" }),
  USER_DENIED: Object.freeze({ why: "the person pressed Deny on the approval card for this action; nothing was done on the page", next: "do not retry the same action; tell the user what you wanted to do and why, or take another way" }),
});

export class ChromeBridge extends BridgeCore {
  browserTabList(params) { return this.call("browser_tab_list", params); }
  browserTabCreate(params) { return this.call("browser_tab_create", params); }
  browserTabClose(params) { return this.call("browser_tab_close", params); }
  browserTabSelect(params) { return this.call("browser_tab_select", params); }
  browserWindowResize(params) { return this.call("browser_window_resize", params); }
  browserList(params) { return this.call("browser_list", params); }
  browserNavigate(params) { return this.call("browser_navigate", params); }
  browserExtract(params) { return this.call("browser_extract", params); }
  browserGetPageText(params) { return this.call("browser_get_page_text", params); }
  browserSnapshot(params) { return this.call("browser_snapshot", params); }
  browserQuery(params) { return this.call("browser_query", params); }
  browserQueryText(params) { return this.call("browser_query_text", params); }
  browserFind(params) { return this.call("browser_find", params); }
  browserClick(params) { return this.call("browser_click", params); }
  browserType(params) { return this.call("browser_type", params); }
  browserPress(params) { return this.call("browser_press", params); }
  browserHover(params) { return this.call("browser_hover", params); }
  browserSelectOption(params) { return this.call("browser_select_option", params); }
  browserFillForm(params) { return this.call("browser_fill_form", params); }
  browserScroll(params) { return this.call("browser_scroll", params); }
  browserDrag(params) { return this.call("browser_drag", params); }
  browserComputer(params) { return this.call("browser_computer", params); }
  browserWaitForElement(params) { return this.call("browser_wait_for_element", params); }
  browserWaitFor(params) { return this.call("browser_wait_for", params); }
  browserScreenshot(params) { return this.call("browser_screenshot", params); }
  browserCookieGet(params) { return this.call("browser_cookie_get", params); }
  browserCookieSet(params) { return this.call("browser_cookie_set", params); }
  browserClipboardWrite(params) { return this.call("browser_clipboard_write", params); }
  browserHandleDialog(params) { return this.call("browser_handle_dialog", params); }
  browserFileSet(params) { return this.call("browser_file_set", params); }
  browserDownload(params) { return this.call("browser_download", params); }
  browserConsoleMessages(params) { return this.call("browser_console_messages", params); }
  browserNetworkRequests(params) { return this.call("browser_network_requests", params); }
  browserEvaluate(params) { return this.call("browser_evaluate", params); }
  updatePlan(params) { return this.call("update_plan", params); }
  turnAnswerStart(params) { return this.call("turn_answer_start", params); }
  turnAnswerComplete(params) { return this.call("turn_answer_complete", params); }
  browserRecord(params) { return this.call("browser_record", params); }
  browserShortcutList(params) { return this.call("browser_shortcut_list", params); }
  browserShortcutRun(params) { return this.call("browser_shortcut_run", params); }
  browserShortcutSave(params) { return this.call("browser_shortcut_save", params); }
  browserPermissionsCheck(params) { return this.call("browser_permissions_check", params); }
  browserDiagnostics(params) { return this.call("browser_diagnostics", params); }
  xPost(params) { return this.call("x_post", params); }
  wechatPost(params) { return this.call("wechat_post", params); }
}
