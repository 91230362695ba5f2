// contract/tools.json → clients/typescript/src/generated/: the ChromeBridge class (JavaScript,
// one line per tool) and its declarations, where the types and the documentation live, so the
// package needs no build step. The declarations are split by the tools' link-action family (the
// extension's contract files use the same names; tools the bridge answers itself are "bridge"):
// types-<family>.d.ts and bridge-<family>.d.ts, gathered by types.d.ts and bridge.d.ts.
import { HEADER, byFamily, camel, constraints, hints, kind, pascal, wrap } from './text.mjs';

const DIR = 'clients/typescript/src/generated';
const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSDoc block of `lines` (already wrapped) at `indent`. */
function jsdoc(lines, indent) {
  const safe = lines.map((l) => l.replaceAll('*/', '*\\/'));
  if (safe.length === 1) return [`${indent}/** ${safe[0]} */`];
  return [`${indent}/**`, ...safe.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)), `${indent} */`];
}

/** The TypeScript type of a JSON schema, nested objects written inline with their docs. */
export function tsType(s, indent = '') {
  if (!s || typeof s !== 'object') return 'unknown';
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(s.type)) return s.type.map((type) => tsType({ ...s, type }, indent)).join(' | ');
  switch (s.type) {
    case 'string': return 'string';
    case 'integer':
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    case 'null': return 'null';
    case 'array': {
      const item = tsType(s.items, indent);
      return /^[\w.]+$|^\{/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object': return s.properties ? `{\n${members(s, `${indent}  `).join('\n')}\n${indent}}` : 'Record<string, unknown>';
    default: return 'unknown';
  }
}

/** The members of an object schema: each property with its description; open objects say so. */
function members(s, indent) {
  const required = new Set(s.required ?? []);
  const out = [];
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const doc = constraints(prop);
    if (doc) out.push(...jsdoc(wrap(doc, 100), indent));
    const key = IDENT.test(name) ? name : JSON.stringify(name);
    out.push(`${indent}${key}${required.has(name) ? '' : '?'}: ${tsType(prop, indent)};`);
  }
  if (s.additionalProperties !== false) out.push(`${indent}[key: string]: unknown;`);
  return out;
}

const paramsName = (tool) => `${pascal(tool.name)}Params`;
/** A result type as bridge.d.ts names it: generated ones through the T namespace. */
const typed = (name) => (name.endsWith('Result') ? `T.${name}` : name);
const resultName = (tool) => (tool.outputSchema ? `${pascal(tool.name)}Result` : 'Record<string, unknown>');

function familyTypes(family, tools) {
  const out = [`// ${HEADER}`, ''];
  for (const tool of tools) {
    out.push(...jsdoc([`Parameters of \`${tool.name}\` (ChromeBridge.${camel(tool.name)}).`], ''));
    out.push(`export interface ${paramsName(tool)} {`, ...members(tool.inputSchema, '  '), '}', '');
    if (tool.outputSchema) {
      out.push(...jsdoc([`Structured content of the result of \`${tool.name}\`.`], ''));
      out.push(`export interface ${resultName(tool)} {`, ...members(tool.outputSchema, '  '), '}', '');
    }
  }
  out.push(...jsdoc([`The ${family} tools by canonical name: the parameters each takes, the structured content it returns.`], ''));
  out.push(`export interface ${kind(family)}ToolMap {`);
  for (const tool of tools) out.push(`  ${tool.name}: { params: ${paramsName(tool)}; result: ${resultName(tool)} };`);
  out.push('}', '');
  return out.join('\n');
}

function typesFile(contract, families) {
  const out = [`// ${HEADER}`, ''];
  for (const [family] of families) out.push(`import type { ${kind(family)}ToolMap } from './types-${family}.js';`);
  for (const [family] of families) out.push(`export type * from './types-${family}.js';`);
  out.push('');
  out.push(...jsdoc(['The stable error codes of the bridge and the extension: ERROR_CODES says why each happens and what to do.'], ''));
  out.push(`export type ErrorCode =\n${Object.keys(contract.errors).map((c) => `  | ${JSON.stringify(c)}`).join('\n')};`, '');
  out.push(...jsdoc(['Each tool by its canonical name: the parameters it takes, the structured content it returns.'], ''));
  out.push(`export interface ToolMap extends ${families.map(([f]) => `${kind(f)}ToolMap`).join(', ')} {}`, '');
  return out.join('\n');
}

/** The method's documentation: the tool's description, then one @param line per argument. */
function methodDoc(tool) {
  const lines = [...wrap(tool.description, 100), '', ...wrap(hints(tool), 100)];
  const props = Object.entries(tool.inputSchema.properties ?? {});
  if (props.length) lines.push('');
  for (const [name, prop] of props) lines.push(...wrap(`@param params.${name} ${constraints(prop)}`, 100));
  return lines;
}

function familyMethods(family, tools) {
  const out = [`// ${HEADER}`, "import type { ToolResult } from '../result.js';", "import type * as T from './types.js';", ''];
  out.push(...jsdoc([`ChromeBridge's methods for the ${family} tools.`], ''));
  out.push(`export interface ${kind(family)}Methods {`);
  tools.forEach((tool, i) => {
    const optional = !(tool.inputSchema.required ?? []).length;
    if (i) out.push('');
    out.push(...jsdoc(methodDoc(tool), '  '));
    out.push(`  ${camel(tool.name)}(params${optional ? '?' : ''}: T.${paramsName(tool)}): Promise<ToolResult<${typed(resultName(tool))}>>;`);
  });
  out.push('}', '');
  return out.join('\n');
}

function bridgeDeclarations(contract, families) {
  const out = [`// ${HEADER}`, "import type { BridgeCore } from '../bridge-core.js';", "import type { ToolResult } from '../result.js';"];
  out.push("import type * as T from './types.js';");
  for (const [family] of families) out.push(`import type { ${kind(family)}Methods } from './bridge-${family}.js';`);
  out.push('');
  out.push(...jsdoc(['Every stable error code: why a caller sees it and what to do next (Markdown).'], ''));
  out.push('export declare const ERROR_CODES: {');
  for (const [code, { why, next }] of Object.entries(contract.errors)) {
    out.push(...jsdoc(wrap(`${why}. Next: ${next}.`, 100), '  '), `  readonly ${code}: { readonly why: string; readonly next: string };`);
  }
  out.push('};', '');
  out.push(...jsdoc(['The TabRelay bridge, one typed method per tool. Create one with `ChromeBridge.rest()` or',
    '`await ChromeBridge.mcp()`; every method returns the tool\'s result or throws a TabRelayError.'], ''));
  out.push('export declare class ChromeBridge extends BridgeCore {');
  out.push(...jsdoc(['Calls a tool by its canonical name with typed parameters and result.'], '  '));
  out.push("  call<N extends keyof T.ToolMap>(name: N, params: T.ToolMap[N]['params']): Promise<ToolResult<T.ToolMap[N]['result']>>;");
  out.push(...jsdoc(['Calls any other tool by name or alias: the escape hatch for aliases and tools newer than this client.'], '  '));
  // A canonical name never falls through to this untyped overload: its parameters must type-check.
  out.push('  call<N extends string>(name: N extends keyof T.ToolMap ? never : N, params?: object): Promise<ToolResult>;', '}', '');
  out.push(...jsdoc(['The per-tool methods, one interface per family (bridge-<family>.d.ts), merged into the class.'], ''));
  out.push(`export interface ChromeBridge extends ${families.map(([f]) => `${kind(f)}Methods`).join(', ')} {}`, '');
  return out.join('\n');
}

function bridgeScript(contract) {
  const out = [`// ${HEADER}`, '// The types and documentation of these methods are in bridge.d.ts and types.d.ts.',
    "import { BridgeCore } from '../bridge-core.js';", ''];
  const codes = Object.entries(contract.errors).map(([code, { why, next }]) => `  ${code}: Object.freeze({ why: ${JSON.stringify(why)}, next: ${JSON.stringify(next)} }),`);
  out.push(`export const ERROR_CODES = Object.freeze({\n${codes.join('\n')}\n});`, '');
  out.push('export class ChromeBridge extends BridgeCore {');
  for (const tool of contract.tools) out.push(`  ${camel(tool.name)}(params) { return this.call(${JSON.stringify(tool.name)}, params); }`);
  out.push('}', '');
  return out.join('\n');
}

// BridgeCore's own members: a tool named like one would hide it.
const RESERVED = new Set(['call', 'close', 'transport', 'constructor', 'rest', 'mcp']);

/** Path → content of every file this emitter owns (its folder holds nothing else). */
export function typescriptFiles(contract) {
  const clash = contract.tools.map((t) => camel(t.name)).find((m) => RESERVED.has(m));
  if (clash) throw new Error(`a tool's method would be named '${clash}', which ChromeBridge already has`);
  const families = byFamily(contract);
  return {
    dir: DIR,
    files: new Map([
      [`${DIR}/types.d.ts`, typesFile(contract, families)],
      ...families.map(([family, tools]) => [`${DIR}/types-${family}.d.ts`, familyTypes(family, tools)]),
      [`${DIR}/bridge.d.ts`, bridgeDeclarations(contract, families)],
      ...families.map(([family, tools]) => [`${DIR}/bridge-${family}.d.ts`, familyMethods(family, tools)]),
      [`${DIR}/bridge.js`, bridgeScript(contract)],
    ]),
  };
}
