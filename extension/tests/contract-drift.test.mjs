// Drift between the bridge and the extension fails the build: each case changes the contract as
// a bridge-side edit would (contract/link.json), regenerates shared/contract/ into a copy of
// the sources and runs the type check, which must fail in the file that did not follow.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { CONTRACT, render } from '../../scripts/generate-contract.mjs';

const extension = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tabrelay-drift-'));
cpSync(join(extension, 'src'), join(work, 'src'), { recursive: true });
cpSync(join(extension, 'tsconfig.json'), join(work, 'tsconfig.json'));
symlinkSync(join(extension, 'node_modules'), join(work, 'node_modules'), 'dir');
symlinkSync(join(extension, '_locales'), join(work, '_locales'), 'dir');
after(() => rmSync(work, { recursive: true, force: true }));

/** Type-checks the copy with the contract as `change` leaves it; returns tsc's output, or null when it passed. */
async function checkWith(change) {
  const contract = JSON.parse(readFileSync(CONTRACT, 'utf8'));
  change(contract);
  const dir = join(work, 'src', 'shared', 'contract');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const [name, text] of await render(contract)) writeFileSync(join(dir, name), text);
  const tsc = spawnSync(process.execPath, [join(extension, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', work], { encoding: 'utf8' });
  return tsc.status === 0 ? null : tsc.stdout;
}

describe('a contract change the extension does not follow fails its type check', () => {
  it('the contract as committed passes (the copy is sound)', async () => {
    assert.equal(await checkWith(() => {}), null);
  });

  it('the bridge offers a new computer action (the middle_click case)', async () => {
    const out = await checkWith((c) => c.actions.computer.params.properties.action.enum.push('middle_click'));
    assert.match(out ?? 'passed', /handlers\/computer\.ts.*middle_click/s);
  });

  it('a param is renamed', async () => {
    const out = await checkWith((c) => {
      const props = c.actions['input.click'].params.properties;
      props.mouseButton = props.button;
      delete props.button;
    });
    assert.match(out ?? 'passed', /handlers\/input\.ts.*'button'/s);
  });

  it('an action is removed', async () => {
    const out = await checkWith((c) => delete c.actions['input.hover']);
    assert.match(out ?? 'passed', /handlers\/input\.ts.*'input\.hover'/s);
  });

  it('the welcome renames a field the extension reads (serverVersion)', async () => {
    const out = await checkWith((c) => {
      const props = c.messages.welcome.schema.properties;
      props.daemonVersion = props.serverVersion;
      delete props.serverVersion;
      c.messages.welcome.schema.required = c.messages.welcome.schema.required.map((f) => (f === 'serverVersion' ? 'daemonVersion' : f));
    });
    assert.match(out ?? 'passed', /shared\/protocol\.ts.*serverVersion/s);
  });

  it('the settings message stops carrying a field the extension sends (enabled)', async () => {
    const out = await checkWith((c) => delete c.messages.settings.schema.properties.enabled);
    assert.match(out ?? 'passed', /background\/link\.ts.*enabled/s);
  });

  it('an error code the extension sends is withdrawn', async () => {
    const out = await checkWith((c) => delete c.errors.NO_DIALOG);
    assert.match(out ?? 'passed', /NO_DIALOG/);
  });
});
