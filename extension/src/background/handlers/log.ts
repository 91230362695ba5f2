import { CommandError } from '../../shared/errors';
import { consoleCapture, networkCapture, type Level, type RequestEntry } from '../debugger/capture';
import { send } from '../debugger/manager';
import type { Handler, Handlers } from '../dispatch';
import { optionalBool, optionalInt } from '../params';
import { scriptableTab } from '../target-tab';
import { patternMatcher } from '../text-pattern';

// `console.read` and `network.read` (docs/automation.md) over debugger/capture.ts.

const SEVERITY: Record<Level, number> = { debug: 0, log: 1, info: 2, warning: 3, error: 4 };
const MAX_BODY = 20_000;
const TEXTUAL = /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+(json|xml))/i;

/** A filter from `pattern`: a /regex/ or a case-insensitive substring. */
export function matcher<P extends object>(params: P, name: keyof P & string): (text: string) => boolean {
  const value = (params as Record<string, unknown>)[name];
  if (value === undefined || value === null || value === '') return () => true;
  if (typeof value !== 'string') throw new CommandError('INVALID_ARGUMENT', `"${name}" must be a string, got ${JSON.stringify(value)}; fix the argument and retry.`);
  return patternMatcher(value, name, true);
}

/** `level` is a minimum severity: "warning" returns warnings and errors. */
export function levelFilter(params: { level?: unknown }): (level: Level) => boolean {
  const value = params.level;
  if (value === undefined || value === null) return () => true;
  if (typeof value !== 'string' || !(value in SEVERITY)) {
    throw new CommandError('INVALID_ARGUMENT', `"level" must be one of ${Object.keys(SEVERITY).join(', ')}, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  const min = SEVERITY[value as Level];
  return (level) => SEVERITY[level] >= min;
}

export const consoleRead: Handler<'console.read'> = async (params, ctx) => {
  const levelOk = levelFilter(params);
  const textOk = matcher(params, 'pattern');
  const since = optionalInt(params, 'since', 0) ?? 0;
  const clear = optionalBool(params, 'clear', false);
  const { tabId, url } = await scriptableTab(params, ctx, { readsNoPage: true });
  const capture = await consoleCapture(tabId);
  const messages = capture.entries
    .filter((m) => m.ts >= since && levelOk(m.level) && textOk(m.text))
    .map(({ level, text, url: at, line, ts }) => ({ level, text, url: at, line, ts }));
  if (clear) capture.clear();
  return { tabId, url: url.href, messages, capturingSince: capture.since };
};

async function body(tabId: number, request: RequestEntry): Promise<string | undefined> {
  if (request.fromTimeline || request.failure || !TEXTUAL.test(request.mimeType)) return undefined;
  try {
    const got = await send<{ body: string; base64Encoded: boolean }>(tabId, 'Network.getResponseBody', { requestId: request.id }, 'Reading network requests');
    if (got.base64Encoded) return undefined;
    return got.body.length > MAX_BODY ? `${got.body.slice(0, MAX_BODY)}… [${got.body.length} chars]` : got.body;
  } catch {
    return undefined; // evicted from Chrome's buffer, or the page navigated away
  }
}

export const networkRead: Handler<'network.read'> = async (params, ctx) => {
  const urlOk = matcher(params, 'urlPattern');
  const since = optionalInt(params, 'since', 0) ?? 0;
  const includeBodies = optionalBool(params, 'includeBodies', false);
  const clear = optionalBool(params, 'clear', false);
  const { tabId, url } = await scriptableTab(params, ctx, { readsNoPage: true });
  const capture = await networkCapture(tabId);
  const chosen = capture.entries.filter((r) => r.ts >= since && urlOk(r.url));
  const requests = [];
  for (const r of chosen) {
    const entry: Record<string, unknown> = { method: r.method, url: r.url, status: r.status, type: r.type, mimeType: r.mimeType, ts: r.ts };
    if (r.durationMs !== undefined) entry.durationMs = r.durationMs;
    if (r.requestBody !== undefined) entry.requestBody = r.requestBody;
    if (r.failure) entry.failure = r.failure;
    if (r.fromTimeline) entry.fromTimeline = true;
    if (includeBodies) {
      const text = await body(tabId, r);
      if (text !== undefined) entry.responseBody = text;
    }
    requests.push(entry);
  }
  if (clear) capture.clear();
  return { tabId, url: url.href, requests, capturingSince: capture.since };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'console.read': consoleRead,
  'network.read': networkRead,
} satisfies Handlers;
