// The third column: the same loop as `tabrelay do` commands, as a coding agent runs them from its
// shell: one process per step, start to answer, plain text out (what the agent reads).
import { execFile } from 'node:child_process';
import { TABRELAY } from '../../e2e/harness/paths.mjs';
import { launchBrowser } from '../../e2e/harness/tabrelay.mjs';

function run(browser, args) {
  const start = performance.now();
  return new Promise((resolve) => {
    execFile(TABRELAY, ['do', '--port', String(browser.port), ...args], { env: { ...process.env, CONFIG_DIR: browser.configDir }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const ms = performance.now() - start;
        if (error) console.error(`tabrelay do ${args.join(' ')} exited ${error.code} after ${Math.round(ms)} ms: ${stderr.slice(0, 200)}`);
        resolve({ ms, text: stdout, chars: stdout.length, error: Boolean(error) });
      });
  });
}

export async function doSide(chromium) {
  const browser = await launchBrowser({ name: 'agent-loop-do', extraArgs: ['--browser', chromium] });
  const created = await run(browser, ['browser_tab_create']);
  if (created.error) {
    await browser.stop();
    return undefined;
  }
  return {
    name: 'tabrelay do',
    navigate: (url) => run(browser, ['browser_navigate', '--url', url]),
    snapshot: () => run(browser, ['browser_snapshot']),
    click: (ref) => run(browser, ['browser_click', '--ref', ref]),
    type: (ref, text) => run(browser, ['browser_type', '--ref', ref, '--text', text]),
    toolLists: async () => ({}),
    close: () => browser.stop(),
  };
}
