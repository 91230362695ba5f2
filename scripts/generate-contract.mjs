#!/usr/bin/env node
// contract/link.json (exported by the bridge) → extension/src/shared/contract.ts: the protocol
// version, close codes, error codes and, per action, typed params and results. The extension
// imports these instead of writing any name or field itself.
//   node scripts/generate-contract.mjs           write the file
//   node scripts/generate-contract.mjs --check   exit 1 when the file differs from what it would write
// ./scripts/generate runs the bridge's export first, then this.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// json-schema-to-typescript is the extension's dev dependency (installed by `npm ci` in extension/).
const { compile } = createRequire(join(root, 'extension', 'package.json'))('json-schema-to-typescript');

export const CONTRACT = join(root, 'contract', 'link.json');
export const OUTPUT = join(root, 'extension', 'src', 'shared', 'contract.ts');

/** input.click → InputClick, page.queryText → PageQueryText. */
const typeName = (action) => action.split(/[._-]/).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const list = (values) => values.map((v) => `  ${JSON.stringify(v)},`).join('\n');

/**
 * A result schema for TypeScript: the bridge's result schemas stay open (extra fields allowed,
 * nested objects undescribed), which as TS index signatures no interface would satisfy. Results
 * are typed by their named fields; undescribed objects are `object`.
 */
function resultForTs(schema) {
  const walk = (s) => {
    if (!s || typeof s !== 'object') return s;
    if (s.type === 'object' && !s.properties) return { tsType: 'object' };
    const out = { ...s };
    if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, walk(v)]));
    if (out.items) out.items = walk(out.items);
    if (out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'))) out.additionalProperties = false;
    return out;
  };
  return walk(schema);
}

export async function render(contract) {
  const errors = Object.entries(contract.errors);
  const actions = Object.entries(contract.actions);
  const out = [
    '// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate',
    '// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).',
    '/* eslint-disable */',
    '',
    `export const PROTOCOL_VERSION = ${contract.protocolVersion};`,
    '',
    '/** Close codes the bridge uses to refuse or end a link (close-policy.ts decides what to do on each). */',
    'export const CloseCode = {',
    ...Object.entries(contract.closeCodes).map(([name, c]) => `  /** ${c.meaning} */\n  ${name}: ${c.code},`),
    '} as const;',
    '',
    '/** Every stable error code a tool call can answer with. */',
    'export const ERROR_CODES = [',
    list(errors.map(([code]) => code)),
    '] as const;',
    'export type ErrorCode = (typeof ERROR_CODES)[number];',
    '',
    '/** The codes the extension may send (the others are the bridge\'s own: keys, rate limits, sessions). */',
    'export const EXTENSION_ERROR_CODES = [',
    list(errors.filter(([, e]) => e.sentBy === 'both').map(([code]) => code)),
    '] as const;',
    'export type ExtensionErrorCode = (typeof EXTENSION_ERROR_CODES)[number];',
    '',
    '/** Every action the bridge sends; the handler table is keyed by exactly these. */',
    'export const ACTIONS = [',
    list(actions.map(([name]) => name)),
    '] as const;',
    'export type Action = (typeof ACTIONS)[number];',
    '',
    '/** The family of each action: handlers/<family>.ts here, tools/<Family>Tool(s).java on the bridge. */',
    'export const ACTION_FAMILY = {',
    ...actions.map(([name, a]) => `  ${JSON.stringify(name)}: ${JSON.stringify(a.family)},`),
    '} as const satisfies Record<Action, string>;',
    '',
  ];
  for (const [name, a] of actions) {
    for (const [part, schema] of [['Params', a.params], ['Result', resultForTs(a.result)]]) {
      const ts = await compile(structuredClone(schema), `${typeName(name)}${part}`, {
        bannerComment: '', strictIndexSignatures: false, format: true, unknownAny: true,
        style: { singleQuote: true },
      });
      out.push(`/** ${part === 'Params' ? 'Params of' : 'Result of'} \`${name}\`. */`, ts.trim(), '');
    }
  }
  out.push('export interface ActionParams {', ...actions.map(([name]) => `  ${JSON.stringify(name)}: ${typeName(name)}Params;`), '}', '');
  out.push('export interface ActionResult {', ...actions.map(([name]) => `  ${JSON.stringify(name)}: ${typeName(name)}Result;`), '}', '');
  return out.join('\n');
}

async function main() {
  const check = process.argv.includes('--check');
  const expected = await render(JSON.parse(readFileSync(CONTRACT, 'utf8')));
  const actual = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  if (check) {
    if (expected !== actual) {
      console.error('extension/src/shared/contract.ts is stale: run ./scripts/generate (it is generated from contract/link.json).');
      process.exit(1);
    }
    console.log('contract.ts matches contract/link.json.');
    return;
  }
  if (expected !== actual) writeFileSync(OUTPUT, expected);
  console.log(`wrote ${OUTPUT}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
