// The esbuild options of every bundle in the extension, shared by build.mjs and the UI-test
// harness (which rebuilds the worker with __TEST__ = true to reach its test hooks).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Entry name (output path without .js) → source, and whether it is injected into pages. */
export const ENTRIES = {
  background: { src: 'src/background/index.ts' },
  offscreen: { src: 'src/offscreen/offscreen.ts' },
  popup: { src: 'src/popup/popup.ts' },
  options: { src: 'src/options/options.ts' },
  sidepanel: { src: 'src/sidepanel/sidepanel.ts' },
  batch: { src: 'src/batch/batch.ts' },
  // Injected with chrome.scripting.executeScript({files}), which runs classic scripts only.
  'content/prepare': { src: 'src/content/prepare.ts', injected: true },
  'content/picker': { src: 'src/content/picker.ts', injected: true },
  'content/agent': { src: 'src/agent/index.ts', injected: true },
  // Registered with chrome.scripting.registerContentScripts only on chat sites the user enabled.
  'content/chat': { src: 'src/chat/content/index.ts', injected: true },
};

/** One esbuild options object per entry (or only `only`). */
export function bundles({ dev = false, test = false, out, only } = {}) {
  return Object.entries(ENTRIES)
    .filter(([name]) => !only || only.includes(name))
    .map(([name, { src, injected }]) => ({
      absWorkingDir: root,
      entryPoints: { [name]: src },
      outdir: out,
      format: injected ? 'iife' : 'esm',
      bundle: true,
      target: 'chrome116',
      define: { __DEV__: String(dev), __TEST__: String(test) },
      // The MCP SDK's default validator needs eval, which MV3 forbids: see src/chat/worker/no-ajv.ts.
      alias: { ajv: './src/chat/worker/no-ajv.ts', 'ajv-formats': './src/chat/worker/no-ajv.ts' },
      sourcemap: dev ? 'inline' : false,
      // Folds `if (__DEV__)` / `if (__TEST__)` branches away in release while keeping names readable.
      minifySyntax: !dev,
      legalComments: 'none',
      logLevel: 'warning',
    }));
}
