// Stand-ins for claude.ai, chatgpt.com and gemini.google.com served over HTTPS on loopback, reached under their real host names through
// Chromium's --host-resolver-rules, so the extension's real match patterns and adapter are used.
// The page (fixtures/chat/claude.*) streams scripted "model" replies; what the page sends back as
// the user is recorded in `sent`, per conversation.
import { createServer } from 'node:https';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testCertificate } from './tls.mjs';

const FIXTURES = fileURLToPath(new URL('../fixtures/chat/', import.meta.url));

const SKINS = {
  'claude.ai': { path: /^\/chat\/[\w-]+$/, page: 'claude.html' },
  'chatgpt.com': { path: /^\/c\/[\w-]+$/, page: 'chatgpt.html' },
  'gemini.google.com': { path: /^\/app\/[\w-]+$/, page: 'gemini.html' },
};

export async function startChatSite() {
  /** conv → [{ role: 'user'|'assistant', text }] as the page shows them after a reload. */
  const conversations = new Map();
  /** conv → texts the page sent as the user, in order. */
  const sent = new Map();
  /** conv → queued replies [{ text, chunkSize, delayMs }]; an empty queue answers "OK." */
  const replies = new Map();
  const listeners = new Set();
  /** Resolves with `ready()`'s value once it is truthy (checked on every send and upload); rejects with `describe()` after `timeoutMs`. */
  const waitUntil = (ready, timeoutMs, describe) => new Promise((resolve, reject) => {
    const check = () => {
      const value = ready();
      if (!value) return;
      clearTimeout(timer);
      listeners.delete(check);
      resolve(value);
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      reject(new Error(describe()));
    }, timeoutMs);
    listeners.add(check);
    check();
  });
  /** Files the page uploaded: { conv, name, type, bytes }. */
  const uploads = [];
  /** conv → chat_messages the conversation API returns; and every API request with its cookie. */
  const apiMessages = new Map();
  const apiRequests = [];

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(await testCertificate(['claude.ai', 'chatgpt.com', 'gemini.google.com']), async (req, res) => {
    const url = new URL(req.url, 'https://claude.ai');
    // Each site's conversation URL: claude.ai/chat/<id>, chatgpt.com/c/<id>, gemini.google.com/app/<id>.
    const host = (req.headers.host ?? '').split(':')[0];
    const skin = SKINS[host] ?? SKINS['claude.ai'];
    if (req.method === 'GET' && skin.path.test(url.pathname)) {
      // claude.ai's session cookie: HttpOnly, so only requests carry it, never page scripts.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': 'sessionKey=fixture; Path=/; Secure; HttpOnly; SameSite=Lax' });
      res.end(await readFile(path.join(FIXTURES, skin.page)));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/chat-page.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(await readFile(path.join(FIXTURES, 'chat-page.js')));
      return;
    }
    // claude.ai's conversation API, as the artifact reader calls it (shape in docs/chat-client.md).
    if (req.method === 'GET' && url.pathname.startsWith('/api/organizations')) {
      apiRequests.push({ path: url.pathname, cookie: req.headers.cookie ?? '' });
      if (!(req.headers.cookie ?? '').split(';').some((c) => c.trim() === 'sessionKey=fixture')) return json(res, 403, { error: 'no session' });
      if (url.pathname === '/api/organizations') return json(res, 200, [{ uuid: 'org-1', name: 'Fixture' }]);
      const m = /^\/api\/organizations\/org-1\/chat_conversations\/([\w-]+)$/.exec(url.pathname);
      if (m) return json(res, 200, { uuid: m[1], chat_messages: apiMessages.get(m[1]) ?? [] });
      return json(res, 404, { error: 'not found' });
    }
    const history = /^\/__fixture\/conversation\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && history) return json(res, 200, { messages: conversations.get(history[1]) ?? [] });
    if (req.method === 'POST' && url.pathname === '/__fixture/send') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = Buffer.concat(chunks).toString('utf8'); // whole: chunks can split a character
      const { conv, text } = JSON.parse(body);
      const reply = replies.get(conv)?.shift() ?? { text: 'OK.' };
      if (!sent.has(conv)) sent.set(conv, []);
      sent.get(conv).push(text);
      if (!conversations.has(conv)) conversations.set(conv, []);
      conversations.get(conv).push({ role: 'user', text }, { role: 'assistant', text: reply.text });
      for (const listener of Array.from(listeners)) listener();
      return json(res, 200, { chunkSize: 12, delayMs: 25, ...reply });
    }
    if (req.method === 'POST' && url.pathname === '/__fixture/upload') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      uploads.push({ conv: url.searchParams.get('conv'), name: url.searchParams.get('name'), type: req.headers['content-type'], bytes: Buffer.concat(chunks) });
      for (const listener of Array.from(listeners)) listener();
      return json(res, 200, { ok: true });
    }
    json(res, 404, { error: 'not found' });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  return {
    port,
    sent: (conv) => sent.get(conv) ?? [],
    allSent: () => [...sent.values()].flat(),
    uploads,
    apiRequests,
    setApiMessages: (conv, messages) => apiMessages.set(conv, messages),
    /** The next reply of `conv`'s model: `text` streamed `chunkSize` characters every `delayMs`. */
    queueReply(conv, text, options = {}) {
      if (!replies.has(conv)) replies.set(conv, []);
      replies.get(conv).push({ text, ...options });
    },
    setConversation(conv, messages) {
      conversations.set(conv, messages);
    },
    /** Resolves with the sent texts once `conv` has `count` of them; rejects after `timeoutMs`. */
    waitForSent(conv, count, { timeoutMs = 30_000 } = {}) {
      const mine = () => sent.get(conv) ?? [];
      return waitUntil(() => mine().length >= count && mine(), timeoutMs,
        () => `conversation ${conv}: ${mine().length} of ${count} messages after ${timeoutMs} ms: ${JSON.stringify(mine())}`);
    },
    /**
     * `conv`'s uploads once there are `count`: the page uploads an attached file on its own, as the
     * real sites do, so the message that names the files can arrive before the last upload has.
     */
    waitForUploads(conv, count, { timeoutMs = 10_000 } = {}) {
      const mine = () => uploads.filter((u) => u.conv === conv);
      return waitUntil(() => mine().length >= count && mine(), timeoutMs,
        () => `conversation ${conv}: ${mine().length} of ${count} uploads after ${timeoutMs} ms: ${JSON.stringify(mine().map((u) => u.name))}`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
