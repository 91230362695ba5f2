// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the tab tools. */
export interface TabMethods {
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
}
