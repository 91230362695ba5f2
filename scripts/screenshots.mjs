#!/usr/bin/env node
// Regenerates docs/screenshots/ (shown in README.md) from the extension's UI tests, so the pictures
// are always of the current pages: builds the extension, runs the UI tests that take the shots in
// real Chromium (artifacts/ui/*.png, the stand-in bridge, fixed fixture pages), then copies the
// chosen ones under stable names. Usage: node scripts/screenshots.mjs   (about two minutes)
// The connected popup's and the side panel's pictures come from the real daemon instead
// (scripts/screenshots-live.mjs): the panel lists the bridge's shortcuts, which the stand-in bridge
// does not serve, and the activity they show is real calls.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const extension = join(root, 'extension');
const artifacts = join(root, 'artifacts', 'ui');
const out = join(root, 'docs', 'screenshots');

/** README name ← the UI test's screenshot (artifacts/ui/<name>.png), and the test that takes it. */
const SHOTS = [
  ['popup-pair.png', 'en-first-run-pair', 'first-run.test.mjs'],
  ['popup-needs-access.png', 'en-first-run-access', 'first-run.test.mjs'],
  ['popup-needs-access-fr-dark.png', 'fr-first-run-access-dark', 'first-run.test.mjs'],
  ['options.png', 'en-options-tool-profile', 'profile.test.mjs'],
];

const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

run('npm', ['run', 'build'], extension);
const tests = [...new Set(SHOTS.map(([, , test]) => `ui-tests/${test}`))];
run(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=dot', ...tests], extension);
mkdirSync(out, { recursive: true });
for (const [name, shot] of SHOTS) {
  const from = join(artifacts, `${shot}.png`);
  if (!existsSync(from)) throw new Error(`${from} is missing: the UI test that takes it no longer does; update SHOTS in scripts/screenshots.mjs.`);
  copyFileSync(from, join(out, name));
  console.log(`docs/screenshots/${name} ← artifacts/ui/${shot}.png`);
}
