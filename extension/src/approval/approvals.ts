// Actions waiting for the person (ask mode). Each is a record in session storage, which the side
// panel renders as a card; the person's answer comes back as a message from an extension page
// only (isOwnPage: a web page or a content script cannot send it), and resolves the waiting
// command in this worker. Nothing of this is in any web page's DOM.
import type { Msg } from '../shared/i18n';
import { isOwnPage } from '../shared/messages';
import { SessionKey, StorageKey } from '../shared/state';

export interface Approval {
  id: string;
  /** The key's name or the MCP client's name, as the bridge labels the caller. */
  client: string;
  tabId?: number;
  /** The tab's title, so the person knows which of their tabs (the page's own text: shown as text). */
  title?: string;
  url: string;
  site: string;
  words: Msg;
  /** The visible tab around the element when the action was asked, the element outlined (no mark on the page itself). */
  shot?: Shot;
  created: number;
  expires: number;
}

export interface Shot {
  image: string;
  /** The element is outlined in the picture (shot.ts); otherwise it is the whole visible tab. */
  marked?: boolean;
}

/** once: this action; site: this client on this site for GRANT_MS; deny: refuse it. */
export type Answer = 'once' | 'site' | 'deny';
export type Outcome = Answer | 'timeout' | 'paused';

interface Grant {
  site: string;
  client: string;
  until: number;
}

export const GRANT_MS = 60 * 60 * 1000;
/**
 * Under a minute by default: MCP clients built on the TypeScript SDK give up on a request after
 * 60 s unless they reset on progress, and APPROVAL_TIMEOUT tells the agent more than their timeout.
 */
export const APPROVAL_TIMEOUT_DEFAULT_MS = 55_000;
/** The choices the options page offers. */
export const APPROVAL_TIMEOUTS_MS = [30_000, 55_000, 120_000, 300_000] as const;

export interface AnswerMessage {
  type: 'approval.answer';
  id: string;
  answer: Answer;
}

export function isAnswerMessage(msg: unknown): msg is AnswerMessage {
  const m = msg as Partial<AnswerMessage> | null;
  return typeof m === 'object' && m !== null && m.type === 'approval.answer' && typeof m.id === 'string'
    && (m.answer === 'once' || m.answer === 'site' || m.answer === 'deny');
}

const waiting = new Map<string, (outcome: Outcome) => void>();
let writes: Promise<unknown> = Promise.resolve();

/** Read-modify-write of the list, one at a time (several commands may wait at once). */
function edit(change: (list: Approval[]) => Approval[]): Promise<void> {
  const next = writes.then(async () => {
    const got = await chrome.storage.session.get(SessionKey.approvals);
    const list = Array.isArray(got[SessionKey.approvals]) ? (got[SessionKey.approvals] as Approval[]) : [];
    await chrome.storage.session.set({ [SessionKey.approvals]: change(list) });
  });
  writes = next.catch(() => undefined);
  return next;
}

export async function approvalTimeoutMs(): Promise<number> {
  const got = await chrome.storage.local.get(StorageKey.approvalTimeoutMs);
  const ms = Number(got[StorageKey.approvalTimeoutMs]);
  return Number.isFinite(ms) && ms >= 1000 ? Math.min(ms, 600_000) : APPROVAL_TIMEOUT_DEFAULT_MS;
}

/**
 * Shows the card and waits for the person, the deadline, a pause or the command's end (the
 * bridge cancelled it). The card is removed whatever happens.
 */
export async function waitForAnswer(approval: Approval, signal: AbortSignal): Promise<Outcome> {
  const outcome = new Promise<Outcome>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), approval.expires - Date.now());
    const onAbort = () => resolve('timeout');
    signal.addEventListener('abort', onAbort, { once: true });
    waiting.set(approval.id, (o) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      resolve(o);
    });
  });
  await edit((list) => [...list, approval]);
  try {
    const got = await outcome;
    if (got === 'site') await addGrant(approval.site, approval.client);
    return got;
  } finally {
    waiting.delete(approval.id);
    await edit((list) => list.filter((a) => a.id !== approval.id));
  }
}

/** The person's answer, from the side panel. */
export function answer(id: string, outcome: Outcome): boolean {
  const resolve = waiting.get(id);
  resolve?.(outcome);
  return resolve !== undefined;
}

/** Pause: every card still waiting answers PAUSED_BY_USER. */
export function pauseAll(): void {
  for (const resolve of waiting.values()) resolve('paused');
}

async function grants(): Promise<Grant[]> {
  const got = await chrome.storage.session.get(SessionKey.approvalGrants);
  const list = Array.isArray(got[SessionKey.approvalGrants]) ? (got[SessionKey.approvalGrants] as Grant[]) : [];
  return list.filter((g) => g.until > Date.now());
}

async function addGrant(site: string, client: string): Promise<void> {
  const list = (await grants()).filter((g) => g.site !== site || g.client !== client);
  await chrome.storage.session.set({ [SessionKey.approvalGrants]: [...list, { site, client, until: Date.now() + GRANT_MS }] });
}

/** Whether the person allowed this client on this site within the last hour. */
export async function granted(site: string, client: string): Promise<boolean> {
  return (await grants()).some((g) => g.site === site && g.client === client);
}

/** Answers from the side panel: only this extension's own pages are heard. */
export function listenForAnswers(): void {
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse: (reply: { ok: boolean }) => void) => {
    if (!isAnswerMessage(message) || !isOwnPage(sender, chrome.runtime.id)) return false;
    sendResponse({ ok: answer(message.id, message.answer) });
    return false;
  });
}
