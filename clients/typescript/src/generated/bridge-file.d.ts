// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the file tools. */
export interface FileMethods {
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
}
