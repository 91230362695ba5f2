// Pages for e2e/security.test.mjs, served on 127.0.0.1 (host A, the one the test's API key may
// use) and reached as localhost too (host B, outside the key's sites). Every page that could
// leak carries `?token=SECRET` in its URL and a marker word in its content, so a test can assert
// that neither ever reaches the restricted client.
import { createServer } from 'node:http';

export const SECRET = 'SECRET123';
/** A word that appears only inside the frame from host B. */
export const MARKER = 'Quokkafrost';

const html = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

function route(url, port) {
  const b = `http://localhost:${port}`;
  switch (url.pathname) {
    case '/form':
      // The field's value is mirrored into #echo, so a reader without script access can see it.
      return [200, 'text/html; charset=utf-8', html('Account form', `<h1>Account form</h1>
<label for="field">Note</label> <input id="field" oninput="document.getElementById('echo').textContent = this.value">
<p id="echo"></p>`)];
    case '/files':
      return [200, 'text/html; charset=utf-8', html('Statements', `<h1>Statements</h1><a id="get" href="/files/statement.csv?name=clicked.csv&token=${SECRET}">Download the statement</a>`)];
    case '/files/statement.csv': {
      const name = (url.searchParams.get('name') ?? 'statement.csv').replace(/[^\w.-]/g, '');
      return [200, 'text/csv', `account,balance\n${SECRET},1000\n`, { 'content-disposition': `attachment; filename="${name}"` }];
    }
    case '/redirect':
      return [302, 'text/plain', '', { location: url.searchParams.get('to') ?? '/' }];
    case '/framed':
      return [200, 'text/html; charset=utf-8', html('Framed page', `<h1>Framed page</h1><p>The top document on host A.</p>
<iframe id="b" title="Frame from B" src="${b}/inner?token=${SECRET}" width="400" height="160"></iframe>`)];
    case '/inner':
      return [200, 'text/html; charset=utf-8', html('Inner', `<p>${MARKER} balance is private.</p><button id="b-button">${MARKER} button</button>`)];
    case '/attack': {
      // What any web page can do without CORS: no-cors fetches and an image pointed at the
      // daemon (no Origin header on these GETs), then say it is done.
      const daemon = JSON.stringify(url.searchParams.get('daemon') ?? '');
      return [200, 'text/html; charset=utf-8', html('Attack page', `<h1>Attack page</h1><p id="state">running</p><script>
const d = ${daemon};
const tries = ['/sse', '/sse', '/sse', '/connect', '/health'].map((p) => fetch(d + p, { mode: 'no-cors' }).then(() => 'answered', () => 'failed'));
const img = new Promise((r) => { const i = new Image(); i.onload = i.onerror = () => r('img'); i.src = d + '/sse'; });
Promise.all([...tries, img]).then(() => { document.getElementById('state').textContent = 'ATTACK DONE'; });
</script>`)];
    }
    default:
      return [404, 'text/plain', 'not found'];
  }
}

/** Starts the server; `a(path)` and `b(path)` are the same page on the allowed and the blocked host. */
export async function startSecuritySite() {
  let port;
  const server = createServer((req, res) => {
    const [status, type, body, headers = {}] = route(new URL(req.url, 'http://x'), port);
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
  return {
    a: (p) => `http://127.0.0.1:${port}${p}`,
    b: (p) => `http://localhost:${port}${p}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
