// A daemon that requires keys, reached by the official SDK's client over every transport the way
// each can carry a key (README, "API keys"): the Authorization header on Streamable HTTP and
// SSE, ?access_token= on the WebSocket (its SDK transport sends no headers), TABRELAY_KEY for
// `tabrelay stdio`. Without a key each is refused with what to do, never "port taken".
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TABRELAY } from './harness/paths.mjs';
import { launchBrowser, tempDir } from './harness/tabrelay.mjs';
import { freePort } from './harness/ports.mjs';
import { TRANSPORTS, connectClient, listTabs } from './harness/mcp.mjs';
import { withArtifacts } from './harness/report.mjs';

let browser;
let key;
const scope = () => ({ browsers: browser ? [browser] : [] });
const it = (name, fn) => test(name, withArtifacts(scope, fn));

before(async () => {
  const configDir = `${await tempDir('keys')}/config`;
  const port = await freePort();
  const { stdout } = await promisify(execFile)(TABRELAY, ['keys', 'create', '--name', 'e2e-all', '--config-dir', configDir],
    { timeout: 120_000 });
  key = stdout.trim();
  assert.match(key, /^trk_/);
  browser = await launchBrowser({ name: 'keys', port, configDir, env: { REQUIRE_AUTH: 'true' } });
});

after(async () => {
  await browser?.stop();
});

for (const kind of TRANSPORTS) {
  it(`${kind}: the official SDK client with the key lists tabs`, async () => {
    const { client, close } = await connectClient(kind, { port: browser.port, configDir: browser.configDir, key });
    try {
      const tabs = await listTabs(client);
      assert.ok(Array.isArray(tabs), 'tabs listed');
    } finally {
      await close();
    }
  });

  it(`${kind}: without a key the connection is refused, saying a key is needed`, async () => {
    await assert.rejects(connectClient(kind, { port: browser.port, configDir: browser.configDir, timeoutMs: 20_000 }),
      (e) => (kind === 'stdio' ? /requires an API key/.test(e.message) : /401|Unauthorized|requires an API key/i.test(e.message)));
  });
}
