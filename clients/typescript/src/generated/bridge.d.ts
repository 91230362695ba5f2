// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { BridgeCore } from '../bridge-core.js';
import type { ToolResult } from '../result.js';
import type * as T from './types.js';
import type { BridgeMethods } from './bridge-bridge.js';
import type { BrowserDataMethods } from './bridge-browser-data.js';
import type { CaptureMethods } from './bridge-capture.js';
import type { ComputerMethods } from './bridge-computer.js';
import type { DiagnosticMethods } from './bridge-diagnostic.js';
import type { EvaluateMethods } from './bridge-evaluate.js';
import type { ExtractMethods } from './bridge-extract.js';
import type { FileMethods } from './bridge-file.js';
import type { InputMethods } from './bridge-input.js';
import type { LogMethods } from './bridge-log.js';
import type { NavigateMethods } from './bridge-navigate.js';
import type { PageMethods } from './bridge-page.js';
import type { PlanMethods } from './bridge-plan.js';
import type { TabMethods } from './bridge-tab.js';
import type { WaitMethods } from './bridge-wait.js';

/** Every stable error code: why a caller sees it and what to do next (Markdown). */
export declare const ERROR_CODES: {
  /**
   * the site is in `ask` mode and nobody answered the approval card within its deadline (55 s by
   * default, set in the extension options); nothing was done on the page. Next: ask the user to watch
   * the browser's side panel (the toolbar badge shows a waiting approval) and call again.
   */
  readonly APPROVAL_TIMEOUT: { readonly why: string; readonly next: string };
  /**
   * `tabrelay grid`: the leased browser ended: its extension never connected (a node running branded
   * Google Chrome 137+, which ignores `--load-extension`, or a node that cannot reach `--advertise`),
   * the browser crashed, or its node went away; the message names the cause. Next: call again: the next
   * call gets a new browser (its tabs are new); if the extension never connects, use
   * `selenium/node-chromium` nodes and an `--advertise` address the nodes can reach.
   */
  readonly BROWSER_LOST: { readonly why: string; readonly next: string };
  /**
   * five `extract_url` tabs were already loading for longer than the deadline, or the session has
   * `MAX_INFLIGHT` calls running; from `browser_handle_dialog`: the dialog is in a tab TabRelay was not
   * watching (only the user can answer it). Next: retry when earlier calls have finished; answer that
   * dialog in the browser.
   */
  readonly BUSY: { readonly why: string; readonly next: string };
  /**
   * the MCP client cancelled the call (`notifications/cancelled`) or closed its session while it ran;
   * TabRelay stopped its work in the browser (an `extract_url` tab is closed) and freed its slot. Next:
   * nothing to fix; call again if the result is still wanted.
   */
  readonly CANCELLED: { readonly why: string; readonly next: string };
  /**
   * an alert, confirm or prompt blocks the page the call would act on. Next: answer it with
   * `browser_handle_dialog` (accept, dismiss, prompt text), then retry.
   */
  readonly DIALOG_OPEN: { readonly why: string; readonly next: string };
  /**
   * the browser could not save the download (network error, refused by the site, disk). Next: check the
   * URL in the browser and retry.
   */
  readonly DOWNLOAD_FAILED: { readonly why: string; readonly next: string };
  /**
   * `browser_type` aimed at something that is not a field. Next: pick the input's ref from
   * `browser_snapshot`.
   */
  readonly ELEMENT_NOT_EDITABLE: { readonly why: string; readonly next: string };
  /**
   * no element for that ref or selector: the page changed or the ref is from an older snapshot. Next:
   * take a new `browser_snapshot` and use its refs.
   */
  readonly ELEMENT_NOT_FOUND: { readonly why: string; readonly next: string };
  /**
   * the element has no size, is hidden or covered. Next: scroll it into view (`browser_scroll` with its
   * ref) or wait for it (`browser_wait_for_element`).
   */
  readonly ELEMENT_NOT_VISIBLE: { readonly why: string; readonly next: string };
  /**
   * `browser_evaluate` / `javascript_tool` while evaluate is off, or the key lacks `--evaluate`. Next:
   * start the daemon with `--enable-evaluate`, and for keys create one with `--evaluate`.
   */
  readonly EVALUATE_DISABLED: { readonly why: string; readonly next: string };
  /**
   * the browser's link dropped while the call ran (browser closed, extension reloaded). Next: retry; the
   * extension reconnects by itself within seconds.
   */
  readonly EXTENSION_DISCONNECTED: { readonly why: string; readonly next: string };
  /** the page loaded but could not be turned into Markdown. Next: try `fullPage: true`. */
  readonly EXTRACTION_FAILED: { readonly why: string; readonly next: string };
  /** the API key's ACL does not include this tool. Next: use a key created with `--tools` including it. */
  readonly FORBIDDEN: { readonly why: string; readonly next: string };
  /**
   * the local MCP server answered the call with an MCP error instead of a result (the message quotes
   * it): usually arguments its tool does not accept. Next: fix the arguments against the tool's
   * `inputSchema` in `tools/list`; if the server itself is broken, check it by running its command by
   * hand.
   */
  readonly GATEWAY_CALL_FAILED: { readonly why: string; readonly next: string };
  /**
   * the local MCP server behind a `<server>__<tool>` gateway tool is not running: it could not be
   * started, or its process exited (also during this call, whose outcome is then unknown); the gateway
   * restarts it after 1, 2, 4… up to 30 s, and the message says when. Next: retry after the time the
   * message gives; `tabrelay status` shows each server's state and why it stopped; if it never starts,
   * run its command from `mcp-servers.json` by hand to see its error.
   */
  readonly GATEWAY_SERVER_DOWN: { readonly why: string; readonly next: string };
  /**
   * the local MCP server did not answer the tool call within the deadline (`COMMAND_TIMEOUT`, 30 s); the
   * call may still be running there. Next: retry with less work per call, or raise `COMMAND_TIMEOUT`
   * (`--command-timeout`) for slow tools.
   */
  readonly GATEWAY_TIMEOUT: { readonly why: string; readonly next: string };
  /**
   * an unexpected failure in the bridge or the extension (the daemon log has the details). Next: retry;
   * if it repeats, report it with the daemon log (`~/.config/tabrelay/daemon.log`).
   */
  readonly INTERNAL: { readonly why: string; readonly next: string };
  /**
   * an argument is missing or of the wrong type (checked against the schema of the name you called), or
   * a `cursor` expired; the message names the field. Next: fix the argument; call again without `cursor`
   * for a fresh first part.
   */
  readonly INVALID_ARGUMENT: { readonly why: string; readonly next: string };
  /**
   * `browser_navigate` or `extract_url` could not load the page (DNS, refused connection, error page).
   * Next: check the URL in the browser.
   */
  readonly NAVIGATION_FAILED: { readonly why: string; readonly next: string };
  /**
   * no extension is connected to the daemon: none ever was, or the browser left (a call waits up to 10 s
   * for one that left less than a minute ago); the message says which. Next: never connected: run
   * `./tabrelay launch`, or open the TabRelay popup and press Connect (paste `./tabrelay connect-string`
   * first if it shows the setup view); reconnecting: retry in a few seconds; gone: open that browser or
   * press Reconnect in its popup.
   */
  readonly NO_BROWSER: { readonly why: string; readonly next: string };
  /**
   * `tabrelay grid`: no Grid slot came free for a new browser before `--queue-timeout` (every node busy,
   * or `--max` leases already out); the call waited in the Grid's queue with progress. Next: retry
   * later; end idle sessions (their browsers go back), raise `--max`, add Grid nodes, or a longer
   * `--queue-timeout`.
   */
  readonly NO_CAPACITY: { readonly why: string; readonly next: string };
  /** `browser_handle_dialog` found no open dialog. Next: nothing to answer; continue. */
  readonly NO_DIALOG: { readonly why: string; readonly next: string };
  /**
   * the person paused all agents (popup switch or Alt+Shift+P); every call is refused until they resume.
   * Next: wait and tell the user; call again once they resume in the TabRelay popup.
   */
  readonly PAUSED_BY_USER: { readonly why: string; readonly next: string };
  /**
   * the MCP session or browser handle was made by another TabRelay daemon behind the same load balancer
   * (its id starts with that daemon's `DAEMON_ID`), and this daemon could not reach it: it is down, its
   * `--peer ID=URL` is wrong, or no `--peer` names that id. Next: retry once that daemon runs again; if
   * it is gone for good, start a new session (initialize again, or acquire a new browser); check that
   * every daemon lists the others with `--peer ID=URL` (`tabrelay status` shows DAEMON_ID and PEERS).
   */
  readonly PEER_UNREACHABLE: { readonly why: string; readonly next: string };
  /**
   * the extension has not been given access to tabs and pages, or the tool needs an advanced switch
   * (Debugger, Cookies, Downloads, Clipboard; the message names it). Next: open the TabRelay popup and
   * press **Enable bridge**, or turn the named switch on in the extension options (`launch --advanced`
   * grants them all); the Debugger needs the advanced build, `extension/dist-advanced`.
   */
  readonly PERMISSION_REQUIRED: { readonly why: string; readonly next: string };
  /**
   * a Java plugin's tool (a jar in the config directory's `plugins/`) failed in its own code, or did not
   * finish within the command timeout plus 15 s; the message names the plugin, the tool and what it
   * threw. Next: retry once; if it repeats, the daemon log has the stack trace for the plugin's author;
   * `browser_diagnostics` (dev_utils) lists the loaded plugins and any jar that failed to load
   * (docs/plugins.md).
   */
  readonly PLUGIN_FAILED: { readonly why: string; readonly next: string };
  /** the API key used its calls for the window. Next: wait the seconds the message gives. */
  readonly RATE_LIMITED: { readonly why: string; readonly next: string };
  /**
   * the site is in `read` mode for this client (the person's setting for the site or the browser, or the
   * API key's `--mode read`): reading tools work, actions (click, type, navigate to another site, …) do
   * not. Next: read only, or ask the user to choose "ask me" or "act" for the site in the TabRelay popup
   * or options (or a key created with `--mode ask`).
   */
  readonly READ_ONLY: { readonly why: string; readonly next: string };
  /**
   * a site recipe (such as `x_post`) could not do one of its steps: the site's page changed (an element
   * the recipe relies on is missing), or it did not react in time; the message names the step, its tool
   * and the step's own error. Next: check the page by hand; if the site changed, update the recipe's
   * selectors in its file in the config directory's `recipes/` (docs/recipes.md).
   */
  readonly RECIPE_STEP_FAILED: { readonly why: string; readonly next: string };
  /**
   * Chrome does not let extensions read `chrome://`, `about:`, the Web Store or other extensions' pages.
   * Next: use an http(s) page.
   */
  readonly RESTRICTED_URL: { readonly why: string; readonly next: string };
  /**
   * `tabrelay stop` (or Ctrl-C) stopped the daemon while the call ran. Next: start it again; `tabrelay
   * stdio` clients restart it by themselves.
   */
  readonly SHUTTING_DOWN: { readonly why: string; readonly next: string };
  /**
   * the page is outside the API key's `--sites`, or blocked by the user's site policy in the extension
   * options (the message says which, and never names the page); also when an action's navigation ended
   * on such a page (the action was done). Next: use an allowed site; only the user can change the
   * extension's policy.
   */
  readonly SITE_BLOCKED: { readonly why: string; readonly next: string };
  /**
   * the tabId is not (or no longer) open. Next: call `browser_tab_list` for current ids; a page that
   * keeps reloading: retry once it has settled.
   */
  readonly TAB_NOT_FOUND: { readonly why: string; readonly next: string };
  /**
   * the browser did not finish within the deadline (30 s); for `browser_extract`, the page showed no
   * text within `timeoutMs` (default 20 s). Next: `browser_extract`: call again with a larger
   * `timeoutMs`, or with `waitFor` (a selector or a text the page shows when ready); otherwise the page
   * may be slow or stuck: retry, or raise `COMMAND_TIMEOUT`.
   */
  readonly TIMEOUT: { readonly why: string; readonly next: string };
  /**
   * one answer or request is larger than the link carries (`MAX_MESSAGE_BYTES`, 8 MiB). Next: ask for
   * less per call: `maxChars` and `cursor`, a smaller screenshot, fewer files.
   */
  readonly TOO_LARGE: { readonly why: string; readonly next: string };
  /**
   * the extension is older than the bridge and does not know this tool's action. Next: update the
   * extension.
   */
  readonly UNKNOWN_ACTION: { readonly why: string; readonly next: string };
  /**
   * no tool has that name (in the tool profile of this connection). Next: call `tools/list` (or `GET
   * /tools`) for the names; `?tools=full` lists them all.
   */
  readonly UNKNOWN_TOOL: { readonly why: string; readonly next: string };
  /**
   * the person pressed Deny on the approval card for this action; nothing was done on the page. Next: do
   * not retry the same action; tell the user what you wanted to do and why, or take another way.
   */
  readonly USER_DENIED: { readonly why: string; readonly next: string };
};

/**
 * The TabRelay bridge, one typed method per tool. Create one with `ChromeBridge.rest()` or
 * `await ChromeBridge.mcp()`; every method returns the tool's result or throws a TabRelayError.
 */
export declare class ChromeBridge extends BridgeCore {
  /** Calls a tool by its canonical name with typed parameters and result. */
  call<N extends keyof T.ToolMap>(name: N, params: T.ToolMap[N]['params']): Promise<ToolResult<T.ToolMap[N]['result']>>;
  /** Calls any other tool by name or alias: the escape hatch for aliases and tools newer than this client. */
  call<N extends string>(name: N extends keyof T.ToolMap ? never : N, params?: object): Promise<ToolResult>;
}

/** The per-tool methods, one interface per family (bridge-<family>.d.ts), merged into the class. */
export interface ChromeBridge extends BridgeMethods, BrowserDataMethods, CaptureMethods, ComputerMethods, DiagnosticMethods, EvaluateMethods, ExtractMethods, FileMethods, InputMethods, LogMethods, NavigateMethods, PageMethods, PlanMethods, TabMethods, WaitMethods {}
