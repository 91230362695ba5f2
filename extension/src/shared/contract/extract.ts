// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the extract family's actions.

/** Params of `extract.part`. */
export interface ExtractPartParams {
  /**
   * Which text: markdown or text.
   */
  field: 'markdown' | 'text';
  /**
   * Character offset to read from.
   */
  from: number;
  /**
   * The parts.id of the extraction.
   */
  id: string;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * At most this many characters.
   */
  maxChars: number;
}

/** Result of `extract.part`. */
export interface ExtractPartResult {
  text?: string;
}

/** Params of `extract.tab`. */
export interface ExtractTabParams {
  /**
   * false (default): article mode, the main text without menus, ads and footers. true: the whole visible page, for pages that are not articles (dashboards, search results, lists).
   */
  fullPage?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * Send at most this many characters of the page and keep the rest for extract.part (docs/protocol.md).
   */
  maxChars?: number;
  /**
   * The tab to read; omitted: the active tab.
   */
  tabId?: number;
  /**
   * Longest wait in ms for the page to be ready (default 20000). A page still loading then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.
   */
  timeoutMs?: number;
  /**
   * Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g. "Order confirmed"), for pages no heuristic can judge. Default: read when the content looks ready (parsed, no loading indicator, quiet for a moment; the load event is not needed).
   */
  waitFor?: string;
}

/** Result of `extract.tab`. */
export interface ExtractTabResult {
  fallback?: boolean;
  kept?: boolean;
  loadingNote?: string;
  markdown?: string;
  metadata?: object;
  mode?: string;
  parts?: object;
  stillLoading?: boolean;
  tabId?: number;
  text?: string;
  title?: string;
  url?: string;
}

/** Params of `extract.url`. */
export interface ExtractUrlParams {
  /**
   * false (default): article mode, the main text without menus, ads and footers. true: the whole visible page, for pages that are not articles (dashboards, search results, lists).
   */
  fullPage?: boolean;
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * With url: leave the tab open after extracting (default false: it is closed).
   */
  keepTab?: boolean;
  /**
   * Send at most this many characters of the page and keep the rest for extract.part (docs/protocol.md).
   */
  maxChars?: number;
  /**
   * Longest wait in ms for the page to be ready (default 20000). A page still loading then is returned as it is, with a note saying so; a page with no text at all answers TIMEOUT.
   */
  timeoutMs?: number;
  /**
   * Absolute http:// or https:// URL to open in a background tab, read and close.
   */
  url: string;
  /**
   * Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g. "Order confirmed"), for pages no heuristic can judge. Default: read when the content looks ready (parsed, no loading indicator, quiet for a moment; the load event is not needed).
   */
  waitFor?: string;
}

/** Result of `extract.url`. */
export interface ExtractUrlResult {
  fallback?: boolean;
  kept?: boolean;
  loadingNote?: string;
  markdown?: string;
  metadata?: object;
  mode?: string;
  parts?: object;
  stillLoading?: boolean;
  tabId?: number;
  text?: string;
  title?: string;
  url?: string;
}
