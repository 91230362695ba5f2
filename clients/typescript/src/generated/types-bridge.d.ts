// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_list` (ChromeBridge.browserList). */
export interface BrowserListParams {
}

/** Structured content of the result of `browser_list`. */
export interface BrowserListResult {
  browsers?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_record` (ChromeBridge.browserRecord). */
export interface BrowserRecordParams {
  /** What to do. */
  action: "start_recording" | "stop_recording" | "export" | "clear";
  /** The recorded tab (a tabId from browser_tab_list or tabs_context). At least 0. */
  tabId: number;
  /** export: write the GIF to a file even when it is small. */
  download?: boolean;
  /** export: gif (default), or png for each frame as its own PNG image. */
  format?: "gif" | "png";
  /** export: the file's name, e.g. "checkout.gif" (letters, digits, . _ -). */
  filename?: string;
  /** Export options (all optional). */
  options?: {
    /** How long each frame shows (default 1000). 20 to 10000. */
    frameDelayMs?: number;
    /**
     * 1-30 as in gif_creator: 1-10 adaptive colours per frame (default 10), 11-30 a fixed palette, faster.
     * 1 to 30.
     */
    quality?: number;
    /** The action and typed text on each frame (default true). */
    showActionLabels?: boolean;
    /** Ring where a click landed (default true). */
    showClickIndicators?: boolean;
    /** A progress bar along the bottom (default true). */
    showProgressBar?: boolean;
    /** Frame width in px (default 800). 160 to 1920. */
    width?: number;
    [key: string]: unknown;
  };
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_record`. */
export interface BrowserRecordResult {
  tabId?: number;
  action?: string;
  frames?: number;
  width?: number;
  height?: number;
  bytes?: number;
  encodeMs?: number;
  path?: string;
  [key: string]: unknown;
}

/** Parameters of `browser_shortcut_list` (ChromeBridge.browserShortcutList). */
export interface BrowserShortcutListParams {
}

/** Structured content of the result of `browser_shortcut_list`. */
export interface BrowserShortcutListResult {
  shortcuts?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_shortcut_run` (ChromeBridge.browserShortcutRun). */
export interface BrowserShortcutRunParams {
  /** The shortcut's name. */
  name: string;
  /** Values for the shortcut's parameters. */
  arguments?: Record<string, unknown>;
  /** Tab for the steps that name none. At least 0. */
  tabId?: number;
}

/** Structured content of the result of `browser_shortcut_run`. */
export interface BrowserShortcutRunResult {
  name?: string;
  steps?: Array<Record<string, unknown>>;
  [key: string]: unknown;
}

/** Parameters of `browser_shortcut_save` (ChromeBridge.browserShortcutSave). */
export interface BrowserShortcutSaveParams {
  /** 1-64 lowercase letters, digits, '_' or '-'. */
  name: string;
  /** What the shortcut does, for the list. */
  description?: string;
  /**
   * Parameter name → {"description": …, "default": …, "value": … (with fromRecording or fromActivity:
   * the recorded text it replaces)}; one without a default is required.
   */
  parameters?: Record<string, unknown>;
  /** The tool calls, in order. At least 1 items. At most 50 items. */
  steps?: {
    /** Its arguments; strings may use {{parameter}}. */
    args?: Record<string, unknown>;
    /** A tool name or alias, e.g. browser_click. */
    tool: string;
    [key: string]: unknown;
  }[];
  /** A tabId this session recorded (browser_record): its calls become the steps. At least 0. */
  fromRecording?: number;
  /**
   * Call ids from the side panel's activity log (each command's 'call'): those calls become the steps.
   * At least 1 items. At most 50 items.
   */
  fromActivity?: string[];
}

/** Structured content of the result of `browser_shortcut_save`. */
export interface BrowserShortcutSaveResult {
  name?: string;
  replaced?: boolean;
  steps?: number;
  [key: string]: unknown;
}

/** Parameters of `browser_diagnostics` (ChromeBridge.browserDiagnostics). */
export interface BrowserDiagnosticsParams {
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_diagnostics`. */
export interface BrowserDiagnosticsResult {
  bridgeVersion?: string;
  protocolVersion?: number;
  browsers?: Array<Record<string, unknown>>;
  lastErrors?: Array<Record<string, unknown>>;
  plugins?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Parameters of `x_post` (ChromeBridge.xPost). */
export interface XPostParams {
  /** The post's text (at most 280 characters for most accounts). */
  text: string;
  /** Absolute paths of images to attach (optional, at most 4). Default: []. */
  images?: string[];
  /** The compose page (change only for a test page). Default: "https://x.com/compose/post". */
  composeUrl?: string;
}

/** Structured content of the result of `x_post`. */
export interface XPostResult {
  steps?: number;
  postUrl?: string | null;
  [key: string]: unknown;
}

/** Parameters of `wechat_post` (ChromeBridge.wechatPost). */
export interface WechatPostParams {
  /** The article's title (at most 64 characters). */
  title: string;
  /** The article's body, as plain text. */
  body: string;
  /** Author name shown under the title (optional). Default: "". */
  author?: string;
  /** Absolute path of the cover image (optional). Default: "". */
  cover?: string;
  /**
   * The editor's new-article page (change only for a test page). Default:
   * "https://mp.weixin.qq.com/cgi-bin/appmsg?t=media/appmsg_edit_v2&action=edit&isNew=1&type=77".
   */
  editorUrl?: string;
}

/** Structured content of the result of `wechat_post`. */
export interface WechatPostResult {
  steps?: number;
  draftUrl?: string | null;
  [key: string]: unknown;
}

/** The bridge tools by canonical name: the parameters each takes, the structured content it returns. */
export interface BridgeToolMap {
  browser_list: { params: BrowserListParams; result: BrowserListResult };
  browser_record: { params: BrowserRecordParams; result: BrowserRecordResult };
  browser_shortcut_list: { params: BrowserShortcutListParams; result: BrowserShortcutListResult };
  browser_shortcut_run: { params: BrowserShortcutRunParams; result: BrowserShortcutRunResult };
  browser_shortcut_save: { params: BrowserShortcutSaveParams; result: BrowserShortcutSaveResult };
  browser_diagnostics: { params: BrowserDiagnosticsParams; result: BrowserDiagnosticsResult };
  x_post: { params: XPostParams; result: XPostResult };
  wechat_post: { params: WechatPostParams; result: WechatPostResult };
}
