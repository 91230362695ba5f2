// Local pages the browser opens during the e2e run: static files from e2e/fixtures plus three
// small dynamic routes (the JS-rendered story's data and a cookie login flow), and the
// automation site (harness/site.mjs) whose server-side effects tests read from `state`.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { newState, siteRoute } from './site.mjs';
import { readinessRoute } from './readiness-site.mjs';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export const STORY = {
  headline: 'Lanterns Lit After Dark',
  paragraphs: [
    'This paragraph was inserted by JavaScript after the page loaded, from a JSON response of /api/story.',
    'A reader that only parses the served HTML never sees these words; a real browser tab does.',
    'The story continues with enough text that an article extractor accepts it as the main content of the page.',
  ],
};
export const STORY_LATENCY_MS = 150;
export const SECRET = 'The members-only tide table says the spring tide peaks at 6.1 metres on the ninth.';

const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><article><h1>${title}</h1>${body}</article></main></body></html>`;

const filler = '<p>The harbour association publishes notes for its members every month, covering the tides, ' +
  'the state of the moorings and the plans for the coming season, so that everyone can prepare their boats.</p>';

function hasSession(req) {
  return (req.headers.cookie ?? '').split(';').some((c) => c.trim() === 'session=ok');
}

async function handle(req, res, state, port) {
  const url = new URL(req.url, 'http://fixture');
  if (await siteRoute(req, res, url, state, port)) return;
  if (await readinessRoute(req, res, url)) return;
  const send = (status, type, body, headers = {}) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    res.end(body);
  };
  if (url.pathname.startsWith('/echo/')) {
    // A page per token, so concurrent callers can each check they got their own page back.
    const token = url.pathname.slice('/echo/'.length).replace(/[^\w-]/g, '');
    return send(200, 'text/html; charset=utf-8', page(`Echo ${token}`, `<p>This page belongs to caller ${token} only.</p>${filler}`));
  }
  switch (url.pathname) {
    case '/api/story':
      // A real API answers after some latency; 150 ms makes "content arrives after the load
      // event" certain instead of a race the extractor may win by luck.
      await new Promise((resolve) => setTimeout(resolve, STORY_LATENCY_MS));
      return send(200, 'application/json', JSON.stringify(STORY));
    case '/login':
      return send(200, 'text/html; charset=utf-8', page('Logged in', `<p>Logged in. Welcome back to the harbour association.</p>${filler}`),
        { 'set-cookie': 'session=ok; Path=/; HttpOnly; SameSite=Lax' });
    case '/members':
      return hasSession(req)
        ? send(200, 'text/html; charset=utf-8', page('Members Area', `<p>${SECRET}</p>${filler}`))
        : send(200, 'text/html; charset=utf-8', page('Members Area', `<p>Please log in to read the members area.</p>${filler}`));
  }
  const name = path.normalize(url.pathname === '/' ? '/article.html' : url.pathname).replace(/^\/+/, '');
  if (name.includes('..') || !name.endsWith('.html')) return send(404, 'text/plain', 'not found');
  try {
    send(200, 'text/html; charset=utf-8', await readFile(path.join(FIXTURES, name)));
  } catch {
    send(404, 'text/plain', 'not found');
  }
}

/**
 * Starts the fixture server on 127.0.0.1 and a free port; `url(path)` builds absolute URLs,
 * `otherUrl(path)` the same page on a second origin (`localhost`), `state` what the site received.
 */
export async function startFixtureServer() {
  const state = newState();
  let port;
  const server = createServer((req, res) => {
    handle(req, res, state, port).catch((e) => {
      res.writeHead(500);
      res.end(String(e));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    state,
    url: (p) => base + p,
    otherUrl: (p) => `http://localhost:${port}${p}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
