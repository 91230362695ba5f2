#!/usr/bin/env node
// contract/link.json (exported by the bridge) → extension/src/shared/contract/: the protocol
// version, close codes, error codes, the welcome and settings messages and, per action, typed
// params and results. The extension
// imports these instead of writing any name or field itself. Also docs/automation.md's action table,
// and each error code's why and next step in English (errorWhy_<CODE>, errorNext_<CODE>) in
// extension/_locales/en/messages.json: a person reads them in the activity log, so they are locale
// messages like every other text; the French ones are written by hand in _locales/fr.
//   node scripts/generate-contract.mjs           write the file
//   node scripts/generate-contract.mjs --check   exit 1 when the file differs from what it would write
// ./scripts/generate runs the bridge's export first, then this.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// json-schema-to-typescript is the extension's dev dependency (installed by `npm ci` in extension/).
const { compile } = createRequire(join(root, 'extension', 'package.json'))('json-schema-to-typescript');

export const CONTRACT = join(root, 'contract', 'link.json');
/** One file per action family (their Params/Result types) and index.ts with the rest. */
export const OUTPUT = join(root, 'extension', 'src', 'shared', 'contract');
export const DOCS = join(root, 'docs', 'automation.md');
const DOCS_BEGIN = '<!-- action-table:begin (generated from contract/link.json by scripts/generate-contract.mjs) -->';
const DOCS_END = '<!-- action-table:end -->';
export const EN_MESSAGES = join(root, 'extension', '_locales', 'en', 'messages.json');
/** The locale keys of an error code's explanation. */
export const errorKeys = (code) => [`errorWhy_${code}`, `errorNext_${code}`];

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

const HEADER = [
  '// generated from contract/link.json by scripts/generate-contract.mjs — do not edit; regenerate with ./scripts/generate',
  '// (the bridge declares every action, error and close code once; docs/adding-a-tool.md).',
  '/* eslint-disable */',
  '',
].join('\n');

/** contract/link.json → the files of extension/src/shared/contract/, by name. */
export async function render(contract) {
  const errors = Object.entries(contract.errors);
  const actions = Object.entries(contract.actions);
  const out = [
    HEADER,
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
  const families = [...new Set(actions.map(([, a]) => a.family))].sort();
  const files = new Map();
  for (const family of families) {
    const own = actions.filter(([, a]) => a.family === family);
    const text = [HEADER, `// The params and results of the ${family} family's actions.`, ''];
    for (const [name, a] of own) {
      for (const [part, schema] of [['Params', a.params], ['Result', resultForTs(a.result)]]) {
        const ts = await compile(structuredClone(schema), `${typeName(name)}${part}`, {
          bannerComment: '', strictIndexSignatures: false, format: true, unknownAny: true,
          style: { singleQuote: true },
        });
        text.push(`/** ${part === 'Params' ? 'Params of' : 'Result of'} \`${name}\`. */`, ts.trim(), '');
      }
    }
    files.set(`${family}.ts`, text.join('\n'));
    out.push(`import type { ${own.map(([n]) => `${typeName(n)}Params, ${typeName(n)}Result`).join(', ')} } from './${family}';`);
    out.push(`export type * from './${family}';`);
  }
  // The session messages (welcome, settings): shared/protocol.ts uses these types, so a field the
  // bridge renames or drops fails the extension's type check where it is read or sent.
  const messages = [HEADER, '// The link\'s session messages (docs/protocol.md), as the bridge declares them.', ''];
  for (const [name, m] of Object.entries(contract.messages ?? {})) {
    const ts = await compile(structuredClone(m.schema), `${typeName(name)}Message`, {
      bannerComment: '', strictIndexSignatures: false, format: true, unknownAny: true, style: { singleQuote: true },
    });
    messages.push(`/** ${m.direction}: ${m.description} */`, ts.trim(), '');
  }
  files.set('messages.ts', messages.join('\n'));
  out.push(`export type * from './messages';`);
  out.push('');
  out.push('export interface ActionParams {', ...actions.map(([name]) => `  ${JSON.stringify(name)}: ${typeName(name)}Params;`), '}', '');
  out.push('export interface ActionResult {', ...actions.map(([name]) => `  ${JSON.stringify(name)}: ${typeName(name)}Result;`), '}', '');
  files.set('index.ts', out.join('\n'));
  return files;
}

/** One schema type in a table cell: `string`, `left \| right`, `object[]`. */
function typeOf(schema) {
  if (schema.enum) return schema.enum.join(' \\| ');
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  const t = Array.isArray(schema.type) ? schema.type.join(' \\| ') : schema.type;
  return t ?? (schema.tsType ? 'object' : 'any');
}

/** docs/automation.md's table of every action's params and result fields. */
export function renderDocsTable(contract) {
  const rows = Object.entries(contract.actions).map(([name, a]) => {
    const required = new Set(a.params.required ?? []);
    const params = Object.entries(a.params.properties ?? {}).filter(([p]) => p !== 'isolation')
      .map(([p, s]) => `\`${p}${required.has(p) ? '' : '?'}\`: ${typeOf(s)}`).join(', ') || '—';
    const result = Object.keys(a.result.properties ?? {}).map((f) => `\`${f}\``).join(', ') || '—';
    return `| \`${name}\` | ${a.family} | ${params} | ${result} |`;
  });
  return ['| action | family | params (`?`: optional) | result fields |', '|---|---|---|---|', ...rows].join('\n') + '\n';
}

/**
 * The English catalog with each error code's why and next step (Markdown's backticks and ** are
 * noise in a plain line; `$` is escaped as chrome.i18n wants); other messages as they are.
 */
export function withErrorMessages(catalog, contract) {
  const plain = (text) => text.replace(/`|\*\*/g, '').replaceAll('$', '$$$$');
  const own = Object.fromEntries(Object.entries(catalog).filter(([key]) => !/^error(Why|Next)_/.test(key)));
  for (const [code, e] of Object.entries(contract.errors)) {
    const [why, next] = errorKeys(code);
    own[why] = { message: plain(e.why) };
    own[next] = { message: plain(e.next) };
  }
  return `${JSON.stringify(own, null, 2)}\n`;
}

function withDocsTable(doc, table) {
  const begin = doc.indexOf(DOCS_BEGIN);
  const end = doc.indexOf(DOCS_END);
  if (begin < 0 || end < begin) throw new Error('docs/automation.md needs the action-table markers');
  return `${doc.slice(0, begin + DOCS_BEGIN.length)}\n${table}${doc.slice(end)}`;
}

async function main() {
  const check = process.argv.includes('--check');
  const contract = JSON.parse(readFileSync(CONTRACT, 'utf8'));
  const generated = await render(contract);
  const outputs = [
    ...[...generated].map(([name, text]) => [join(OUTPUT, name), text]),
    [DOCS, withDocsTable(readFileSync(DOCS, 'utf8'), renderDocsTable(contract))],
    [EN_MESSAGES, withErrorMessages(JSON.parse(readFileSync(EN_MESSAGES, 'utf8')), contract)],
  ];
  // A family that is gone leaves a file nobody writes: stale too.
  const leftover = existsSync(OUTPUT) ? readdirSync(OUTPUT).filter((f) => !generated.has(f)).map((f) => join(OUTPUT, f)) : [];
  const stale = outputs.filter(([file, text]) => (existsSync(file) ? readFileSync(file, 'utf8') : '') !== text);
  if (check) {
    if (stale.length || leftover.length) {
      console.error(`${[...stale.map(([f]) => f), ...leftover].join(', ')}: stale; run ./scripts/generate (generated from contract/link.json).`);
      process.exit(1);
    }
    console.log('shared/contract/, the docs table and the English error messages match contract/link.json.');
    return;
  }
  mkdirSync(OUTPUT, { recursive: true });
  for (const file of leftover) rmSync(file);
  for (const [file, text] of stale) writeFileSync(file, text);
  console.log(`wrote ${stale.length ? stale.map(([f]) => f).join(', ') : 'nothing (up to date)'}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
