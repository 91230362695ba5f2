// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
import type { ToolResult } from '../result.js';
import type * as T from './types.js';

/** ChromeBridge's methods for the diagnostic tools. */
export interface DiagnosticMethods {
  /**
   * What this connection may do: the tools its API key allows, the sites it is limited to, whether page
   * JavaScript is allowed, the user's site policy (allow and deny lists) and which optional browser
   * permissions (debugger, cookies, downloads, all sites…) the user granted. Give a url to ask whether
   * that page may be used (a URL outside the key's sites is refused with SITE_BLOCKED). Example: {};
   * {"url": "https://example.com/account"}.
   *
   * Tool `browser_permissions_check` (also `permissions_check`): only reads.
   *
   * @param params.url A URL to check, e.g. https://example.com/.
   * @param params.browser Id of a connected browser (browser_list); omit for the most recently used one.
   */
  browserPermissionsCheck(params?: T.BrowserPermissionsCheckParams): Promise<ToolResult<T.BrowserPermissionsCheckResult>>;
}
