// Dynamic routes of the automation fixtures: a small members site (log in, a two-step order form
// with a file upload, a result page with a download and a confirm()), the frames page (whose
// cross-origin frame needs the server's port), a long page for output budgets, and JSON APIs.
// Everything the server receives is kept in `state`, so a test checks effects on the server side.
import { createHash } from 'node:crypto';
import { parseMultipart, parseUrlEncoded, readBody } from './multipart.mjs';

export const USER = { username: 'ada', password: 'lovelace', cookie: 'auth=ada-7f3c' };
export const ITEMS = [{ id: 1, name: 'Rope, 20 m' }, { id: 2, name: 'Fender' }, { id: 3, name: 'Tide clock' }];
/** The download of `/files/chart.bin`: 3000 bytes no text codec would keep intact. */
export const CHART = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37 + 11) % 256));
export const LONG_PARAGRAPHS = 1200;

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const html = (title, body, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head>` +
  `<body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;

/** Paragraph `i` of the long page: numbered, so a reader can see a gap or an overlap. */
export const longParagraph = (i) => `Paragraph ${String(i).padStart(4, '0')}: the harbour log records the tide, ` +
  `the wind and the boats that came in, so that the next watch knows what to expect tonight.`;

export function newState() {
  return { submissions: [], archived: [], logins: 0, visits: 0 };
}

const loggedIn = (req) => (req.headers.cookie ?? '').split(';').some((c) => c.trim() === USER.cookie);

function loginPage(error = '') {
  return html('Harbour members: log in', `<main><h1>Members log in</h1>
<form method="post" action="/site/login">
  <label for="username">Username</label> <input id="username" name="username" autocomplete="off">
  <label for="password">Password</label> <input id="password" name="password" type="password">
  <button type="submit">Log in</button>
</form>${error ? `<p id="error" role="alert">${esc(error)}</p>` : ''}</main>`);
}

function formPage() {
  return html('Order form', `<main><h1>Order supplies</h1>
<form id="order" method="post" action="/site/submit" enctype="multipart/form-data">
  <fieldset id="step1"><legend>Step 1 of 2: who you are</legend>
    <label for="fullname">Full name</label> <input id="fullname" name="fullname" required>
    <label for="email">Email</label> <input id="email" name="email" type="email" placeholder="you@example.org" required>
    <button type="button" id="next">Next</button>
  </fieldset>
  <fieldset id="step2" hidden><legend>Step 2 of 2: what you need</legend>
    <label for="plan">Plan</label>
    <select id="plan" name="plan"><option value="">Choose…</option><option value="basic">Basic mooring</option>
      <option value="pro">Pro mooring</option><option value="team">Club team</option></select>
    <label for="attachment">Boat papers</label> <input id="attachment" name="attachment" type="file">
    <button type="submit" id="send">Send order</button>
  </fieldset>
</form></main>`, `
document.getElementById('next').addEventListener('click', () => {
  const name = document.getElementById('fullname');
  if (!name.value) { name.reportValidity(); return; }
  document.getElementById('step1').hidden = true;
  document.getElementById('step2').hidden = false;
  console.log('order form: step 2 of 2');
});`);
}

function resultPage(id, s) {
  const file = s.files[0];
  return html(`Order ${id} received`, `<main><h1>Order ${id} received</h1>
<p id="summary">Thank you, ${esc(s.fields.fullname)}. Plan: ${esc(s.fields.plan)}. Papers: ${file ? `${esc(file.filename)} (${file.size} bytes)` : 'none'}.</p>
<p><a id="receipt" href="/site/receipt/${id}">Download receipt</a></p>
<button id="archive">Archive order</button> <p id="status">Not archived yet.</p></main>`, `
console.log('order ${id} confirmed for ' + ${JSON.stringify(s.fields.fullname)});
document.getElementById('archive').addEventListener('click', async () => {
  if (!confirm('Archive order ${id}? It cannot be changed afterwards.')) {
    document.getElementById('status').textContent = 'Archive cancelled.';
    return;
  }
  const res = await fetch('/site/archive/${id}', { method: 'POST' });
  document.getElementById('status').textContent = res.ok ? 'Order ${id} archived.' : 'Archive failed.';
  console.warn('order ${id} archived; it can no longer be changed');
});`);
}

/** The receipt the result page offers for download: what the server received, hashed. */
export function receiptOf(id, s) {
  const file = s.files[0];
  return [`Receipt for order ${id}`, `Name: ${s.fields.fullname}`, `Email: ${s.fields.email}`, `Plan: ${s.fields.plan}`,
    file ? `Papers: ${file.filename}, ${file.size} bytes, sha256 ${createHash('sha256').update(file.content).digest('hex')}` : 'Papers: none',
    ''].join('\n');
}

function framesPage(port) {
  return html('Frames and shadow DOM', `<main><h1>Frames and shadow DOM</h1>
<p>The top document.</p>
<iframe id="same" title="Same-origin frame" src="/frame-inner.html" width="400" height="160"></iframe>
<iframe id="cross" title="Cross-origin frame" src="http://localhost:${port}/frame-cross.html" width="400" height="160"></iframe>
<harbour-counter id="widget"></harbour-counter><p id="widget-status">No boats counted.</p></main>`, `
customElements.define('harbour-counter', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<p>Boats counted: <span id="count">0</span></p><button id="add">Count a boat</button>';
    root.getElementById('add').addEventListener('click', () => {
      const c = root.getElementById('count');
      c.textContent = String(Number(c.textContent) + 1);
      // Mirrored into the light DOM, where any reader can check it.
      document.getElementById('widget-status').textContent = 'Boats counted: ' + c.textContent;
    });
  }
});`);
}

function longPage() {
  const paragraphs = Array.from({ length: LONG_PARAGRAPHS }, (_, i) => `<p>${longParagraph(i + 1)}</p>`).join('\n');
  return html('The long harbour log', `<main><h1>The long harbour log</h1>\n${paragraphs}\n<p id="end">End of the log.</p></main>`);
}

/** Handles a site route; returns false when `url` is not one. */
export async function siteRoute(req, res, url, state, port) {
  const send = (status, type, body, headers = {}) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    res.end(body);
  };
  const page = (body, headers) => send(200, 'text/html; charset=utf-8', body, headers);
  const redirect = (to, headers = {}) => send(303, 'text/plain', '', { location: to, ...headers });
  const p = url.pathname;
  if (p === '/site/login' && req.method === 'POST') {
    const form = parseUrlEncoded(await readBody(req));
    if (form.username !== USER.username || form.password !== USER.password) return page(loginPage('Wrong username or password.')), true;
    state.logins++;
    return redirect('/site/form', { 'set-cookie': `${USER.cookie}; Path=/; HttpOnly; SameSite=Lax` }), true;
  }
  if (p === '/site/login') return page(loginPage()), true;
  if (p === '/site/form') return (loggedIn(req) ? page(formPage()) : redirect('/site/login')), true;
  if (p === '/site/submit' && req.method === 'POST') {
    if (!loggedIn(req)) return send(401, 'text/plain', 'log in first'), true;
    const submission = parseMultipart(await readBody(req), req.headers['content-type']);
    state.submissions.push(submission);
    return redirect(`/site/result/${state.submissions.length}`), true;
  }
  const [, kind, idText] = /^\/site\/(result|receipt|archive)\/(\d+)$/.exec(p) ?? [];
  const s = state.submissions[Number(idText) - 1];
  if (kind && !s) return send(404, 'text/plain', 'no such order'), true;
  if (kind === 'result') return page(resultPage(idText, s)), true;
  if (kind === 'receipt') {
    return send(200, 'text/plain; charset=utf-8', receiptOf(idText, s),
      { 'content-disposition': `attachment; filename="receipt-${idText}.txt"` }), true;
  }
  if (kind === 'archive' && req.method === 'POST') return state.archived.push(Number(idText)), send(204, 'text/plain', ''), true;
  switch (p) {
    case '/site/whoami':
      return page(html('Who am I', `<main><h1>Cookies received</h1><pre id="cookies">${esc(req.headers.cookie ?? '(none)')}</pre></main>`)), true;
    case '/frames':
      return page(framesPage(port)), true;
    case '/long':
      return page(longPage()), true;
    case '/visit':
      state.visits++;
      return page(html(`Visit ${state.visits}`, `<main><h1>Visit number ${state.visits}</h1></main>`)), true;
    case '/api/items':
      return send(200, 'application/json', JSON.stringify({ items: ITEMS })), true;
    case '/api/slow':
      // Slow enough that "the network is busy" is observable, short enough for the suite.
      await new Promise((resolve) => setTimeout(resolve, 400));
      return send(200, 'application/json', JSON.stringify({ slow: true })), true;
    case '/files/chart.bin':
      return send(200, 'application/octet-stream', CHART, { 'content-disposition': 'attachment; filename="chart.bin"' }), true;
    default:
      return false;
  }
}
