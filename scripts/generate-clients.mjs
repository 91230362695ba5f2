#!/usr/bin/env node
// Writes the typed clients from contract/tools.json (the tool registry, exported by the bridge's
// ContractToolsTest): clients/typescript/src/generated/ and clients/python/tabrelay_client/generated/.
//
//   node scripts/generate-clients.mjs          rewrite them
//   node scripts/generate-clients.mjs --check  exit 1 naming every file that differs (CI, e2e/clients.test.mjs)
//
// Each generated folder holds only what this script writes, so a file it no longer writes is stale too.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typescriptFiles } from './clients/typescript.mjs';
import { pythonFiles } from './clients/python.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONTRACT = 'contract/tools.json';
const SOURCES = /\.(js|ts|py)$/; // the kinds of file a generated folder holds (not __pycache__ and the like)

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
  const contract = JSON.parse(readFileSync(path.join(ROOT, CONTRACT), 'utf8'));
  const outputs = generate(contract);
  const differ = stale(outputs);
  if (argv.includes('--check')) {
    if (differ.length) {
      console.error(`generate-clients: ${differ.length} generated file(s) do not match ${CONTRACT}:`);
      for (const { file, why } of differ) console.error(`  ${file} (${why})`);
      console.error('Run `node scripts/generate-clients.mjs` and commit the result.');
      return 1;
    }
    console.log(`generate-clients: the clients match ${CONTRACT} (${contract.tools.length} tools).`);
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
