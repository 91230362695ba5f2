// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the page tools. */
export interface PageMethods {
  /**
   * Return the visible text of a page (the body's innerText and that of its frames), without markup. Use
   * it for pages that are not articles when browser_extract drops what you need, or to check what the
   * user sees. Example: {"tabId": 123}.
   *
   * Tool `browser_get_page_text` (also `get_page_text`): only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserGetPageText(params?: T.BrowserGetPageTextParams): Promise<ToolResult<T.BrowserGetPageTextResult>>;

  /**
   * Take an accessibility-style outline of the page with a ref for each element (e12, or f3e7 inside a
   * frame). Call it before browser_click, browser_type, browser_fill_form and the other input tools, and
   * again after the page changes: refs of a page that went away no longer work. interactive: true keeps
   * only what can be clicked or typed into. Example: {"interactive": true}; {"root": "e40"} for one
   * part.
   *
   * Tool `browser_snapshot` (also `read_page`): only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.interactive Only interactive elements (links, buttons, fields); default false.
   * @param params.root A ref or CSS selector: snapshot only that element's subtree.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserSnapshot(params?: T.BrowserSnapshotParams): Promise<ToolResult<T.BrowserSnapshotResult>>;

  /**
   * List the elements matching a CSS selector with a ref, tag, text, attributes and visibility, so you
   * can act on them by ref. Use it when you know the page's markup; browser_find searches by visible
   * text or role instead. Example: {"selector": "table.results tr a", "limit": 10}.
   *
   * Tool `browser_query`: only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.selector CSS selector, matched in the top frame.
   * @param params.limit Most matches to return (default 20). 1 to 500.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserQuery(params: T.BrowserQueryParams): Promise<ToolResult<T.BrowserQueryResult>>;

  /**
   * Return the text of every element matching a CSS selector, one per line: quick scraping of lists,
   * table cells or prices without a full extraction. Example: {"selector": ".price", "limit": 50}.
   *
   * Tool `browser_query_text`: only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.selector CSS selector, matched in the top frame.
   * @param params.limit Most texts to return (default 50). 1 to 1000.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   * @param params.maxChars Longest text to return (default 20000); longer output is cut and a cursor
   * returned for the rest. 1 to 200000.
   * @param params.cursor From a previous truncated answer: returns the next part (other arguments are
   * ignored). At most 64 characters.
   */
  browserQueryText(params: T.BrowserQueryTextParams): Promise<ToolResult<T.BrowserQueryTextResult>>;

  /**
   * Find elements by what a person sees: their text, their label, their ARIA role, or a placeholder;
   * returns refs to use with browser_click, browser_type and the other input tools. Give at least one
   * criterion. Example: {"text": "Sign in", "role": "button"}; {"label": "Email"}.
   *
   * Tool `browser_find` (also `find`): only reads; reaches pages on the web.
   *
   * @param params.tabId The tab (a tabId from browser_tab_list); omit for this session's current tab
   * (the last it created or selected), else the user's active tab. At least 0.
   * @param params.text Visible text the element contains.
   * @param params.label Its label (aria-label, <label>).
   * @param params.role ARIA role, e.g. button, link, textbox, checkbox.
   * @param params.placeholder Placeholder text of a field.
   * @param params.limit Most matches to return (default 20). 1 to 200.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserFind(params?: T.BrowserFindParams): Promise<ToolResult<T.BrowserFindResult>>;
}
