// generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit

/** Parameters of `browser_permissions_check` (ChromeBridge.browserPermissionsCheck). */
export interface BrowserPermissionsCheckParams {
  /** A URL to check, e.g. https://example.com/. */
  url?: string;
  /** Id of a connected browser (browser_list); omit for the most recently used one. */
  browser?: string;
}

/** Structured content of the result of `browser_permissions_check`. */
export interface BrowserPermissionsCheckResult {
  caller?: string;
  tools?: string[];
  sites?: string[];
  evaluate?: boolean;
  browser?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The diagnostic tools by canonical name: the parameters each takes, the structured content it returns. */
export interface DiagnosticToolMap {
  browser_permissions_check: { params: BrowserPermissionsCheckParams; result: BrowserPermissionsCheckResult };
}
