// Which browser answers a call that names none, with real browsers: one launched by
// `tabrelay launch` (the bridge enabled) and one where the extension is paired but the user has
// not pressed Enable bridge yet (its "tabs" permission not granted). The enabled one answers;
// before, the most recent connection did, and every call came back PERMISSION_REQUIRED.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch as launchUiBrowser } from '../extension/ui-tests/harness.mjs';
import { launchBrowser, startServe, tempDir, waitForHealth } from './harness/tabrelay.mjs';
import { freePort } from './harness/ports.mjs';
import { callTool, connectClient, okText } from './harness/mcp.mjs';

let serve;
let enabled;
let waiting;
let client;

before(async () => {
  const port = await freePort();
  const configDir = `${await tempDir('enabled-default')}/config`;
  serve = await startServe({ port, configDir, name: 'serve-enabled' });
  enabled = await launchBrowser({ name: 'enabled', port, configDir });
  // The store install's state: the bridge's permissions are optional and not granted.
  waiting = await launchUiBrowser({ required: false });
  const connectString = (await (await fetch(`${enabled.base}/connect`)).text()).trim();
  const popup = await waiting.open('popup.html');
  await popup.fill('#connect-string', connectString);
  await popup.click('button[type=submit]');
  await waitForHealth(enabled.base, (h) => h?.browsers?.length === 2, { timeoutMs: 20_000, what: 'both browsers connected' });
  ({ client } = await connectClient('http', enabled));
});

after(async () => {
  await client?.close();
  await waiting?.close();
  await enabled?.stop();
  await serve?.child.stop();
});

test('a call that names no browser goes to the enabled one, not to the newer one still waiting to be enabled', async () => {
  const text = okText(await callTool(client, 'browser_tab_list'), 'browser_tab_list');
  assert.match(text, /\/start/, `the launched browser's tabs (its start page): ${text}`);
});
