// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the computer tools. */
export interface ComputerMethods {
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
}
