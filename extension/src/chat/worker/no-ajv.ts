// Stands in for ajv and ajv-formats in the extension's bundles (scripts/bundles.mjs aliases them
// here). The MCP SDK imports Ajv for its default output-schema validator, which compiles with
// `new Function` and cannot run under MV3's CSP; the chat client passes its own validator
// (worker/connection.ts), so Ajv is dead code: 250 KB of the worker's bundle, measured.
export default class NoAjv {
  constructor() {
    throw new Error('Ajv is not bundled in the extension: pass a jsonSchemaValidator to the MCP client');
  }
}
