#!/usr/bin/env node
// Writes the typed clients, clients/typescript/src/generated/ and clients/python/tabrelay_client/generated/,
// from what the bridge exports: contract/tools.json (the tools, ContractToolsTest) and the error
// codes of contract/link.json (LinkContractTest). ./scripts/generate runs it after both exports.
//
//   node scripts/generate-clients.mjs          rewrite them
//   node scripts/generate-clients.mjs --check  exit 1 naming every file that differs (e2e/clients.test.mjs)
//
// Each generated folder holds only what this script writes, so a file it no longer writes is stale too.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typescriptFiles } from './clients/typescript.mjs';
import { pythonFiles } from './clients/python.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONTRACTS = 'contract/tools.json and contract/link.json';
const SOURCES = /\.(js|ts|py)$/; // the kinds of file a generated folder holds (not __pycache__ and the like)

/**
 * What the emitters read: the tools, the error codes with why and what next ({CODE: {why, next, sentBy}}),
 * and the link actions' families (the TypeScript client is split by them, as the extension's contract is).
 */
export function load(root = ROOT) {
  const read = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const link = read('contract/link.json');
  const families = Object.fromEntries(Object.entries(link.actions).map(([action, a]) => [action, a.family]));
  return { tools: read('contract/tools.json').tools, errors: link.errors, families };
}

/** Every generated file, path (relative to the repository) → content, grouped by folder. */
export function generate(contract) {
  return [typescriptFiles(contract), pythonFiles(contract)];
}

/** The generated files that differ from what generate() writes: [{file, why}]. */
export function stale(outputs, root = ROOT) {
  const out = [];
  for (const { dir, files } of outputs) {
    for (const [file, content] of files) {
      const full = path.join(root, file);
      if (!existsSync(full)) out.push({ file, why: 'missing' });
      else if (readFileSync(full, 'utf8') !== content) out.push({ file, why: 'differs' });
    }
    const present = existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : [];
    for (const name of present.filter((n) => SOURCES.test(n))) {
      const file = `${dir}/${name}`;
      if (!files.has(file)) out.push({ file, why: 'no longer generated' });
    }
  }
  return out;
}

function main(argv) {
  const contract = load();
  const outputs = generate(contract);
  const differ = stale(outputs);
  if (argv.includes('--check')) {
    if (differ.length) {
      console.error(`generate-clients: ${differ.length} generated file(s) do not match ${CONTRACTS}:`);
      for (const { file, why } of differ) console.error(`  ${file} (${why})`);
      console.error('Run `node scripts/generate-clients.mjs` and commit the result.');
      return 1;
    }
    console.log(`generate-clients: the clients match ${CONTRACTS} (${contract.tools.length} tools, ${Object.keys(contract.errors).length} error codes).`);
    return 0;
  }
  for (const { file, why } of differ) {
    const full = path.join(ROOT, file);
    if (why === 'no longer generated') {
      rmSync(full);
    } else {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, outputs.flatMap((o) => [...o.files]).find(([f]) => f === file)[1]);
    }
    console.log(`generate-clients: ${why === 'no longer generated' ? 'removed' : 'wrote'} ${file}`);
  }
  if (!differ.length) console.log('generate-clients: nothing to do, the clients are up to date.');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
