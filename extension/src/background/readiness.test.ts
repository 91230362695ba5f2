import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { CommandError } from '../shared/errors';
import type { PageProbe } from './readiness-probe';
import { judge, QUIET_HIDDEN_MS, QUIET_LOADED_MS, QUIET_LOADING_MS, QUIET_THIN_MS, STUCK_INDICATOR_MS, waitForContent } from './readiness';

const page = (over: Partial<PageProbe> = {}): PageProbe => ({
  url: 'https://a.test/', doc: 1, readyState: 'complete', hidden: true, idleMs: 10_000, text: 1_500,
  busy: null, refresh: false, matched: null, ...over,
});
const tab = { navigating: false, netIdleMs: Infinity, textForMs: 0, waitFor: null };

describe('judge', () => {
  it('reads a loaded page with text at once, hidden or not', () => {
    assert.equal(judge(page({ idleMs: QUIET_LOADED_MS }), tab), null);
    assert.match(judge(page({ idleMs: 10, readyState: 'interactive' }), tab)!, /changing/);
  });

  it('does not need the load event: a parsed page with text is read after a longer quiet', () => {
    assert.match(judge(page({ readyState: 'interactive', idleMs: 100 }), tab)!, /changing/);
    assert.equal(judge(page({ readyState: 'interactive', idleMs: QUIET_LOADING_MS }), tab), null);
    assert.match(judge(page({ readyState: 'loading' }), tab)!, /parsed/);
  });

  it('waits for a shell with little text for longer than one throttled timer tick', () => {
    assert.match(judge(page({ text: 20, idleMs: 1_100 }), tab)!, /changing/); // hidden: timers run once a second
    assert.equal(judge(page({ text: 20, idleMs: QUIET_HIDDEN_MS }), tab), null);
    assert.equal(judge(page({ text: 20, idleMs: QUIET_THIN_MS, hidden: false }), tab), null);
  });

  it('waits while a loading indicator shows, unless the page has text and has not changed for long', () => {
    assert.match(judge(page({ busy: '"Loading…"', text: 12 }), tab)!, /loading indicator \("Loading…"\)/);
    assert.match(judge(page({ busy: 'aria-busy', idleMs: 1000 }), tab)!, /aria-busy/);
    assert.equal(judge(page({ busy: 'aria-busy', idleMs: STUCK_INDICATOR_MS }), tab), null);
  });

  it('waits for navigation, a meta refresh and requests in flight', () => {
    assert.match(judge(page(), { ...tab, navigating: true })!, /navigating/);
    assert.match(judge(null, tab)!, /navigating/);
    assert.match(judge(page({ refresh: true }), tab)!, /redirect/);
    assert.match(judge(page(), { ...tab, netIdleMs: 0 })!, /in flight/);
  });

  it('with waitFor, only the match counts', () => {
    const waiting = { ...tab, waitFor: '#reviews li' };
    assert.match(judge(page({ matched: false }), waiting)!, /"#reviews li" had not appeared/);
    assert.equal(judge(page({ matched: true, busy: 'aria-busy', idleMs: 0 }), waiting), null);
  });

  it('reads a page that never stops changing once it has had text for a while', () => {
    const changing = page({ idleMs: 0, readyState: 'interactive' });
    assert.match(judge(changing, { ...tab, textForMs: 1000 })!, /changing/);
    assert.equal(judge(changing, { ...tab, textForMs: 3000 }), null);
  });
});

describe('waitForContent', () => {
  const g = globalThis as unknown as { chrome?: unknown };
  afterEach(() => delete g.chrome);

  it('checks every URL the tab moves to before probing it, and stops at a refused one', async () => {
    const urls = ['https://a.test/', 'https://a.test/', 'https://bank.test/'];
    const probed: string[] = [];
    let current = '';
    g.chrome = {
      tabs: {
        get: async () => ({ id: 1, status: 'complete', url: (current = urls.shift() ?? current) }),
        onUpdated: { addListener: () => undefined, removeListener: () => undefined },
      },
      scripting: {
        executeScript: async () => (probed.push(current), [{ result: page({ url: current, busy: '"Redirecting…"', text: 0 }) }]),
      },
    };
    const checkUrl = (url: string) => {
      if (url.includes('bank')) throw new CommandError('SITE_BLOCKED', 'This page is blocked by your TabRelay site policy.');
    };
    const error = await waitForContent(1, { deadline: Date.now() + 5000, waitFor: null, signal: new AbortController().signal, checkUrl })
      .then(() => assert.fail('expected SITE_BLOCKED'), (e: unknown) => e as CommandError);
    assert.equal(error.code, 'SITE_BLOCKED');
    assert.deepEqual(probed, ['https://a.test/', 'https://a.test/'], 'the blocked page is never scripted');
  });
});
