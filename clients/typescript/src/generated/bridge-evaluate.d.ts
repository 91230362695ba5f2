// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the evaluate tools. */
export interface EvaluateMethods {
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
}
