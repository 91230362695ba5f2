// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_extract` (ChromeBridge.browserExtract). */
export interface BrowserExtractParams {
  /**
   * false (default): article mode, the main text without menus, ads and footers. true: the whole visible
   * page, for pages that are not articles (dashboards, search results, lists).
   */
  fullPage?: boolean;
  /**
   * Read the page once this is on it: a CSS selector (e.g. "#results li") or a text (e.g. "Order
   * confirmed"), for pages no heuristic can judge. Default: read when the content looks ready (parsed,
   * no loading indicator, quiet for a moment; the load event is not needed).
   */
  waitFor?: string;
  /**
   * Longest wait in ms for the page to be ready (default 20000). A page still loading then is returned
   * as it is, with a note saying so; a page with no text at all answers TIMEOUT. 100 to 300000.
   */
  timeoutMs?: number;
  /**
   * 'markdown' (default): clean Markdown text. 'json': title, url, markdown and metadata (byline,
   * siteName, lang, publishedTime, excerpt, wordCount, links, images, pageType: article, product, forum,
   * listing, collection, documentation, service or other, and facts the page declares, e.g. a product's
   * price, currency and availability). 'mcp': an MCP embedded resource (uri = page URL, mimeType
   * text/markdown). 'text': plain text without markup.
   */
  format?: "markdown" | "json" | "mcp" | "text";
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
  /**
   * An open tab to read (from browser_tab_list); omit with url also omitted for the active tab. At least
   * 0.
   */
  tabId?: number;
  /** Absolute http:// or https:// URL to open in a background tab, read and close. */
  url?: string;
  /** With url: leave the tab open after extracting (default false: it is closed). */
  keepTab?: boolean;
  /**
   * Longest text to return (default 20000); longer output is cut and a cursor returned for the rest. 1
   * to 200000.
   */
  maxChars?: number;
  /**
   * From a previous truncated answer: returns the next part (other arguments are ignored). At most 64
   * characters.
   */
  cursor?: string;
}

/** The extract tools by canonical name: the parameters each takes, the structured content it returns. */
export interface ExtractToolMap {
  browser_extract: { params: BrowserExtractParams; result: Record<string, unknown> };
}
