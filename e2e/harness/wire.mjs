// Raw JSON-RPC over each MCP transport TabRelay serves, below any SDK: a test sends exact text
// (malformed JSON, wrong shapes, requests before the handshake) and reads what comes back.
// `send(text)` resolves with { status, messages } once the daemon answered the message (HTTP: the
// response; other transports: the message with its id, or for one without a valid id the id-null
// error the edge sends in arrival order), or
// with messages [] after `quietMs` when nothing is expected (a notification) or nothing came.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';
import { ROOT, TABRELAY } from './paths.mjs';

export const WIRE_TRANSPORTS = ['http', 'sse', 'ws', 'stdio'];

/** Parses the data lines of an SSE body into JSON-RPC messages (events that are not JSON are skipped). */
export function sseMessages(text) {
  const out = [];
  for (const block of text.split(/\r?\n\r?\n/)) {
    const data = block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
    if (!data) continue;
    try { out.push(JSON.parse(data)); } catch { /* a priming or comment event */ }
  }
  return out;
}

/**
 * Incoming messages and who waits for them. A message with a valid id is answered with that id.
 * One without (or with an id MCP forbids) gets an error whose id is null; those are answered at
 * the edge in the order they arrived, so they go to the waiters in the order they were sent.
 */
class Inbox {
  constructor() { this.queue = []; this.byId = new Map(); this.nullWaiters = []; }
  push(msg) {
    const answer = 'id' in msg && ('result' in msg || 'error' in msg);
    if (answer && msg.id === null && 'error' in msg && this.nullWaiters.length) {
      this.nullWaiters.shift()([msg]);
      return;
    }
    if (answer && msg.id !== null && this.byId.has(msg.id)) {
      const waiter = this.byId.get(msg.id);
      this.byId.delete(msg.id);
      waiter([msg]);
      return;
    }
    this.queue.push(msg);
  }
  take(id, quietMs) {
    const own = typeof id === 'string' || Number.isInteger(id);
    const i = this.queue.findIndex((m) => 'id' in m && ('result' in m || 'error' in m) && (own ? m.id === id : m.id === null && 'error' in m));
    if (i >= 0) return Promise.resolve({ messages: [this.queue.splice(i, 1)[0]] });
    return new Promise((resolve) => {
      let timer;
      const waiter = (messages) => { clearTimeout(timer); resolve({ messages }); };
      timer = setTimeout(() => {
        if (own) this.byId.delete(id); else this.nullWaiters = this.nullWaiters.filter((w) => w !== waiter);
        resolve({ messages: [] });
      }, quietMs);
      if (own) this.byId.set(id, waiter); else this.nullWaiters.push(waiter);
    });
  }
  /** Drops what nobody asked for (server notifications, pings). */
  drain() { this.queue = this.queue.filter((m) => 'id' in m && ('result' in m || 'error' in m)); }
}

/** The id a raw message carries, when it is a JSON object with one; undefined otherwise. */
function idOf(text) {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) && 'id' in v ? v.id : undefined;
  } catch {
    return undefined;
  }
}

export async function openWire(kind, { port, configDir, quietMs = 2000 }) {
  const base = `http://127.0.0.1:${port}`;
  const inbox = new Inbox();
  if (kind === 'http') {
    let session;
    return {
      kind,
      setSession: (id) => { session = id; },
      async send(text, { headers = {} } = {}) {  // HTTP answers every POST: no quiet wait
        const res = await fetch(`${base}/mcp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream',
            ...(session ? { 'Mcp-Session-Id': session } : {}), ...headers },
          body: text,
        });
        const body = await res.text();
        const sid = res.headers.get('mcp-session-id');
        let messages = [];
        if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) messages = sseMessages(body);
        else if (body) { try { messages = [JSON.parse(body)]; } catch { messages = [{ unparsable: body }]; } }
        return { status: res.status, messages, sessionId: sid, body };
      },
      close: async () => {},
    };
  }
  if (kind === 'sse') {
    const controller = new AbortController();
    const res = await fetch(`${base}/sse`, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let endpoint;
    let gotEndpoint;
    const endpointReady = new Promise((resolve) => { gotEndpoint = resolve; });
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut;
          while ((cut = buffer.search(/\r?\n\r?\n/)) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut).replace(/^\r?\n\r?\n/, '');
            const event = /^event:\s*(.*)$/m.exec(block)?.[1];
            const data = block.split(/\r?\n/).filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trimStart()).join('\n');
            if (event === 'endpoint') { endpoint = new URL(data, base).href; gotEndpoint(); } else if (data) {
              try { inbox.push(JSON.parse(data)); } catch { /* not JSON */ }
            }
          }
        }
      } catch { /* aborted on close */ }
    })();
    await endpointReady;
    return {
      kind,
      async send(text, { quietMs: q = quietMs } = {}) {
        const res = await fetch(endpoint, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: text });
        const body = await res.text();
        let posted = [];
        if (body) { try { posted = [JSON.parse(body)]; } catch { posted = [{ unparsable: body }]; } }
        if (posted.length || res.status >= 400) return { status: res.status, messages: posted, body };
        const { messages } = await inbox.take(idOf(text), q);
        return { status: res.status, messages };
      },
      drain: () => inbox.drain(),
      close: async () => controller.abort(),
    };
  }
  if (kind === 'ws') {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/mcp-ws`, 'mcp');
    await new Promise((resolve, reject) => { ws.once('open', resolve); ws.once('error', reject); });
    ws.on('message', (data) => {
      try { inbox.push(JSON.parse(String(data))); } catch { inbox.push({ unparsable: String(data) }); }
    });
    const closed = new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    return {
      kind,
      async send(text, { quietMs: q = quietMs } = {}) {
        if (ws.readyState !== WebSocket.OPEN) return { closed: await closed, messages: [] };
        ws.send(text);
        return inbox.take(idOf(text), q);
      },
      drain: () => inbox.drain(),
      isOpen: () => ws.readyState === WebSocket.OPEN,
      close: async () => { ws.close(); await closed; },
    };
  }
  if (kind === 'stdio') {
    const child = spawn(TABRELAY, ['stdio', '--port', String(port), '--config-dir', configDir], {
      cwd: ROOT, env: { ...process.env, CONFIG_DIR: configDir }, stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (c) => { stderr += c; });
    createInterface({ input: child.stdout }).on('line', (line) => {
      try { inbox.push(JSON.parse(line)); } catch { inbox.push({ unparsable: line }); }
    });
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let started = false; // the first answer waits for the JVM and the link to the daemon
    return {
      kind,
      async send(text, { quietMs: q = quietMs } = {}) {
        if (!started) { started = true; q = Math.max(q, 30_000); }
        // One message per line: a line break inside (\r too, which Java's readLine also ends a line at) would make two.
        child.stdin.write(`${text.replace(/[\r\n]/g, ' ')}\n`);
        return inbox.take(idOf(text), q);
      },
      drain: () => inbox.drain(),
      log: () => stderr,
      close: async () => { child.stdin.end(); child.kill(); await exited; },
    };
  }
  throw new Error(`unknown transport ${kind}`);
}

/** initialize with `version`, then notifications/initialized unless `initialized` is false. */
export async function handshake(wire, version, { initialized = true, id = 'init' } = {}) {
  const answer = await wire.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize',
    params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'wire-test', version: '1.0.0' } } }));
  if (wire.setSession && answer.sessionId) wire.setSession(answer.sessionId);
  if (initialized) await wire.send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }), { quietMs: 150 });
  return answer;
}
