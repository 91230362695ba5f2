// Pages for the page-agent tests, served on 127.0.0.1; the same server reached as "localhost"
// is a second origin, for cross-origin frames.
import { createServer } from 'node:http';

const FORM = `<!doctype html><html><head><title>Sign in</title></head><body>
<header><a href="/">Home</a></header>
<main><h1>Sign in</h1>
<form id="login">
  <label for="email">Email</label> <input id="email" name="email" type="email" required>
  <label>Password <input id="pw" name="pw" type="password"></label>
  <label><input id="remember" type="checkbox"> Remember me</label>
  <label for="country">Country</label>
  <select id="country" name="country"><option value="">Choose</option><option value="fr">France</option><option value="de">Germany</option></select>
  <input id="avatar" type="file" name="avatar">
  <button type="submit">Sign in</button>
</form>
<p id="result"></p>
<button id="delete" onclick="document.getElementById('answer').textContent = confirm('Delete it?') ? 'deleted' : 'kept'">Delete account</button>
<p id="answer"></p>
<button id="hidden" style="display:none">Hidden</button>
<div id="cover-host" style="position:relative"><button id="covered">Covered</button><div style="position:absolute;inset:0;background:#fff"></div></div>
</main>
<script>
document.getElementById('login').addEventListener('submit', (e) => {
  e.preventDefault();
  const f = e.target;
  const file = document.getElementById('avatar').files[0];
  document.getElementById('result').textContent = 'Welcome ' + f.email.value + ' pw=' + f.pw.value.length +
    ' remember=' + document.getElementById('remember').checked + ' country=' + f.country.value +
    ' file=' + (file ? file.name + ':' + file.size : 'none');
});
</script></body></html>`;

const FRAMES = (port) => `<!doctype html><html><head><title>Frames</title></head><body>
<h1>Frames and shadows</h1>
<nav aria-label="Site"><ul><li><a href="/form">Form</a></li><li><a href="/frames#x">Anchor</a></li></ul></nav>
<iframe id="same" title="Same origin" src="/inner?n=same" width="400" height="150"></iframe>
<iframe id="cross" title="Cross origin" src="http://localhost:${port}/inner?n=cross" width="400" height="150"></iframe>
<iframe title="Sandboxed" sandbox srcdoc="<p>Sandboxed text</p>" width="200" height="50"></iframe>
<div id="host"></div>
<table><caption>Prices</caption><tr><th>Item</th><th>Price</th></tr><tr><td>Tea</td><td>3 €</td></tr></table>
<script>
const root = document.getElementById('host').attachShadow({ mode: 'open' });
root.innerHTML = '<p>Inside shadow</p><button id="shadow-btn">Shadow button</button>';
root.getElementById('shadow-btn').addEventListener('click', (e) => { e.target.textContent = 'Shadow clicked'; });
setTimeout(() => { const b = document.createElement('button'); b.id = 'later'; b.textContent = 'Appeared later'; document.body.append(b); }, 400);
</script></body></html>`;

const INNER = (n) => `<!doctype html><html><head><title>Inner ${n}</title></head><body>
<button id="inner" onclick="this.textContent = 'Clicked ${n}'">Inner ${n} button</button>
<input aria-label="Inner ${n} field">
</body></html>`;

const MORE = `<!doctype html><html><head><title>More</title></head><body>
<div id="editor" contenteditable="true" aria-label="Editor">Draft</div>
<input id="first" aria-label="First"><input id="second" aria-label="Second">
<div id="card" draggable="true">Card</div><div id="bin" style="width:100px;height:50px">Bin</div>
<p id="log"></p>
<div id="menu"><div id="hoverme" style="cursor:pointer">Hover me</div></div>
<div style="height:3000px"></div><a id="away" href="/form">Go to the form</a>
<script>
const log = (t) => (document.getElementById('log').textContent += t + ';');
document.getElementById('card').addEventListener('dragstart', (e) => e.dataTransfer.setData('text/plain', 'card'));
const bin = document.getElementById('bin');
bin.addEventListener('dragover', (e) => e.preventDefault());
bin.addEventListener('drop', (e) => log('dropped ' + e.dataTransfer.getData('text/plain')));
document.getElementById('hoverme').addEventListener('mouseover', () => log('hovered'));
document.getElementById('menu').addEventListener('mouseenter', () => log('menu entered'));
document.getElementById('second').addEventListener('focus', () => log('second focused'));
</script></body></html>`;

export async function agentPages() {
  let port = 0;
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    if (url.pathname === '/form') return res.end(FORM);
    if (url.pathname === '/frames') return res.end(FRAMES(port));
    if (url.pathname === '/more') return res.end(MORE);
    if (url.pathname === '/inner') return res.end(INNER(url.searchParams.get('n')));
    res.end('<!doctype html><title>Home</title><h1>Home</h1>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
  return { port, origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}
