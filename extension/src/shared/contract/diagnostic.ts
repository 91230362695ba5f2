// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate
// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).
/* eslint-disable */

// The params and results of the diagnostic family's actions.

/** Params of `diagnostic.permissions`. */
export interface DiagnosticPermissionsParams {
  /**
   * Set by the bridge under --session-tabs group isolation: the session may only touch the tabs of its own group.
   */
  isolation?: 'group';
  /**
   * A URL to check against the user's site policy and the key's sites.
   */
  url?: string;
}

/** Result of `diagnostic.permissions`. */
export interface DiagnosticPermissionsResult {
  optionalOrigins?: string[];
  optionalPermissions?: string[];
  origins?: string[];
  permissions?: string[];
  policy?: object;
  url?: object;
}
