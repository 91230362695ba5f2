import { enable, keepFor, onDebuggerDetach, onDebuggerEvent, send } from './manager';

// Console and network capture per tab, fed by CDP events into bounded buffers. Capture starts
// at the first console.read / network.read of a tab and stays on while wanted (5 minutes after
// the last read). Earlier history is recovered where Chrome keeps it: Runtime.enable and
// Log.enable replay the messages the current document logged before, and the performance
// timeline lists the requests it made before (without bodies or methods).

export const KEEP_MS = 5 * 60_000;
const MAX_CONSOLE = 1_000;
const MAX_REQUESTS = 500;
const MAX_TEXT = 2_000;

export type Level = 'error' | 'warning' | 'info' | 'log' | 'debug';

export interface ConsoleEntry { level: Level; text: string; url: string; line: number; ts: number }

export interface RequestEntry {
  id: string;
  method: string;
  url: string;
  status: number;
  type: string;
  mimeType: string;
  ts: number;
  durationMs?: number;
  requestBody?: string;
  failure?: string;
  /** Seen on the performance timeline before capture began: no method, body or failure known. */
  fromTimeline?: true;
  /** CDP monotonic seconds at start, to compute durationMs. */
  start?: number;
}

interface TabCapture {
  console: ConsoleEntry[];
  requests: Map<string, RequestEntry>;
  consoleSince?: number;
  networkSince?: number;
}

const captures = new Map<number, TabCapture>();

function captureOf(tabId: number): TabCapture {
  let capture = captures.get(tabId);
  if (!capture) captures.set(tabId, (capture = { console: [], requests: new Map() }));
  return capture;
}

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** One console argument as text: primitives by value, objects by their preview or description. */
export function argText(arg: Record<string, unknown>): string {
  if ('value' in arg) return typeof arg.value === 'string' ? arg.value : JSON.stringify(arg.value);
  if (typeof arg.unserializableValue === 'string') return arg.unserializableValue;
  return String(arg.description ?? arg.type ?? '');
}

const CONSOLE_LEVELS: Record<string, Level> = { error: 'error', assert: 'error', warning: 'warning', info: 'info', debug: 'debug', verbose: 'debug' };

export function consoleLevel(type: string): Level {
  return CONSOLE_LEVELS[type] ?? 'log';
}

function addConsole(capture: TabCapture, entry: ConsoleEntry): void {
  // A replay after a re-attach repeats messages already kept.
  if (capture.console.some((e) => e.ts === entry.ts && e.text === entry.text)) return;
  capture.console.push(entry);
  if (capture.console.length > MAX_CONSOLE) capture.console.splice(0, capture.console.length - MAX_CONSOLE);
}

type Params = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- CDP event payloads

function onConsole(capture: TabCapture, method: string, p: Params): void {
  if (method === 'Runtime.consoleAPICalled') {
    const frame = p.stackTrace?.callFrames?.[0];
    addConsole(capture, {
      level: consoleLevel(String(p.type)),
      text: clip((p.args ?? []).map(argText).join(' ')),
      url: frame?.url ?? '',
      line: (frame?.lineNumber ?? -1) + 1,
      ts: Math.round(p.timestamp ?? Date.now()),
    });
  } else if (method === 'Runtime.exceptionThrown') {
    const d = p.exceptionDetails ?? {};
    addConsole(capture, {
      level: 'error',
      text: clip(String(d.exception?.description ?? d.text ?? 'Uncaught exception')),
      url: d.url ?? '',
      line: (d.lineNumber ?? -1) + 1,
      ts: Math.round(p.timestamp ?? Date.now()),
    });
  } else if (method === 'Log.entryAdded') {
    const e = p.entry ?? {};
    addConsole(capture, { level: consoleLevel(String(e.level)), text: clip(String(e.text ?? '')), url: e.url ?? '', line: (e.lineNumber ?? -1) + 1, ts: Math.round(e.timestamp ?? Date.now()) });
  }
}

function onNetwork(capture: TabCapture, method: string, p: Params): void {
  const known = capture.requests.get(p.requestId);
  if (method === 'Network.requestWillBeSent') {
    capture.requests.set(p.requestId, {
      id: p.requestId, method: p.request?.method ?? 'GET', url: p.request?.url ?? '', status: 0, type: p.type ?? 'Other', mimeType: '',
      ts: Math.round((p.wallTime ?? Date.now() / 1000) * 1000), start: p.timestamp,
      ...(typeof p.request?.postData === 'string' ? { requestBody: clip(p.request.postData) } : {}),
    });
    if (capture.requests.size > MAX_REQUESTS) capture.requests.delete(capture.requests.keys().next().value!);
  } else if (!known) {
    return;
  } else if (method === 'Network.responseReceived') {
    known.status = p.response?.status ?? 0;
    known.mimeType = p.response?.mimeType ?? '';
    known.type = p.type ?? known.type;
  } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
    if (known.start !== undefined) known.durationMs = Math.round((p.timestamp - known.start) * 1000);
    if (method === 'Network.loadingFailed') known.failure = String(p.errorText ?? 'failed');
  }
}

onDebuggerEvent((tabId, method, params) => {
  const capture = captures.get(tabId);
  if (!capture) return;
  if (capture.consoleSince !== undefined) onConsole(capture, method, params);
  if (capture.networkSince !== undefined && method.startsWith('Network.')) onNetwork(capture, method, params);
});
// Detached (idle, the user, DevTools): capture stopped; what was kept stays readable until the tab closes.
onDebuggerDetach((tabId, reason) => {
  const capture = captures.get(tabId);
  if (reason === 'tab_closed' || reason === 'target_closed') captures.delete(tabId);
  else if (capture) capture.consoleSince = capture.networkSince = undefined;
});

/** Starts console capture (once) and returns the buffer. */
export async function consoleCapture(tabId: number): Promise<{ entries: ConsoleEntry[]; since: number; clear(): void }> {
  const capture = captureOf(tabId);
  if (capture.consoleSince === undefined) {
    capture.consoleSince = Date.now();
    await enable(tabId, 'Runtime', 'Reading the console');
    await enable(tabId, 'Log', 'Reading the console');
  }
  keepFor(tabId, KEEP_MS);
  return { entries: capture.console, since: capture.consoleSince, clear: () => void (capture.console = []) };
}

/** Starts network capture (once, back-filled from the performance timeline) and returns the buffer. */
export async function networkCapture(tabId: number): Promise<{ entries: RequestEntry[]; since: number; clear(): void }> {
  const capture = captureOf(tabId);
  if (capture.networkSince === undefined) {
    capture.networkSince = Date.now();
    await enable(tabId, 'Network', 'Reading network requests', { maxPostDataSize: 65_536 });
    await backfill(tabId, capture);
  }
  keepFor(tabId, KEEP_MS);
  return { entries: [...capture.requests.values()], since: capture.networkSince, clear: () => capture.requests.clear() };
}

async function backfill(tabId: number, capture: TabCapture): Promise<void> {
  const expression = `JSON.stringify(performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource')).map((e) => ({
    url: e.name, type: e.initiatorType, status: e.responseStatus || 0, ts: Math.round(performance.timeOrigin + e.startTime), ms: Math.round(e.duration), mime: e.contentType || '' })))`;
  const result = await send<{ result?: { value?: string } }>(tabId, 'Runtime.evaluate', { expression, returnByValue: true }, 'Reading network requests').catch(() => undefined);
  let entries: { url: string; type: string; status: number; ts: number; ms: number; mime: string }[] = [];
  try {
    entries = JSON.parse(result?.result?.value ?? '[]');
  } catch {
    return; // a page that replaced JSON: no back-fill
  }
  const early = [...capture.requests.values()];
  capture.requests = new Map([
    ...entries
      .filter((e) => !early.some((r) => r.url === e.url))
      .map((e, i): [string, RequestEntry] => [`timeline-${i}`, {
        id: `timeline-${i}`, method: '', url: e.url, status: e.status, type: e.type === 'navigation' ? 'Document' : e.type, mimeType: e.mime, ts: e.ts, durationMs: e.ms, fromTimeline: true,
      }]),
    ...capture.requests,
  ]);
}
