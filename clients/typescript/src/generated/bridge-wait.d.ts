// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the wait tools. */
export interface WaitMethods {
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
}
