// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_file_set` (ChromeBridge.browserFileSet). */
export interface BrowserFileSetParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** Absolute paths of files on the machine running TabRelay. */
  paths?: string[];
  /** Files given inline: {name, mimeType, base64}. */
  files?: {
    /** The file's content, base64-encoded. */
    base64: string;
    mimeType?: string;
    name: string;
  }[];
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /** The imageId of an earlier screenshot of this session's key, to upload. */
  imageId?: string;
  /** Name for the imageId's file (default screenshot.png or .jpg). */
  filename?: string;
}

/** Structured content of the result of `browser_file_set`. */
export interface BrowserFileSetResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  files?: string[];
  [key: string]: unknown;
}

/** Parameters of `browser_download` (ChromeBridge.browserDownload). */
export interface BrowserDownloadParams {
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an
   * element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no
   * ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** An http(s) URL to download. */
  url?: string;
  /** Longest wait for the download (default 30000). 0 to 600000. */
  timeoutMs?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_download`. */
export interface BrowserDownloadResult {
  downloadId?: number;
  path?: string;
  size?: number;
  mimeType?: string;
  url?: string;
  state?: string;
  [key: string]: unknown;
}

/** The file tools by canonical name: the parameters each takes, the structured content it returns. */
export interface FileToolMap {
  browser_file_set: { params: BrowserFileSetParams; result: BrowserFileSetResult };
  browser_download: { params: BrowserDownloadParams; result: BrowserDownloadResult };
}
