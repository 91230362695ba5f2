// The Outcome of an input action (docs/automation.md): after acting, wait briefly for the page
// to react and report a navigation it caused, a JavaScript dialog it opened, or that the target
// left the document. The page is watched from the worker, not awaited in the page: a dialog
// blocks the page's main thread, and any call into it would hang until the dialog closes.
import { CommandError } from '../shared/errors';
import { openDialog, type DialogInfo } from './dialogs';
import type { HandlerContext } from './dispatch';
import { callFrame } from './page-agent';
import { requireSite } from './site-guard';
import { waitForTabComplete } from './tab-load';

/** The most an action waits for the page to react when it stays busy. */
const SETTLE_MS = 500;
/** Quiet this long (no DOM change) ends the wait early. */
const QUIET_MS = 150;
/** A navigation the action started is followed until the new page loads, at most this long. */
const LOAD_MS = 5_000;

/**
 * How long to watch the page after acting. 'react' (clicks, keys): at least 100 ms, since a click
 * handler may start a navigation or a fetch on a later task. 'typed' (text typed without Enter):
 * done at once unless the page changed after the text went in (then until it is quiet), which
 * is what made typing cost about 200 ms.
 */
export type Settle = 'react' | 'typed';

export interface Outcome {
  tabId: number;
  url: string;
  navigated: boolean;
  dialog?: { type: string; message: string };
  elementGone?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles with the promise, or with `fallback` after `ms`. */
function within<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  return Promise.race([promise, sleep(Math.max(0, ms)).then(() => fallback)]);
}

/**
 * Runs `act` (which answers with the ref of the element it touched, plus data to report) and
 * returns its data with the Outcome.
 */
export async function withOutcome<T extends { ref?: string }>(
  tabId: number,
  frameId: number,
  ctx: HandlerContext,
  act: () => Promise<T>,
  settle: Settle = 'react',
): Promise<Omit<T, 'ref'> & Outcome> {
  const before = await chrome.tabs.get(tabId).catch(() => undefined);
  let navigated = false;
  const onUpdated = (id: number, info: chrome.tabs.OnUpdatedInfo) => {
    if (id === tabId && (info.status === 'loading' || (info.url !== undefined && info.url !== before?.url))) navigated = true;
  };
  chrome.tabs.onUpdated.addListener(onUpdated);
  try {
    const { result, dialog: blocking } = await actOrDialog(tabId, ctx, act);
    const start = Date.now();
    const floor = settle === 'react' ? 100 : 0;
    let dialog = blocking;
    for (let round = 0; !dialog && !navigated && Date.now() - start < SETTLE_MS && !ctx.signal.aborted; round++) {
      if (floor > 0 || round > 0) await sleep(floor > 0 ? 50 : 10);
      dialog = await openDialog(tabId);
      if (dialog || navigated) break;
      const idle = await within(callFrame(tabId, frameId, 'idle', [], ctx).catch(() => undefined), 300, undefined);
      if (idle === undefined) continue;
      // 'typed': nothing changed since the action answered, so nothing is on its way.
      if (settle === 'typed' && idle >= Date.now() - start) break;
      if (idle >= QUIET_MS && Date.now() - start >= floor) break;
    }
    if (navigated && !dialog) await waitForTabComplete(tabId, Math.max(0, Math.min(LOAD_MS, ctx.deadline - Date.now() - 1_000)), ctx.signal).catch(() => undefined);
    const { ref, ...data } = (result ?? {}) as T;
    const outcome: Outcome = { tabId, url: (await chrome.tabs.get(tabId).catch(() => before))?.url ?? '', navigated };
    // The action ran, but where it led is not this command's to see (its URL, what it shows).
    if (navigated) await requireSite(outcome.url, ctx, 'result');
    if (dialog) outcome.dialog = { type: dialog.type, message: dialog.message };
    else if (!navigated && ref) {
      // A frame that went away took the element with it.
      const connected = await within(callFrame(tabId, frameId, 'connected', [ref], ctx).catch(() => false), 500, undefined);
      if (connected === false) outcome.elementGone = true;
    }
    return { ...(data as Omit<T, 'ref'>), ...outcome };
  } finally {
    chrome.tabs.onUpdated.removeListener(onUpdated);
  }
}

/** The action's answer, or the dialog that blocks the page before it could answer. */
async function actOrDialog<T>(tabId: number, ctx: HandlerContext, act: () => Promise<T>): Promise<{ result?: T; dialog?: DialogInfo }> {
  let settled = false;
  const acting = act().finally(() => (settled = true));
  acting.catch(() => undefined); // when a dialog answers first, a later failure has nobody to tell
  const budget = Math.min(10_000, ctx.deadline - Date.now() - 1_000);
  const until = Date.now() + budget;
  while (!settled && Date.now() < until) {
    const result = await within(acting.then((value) => ({ value })), 100, undefined);
    if (result) return { result: result.value };
    const dialog = await openDialog(tabId);
    if (dialog) return { dialog };
  }
  if (settled) return { result: await acting };
  const dialog = await openDialog(tabId);
  if (dialog) return { dialog };
  throw new CommandError('TIMEOUT', `The page in tab ${tabId} did not answer within ${Math.round(budget / 1000)} s; it may be busy or showing a dialog — call browser_handle_dialog or retry.`);
}

