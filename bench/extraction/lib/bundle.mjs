// Bundles the extraction module (plus plain Readability and Defuddle, for the side-by-side run)
// into one browser script that defines `globalThis.TabRelayExtract`. Defuddle comes from the repo
// root's node_modules (a devDependency there), found by walking up from extension/src/extract.
import { createRequire } from 'node:module';
import path from 'node:path';

export async function bundleExtractor(extensionDir) {
  const esbuild = createRequire(path.join(extensionDir, 'package.json'))('esbuild');
  const srcDir = path.join(extensionDir, 'src', 'extract');
  const result = await esbuild.build({
    stdin: {
      contents: `export * from './index.ts'; export { Readability } from '@mozilla/readability'; export { default as Defuddle } from 'defuddle'; export { typedContent } from './typed/strategy.ts';`,
      resolveDir: srcDir,
      sourcefile: 'bench-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'TabRelayExtract',
    platform: 'browser',
    target: 'chrome120',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
