// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_computer` (ChromeBridge.browserComputer). */
export interface BrowserComputerParams {
  /**
   * The tab (a tabId from browser_tab_list); omit for this session's current tab (the last it created or
   * selected), else the user's active tab. At least 0.
   */
  tabId?: number;
  /** What to do. */
  action: "left_click" | "right_click" | "double_click" | "mouse_move" | "left_click_drag" | "type" | "key" | "scroll" | "wait" | "screenshot";
  /** [x, y] in CSS pixels of the viewport. Exactly 2 items. */
  coordinate?: number[];
  /** [x, y] in CSS pixels of the viewport. Exactly 2 items. */
  startCoordinate?: number[];
  /** Text for type. */
  text?: string;
  /** Key for key, e.g. Enter or Control+a. */
  key?: string;
  /** Pixels for scroll: {dx, dy}. */
  scroll?: {
    dx?: number;
    dy?: number;
  };
  /** Seconds for wait (default 1). 0 to 30. */
  duration?: number;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_computer`. */
export interface BrowserComputerResult {
  tabId?: number;
  url?: string;
  navigated?: boolean;
  dialog?: Record<string, unknown>;
  elementGone?: boolean;
  mimeType?: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

/** The computer tools by canonical name: the parameters each takes, the structured content it returns. */
export interface ComputerToolMap {
  browser_computer: { params: BrowserComputerParams; result: BrowserComputerResult };
}
