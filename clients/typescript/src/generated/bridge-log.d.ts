// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the log tools. */
export interface LogMethods {
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
}
