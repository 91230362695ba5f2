// `tabrelay grid` when the Grid side fails, against real Selenium Grid 4 standalones: a node whose
// browser drops --load-extension (as branded Google Chrome 137+ does) fails the lease with that cause
// and its Grid session is deleted; a node that dies mid-lease ends the lease with a named error, the
// next calls say the Grid cannot be reached, and once a Grid answers again new leases work.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { startFixtureServer } from './harness/fixture-server.mjs';
import { callTool, connectClient, errorCode, okText, textOf } from './harness/mcp.mjs';
import { brandedChromeWrapper, gridSessions, gridUnavailable, processesMatching, startGrid, startGridDaemon, until }
  from './harness/grid.mjs';
import { tempDir, waitForHealth } from './harness/tabrelay.mjs';
import { figure, withArtifacts } from './harness/report.mjs';

const skip = gridUnavailable() ?? false;   // node 20 skips a test whose skip option is null
const started = [];
const scope = () => ({ children: started.map((s) => s.child) });
const it = (name, fn) => test(name, { skip }, withArtifacts(scope, fn));
let fixtures;

after(async () => {
  for (const s of started.reverse()) await s.stop().catch(() => undefined);
  await fixtures?.close();
});

it('a node whose browser ignores --load-extension fails the lease naming that cause, and its session is deleted', async () => {
  const grid = await startGrid({ name: 'grid-branded', maxSessions: 1, binary: brandedChromeWrapper(await tempDir('branded')) });
  started.push(grid);
  const daemon = await startGridDaemon({ hub: grid.base, name: 'grid-daemon-branded', args: ['--hello-timeout', '6'] });
  started.push(daemon);
  const { client, close } = await connectClient('http', daemon);
  try {
    const t0 = performance.now();
    const r = await callTool(client, 'browser_tab_list', {}, { timeoutMs: 60_000 });
    figure('grid: extension never connected, call answered after ms (hello timeout 6 s)', Math.round(performance.now() - t0));
    assert.equal(errorCode(r), 'BROWSER_LOST', textOf(r));
    assert.match(textOf(r), /never connected to ws:\/\/127\.0\.0\.1:\d+\/extension within 6 s/);
    assert.match(textOf(r), /branded Google Chrome 137\+ ignores --load-extension/);
    await until(async () => (await gridSessions(grid.base)).length === 0, 'the Grid session deleted');
  } finally {
    await close();
  }
});

it('a node that dies ends its leases with a named error; calls then name the unreachable Grid; a Grid back serves again', async () => {
  fixtures = await startFixtureServer();
  let grid = await startGrid({ name: 'grid-node-dies', maxSessions: 1 });
  const port = grid.port;
  const daemon = await startGridDaemon({ hub: grid.base, name: 'grid-daemon-node-dies', args: ['--heartbeat', '2',
    '--queue-timeout', '20'] });
  started.push(daemon);
  const { client, close } = await connectClient('http', daemon);
  try {
    okText(await callTool(client, 'browser_tab_create', { url: fixtures.url('/echo/before') }), 'a first browser');
    // The whole node goes (its process group: the Grid, chromedriver and Chromium), as a node pod or machine does.
    await grid.stop({ signal: 'SIGKILL' });
    const t0 = performance.now();
    await waitForHealth(daemon.base, (h) => h?.leases?.length === 0, { timeoutMs: 20_000, what: 'the lease ended' });
    figure('grid: node killed to lease ended ms (heartbeat 2 s)', Math.round(performance.now() - t0));
    const lost = await callTool(client, 'browser_tab_list');
    assert.equal(errorCode(lost), 'BROWSER_LOST', textOf(lost));
    assert.match(textOf(lost), /cannot be reached|crashed|gone/);
    const down = await callTool(client, 'browser_tab_list', {}, { timeoutMs: 60_000 });
    assert.equal(errorCode(down), 'NO_CAPACITY', textOf(down));
    assert.match(textOf(down), /cannot reach the Selenium Grid/);
    assert.deepEqual(processesMatching('chromedriver'), [], 'the dead node left no driver');

    grid = await startGrid({ name: 'grid-node-back', maxSessions: 1, port });
    started.push(grid);
    okText(await callTool(client, 'browser_tab_create', { url: fixtures.url('/echo/after') }, { timeoutMs: 60_000 }),
      'a new browser from the Grid that is back');
    assert.equal((await gridSessions(grid.base)).length, 1);
  } finally {
    await close();
  }
});
