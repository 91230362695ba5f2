// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the computer family's actions.

/** Params of `computer`. */
export interface ComputerParams {
  /**
   * What to do.
   */
  action:
    | 'left_click'
    | 'right_click'
    | 'double_click'
    | 'mouse_move'
    | 'left_click_drag'
    | 'type'
    | 'key'
    | 'scroll'
    | 'wait'
    | 'screenshot';
  /**
   * [x, y] in CSS pixels of the viewport.
   *
   * @minItems 2
   * @maxItems 2
   */
  coordinate?: [number, number];
  /**
   * Seconds for wait (default 1).
   */
  duration?: number;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Key for key, e.g. Enter or Control+a.
   */
  key?: string;
  /**
   * Pixels for scroll: {dx, dy}.
   */
  scroll?: {
    dx?: number;
    dy?: number;
  };
  /**
   * [x, y] in CSS pixels of the viewport.
   *
   * @minItems 2
   * @maxItems 2
   */
  startCoordinate?: [number, number];
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or selected), else the user's active tab.
   */
  tabId?: number;
  /**
   * Text for type.
   */
  text?: string;
}

/** Result of `computer`. */
export interface ComputerResult {
  dialog?: object;
  elementGone?: boolean;
  height?: number;
  mimeType?: string;
  navigated?: boolean;
  tabId?: number;
  url?: string;
  width?: number;
}
