// wait.element and wait.for (docs/automation.md): poll the page agent or the tab with backoff
// until the condition holds, the timeout passes (TIMEOUT with a hint) or the command is cancelled.
import { CommandError } from '../../shared/errors';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { callAgent, callFrame, frameTarget } from '../page-agent';
import { optionalBool, optionalInt } from '../params';
import { waitForQuiet } from '../settle';
import { patternMatcher } from '../text-pattern';
import { requireSite } from '../site-guard';
import { scriptableTab, tabById } from '../target-tab';

const DEFAULT_TIMEOUT_MS = 10_000;
const STATES = ['visible', 'hidden', 'attached', 'detached'] as const;
type State = (typeof STATES)[number];

/** Sleeps, but wakes (and throws the reason) when the command is aborted. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Polls `check` with backoff (50 ms doubling to 500 ms) until it is true or the budget ends. A
 * check reads a page that is gone as "not yet" (it may be reloading), so each miss also asks
 * whether tab `tabId` is still open: a tab closed mid-wait answers TAB_NOT_FOUND at once rather
 * than TIMEOUT when the budget ends (e2e/faults.test.mjs measured the full 20 s before).
 */
async function poll(ctx: HandlerContext, timeoutMs: number, tabId: number, check: () => Promise<boolean>, timeout: () => string): Promise<number> {
  const start = Date.now();
  // Leave time to answer before the bridge's own deadline.
  const until = Math.min(start + timeoutMs, ctx.deadline - 500);
  let delay = 50;
  for (;;) {
    if (await check()) return Date.now() - start;
    await tabById(tabId); // throws TAB_NOT_FOUND once the tab is closed
    const left = until - Date.now();
    if (left <= 0) throw new CommandError('TIMEOUT', timeout());
    await pause(Math.min(delay, left), ctx.signal);
    delay = Math.min(delay * 2, 500);
  }
}

function timeoutOf(params: { timeoutMs?: number }): number {
  return optionalInt(params, 'timeoutMs', 0) ?? DEFAULT_TIMEOUT_MS;
}

export const waitElement: Handler<'wait.element'> = async (params, ctx) => {
  const target = frameTarget(params);
  const state = (params.state ?? 'visible') as State;
  if (!STATES.includes(state)) throw new CommandError('INVALID_ARGUMENT', '"state" must be visible, hidden, attached or detached; fix it and retry.');
  const timeoutMs = timeoutOf(params);
  const { tabId } = await scriptableTab(params, ctx);
  const ms = await poll(ctx, timeoutMs, tabId, async () => {
    // A frame that is gone (or reloading) holds no element: attached/visible are false.
    const now = await callFrame(tabId, target.frameId, 'state', [target.spec], ctx).catch((error) => {
      if (error instanceof CommandError && (error.code === 'INVALID_ARGUMENT' || error.code === 'SITE_BLOCKED')) throw error;
      return { attached: false, visible: false };
    });
    return { visible: now.visible, hidden: !now.visible, attached: now.attached, detached: !now.attached }[state];
  }, () => `${target.label} was not ${state} within ${timeoutMs} ms; take a browser_snapshot to see the page, or wait longer.`);
  return { tabId, url: await finalUrl(tabId, ctx), state, ms };
};

/** The tab's URL once the wait is over: the page may have moved to a site this command may not use. */
async function finalUrl(tabId: number, ctx: HandlerContext): Promise<string> {
  const url = (await tabById(tabId)).url ?? '';
  await requireSite(url, ctx);
  return url;
}

/** The text of the frames this command may read; a page that moved to a blocked site ends the wait. */
async function visibleText(tabId: number, ctx: HandlerContext): Promise<string> {
  const replies = await callAgent(tabId, 'all', 'text', [], ctx).catch((error) => {
    if (error instanceof CommandError && error.code === 'SITE_BLOCKED') throw error;
    return [];
  });
  return replies.map((r) => r.value.text).join('\n').toLowerCase();
}

export const waitFor: Handler<'wait.for'> = async (params, ctx) => {
  const conditions = (['text', 'textGone', 'url', 'networkIdle', 'time'] as const).filter((k) => params[k] !== undefined && params[k] !== null && params[k] !== false);
  if (conditions.length !== 1) {
    throw new CommandError('INVALID_ARGUMENT', 'Pass exactly one of "text", "textGone", "url", "networkIdle" or "time"; fix the arguments and retry.');
  }
  const condition = conditions[0]!;
  const timeoutMs = timeoutOf(params);
  const { tabId } = await scriptableTab(params, ctx);
  const start = Date.now();
  const hint = (what: string) => () => `${what} within ${timeoutMs} ms; take a browser_snapshot to see the page, or wait longer.`;
  if (condition === 'time') {
    const ms = optionalInt(params, 'time', 0)!;
    if (ms > ctx.deadline - Date.now() - 500) throw new CommandError('INVALID_ARGUMENT', `"time" of ${ms} ms is longer than this command may run; wait in shorter steps.`);
    await pause(ms, ctx.signal);
  } else if (condition === 'networkIdle') {
    optionalBool(params, 'networkIdle', true);
    // waitForQuiet caps each wait at a few seconds; loop until one ends before its cap.
    await poll(ctx, timeoutMs, tabId, async () => {
      const cap = Math.min(3_000, Math.max(0, start + timeoutMs - Date.now()));
      const waited = await waitForQuiet(tabId, cap);
      return waited >= 0 && waited < cap;
    }, hint('The page did not go quiet (network and DOM)'));
  } else if (condition === 'url') {
    const pattern = params.url;
    if (typeof pattern !== 'string' || !pattern) throw new CommandError('INVALID_ARGUMENT', '"url" must be a substring or /regex/; fix it and retry.');
    const matches = patternMatcher(pattern, 'url', false);
    await poll(ctx, timeoutMs, tabId, async () => matches((await tabById(tabId)).url ?? ''), hint(`The tab's URL did not match ${pattern}`));
  } else {
    const text: unknown = params[condition];
    if (typeof text !== 'string' || !text.trim()) throw new CommandError('INVALID_ARGUMENT', `"${condition}" must be a non-empty string; fix it and retry.`);
    const needle = text.trim().toLowerCase();
    const gone = condition === 'textGone';
    await poll(ctx, timeoutMs, tabId, async () => (await visibleText(tabId, ctx)).includes(needle) !== gone, hint(`"${text}" did not ${gone ? 'disappear' : 'appear'}`));
  }
  const url = await finalUrl(tabId, ctx);
  return { tabId, condition, ms: Date.now() - start, url };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'wait.element': waitElement,
  'wait.for': waitFor,
} satisfies Handlers;
