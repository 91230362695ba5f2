import { debuggerOptedIn, onDebuggerOptInChanged } from '../../shared/advanced';
import { CommandError, describe } from '../../shared/errors';
import { requirePermission } from './permission';

// The one place that owns chrome.debugger attach state. Tabs are attached lazily (protocol 1.3)
// on the first command that needs them and detached after IDLE_MS without use, or later while a
// console/network capture is wanted (keepFor). A detach by the user ("Cancel" on Chrome's bar),
// by DevTools or by closing the tab only drops the state here; the next command attaches again.
// While attached, Chrome (118+) keeps the service worker alive, so timers here do run.

const IDLE_MS = 60_000;
/** Page.enable and friends wait for the renderer, which a dialog opened before attach blocks. */
const ENABLE_TIMEOUT_MS = 1_500;

interface TabState {
  attaching: Promise<void>;
  domains: Map<string, Promise<unknown>>;
  idleTimer?: ReturnType<typeof setTimeout>;
  /** Epoch ms until which a capture wants the tab attached even when idle. */
  keepUntil: number;
}

export type DebuggerEventListener = (tabId: number, method: string, params: Record<string, unknown>) => void;
export type DetachListener = (tabId: number, reason: string) => void;

const states = new Map<number, TabState>();
const eventListeners = new Set<DebuggerEventListener>();
const detachListeners = new Set<DetachListener>();
let listening = false;

function listen(): void {
  if (listening || !chrome.debugger) return;
  listening = true;
  chrome.debugger.onEvent.addListener((source, method, params) => {
    if (source.tabId === undefined) return;
    for (const listener of eventListeners) listener(source.tabId, method, (params ?? {}) as Record<string, unknown>);
  });
  chrome.debugger.onDetach.addListener((source, reason) => {
    if (source.tabId !== undefined) forget(source.tabId, reason);
  });
}
/**
 * Called by the worker's top level (index.ts), so debugger events after a wake are not lost
 * when the permission is already granted; attach() calls it again once it is.
 */
export function listenToDebugger(): void {
  listen();
  if (!tabListener) {
    tabListener = true;
    chrome.tabs.onRemoved.addListener((tabId) => forget(tabId, 'tab_closed'));
    // The user turned the Debugger switch off: let go of every tab at once, not at the idle timeout.
    onDebuggerOptInChanged(() => void debuggerOptedIn().then((on) => {
      if (!on) for (const tabId of [...states.keys()]) void detach(tabId);
    }));
  }
}
let tabListener = false;

export function onDebuggerEvent(listener: DebuggerEventListener): void {
  eventListeners.add(listener);
}

export function onDebuggerDetach(listener: DetachListener): void {
  detachListeners.add(listener);
}

export function isAttached(tabId: number): boolean {
  return states.has(tabId);
}

function forget(tabId: number, reason: string): void {
  const state = states.get(tabId);
  if (!state) return;
  clearTimeout(state.idleTimer);
  states.delete(tabId);
  for (const listener of detachListeners) listener(tabId, reason);
}

/** The text of a chrome.debugger failure: CDP errors arrive as a JSON string. */
export function cdpMessage(error: unknown): string {
  const text = describe(error);
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: a plain extension API error
  }
  return text;
}

function attachError(tabId: number, error: unknown): CommandError {
  const text = cdpMessage(error);
  if (/No tab with id/i.test(text)) return new CommandError('TAB_NOT_FOUND', `No tab with id ${tabId}. Call browser_tab_list to see open tabs.`);
  if (/Cannot (access|attach)|chrome:\/\/|chrome-extension:|webstore/i.test(text)) {
    return new CommandError('RESTRICTED_URL', `Chrome does not let extensions debug the page in tab ${tabId}; use an http(s) page instead.`);
  }
  if (/already attached/i.test(text)) {
    return new CommandError('BUSY', `Another debugger (another extension) is attached to tab ${tabId}; close it and retry.`);
  }
  return new CommandError('INTERNAL', `Could not attach the debugger to tab ${tabId} (${text}); retry, and report a bug if it keeps happening.`);
}

async function attachNow(tabId: number): Promise<void> {
  try {
    await chrome.debugger.attach({ tabId }, '1.3');
  } catch (error) {
    if (!/already attached/i.test(cdpMessage(error))) throw attachError(tabId, error);
    // Our own attachment from before a worker restart (the state here was lost): take it over.
    // Another extension's attachment cannot be detached by us, so that one stays an error.
    try {
      await chrome.debugger.detach({ tabId });
      await chrome.debugger.attach({ tabId }, '1.3');
    } catch {
      throw attachError(tabId, error);
    }
  }
}

/** Attaches to `tabId` unless already attached; `what` names the feature in a permission error. */
export async function attach(tabId: number, what: string): Promise<void> {
  await requirePermission('debugger', what);
  listen();
  let state = states.get(tabId);
  if (!state) {
    const fresh: TabState = { attaching: attachNow(tabId), domains: new Map(), keepUntil: 0 };
    fresh.attaching.catch(() => {
      if (states.get(tabId) === fresh) states.delete(tabId);
    });
    states.set(tabId, fresh);
    state = fresh;
  }
  await state.attaching;
  touch(tabId);
}

/** Restarts the idle clock: detach after IDLE_MS without use, but not before keepUntil. */
function touch(tabId: number): void {
  const state = states.get(tabId);
  if (!state) return;
  clearTimeout(state.idleTimer);
  const wait = Math.max(IDLE_MS, state.keepUntil - Date.now());
  state.idleTimer = setTimeout(() => void detach(tabId), wait);
}

/** Keeps the tab attached for at least `ms` from now (console/network capture). */
export function keepFor(tabId: number, ms: number): void {
  const state = states.get(tabId);
  if (!state) return;
  state.keepUntil = Math.max(state.keepUntil, Date.now() + ms);
  touch(tabId);
}

export async function detach(tabId: number): Promise<void> {
  if (!states.has(tabId)) return;
  forget(tabId, 'idle');
  await chrome.debugger.detach({ tabId }).catch(() => undefined); // already gone: fine
}

/** Sends one CDP command, attaching first. Rejects with the CDP error text as an Error. */
export async function send<T = Record<string, unknown>>(tabId: number, method: string, params: Record<string, unknown> = {}, what = method): Promise<T> {
  await attach(tabId, what);
  try {
    return (await chrome.debugger.sendCommand({ tabId }, method, params)) as T;
  } catch (error) {
    throw new Error(cdpMessage(error));
  } finally {
    touch(tabId);
  }
}

/**
 * Enables a CDP domain once per attachment. Gives up after ENABLE_TIMEOUT_MS: a JavaScript dialog
 * that opened before we attached blocks the renderer, and Page.enable then never answers.
 */
export async function enable(tabId: number, domain: string, what: string, params: Record<string, unknown> = {}): Promise<void> {
  await attach(tabId, what);
  const state = states.get(tabId)!;
  let pending = state.domains.get(domain);
  if (!pending) {
    pending = chrome.debugger.sendCommand({ tabId }, `${domain}.enable`, params);
    state.domains.set(domain, pending);
    pending.catch(() => state.domains.delete(domain));
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CommandError('TIMEOUT', `Tab ${tabId} does not respond (a dialog opened before TabRelay watched it, or the page is frozen); answer it in the browser or reload the tab.`)), ENABLE_TIMEOUT_MS);
  });
  try {
    await Promise.race([pending, timeout]);
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError('INTERNAL', `Could not start ${domain} in tab ${tabId} (${cdpMessage(error)}); retry.`);
  } finally {
    clearTimeout(timer);
  }
}
