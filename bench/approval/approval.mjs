// What asking before acting costs (issue 30), with the real daemon, extension and Chromium: a
// click in `act` mode; in `ask` mode under a "1 hour on this site" grant (the gate's checks, no
// person); and a click a person allows: call → card shown in the side panel, Allow → answer.
// Figures only: min / median / max of N clicks each. Run: node bench/approval/approval.mjs [--clicks N]
import { startFixtureServer } from '../../e2e/harness/fixture-server.mjs';
import { launchBrowser } from '../../e2e/harness/tabrelay.mjs';
import { connectClient } from '../../e2e/harness/mcp.mjs';
import { EXTENSION_ID, openPage } from '../../e2e/harness/chat.mjs';

const i = process.argv.indexOf('--clicks');
const N = i > 0 ? Number(process.argv[i + 1]) : 20;

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `min ${s[0].toFixed(1)}  median ${s[Math.floor(s.length / 2)].toFixed(1)}  max ${s.at(-1).toFixed(1)} ms (n=${s.length})`;
};

const fixtures = await startFixtureServer();
const browser = await launchBrowser({ name: 'bench-approval' });
const { client } = await connectClient('http', browser);
try {
  const cdp = await browser.cdp();
  const options = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/options.html`, { ready: '!!document.getElementById("mode-save")' });
  const setMode = async (mode) => {
    await options.eval(`(() => { document.getElementById('mode-default').value = '${mode}'; document.getElementById('mode-save').click(); return true; })()`);
    await options.waitFor(`(async () => (await chrome.storage.local.get('agentModes')).agentModes?.default === '${mode}')()`);
  };
  const panel = await openPage(cdp, `chrome-extension://${EXTENSION_ID}/sidepanel.html`, { ready: '!!document.getElementById("approval-list")' });
  const { tabId } = (await client.callTool({ name: 'browser_tab_create', arguments: { url: fixtures.url('/record.html'), activate: true } })).structuredContent;
  const click = () => client.callTool({ name: 'browser_click', arguments: { selector: '#add', tabId } }, undefined, { timeout: 60_000 });
  const timed = async (fn) => { const t = performance.now(); const r = await fn(); if (r?.isError) throw new Error(JSON.stringify(r.content)); return performance.now() - t; };

  await setMode('act');
  await click(); // warm-up: the page agent injected
  const act = [];
  for (let k = 0; k < N; k++) act.push(await timed(click));

  await setMode('ask');
  const shown = [];
  const answered = [];
  for (let k = 0; k < Math.max(3, Math.floor(N / 2)); k++) {
    const t0 = performance.now();
    const call = click();
    await panel.waitFor(`!!document.querySelector('#approval-list button[data-answer="once"]')`, { timeoutMs: 30_000 });
    const t1 = performance.now();
    await panel.eval(`document.querySelector('#approval-list button[data-answer="once"]').click(), true`);
    const r = await call;
    if (r.isError) throw new Error(JSON.stringify(r.content));
    shown.push(t1 - t0);
    answered.push(performance.now() - t1);
    await panel.waitFor(`!document.querySelector('#approval-list article')`);
  }

  // One "Allow on this site for 1 hour", then clicks that pass the gate on the grant.
  const call = click();
  await panel.waitFor(`!!document.querySelector('#approval-list button[data-answer="site"]')`);
  await panel.eval(`document.querySelector('#approval-list button[data-answer="site"]').click(), true`);
  await call;
  const granted = [];
  for (let k = 0; k < N; k++) granted.push(await timed(click));

  console.log(`click, act mode:                       ${stats(act)}`);
  console.log(`click, ask mode with a 1-hour grant:   ${stats(granted)}`);
  console.log(`ask mode, call → card in side panel:   ${stats(shown)}  (element named, tab pictured; includes this bench's 100 ms poll)`);
  console.log(`ask mode, Allow → the call's answer:   ${stats(answered)}  (the click itself included)`);
} finally {
  await client.close();
  await browser.stop();
  await fixtures.close();
}
