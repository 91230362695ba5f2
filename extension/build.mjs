// Builds the unpacked extension into dist/ and its advanced build into dist-advanced/ (or, with
// --tests, the unit tests into dist-tests/). The advanced build is dist/ with "debugger" as a
// required permission: Chromium refuses it as an optional one (src/shared/advanced.ts).
//   node build.mjs           release build: __DEV__ = false, no source maps
//   node build.mjs --dev     development build: __DEV__ = true (debug logging, 3 s reconnect alarm)
//   node build.mjs --tests   typecheck, then compile src/**/*.test.ts for `node --test dist-tests/`
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundles } from './scripts/bundles.mjs';
import { iconPng } from './scripts/icons.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const tests = args.has('--tests');

function typecheck() {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(root, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Typecheck failed: fix the errors above and rebuild.');
    process.exit(1);
  }
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

async function buildExtension() {
  const out = join(root, 'dist');
  rmSync(out, { recursive: true, force: true });
  await Promise.all(bundles({ dev, out }).map((options) => esbuild.build(options)));
  for (const [from, to] of [
    ['manifest.json', 'manifest.json'],
    ['src/popup/popup.html', 'popup.html'],
    ['src/popup/popup.css', 'popup.css'],
    ['src/ui/base.css', 'base.css'],
    ['src/options/options.html', 'options.html'],
    ['src/options/options.css', 'options.css'],
    ['src/offscreen/offscreen.html', 'offscreen.html'],
    ['src/sidepanel/sidepanel.html', 'sidepanel.html'],
    ['src/sidepanel/sidepanel.css', 'sidepanel.css'],
    ['src/batch/batch.html', 'batch.html'],
    ['src/batch/batch.css', 'batch.css'],
  ]) {
    copyFileSync(join(root, from), join(out, to));
  }
  cpSync(join(root, '_locales'), join(out, '_locales'), { recursive: true });
  mkdirSync(join(out, 'icons'));
  for (const size of [16, 32, 48, 128]) writeFileSync(join(out, 'icons', `icon${size}.png`), iconPng(size));
  console.log(`Built ${dev ? 'development' : 'release'} extension in ${relative(process.cwd(), out) || '.'}`);
  buildAdvanced(out, join(root, 'dist-advanced'));
}

/** The same files; the manifest also requires "debugger", used only after the user's opt-in. */
function buildAdvanced(from, out) {
  rmSync(out, { recursive: true, force: true });
  cpSync(from, out, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  manifest.permissions = [...manifest.permissions, 'debugger'];
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Built the advanced build (debugger) in ${relative(process.cwd(), out)}`);
}

async function buildTests() {
  const out = join(root, 'dist-tests');
  rmSync(out, { recursive: true, force: true });
  const entries = walk(join(root, 'src')).filter((f) => f.endsWith('.test.ts'));
  await esbuild.build({
    entryPoints: entries,
    outdir: out,
    outbase: join(root, 'src'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { __DEV__: 'false', __TEST__: 'false' },
    logLevel: 'warning',
  });
  console.log(`Compiled ${entries.length} test files into ${relative(process.cwd(), out) || '.'}`);
}

typecheck();
if (tests) await buildTests();
else await buildExtension();
