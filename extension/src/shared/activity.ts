// The activity log: what each client asked this browser to do. Pure functions here; the worker
// stores the list in chrome.storage.local and the pages render it. It holds no page content
// and never the pairing key: only who, what, where, when and how it ended.
import type { Msg } from './i18n';

export interface ActivityEntry {
  /** Epoch ms when the command arrived. */
  t: number;
  /** The MCP client's name as the bridge reported it (the command's `client` field). */
  client?: string;
  /** The command's MCP session: the side panel groups entries into that session's turns. */
  session?: string;
  action: string;
  /** The tool call the command was part of (the bridge's random id) and the tool's name. */
  call?: string;
  tool?: string;
  tabId?: number;
  url?: string;
  /** The tab's title when the command ended: a person recognises it, not the tab's number. */
  title?: string;
  /** 'ok', an error code, or 'cancelled' when the bridge gave up first. */
  outcome: string;
  ms: number;
  /** Set when the action waited for the person (ask mode): its words and their answer. */
  approval?: ApprovalNote;
}

/** An approval as the log keeps it: the same words the card showed, and what became of it. */
export interface ApprovalNote {
  words: Msg;
  answer: 'once' | 'site' | 'granted' | 'deny' | 'timeout' | 'paused';
}

export const ACTIVITY_MAX = 500;
/** Titles are cut like URLs: the log is for recognising the tab, not reading it. */
export const TITLE_MAX = 120;

/**
 * Link actions that are not something the agent did in the browser: the plan and the turn
 * boundaries show as the plan and the turn itself, never as rows of the log.
 */
const NOT_ROWS = new Set(['plan.update', 'turn.start', 'turn.complete']);

export function isLogRow(entry: Pick<ActivityEntry, 'action'>): boolean {
  return !NOT_ROWS.has(entry.action);
}

/** The name a person's agent used: the tool it called when the bridge said, else the link action. */
export function calledName(entry: Pick<ActivityEntry, 'tool' | 'action'>): string {
  return entry.tool || entry.action;
}

/** The site of a logged URL (its host), or undefined for a URL without one (about:, data:). */
export function siteOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

export function loggedTitle(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}
/** Long URLs (data-heavy queries) are cut so 500 entries stay well under storage quotas. */
export const URL_MAX = 300;

/** Appends `entry` and drops the oldest entries beyond `max`. Returns a new array. */
export function appendActivity(list: readonly ActivityEntry[], entry: ActivityEntry, max = ACTIVITY_MAX): ActivityEntry[] {
  const next = [...list, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The URL as logged: no fragment (client-side state, sometimes tokens), bounded length. */
export function loggedUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let text = raw;
  try {
    const url = new URL(raw);
    url.hash = '';
    text = url.href;
  } catch {
    // Not a URL (a malformed argument): log it as given, bounded.
  }
  return text.length > URL_MAX ? `${text.slice(0, URL_MAX - 1)}…` : text;
}

export interface ClientSummary {
  name: string;
  last: number;
  count: number;
}

/** Clients that sent commands at or after `since`, most recent first. */
export function recentClients(list: readonly ActivityEntry[], since: number): ClientSummary[] {
  const byName = new Map<string, ClientSummary>();
  for (const e of list) {
    if (e.t < since) continue;
    const name = e.client ?? '';
    const seen = byName.get(name);
    if (seen) {
      seen.count++;
      seen.last = Math.max(seen.last, e.t);
    } else byName.set(name, { name, last: e.t, count: 1 });
  }
  return [...byName.values()].sort((a, b) => b.last - a.last);
}

/** Distinct client names in the log, sorted, for the filter. */
export function clientNames(list: readonly ActivityEntry[]): string[] {
  return [...new Set(list.map((e) => e.client ?? ''))].sort();
}

/** Rows of one client (all when `client` is undefined), newest first; plan updates are not rows. */
export function newestFirst(list: readonly ActivityEntry[], client?: string): ActivityEntry[] {
  return list.filter((e) => isLogRow(e) && (client === undefined || (e.client ?? '') === client)).reverse();
}

export function isActivityList(value: unknown): value is ActivityEntry[] {
  return Array.isArray(value);
}
