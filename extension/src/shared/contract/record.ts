// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the record family's actions.

/** Params of `record.frame`. */
export interface RecordFrameParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * JPEG quality 1-100 (default 80).
   */
  quality?: number;
  /**
   * Element ref from the latest browser_snapshot or browser_find of the tab, e.g. "e12" or "f3e7" (an element in a frame). Preferred over 'selector'.
   */
  ref?: string;
  /**
   * CSS selector matched in the top frame, e.g. "form#login button[type=submit]"; use when you have no ref.
   */
  selector?: string;
  /**
   * The recorded tab.
   */
  tabId: number;
}

/** Result of `record.frame`. */
export interface RecordFrameResult {
  box?: object;
  data?: string;
  height?: number;
  mimeType?: string;
  tabId?: number;
  url?: string;
  viewportWidth?: number;
  width?: number;
}
