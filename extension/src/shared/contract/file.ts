// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the file family's actions.

/** Params of `download`. */
export interface DownloadParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Longest wait for the download (default 30000).
   */
  timeoutMs?: number;
  /**
   * An http(s) URL to download.
   */
  url?: string;
}

/** Result of `download`. */
export interface DownloadResult {
  downloadId?: number;
  mimeType?: string;
  path?: string;
  size?: number;
  state?: string;
  url?: string;
}

/** Params of `file.set`. */
export interface FileSetParams {
  /**
   * Name for the imageId's file (default screenshot.png or .jpg).
   */
  filename?: string;
  /**
   * Files given inline: {name, mimeType, base64}.
   */
  files?: {
    /**
     * The file's content, base64-encoded.
     */
    base64: string;
    mimeType?: string;
    name: string;
  }[];
  /**
   * The imageId of an earlier screenshot of this session's key, to upload.
   */
  imageId?: string;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
}

/** Result of `file.set`. */
export interface FileSetResult {
  dialog?: object;
  elementGone?: boolean;
  files?: string[];
  navigated?: boolean;
  tabId?: number;
  url?: string;
}
