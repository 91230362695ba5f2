// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { BridgeCore } from '../bridge-core.js';
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** Every stable error code: why a caller sees it and what to do next (Markdown). */
export declare const ERROR_CODES: {
  /**
   * five `extract_url` tabs were already loading for longer than the deadline, or the session has
   * `MAX_INFLIGHT` calls running; from `browser_handle_dialog`: the dialog is in a tab TabRelay was not
   * watching (only the user can answer it). Next: retry when earlier calls have finished; answer that
   * dialog in the browser.
   */
  readonly BUSY: { readonly why: string; readonly next: string };
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
  /** `browser_handle_dialog` found no open dialog. Next: nothing to answer; continue. */
  readonly NO_DIALOG: { readonly why: string; readonly next: string };
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
  /** the tabId is not (or no longer) open. Next: call `browser_tab_list` for current ids. */
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
};

/**
 * The TabRelay bridge, one typed method per tool. Create one with `ChromeBridge.rest()` or
 * `await ChromeBridge.mcp()`; every method returns the tool's result or throws a TabRelayError.
 */
export declare class ChromeBridge extends BridgeCore {
  /**
   * List the tabs open in the user's browser: tabId, title, URL, which one is active, its tab group.
   * Call it first when the user refers to a page that is already open ("my second tab"), then pass the
   * tabId to browser_extract, browser_snapshot or browser_tab_select. Example: {}.
   *
   * Tool `browser_tab_list` (also `list_tabs`, `browser_get_tabs`, `tabs_context`, `tabs_context_mcp`):
   * only reads.
   *
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserTabList(params?: T.BrowserTabListParams): Promise<ToolResult<T.BrowserTabListResult>>;
  /**
   * Open a new tab in the session's tab group, in the background unless activate is true (the user's
   * active tab is not taken), and wait for the page to load. It becomes this session's current tab, so
   * later calls without tabId use it. Example: {"url": "https://example.com"}; {"url": "…", "activate":
   * true}.
   *
   * Tool `browser_tab_create` (also `browser_create_tab`, `tabs_create`, `tabs_create_mcp`): reaches
   * pages on the web.
   *
   * @param params.url Absolute http(s) URL to open; omit for a blank tab.
   * @param params.activate Focus the tab and its window (default false).
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserTabCreate(params?: T.BrowserTabCreateParams): Promise<ToolResult<T.BrowserTabCreateResult>>;
  /**
   * Close one tab by its tabId (from browser_tab_list or browser_tab_create). Only close tabs you opened
   * or the user asked you to close. Example: {"tabId": 123}.
   *
   * Tool `browser_tab_close` (also `browser_close_tab`): may change or delete what the user has.
   *
   * @param params.tabId The tab to close. At least 0.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserTabClose(params: T.BrowserTabCloseParams): Promise<ToolResult<T.BrowserTabCloseResult>>;
  /**
   * Make a tab this session's current tab, so later calls without tabId act on it; activate: true also
   * brings it to the front for the user. Example: {"tabId": 123}.
   *
   * Tool `browser_tab_select`: reaches pages on the web.
   *
   * @param params.tabId The tab (from browser_tab_list). At least 0.
   * @param params.activate Also focus the tab and its window (default false).
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserTabSelect(params: T.BrowserTabSelectParams): Promise<ToolResult<T.BrowserTabSelectResult>>;
  /**
   * Resize the browser window that holds a tab, e.g. to test a mobile layout or make screenshots
   * comparable. Sizes are in CSS pixels of the window. Example: {"width": 1280, "height": 800}.
   *
   * Tool `browser_window_resize` (also `resize_window`): reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.width Window width in pixels. 200 to 10000.
   * @param params.height Window height in pixels. 200 to 10000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserWindowResize(params: T.BrowserWindowResizeParams): Promise<ToolResult<T.BrowserWindowResizeResult>>;
  /**
   * List the browsers connected to TabRelay (several profiles or machines may be): id, label, extension
   * version, and which one answers when a call gives no 'browser' (the most recently used). Pass an id
   * as 'browser' to any other tool to use that browser. Takes no arguments.
   *
   * Tool `browser_list`: only reads.
   */
  browserList(params?: T.BrowserListParams): Promise<ToolResult<T.BrowserListResult>>;
  /**
   * Load a URL in a tab (this session's current tab unless tabId is given) and wait for it to load, or
   * go back, forward or reload with direction. Returns the final URL, title and HTTP status. Then call
   * browser_snapshot to act on the page or browser_extract to read it. Examples: {"url":
   * "https://example.com/login"}; {"direction": "back"}.
   *
   * Tool `browser_navigate` (also `navigate`): reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.url Absolute http(s) URL to load.
   * @param params.direction Instead of url: back, forward or reload.
   * @param params.timeoutMs Longest wait for the load in ms (default: the command timeout). 100 to
   * 600000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserNavigate(params?: T.BrowserNavigateParams): Promise<ToolResult<T.BrowserNavigateResult>>;
  /**
   * Read a page as clean Markdown (article text without menus and ads): the user's active tab when you
   * give neither tabId nor url, an open tab by tabId (from browser_tab_list), or any http(s) URL, opened
   * in a background tab with the user's cookies and closed again. Use it to read and summarize; use
   * browser_snapshot instead when you need element refs to click or type. Long pages are cut at maxChars
   * with a cursor for the rest. Examples: {}; {"tabId": 123, "format": "json"}; {"url":
   * "https://example.com/post", "fullPage": true}.
   *
   * Tool `browser_extract` (also `extract_active_tab`, `extract_tab`, `extract_url`): only reads;
   * reaches pages on the web.
   *
   * @param params.fullPage false (default): article mode, the main text without menus, ads and footers.
   * true: the whole visible page, for pages that are not articles (dashboards, search results, lists).
   * @param params.waitFor Read the page once this is on it: a CSS selector (e.g. "#results li") or a
   * text (e.g. "Order confirmed"), for pages no heuristic can judge. Default: read when the content
   * looks ready (parsed, no loading indicator, quiet for a moment; the load event is not needed).
   * @param params.timeoutMs Longest wait in ms for the page to be ready (default 20000). A page still
   * loading then is returned as it is, with a note saying so; a page with no text at all answers
   * TIMEOUT. 100 to 300000.
   * @param params.format 'markdown' (default): clean Markdown text. 'json': title, url, markdown and
   * metadata (byline, siteName, lang, publishedTime, excerpt, wordCount, links, images, pageType:
   * article, product, forum, listing, collection, documentation, service or other, and facts the page
   * declares, e.g. a product's price, currency and availability). 'mcp': an MCP embedded resource (uri =
   * page URL, mimeType text/markdown). 'text': plain text without markup.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.tabId An open tab to read (from browser_tab_list); omit with url also omitted for the
   * active tab. At least 0.
   * @param params.url Absolute http:// or https:// URL to open in a background tab, read and close.
   * @param params.keepTab With url: leave the tab open after extracting (default false: it is closed).
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserExtract(params?: T.BrowserExtractParams): Promise<ToolResult<Record<string, unknown>>>;
  /**
   * Return the visible text of a page (the body's innerText and that of its frames), without markup. Use
   * it for pages that are not articles when browser_extract drops what you need, or to check what the
   * user sees. Example: {"tabId": 123}.
   *
   * Tool `browser_get_page_text` (also `get_page_text`): only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserGetPageText(params?: T.BrowserGetPageTextParams): Promise<ToolResult<T.BrowserGetPageTextResult>>;
  /**
   * Take an accessibility-style outline of the page with a ref for each element (e12, or f3e7 inside a
   * frame). Call it before browser_click, browser_type, browser_fill_form and the other input tools, and
   * again after the page changes: refs of a page that went away no longer work. interactive: true keeps
   * only what can be clicked or typed into. Example: {"interactive": true}; {"root": "e40"} for one
   * part.
   *
   * Tool `browser_snapshot` (also `read_page`): only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.interactive Only interactive elements (links, buttons, fields); default false.
   * @param params.root A ref or CSS selector: snapshot only that element's subtree.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserSnapshot(params?: T.BrowserSnapshotParams): Promise<ToolResult<T.BrowserSnapshotResult>>;
  /**
   * List the elements matching a CSS selector with a ref, tag, text, attributes and visibility, so you
   * can act on them by ref. Use it when you know the page's markup; browser_find searches by visible
   * text or role instead. Example: {"selector": "table.results tr a", "limit": 10}.
   *
   * Tool `browser_query`: only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.selector CSS selector, matched in the top frame.
   * @param params.limit Most matches to return (default 20). 1 to 500.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserQuery(params: T.BrowserQueryParams): Promise<ToolResult<T.BrowserQueryResult>>;
  /**
   * Return the text of every element matching a CSS selector, one per line: quick scraping of lists,
   * table cells or prices without a full extraction. Example: {"selector": ".price", "limit": 50}.
   *
   * Tool `browser_query_text`: only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.selector CSS selector, matched in the top frame.
   * @param params.limit Most texts to return (default 50). 1 to 1000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserQueryText(params: T.BrowserQueryTextParams): Promise<ToolResult<T.BrowserQueryTextResult>>;
  /**
   * Find elements by what a person sees: their text, their label, their ARIA role, or a placeholder;
   * returns refs to use with browser_click, browser_type and the other input tools. Give at least one
   * criterion. Example: {"text": "Sign in", "role": "button"}; {"label": "Email"}.
   *
   * Tool `browser_find` (also `find`): only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.text Visible text the element contains.
   * @param params.label Its label (aria-label, <label>).
   * @param params.role ARIA role, e.g. button, link, textbox, checkbox.
   * @param params.placeholder Placeholder text of a field.
   * @param params.limit Most matches to return (default 20). 1 to 200.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserFind(params?: T.BrowserFindParams): Promise<ToolResult<T.BrowserFindResult>>;
  /**
   * Click an element: a link, a button, a checkbox. Call browser_snapshot (or browser_find) first to get
   * the element's ref. The answer says whether the page navigated or a dialog opened. Example: {"ref":
   * "e12"}; {"selector": "#submit", "clickCount": 2}.
   *
   * Tool `browser_click`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.button Mouse button (default left).
   * @param params.clickCount 2 for a double click (default 1). 1 to 3.
   * @param params.modifiers Keys held during the click: Alt, Control, Meta, Shift.
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserClick(params?: T.BrowserClickParams): Promise<ToolResult<T.BrowserClickResult>>;
  /**
   * Type text into an input, textarea or contenteditable element; clear: true replaces what is there,
   * submit: true presses Enter after. Call browser_snapshot (or browser_find) first to get the element's
   * ref. Example: {"ref": "e7", "text": "hello", "submit": true}.
   *
   * Tool `browser_type`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.text The text to type.
   * @param params.clear Clear the field first (default false).
   * @param params.submit Press Enter afterwards (default false).
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserType(params: T.BrowserTypeParams): Promise<ToolResult<T.BrowserTypeResult>>;
  /**
   * Press a key or key combination in the page, on the focused element or on a target (ref or selector).
   * Keys use KeyboardEvent names: Enter, Tab, Escape, ArrowDown, Backspace; combinations like Control+a.
   * Example: {"key": "Enter"}; {"key": "Tab", "ref": "e4"}.
   *
   * Tool `browser_press`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.key Key or combination, e.g. Enter or Control+a.
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserPress(params: T.BrowserPressParams): Promise<ToolResult<T.BrowserPressResult>>;
  /**
   * Move the mouse over an element to open a menu or a tooltip. Call browser_snapshot (or browser_find)
   * first to get the element's ref. Example: {"ref": "e21"}.
   *
   * Tool `browser_hover`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.trusted true: real input events through the Chrome debugger (for pages that ignore
   * synthetic events; shows Chrome's debugging bar). Default false.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserHover(params?: T.BrowserHoverParams): Promise<ToolResult<T.BrowserHoverResult>>;
  /**
   * Choose one or more options of a <select> by value or visible label. Call browser_snapshot (or
   * browser_find) first to get the element's ref. Example: {"ref": "e9", "values": ["France"]}.
   *
   * Tool `browser_select_option`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.values Option values or labels to select. At least 1 items.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserSelectOption(params: T.BrowserSelectOptionParams): Promise<ToolResult<T.BrowserSelectOptionResult>>;
  /**
   * Set the values of several fields at once: text inputs, textareas, selects, checkboxes and radios
   * ("true"/"false"). Faster and steadier than typing field by field. Call browser_snapshot (or
   * browser_find) first to get the element's ref. Example: {"fields": [{"ref": "e3", "value": "Ada"},
   * {"ref": "e5", "value": "true"}]}.
   *
   * Tool `browser_fill_form` (also `form_input`): reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.fields The fields, each with a ref (or selector) and its value. At least 1 items. At
   * most 200 items.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserFillForm(params: T.BrowserFillFormParams): Promise<ToolResult<T.BrowserFillFormResult>>;
  /**
   * Scroll: a target (ref or selector) into view, the page by dx/dy pixels, or to the top or bottom,
   * e.g. to load more results. Example: {"dy": 800}; {"to": "bottom"}; {"ref": "e31"}.
   *
   * Tool `browser_scroll`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.dx Horizontal pixels (negative: left). -100000 to 100000.
   * @param params.dy Vertical pixels (negative: up). -100000 to 100000.
   * @param params.to top or bottom of the page.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserScroll(params?: T.BrowserScrollParams): Promise<ToolResult<T.BrowserScrollResult>>;
  /**
   * Drag one element and drop it on another (HTML5 drag and drop and mouse events): sortable lists,
   * boards, sliders. Call browser_snapshot (or browser_find) first to get the element's ref. Example:
   * {"from": {"ref": "e4"}, "to": {"ref": "e9"}}.
   *
   * Tool `browser_drag`: reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.from The element to drag: {ref} or {selector}.
   * @param params.to Where to drop it: {ref} or {selector}.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserDrag(params: T.BrowserDragParams): Promise<ToolResult<T.BrowserDragResult>>;
  /**
   * Use the mouse and keyboard at viewport coordinates, with real (trusted) input: click, move, drag,
   * type, press keys, scroll, wait, or take a screenshot to see where things are. Prefer browser_click
   * and browser_type with refs; use this for canvases, maps and widgets without refs. Example:
   * {"action": "screenshot"}, then {"action": "left_click", "coordinate": [420, 310]}.
   *
   * Tool `browser_computer` (also `computer`): reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.action What to do.
   * @param params.coordinate [x, y] in CSS pixels of the viewport. Exactly 2 items.
   * @param params.startCoordinate [x, y] in CSS pixels of the viewport. Exactly 2 items.
   * @param params.text Text for type.
   * @param params.key Key for key, e.g. Enter or Control+a.
   * @param params.scroll Pixels for scroll: {dx, dy}.
   * @param params.duration Seconds for wait (default 1). 0 to 30.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserComputer(params: T.BrowserComputerParams): Promise<ToolResult<T.BrowserComputerResult>>;
  /**
   * Wait until an element (ref or selector) is visible, hidden, attached or detached, e.g. a result list
   * after a search or a spinner going away. Answers TIMEOUT after timeoutMs. Example: {"selector":
   * ".results li", "state": "visible", "timeoutMs": 15000}.
   *
   * Tool `browser_wait_for_element`: only reads; reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.state visible (default), hidden, attached or detached.
   * @param params.timeoutMs Longest wait in ms (default 10000). 0 to 120000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserWaitForElement(params?: T.BrowserWaitForElementParams): Promise<ToolResult<T.BrowserWaitForElementResult>>;
  /**
   * Wait for one condition: text to appear, text to disappear (textGone), the URL to contain a string or
   * match /regex/, the network to go idle, or a fixed time in ms. Use it after an action whose effect
   * takes time. Answers TIMEOUT after timeoutMs. Examples: {"text": "Order confirmed"}; {"url":
   * "/dashboard"}; {"networkIdle": true}; {"time": 1000}.
   *
   * Tool `browser_wait_for`: only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.text Text that must appear.
   * @param params.textGone Text that must disappear.
   * @param params.url Substring of the URL, or /regex/.
   * @param params.networkIdle No requests for 500 ms.
   * @param params.time Just wait this many ms. 0 to 120000.
   * @param params.timeoutMs Longest wait in ms (default 10000). 0 to 120000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserWaitFor(params?: T.BrowserWaitForParams): Promise<ToolResult<T.BrowserWaitForResult>>;
  /**
   * Capture what a tab shows as an image: the viewport (default), the full page (fullPage: true) or one
   * element (ref or selector). Use it to check a layout or read something that is not text; to act on
   * the page, browser_snapshot is cheaper and gives refs. Example: {}; {"fullPage": true, "format":
   * "jpeg", "quality": 60}; {"ref": "e14"}.
   *
   * Tool `browser_screenshot`: only reads; reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.fullPage The whole page, not only the visible part (default false).
   * @param params.format png (default) or jpeg (smaller).
   * @param params.quality JPEG quality 1-100 (default 80). 1 to 100.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserScreenshot(params?: T.BrowserScreenshotParams): Promise<ToolResult<T.BrowserScreenshotResult>>;
  /**
   * Read the browser's cookies for a URL (all of them, or one by name), e.g. to check a login or a
   * consent state. Example: {"url": "https://example.com", "name": "session"}.
   *
   * Tool `browser_cookie_get`: only reads.
   *
   * @param params.url The http(s) URL whose cookies to read.
   * @param params.name Only this cookie.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserCookieGet(params: T.BrowserCookieGetParams): Promise<ToolResult<T.BrowserCookieGetResult>>;
  /**
   * Set a cookie in the user's browser for a URL (it then applies to the user's own browsing too).
   * Example: {"url": "https://example.com", "name": "lang", "value": "en", "sameSite": "lax"}.
   *
   * Tool `browser_cookie_set`: may change or delete what the user has; reaches pages on the web.
   *
   * @param params.url The http(s) URL the cookie belongs to.
   * @param params.name Cookie name.
   * @param params.value Cookie value.
   * @param params.domain Domain; omit for a host-only cookie.
   * @param params.path Path (default /).
   * @param params.secure Only over https.
   * @param params.httpOnly Hidden from page scripts.
   * @param params.sameSite no_restriction, lax or strict.
   * @param params.expirationDate Expiry in seconds since 1970; omit for a session cookie. 0 to
   * 4611686018427388000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserCookieSet(params: T.BrowserCookieSetParams): Promise<ToolResult<T.BrowserCookieSetResult>>;
  /**
   * Put text on the user's clipboard, e.g. to paste into a page that blocks typing, or to hand the user
   * a result. It replaces what the user had copied. Example: {"text": "Order #1234"}.
   *
   * Tool `browser_clipboard_write`: may change or delete what the user has.
   *
   * @param params.text The text to copy.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserClipboardWrite(params: T.BrowserClipboardWriteParams): Promise<ToolResult<T.BrowserClipboardWriteResult>>;
  /**
   * Accept or dismiss the alert, confirm or prompt that a page opened (an input tool's answer says when
   * one did); text answers a prompt. The page is blocked until the dialog is answered. Answers NO_DIALOG
   * when none is open. Example: {"accept": true}; {"accept": true, "text": "42"}.
   *
   * Tool `browser_handle_dialog`: reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.accept true: OK, false: Cancel.
   * @param params.text The answer to a prompt.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserHandleDialog(params: T.BrowserHandleDialogParams): Promise<ToolResult<T.BrowserHandleDialogResult>>;
  /**
   * Set the files of an <input type=file> (ref or selector), as if the user picked them: files on this
   * machine by absolute path (read by TabRelay, at most 5 MB per call), and/or content you have as
   * base64. Call browser_snapshot first to get the input's ref. Example: {"ref": "e8", "paths":
   * ["/home/me/report.pdf"]}; {"selector": "#avatar", "files": [{"name": "a.png", "mimeType":
   * "image/png", "base64": "iVBOR…"}]}.
   *
   * Tool `browser_file_set` (also `upload_image`): reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.paths Absolute paths of files on the machine running TabRelay.
   * @param params.files Files given inline: {name, mimeType, base64}.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.imageId The imageId of an earlier screenshot of this session's key, to upload.
   * @param params.filename Name for the imageId's file (default screenshot.png or .jpg).
   */
  browserFileSet(params?: T.BrowserFileSetParams): Promise<ToolResult<T.BrowserFileSetResult>>;
  /**
   * Download a file with the user's browser (their cookies apply) into their Downloads folder and wait
   * for it: a URL directly, or the download a click on a target (ref or selector) starts, or with
   * neither the next download the page starts. Returns the saved path and size. Example: {"url":
   * "https://example.com/report.pdf"}; {"ref": "e17"}.
   *
   * Tool `browser_download`: reaches pages on the web.
   *
   * @param params.ref Element ref from the latest browser_snapshot or browser_find of the tab, e.g.
   * "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   * @param params.selector CSS selector matched in the top frame, e.g. "form#login button[type=submit]";
   * use when you have no ref.
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.url An http(s) URL to download.
   * @param params.timeoutMs Longest wait for the download (default 30000). 0 to 600000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserDownload(params?: T.BrowserDownloadParams): Promise<ToolResult<T.BrowserDownloadResult>>;
  /**
   * Read the tab's console messages (errors, warnings, logs), e.g. to find why a page misbehaves.
   * Capture starts with the first call: call it once, reproduce the problem, call it again. Example:
   * {"level": "error"}; {"pattern": "TypeError", "clear": true}.
   *
   * Tool `browser_console_messages` (also `read_console_messages`): only reads; reaches pages on the
   * web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.level Only this level.
   * @param params.pattern Only messages containing this text (or /regex/).
   * @param params.since Only messages after this time (epoch ms). 0 to 4611686018427388000.
   * @param params.clear Forget the messages returned (default false).
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserConsoleMessages(params?: T.BrowserConsoleMessagesParams): Promise<ToolResult<T.BrowserConsoleMessagesResult>>;
  /**
   * List the tab's network requests (method, URL, status, type, timing), optionally with bodies, e.g. to
   * find the API a page calls or a failing request. Capture starts with the first call: call it once,
   * act, call it again. Example: {"urlPattern": "/api/", "includeBodies": true}.
   *
   * Tool `browser_network_requests` (also `read_network_requests`): only reads; reaches pages on the
   * web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.urlPattern Only URLs containing this text (or /regex/).
   * @param params.since Only requests after this time (epoch ms). 0 to 4611686018427388000.
   * @param params.includeBodies Include request and response bodies (default false).
   * @param params.clear Forget the requests returned (default false).
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserNetworkRequests(params?: T.BrowserNetworkRequestsParams): Promise<ToolResult<T.BrowserNetworkRequestsResult>>;
  /**
   * Evaluate a JavaScript expression in the page and return its JSON value (promises are awaited). Use
   * it only when no other tool fits: reading app state, calling a page function. Example: {"expression":
   * "document.querySelectorAll('tr').length"}.
   *
   * Tool `browser_evaluate` (also `javascript_tool`): may change or delete what the user has; reaches
   * pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.expression A JavaScript expression; wrap statements in an IIFE.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserEvaluate(params: T.BrowserEvaluateParams): Promise<ToolResult<T.BrowserEvaluateResult>>;
  /**
   * Show the user your plan for the current task in the TabRelay side panel of their browser, and keep
   * it current: call it when you make the plan and whenever a step starts or finishes. Send the whole
   * plan each time. Example: {"plan": [{"step": "Open the pricing page", "status": "completed"},
   * {"step": "Extract the table", "status": "in_progress"}, {"step": "Summarize", "status":
   * "pending"}]}.
   *
   * Tool `update_plan`.
   *
   * @param params.explanation Optional note on why the plan changed.
   * @param params.browser Id of a connected browser; omit for the most recently used one.
   * @param params.plan The steps, in order, each with its status. At least 1 items. At most 50 items.
   */
  updatePlan(params: T.UpdatePlanParams): Promise<ToolResult<Record<string, unknown>>>;
  /**
   * Tell the user's browser that you start working on a request: the side panel groups the actions that
   * follow under this turn until turn_answer_complete. Takes no arguments.
   *
   * Tool `turn_answer_start`.
   *
   * @param params.browser Id of a connected browser; omit for the most recently used one.
   */
  turnAnswerStart(params?: T.TurnAnswerStartParams): Promise<ToolResult<Record<string, unknown>>>;
  /**
   * Tell the user's browser that you finished the current request; optional 'summary' is shown with the
   * turn in the side panel. Example: {"summary": "Compared the three offers"}.
   *
   * Tool `turn_answer_complete`.
   *
   * @param params.browser Id of a connected browser; omit for the most recently used one.
   * @param params.summary Optional one-line summary shown with the turn.
   */
  turnAnswerComplete(params?: T.TurnAnswerCompleteParams): Promise<ToolResult<Record<string, unknown>>>;
  /**
   * Record what you do in a tab and export it as an animated GIF, to show the user what happened.
   * start_recording takes a first frame; every later action of this session on the tab (click, type,
   * navigate, scroll, computer) adds a frame with the action drawn on it; stop_recording stops adding;
   * export returns the GIF (image content when under 1 MB, else a file and a resource link; download:
   * true always writes the file, named by filename; format "png" gives each frame as a PNG); clear drops
   * the frames. Example: {"action": "start_recording", "tabId": 123}, then {"action": "export", "tabId":
   * 123, "options": {"width": 640}}.
   *
   * Tool `browser_record` (also `gif_creator`).
   *
   * @param params.action What to do.
   * @param params.tabId The recorded tab (a tabId from browser_tab_list or tabs_context). At least 0.
   * @param params.download export: write the GIF to a file even when it is small.
   * @param params.format export: gif (default), or png for each frame as its own PNG image.
   * @param params.filename export: the file's name, e.g. "checkout.gif" (letters, digits, . _ -).
   * @param params.options Export options (all optional).
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserRecord(params: T.BrowserRecordParams): Promise<ToolResult<T.BrowserRecordResult>>;
  /**
   * List the saved shortcuts: named sequences of tool calls the user or an agent saved, with their
   * description, parameters and steps, to run one with browser_shortcut_run. Takes no arguments.
   * Example: {}.
   *
   * Tool `browser_shortcut_list` (also `shortcuts_list`): only reads.
   */
  browserShortcutList(params?: T.BrowserShortcutListParams): Promise<ToolResult<T.BrowserShortcutListResult>>;
  /**
   * Run a saved shortcut (browser_shortcut_list) with arguments for its parameters: its steps run in
   * order as your own tool calls, each step's result is reported, and the run stops at the first step
   * that fails, naming it. tabId, when given, is used by every step that names no tab. Example: {"name":
   * "add_item", "arguments": {"item": "Lemons"}, "tabId": 123}.
   *
   * Tool `browser_shortcut_run` (also `shortcuts_execute`): may change or delete what the user has;
   * reaches pages on the web.
   *
   * @param params.name The shortcut's name.
   * @param params.arguments Values for the shortcut's parameters.
   * @param params.tabId Tab for the steps that name none. At least 0.
   */
  browserShortcutRun(params: T.BrowserShortcutRunParams): Promise<ToolResult<T.BrowserShortcutRunResult>>;
  /**
   * Save a sequence of tool calls as a named shortcut the user and agents can run again with
   * browser_shortcut_run; argument strings may use {{parameter}} placeholders, declared in 'parameters'.
   * Saving under an existing name replaces it. Instead of steps, fromRecording takes the calls this
   * session made on a tab it recorded with browser_record, and fromActivity the calls picked in the side
   * panel's activity log; a parameter's 'value' then becomes {{parameter}} wherever it was typed. Stored
   * as readable JSON in the daemon's config directory (shortcuts/<name>.json). Example: {"name":
   * "add_item", "description": "Add an item to the list", "parameters": {"item": {"description": "What
   * to add"}}, "steps": [{"tool": "browser_type", "args": {"selector": "#item", "text": "{{item}}"}},
   * {"tool": "browser_click", "args": {"selector": "#add"}}]}; {"name": "add_item", "fromRecording":
   * 123, "parameters": {"item": {"description": "What to add", "value": "Oat milk"}}}.
   *
   * Tool `browser_shortcut_save`.
   *
   * @param params.name 1-64 lowercase letters, digits, '_' or '-'.
   * @param params.description What the shortcut does, for the list.
   * @param params.parameters Parameter name → {"description": …, "default": …, "value": … (with
   * fromRecording or fromActivity: the recorded text it replaces)}; one without a default is required.
   * @param params.steps The tool calls, in order. At least 1 items. At most 50 items.
   * @param params.fromRecording A tabId this session recorded (browser_record): its calls become the
   * steps. At least 0.
   * @param params.fromActivity Call ids from the side panel's activity log (each command's 'call'):
   * those calls become the steps. At least 1 items. At most 50 items.
   */
  browserShortcutSave(params: T.BrowserShortcutSaveParams): Promise<ToolResult<T.BrowserShortcutSaveResult>>;
  /**
   * What this connection may do: the tools its API key allows, the sites it is limited to, whether page
   * JavaScript is allowed, the user's site policy (allow and deny lists) and which optional browser
   * permissions (debugger, cookies, downloads, all sites…) the user granted. Give a url to ask whether
   * that page may be used (a URL outside the key's sites is refused with SITE_BLOCKED). Example: {};
   * {"url": "https://example.com/account"}.
   *
   * Tool `browser_permissions_check` (also `permissions_check`): only reads.
   *
   * @param params.url A URL to check, e.g. https://example.com/.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserPermissionsCheck(params?: T.BrowserPermissionsCheckParams): Promise<ToolResult<T.BrowserPermissionsCheckResult>>;
  /**
   * Diagnostics for when calls misbehave: the bridge and extension versions, the connected browsers with
   * their link latency and calls in flight, a timed round trip to the browser now, the last errors your
   * calls got (newest first), and the Java plugins loaded or failed to load. Example: {}; {"browser":
   * "b1"}.
   *
   * Tool `browser_diagnostics` (also `dev_utils`): only reads.
   *
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserDiagnostics(params?: T.BrowserDiagnosticsParams): Promise<ToolResult<T.BrowserDiagnosticsResult>>;
  /**
   * Post on X (Twitter) from the user's logged-in browser: opens the compose page in a new tab of this
   * session, types the text, attaches up to four images from files on this machine, sends the post and
   * returns its URL (postUrl). Example: {"text": "Shipped v2 today", "images": ["/home/me/chart.png"]}.
   *
   * Tool `x_post`: may change or delete what the user has; reaches pages on the web.
   *
   * @param params.text The post's text (at most 280 characters for most accounts).
   * @param params.images Absolute paths of images to attach (optional, at most 4). Default: [].
   * @param params.composeUrl The compose page (change only for a test page). Default:
   * "https://x.com/compose/post".
   */
  xPost(params: T.XPostParams): Promise<ToolResult<T.XPostResult>>;
  /**
   * Write an article in the WeChat Official Accounts editor (mp.weixin.qq.com) of the user's logged-in
   * browser and save it as a draft: title, author, body text, optional cover image from a file on this
   * machine; returns the draft editor's URL (draftUrl). Open the editor's 'new article' page yourself
   * first if its URL changed. Example: {"title": "Weekly notes", "body": "Three things we learned…",
   * "cover": "/home/me/cover.jpg"}.
   *
   * Tool `wechat_post`: may change or delete what the user has; reaches pages on the web.
   *
   * @param params.title The article's title (at most 64 characters).
   * @param params.body The article's body, as plain text.
   * @param params.author Author name shown under the title (optional). Default: "".
   * @param params.cover Absolute path of the cover image (optional). Default: "".
   * @param params.editorUrl The editor's new-article page (change only for a test page). Default:
   * "https://mp.weixin.qq.com/cgi-bin/appmsg?t=media/appmsg_edit_v2&action=edit&isNew=1&type=77".
   */
  wechatPost(params: T.WechatPostParams): Promise<ToolResult<T.WechatPostResult>>;
  /** Calls a tool by its canonical name with typed parameters and result. */
  call<N extends keyof T.ToolMap>(name: N, params: T.ToolMap[N]['params']): Promise<ToolResult<T.ToolMap[N]['result']>>;
  /** Calls any other tool by name or alias: the escape hatch for aliases and tools newer than this client. */
  call<N extends string>(name: N extends keyof T.ToolMap ? never : N, params?: object): Promise<ToolResult>;
}
