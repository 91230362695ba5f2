package dev.tabrelay.errors;

/**
 * Stable error codes shared by the bridge and the extension (docs/protocol.md). Clients may
 * branch on them, so a code is never renamed; new ones are only added. Each says why it happens
 * and what to do: the README's troubleshooting table and the extension's list of codes
 * (contract/link.json) are generated from here.
 */
public enum ErrorCode {
    NO_BROWSER(Side.BRIDGE, 503, "no extension is connected to the daemon: none ever was, or the browser left (a call waits"
            + " up to 10 s for one that left less than a minute ago); the message says which",
            "never connected: run `./tabrelay launch`, or open the TabRelay popup and press Connect (paste"
                    + " `./tabrelay connect-string` first if it shows the setup view); reconnecting: retry in a few seconds;"
                    + " gone: open that browser or press Reconnect in its popup"),
    EXTENSION_DISCONNECTED(Side.BOTH, 503, "the browser's link dropped while the call ran (browser closed, extension reloaded)",
            "retry; the extension reconnects by itself within seconds"),
    TIMEOUT(Side.BOTH, 504, "the browser did not finish within the deadline (30 s); for `browser_extract`, the page showed no"
            + " text within `timeoutMs` (default 20 s)",
            "`browser_extract`: call again with a larger `timeoutMs`, or with `waitFor` (a selector or a text the page"
                    + " shows when ready); otherwise the page may be slow or stuck: retry, or raise `COMMAND_TIMEOUT`"),
    TAB_NOT_FOUND(Side.BOTH, 404, "the tabId is not (or no longer) open", "call `browser_tab_list` for current ids; a page that keeps reloading: retry once it has settled"),
    RESTRICTED_URL(Side.BOTH, 403, "Chrome does not let extensions read `chrome://`, `about:`, the Web Store or other"
            + " extensions' pages", "use an http(s) page"),
    NAVIGATION_FAILED(Side.BOTH, 502, "`browser_navigate` or `extract_url` could not load the page (DNS, refused connection,"
            + " error page)", "check the URL in the browser"),
    EXTRACTION_FAILED(Side.BOTH, 500, "the page loaded but could not be turned into Markdown", "try `fullPage: true`"),
    PERMISSION_REQUIRED(Side.BOTH, 403, "the extension has not been given access to tabs and pages, or the tool needs an"
            + " advanced switch (Debugger, Cookies, Downloads, Clipboard; the message names it)",
            "open the TabRelay popup and press **Enable bridge**, or turn the named switch on in the extension options"
                    + " (`launch --advanced` grants them all); the Debugger needs the advanced build, `extension/dist-advanced`"),
    INVALID_ARGUMENT(Side.BOTH, 400, "an argument is missing or of the wrong type (checked against the schema of the name you"
            + " called), or a `cursor` expired; the message names the field",
            "fix the argument; call again without `cursor` for a fresh first part"),
    UNKNOWN_ACTION(Side.BOTH, 501, "the extension is older than the bridge and does not know this tool's action",
            "update the extension"),
    RECIPE_STEP_FAILED(Side.BRIDGE, 502, "a site recipe (such as `x_post`) could not do one of its steps: the site's page"
            + " changed (an element the recipe relies on is missing), or it did not react in time; the message names the"
            + " step, its tool and the step's own error", "check the page by hand; if the site changed, update the recipe's"
            + " selectors in its file in the config directory's `recipes/` (docs/recipes.md)"),
    PLUGIN_FAILED(Side.BRIDGE, 500, "a Java plugin's tool (a jar in the config directory's `plugins/`) failed in its own"
            + " code, or did not finish within the command timeout plus 15 s; the message names the plugin, the tool and"
            + " what it threw", "retry once; if it repeats, the daemon log has the stack trace for the plugin's author;"
            + " `browser_diagnostics` (dev_utils) lists the loaded plugins and any jar that failed to load (docs/plugins.md)"),
    UNKNOWN_TOOL(Side.BRIDGE, 404, "no tool has that name (in the tool profile of this connection)",
            "call `tools/list` (or `GET /tools`) for the names; `?tools=full` lists them all"),
    SITE_BLOCKED(Side.BOTH, 403, "the page is outside the API key's `--sites`, or blocked by the user's site policy in the"
            + " extension options (the message says which, and never names the page); also when an action's navigation"
            + " ended on such a page (the action was done)",
            "use an allowed site; only the user can change the extension's policy"),
    // Ask before acting (issue 30; SECURITY.md "Modes"): the person decides what agents do on their sites
    READ_ONLY(Side.BOTH, 403, "the site is in `read` mode for this client (the person's setting for the site or the"
            + " browser, or the API key's `--mode read`): reading tools work, actions (click, type, navigate to another"
            + " site, …) do not", "read only, or ask the user to choose \"ask me\" or \"act\" for the site in the TabRelay"
            + " popup or options (or a key created with `--mode ask`)"),
    USER_DENIED(Side.BOTH, 403, "the person pressed Deny on the approval card for this action; nothing was done on the page",
            "do not retry the same action; tell the user what you wanted to do and why, or take another way"),
    APPROVAL_TIMEOUT(Side.BOTH, 408, "the site is in `ask` mode and nobody answered the approval card within its deadline"
            + " (55 s by default, set in the extension options); nothing was done on the page", "ask the user to watch the browser's side panel"
            + " (the toolbar badge shows a waiting approval) and call again"),
    PAUSED_BY_USER(Side.BOTH, 423, "the person paused all agents (popup switch or Alt+Shift+P); every call is refused until"
            + " they resume", "wait and tell the user; call again once they resume in the TabRelay popup"),
    BUSY(Side.BOTH, 429, "five `extract_url` tabs were already loading for longer than the deadline, or the session has"
            + " `MAX_INFLIGHT` calls running; from `browser_handle_dialog`: the dialog is in a tab TabRelay was not"
            + " watching (only the user can answer it)",
            "retry when earlier calls have finished; answer that dialog in the browser"),
    RATE_LIMITED(Side.BRIDGE, 429, "the API key used its calls for the window", "wait the seconds the message gives"),
    FORBIDDEN(Side.BRIDGE, 403, "the API key's ACL does not include this tool", "use a key created with `--tools` including it"),
    SHUTTING_DOWN(Side.BRIDGE, 503, "`tabrelay stop` (or Ctrl-C) stopped the daemon while the call ran",
            "start it again; `tabrelay stdio` clients restart it by themselves"),
    // Browsers leased from a Selenium Grid (`tabrelay grid`, docs/grid.md)
    NO_CAPACITY(Side.BRIDGE, 503, "`tabrelay grid`: no Grid slot came free for a new browser before `--queue-timeout` (every"
            + " node busy, or `--max` leases already out); the call waited in the Grid's queue with progress",
            "retry later; end idle sessions (their browsers go back), raise `--max`, add Grid nodes, or a longer"
            + " `--queue-timeout`"),
    BROWSER_LOST(Side.BRIDGE, 503, "`tabrelay grid`: the leased browser ended: its extension never connected (a node"
            + " running branded Google Chrome 137+, which ignores `--load-extension`, or a node that cannot reach"
            + " `--advertise`), the browser crashed, or its node went away; the message names the cause",
            "call again: the next call gets a new browser (its tabs are new); if the extension never connects, use"
            + " `selenium/node-chromium` nodes and an `--advertise` address the nodes can reach"),
    /**
     * Bridge-only: the MCP client cancelled the call ({@code notifications/cancelled}) or its session
     * ended. That client ignores the answer; a shortcut or recipe step that was cancelled sees it.
     */
    CANCELLED(Side.BRIDGE, 499, "the MCP client cancelled the call (`notifications/cancelled`) or closed its session while"
            + " it ran; TabRelay stopped its work in the browser (an `extract_url` tab is closed) and freed its slot",
            "nothing to fix; call again if the result is still wanted"),
    INTERNAL(Side.BOTH, 500, "an unexpected failure in the bridge or the extension (the daemon log has the details)",
            "retry; if it repeats, report it with the daemon log (`~/.config/tabrelay/daemon.log`)"),
    // Browser automation (docs/automation.md)
    ELEMENT_NOT_FOUND(Side.BOTH, 404, "no element for that ref or selector: the page changed or the ref is from an older"
            + " snapshot", "take a new `browser_snapshot` and use its refs"),
    ELEMENT_NOT_VISIBLE(Side.BOTH, 409, "the element has no size, is hidden or covered",
            "scroll it into view (`browser_scroll` with its ref) or wait for it (`browser_wait_for_element`)"),
    ELEMENT_NOT_EDITABLE(Side.BOTH, 409, "`browser_type` aimed at something that is not a field",
            "pick the input's ref from `browser_snapshot`"),
    NO_DIALOG(Side.BOTH, 409, "`browser_handle_dialog` found no open dialog", "nothing to answer; continue"),
    /** A page action on a tab whose JavaScript dialog blocks the page: answered at once, not after the deadline. */
    DIALOG_OPEN(Side.BOTH, 409, "an alert, confirm or prompt blocks the page the call would act on",
            "answer it with `browser_handle_dialog` (accept, dismiss, prompt text), then retry"),
    DOWNLOAD_FAILED(Side.BOTH, 502, "the browser could not save the download (network error, refused by the site, disk)",
            "check the URL in the browser and retry"),
    /** A message over the link's size limit (MAX_MESSAGE_BYTES), refused by the side that would send it. */
    TOO_LARGE(Side.BOTH, 413, "one answer or request is larger than the link carries (`MAX_MESSAGE_BYTES`, 8 MiB)",
            "ask for less per call: `maxChars` and `cursor`, a smaller screenshot, fewer files"),
    /** Bridge-only: a gated tool (page JavaScript) while evaluate is off or not allowed for the key. */
    EVALUATE_DISABLED(Side.BRIDGE, 403, "`browser_evaluate` / `javascript_tool` while evaluate is off, or the key lacks"
            + " `--evaluate`", "start the daemon with `--enable-evaluate`, and for keys create one with `--evaluate`"),
    // The gateway's local MCP servers (docs/chat-client.md, "Local MCP servers")
    /** Bridge-only: the local server behind a gateway tool is not running, or its process exited during the call. */
    GATEWAY_SERVER_DOWN(Side.BRIDGE, 503, "the local MCP server behind a `<server>__<tool>` gateway tool is not running: it"
            + " could not be started, or its process exited (also during this call, whose outcome is then unknown); the"
            + " gateway restarts it after 1, 2, 4… up to 30 s, and the message says when",
            "retry after the time the message gives; `tabrelay status` shows each server's state and why it stopped; if it"
                    + " never starts, run its command from `mcp-servers.json` by hand to see its error"),
    /** Bridge-only: the local server took longer than the call deadline. */
    GATEWAY_TIMEOUT(Side.BRIDGE, 504, "the local MCP server did not answer the tool call within the deadline"
            + " (`COMMAND_TIMEOUT`, 30 s); the call may still be running there",
            "retry with less work per call, or raise `COMMAND_TIMEOUT` (`--command-timeout`) for slow tools"),
    /** Bridge-only: the local server refused the call with a protocol error (unknown tool, bad arguments). */
    GATEWAY_CALL_FAILED(Side.BRIDGE, 502, "the local MCP server answered the call with an MCP error instead of a result"
            + " (the message quotes it): usually arguments its tool does not accept", "fix the arguments against the tool's"
            + " `inputSchema` in `tools/list`; if the server itself is broken, check it by running its command by hand"),
    // Several daemons behind one load balancer (docs/mcp-conformance.md, "Several daemons")
    /** Bridge-only: the session or browser handle belongs to another daemon of the fleet, which could not be reached. */
    PEER_UNREACHABLE(Side.BRIDGE, 502, "the MCP session or browser handle was made by another TabRelay daemon behind the same"
            + " load balancer (its id starts with that daemon's `DAEMON_ID`), and this daemon could not reach it: it is down,"
            + " its `--peer ID=URL` is wrong, or no `--peer` names that id", "retry once that daemon runs again; if it is gone"
            + " for good, start a new session (initialize again, or acquire a new browser); check that every daemon lists the"
            + " others with `--peer ID=URL` (`tabrelay status` shows DAEMON_ID and PEERS)");

    /** Which side may send the code: the extension only knows (and is generated with) the BOTH ones. */
    public enum Side { BRIDGE, BOTH }

    private final Side side;
    private final int httpStatus;
    private final String why;
    private final String next;

    ErrorCode(Side side, int httpStatus, String why, String next) {
        this.side = side;
        this.httpStatus = httpStatus;
        this.why = why;
        this.next = next;
    }

    /**
     * The REST API's HTTP status for it: not found 404, a state that conflicts 409, bad input 400,
     * not allowed 403, a limit 429, no browser 503, the deadline 504, the page's server 502.
     */
    public int httpStatus() {
        return httpStatus;
    }

    public Side side() {
        return side;
    }

    /** Why a caller sees it (Markdown, for the README and the contract). */
    public String why() {
        return why;
    }

    /** What to do next (Markdown). */
    public String next() {
        return next;
    }

    /** Codes from the extension are strings; an unknown one is kept as INTERNAL, never thrown on. */
    public static ErrorCode parse(String code) {
        if (code == null) {
            return INTERNAL;
        }
        try {
            return valueOf(code);
        } catch (IllegalArgumentException e) {
            return INTERNAL;
        }
    }
}
