// Bundles the extraction module (plus plain Readability, for the side-by-side run) into one
// browser script that defines `globalThis.TabRelayExtract`.
import { createRequire } from 'node:module';
import path from 'node:path';

export async function bundleExtractor(extensionDir) {
  const esbuild = createRequire(path.join(extensionDir, 'package.json'))('esbuild');
  const srcDir = path.join(extensionDir, 'src', 'extract');
  const result = await esbuild.build({
    stdin: {
      contents: `export * from './index.ts'; export { Readability } from '@mozilla/readability';`,
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
