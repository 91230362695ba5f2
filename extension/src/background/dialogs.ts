// JavaScript dialogs (alert/confirm/prompt/beforeunload) open in a tab. Owner: chrome-APIs work.
// Input actions ask `openDialog` after acting, so an action that opened a dialog reports it.
//
// Design, verified in Chromium 156 (see docs/automation.md, "Dialogs"):
// - An extension can only answer a native dialog through chrome.debugger (Page.handleJavaScriptDialog),
//   and only when the Page domain was enabled BEFORE the dialog opened: attaching afterwards,
//   Page.enable never answers (the dialog blocks the renderer) and handleJavaScriptDialog says
//   "No dialog is showing". So "attach when a dialog is suspected" cannot work.
// - Without a debugger, Chrome suppresses alert/confirm/prompt in background tabs (confirm returns
//   false at once), which is where agents work by default; with Page enabled it does not.
// So TabRelay watches (attach + Page.enable) the tabs a session works on, when the user has turned
// on the debugger switch: target-tab.ts arms it for the session's current tab and its group's tabs
// before every page action. A tab nobody watched can still be found blocked (a script that does
// not return within PROBE_MS), reported as type "unknown"; only the user can answer that one.
import { CommandError } from '../shared/errors';
import { hasPermission } from './debugger/permission';
import { enable, isAttached, keepFor, onDebuggerDetach, onDebuggerEvent } from './debugger/manager';

export interface DialogInfo {
  type: 'alert' | 'confirm' | 'prompt' | 'beforeunload' | 'unknown';
  message: string;
  defaultPrompt?: string;
}

const PROBE_MS = 300;
/** A dialog waits for the model's answer; keep the debugger attached meanwhile. */
const KEEP_WHILE_OPEN_MS = 5 * 60_000;

const open = new Map<number, DialogInfo>();
const watched = new Set<number>();
const waiters = new Map<number, Set<(info: DialogInfo) => void>>();

onDebuggerEvent((tabId, method, params) => {
  if (method === 'Page.javascriptDialogOpening') {
    const type = String(params.type ?? 'alert') as DialogInfo['type'];
    const info: DialogInfo = { type, message: String(params.message ?? '') };
    if (type === 'prompt') info.defaultPrompt = String(params.defaultPrompt ?? '');
    open.set(tabId, info);
    keepFor(tabId, KEEP_WHILE_OPEN_MS);
    for (const wake of waiters.get(tabId) ?? []) wake(info);
  } else if (method === 'Page.javascriptDialogClosed') {
    open.delete(tabId);
  }
});
onDebuggerDetach((tabId) => {
  open.delete(tabId);
  watched.delete(tabId);
});

/**
 * Arms dialog watching for `tabId` when the debugger switch is on; false when it cannot (no
 * permission, a page Chrome protects, or a dialog already blocking the tab). Never throws.
 */
export async function watchDialogs(tabId: number): Promise<boolean> {
  if (watched.has(tabId) && isAttached(tabId)) return true;
  if (!(await hasPermission('debugger'))) return false;
  try {
    await enable(tabId, 'Page', 'Answering dialogs');
    watched.add(tabId);
    // Requests in flight of the session's tabs, for settle waits and networkIdle (inflight.ts).
    await enable(tabId, 'Network', 'Waiting for the network to go idle').catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

export function isWatched(tabId: number): boolean {
  return watched.has(tabId) && isAttached(tabId);
}

/** The dialog currently open in `tabId`, if TabRelay knows of one. */
export async function openDialog(tabId: number): Promise<DialogInfo | undefined> {
  const known = open.get(tabId);
  if (known) return known;
  if (isWatched(tabId)) return undefined;
  return (await blockedByDialog(tabId)) ? { type: 'unknown', message: '' } : undefined;
}

/** Resolves with the dialog that opens in `tabId` within `ms` (or is open now), else undefined. */
export function nextDialog(tabId: number, ms: number): Promise<DialogInfo | undefined> {
  const known = open.get(tabId);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const set = waiters.get(tabId) ?? new Set();
    waiters.set(tabId, set);
    const done = (info?: DialogInfo) => {
      clearTimeout(timer);
      set.delete(done);
      if (set.size === 0) waiters.delete(tabId);
      resolve(info);
    };
    const timer = setTimeout(() => done(undefined), ms);
    set.add(done);
  });
}

/** A dialog blocks the page's main thread: a trivial script then does not return. */
async function blockedByDialog(tabId: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), PROBE_MS)));
  const probe = chrome.scripting
    .executeScript({ target: { tabId }, func: () => 1 })
    .then(() => 'ok' as const, () => 'ok' as const); // an error page or a closed tab is not a dialog
  const result = await Promise.race([probe, slow]);
  clearTimeout(timer);
  return result === 'slow';
}

/**
 * Refuses a page action on a tab whose dialog TabRelay saw open: a script injected there would
 * wait out the call's whole deadline (the dialog blocks the page's main thread). Costs nothing
 * when no dialog is known; a dialog in a tab nobody watched is only found by the input actions'
 * probe (outcome.ts), since probing before every action would slow every action.
 */
export function refuseWhileDialogOpen(tabId: number): void {
  const info = open.get(tabId);
  if (!info) return;
  const text = info.message ? ` ("${info.message.length > 80 ? `${info.message.slice(0, 80)}…` : info.message}")` : '';
  throw new CommandError('DIALOG_OPEN', `Tab ${tabId} shows a ${info.type} dialog${text} that blocks the page; answer it with `
    + 'browser_handle_dialog (accept, or dismiss; text for a prompt), then retry.');
}

export function forgetDialog(tabId: number): void {
  open.delete(tabId);
}
