// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the bridge tools. */
export interface BridgeMethods {
  /**
   * List the browsers connected to TabRelay (several profiles or machines may be): id, label, extension
   * version, and which one answers when a call gives no 'browser' (the most recently used). Pass an id
   * as 'browser' to any other tool to use that browser. Takes no arguments.
   *
   * Tool `browser_list`: only reads.
   */
  browserList(params?: T.BrowserListParams): Promise<ToolResult<T.BrowserListResult>>;

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
}
