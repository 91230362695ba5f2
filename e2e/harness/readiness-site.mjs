// Pages that are ready later than their load event, or earlier, built the way sites build them:
// content behind a "Loading…" placeholder filled by a slow fetch, a load event that never comes
// (an image the server never answers), a client-routed app opened on a deep link, a redirect by
// script after load, a section added late, and a shell that never gets any content.
import { html } from './site.mjs';

export const SLOW_FETCH_MS = 1500;
export const ROUTE_FETCH_MS = 800;
export const READINESS = {
  slow: 'The slow fetch delivered this paragraph about the night ferry, long after the load event had fired.',
  hanging: 'The tide table is in the served HTML, so it can be read at once although an image never finishes loading.',
  routed: 'The tides route was rendered by the client-side router after it fetched the route data for this deep link.',
  landed: 'This is the page the old address now sends readers to, after a script on the old page replaced the location.',
  timer: 'A timer of 450 ms wrote this paragraph; in a background tab Chromium ran it only at its next wake-up.',
  unstyled: 'Boats stay on their own mooring; a visitor asks the harbour master before tying up to any buoy.',
  streamed: 'The streamed half of this page came after its skeleton, in a hidden segment the page swaps in on its next frame.',
  late: 'Review by Morgan: the late section appeared two seconds after the page, and only a waitFor could know to expect it.',
};

const filler = '<p>The harbour association publishes notes for its members every month, covering the tides, ' +
  'the state of the moorings and the plans for the coming season, so that everyone can prepare their boats.</p>';
const article = (title, body) => `<main><article><h1>${title}</h1>${body}${filler}</article></main>`;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const APP_JS = `
// A router as single-page apps have: the server sends the same shell for every path, the client
// maps the path to a route (an old path is moved with history.replaceState), fetches its data and renders it.
const aliases = { '/readiness/app/old-tides': '/readiness/app/tides' };
const path = aliases[location.pathname] || location.pathname;
if (path !== location.pathname) history.replaceState(null, '', path);
fetch('/readiness/api/route?path=' + encodeURIComponent(path)).then((r) => r.json()).then((route) => {
  const root = document.getElementById('root');
  root.innerHTML = '<article><h1></h1></article>';
  root.querySelector('h1').textContent = route.title;
  for (const text of route.paragraphs) {
    const p = document.createElement('p');
    p.textContent = text;
    root.firstChild.appendChild(p);
  }
});`;

const PAGES = {
  '/readiness/placeholder.html': () => html('Night ferry news', `<header><a href="/">Harbour News</a></header>
<main><article id="story"><div class="skeleton" aria-busy="true"><p>Loading…</p></div></article></main>`, `
fetch('/readiness/api/slow').then((r) => r.json()).then((story) => {
  const el = document.getElementById('story');
  el.innerHTML = '<h1>Night ferry news</h1>' + story.paragraphs.map((p) => '<p>' + p + '</p>').join('');
});`),
  '/readiness/never-loads.html': () => html('Tide table', article('Tide table', `<p>${READINESS.hanging}</p>
<img src="/readiness/hang.png" alt="" width="1" height="1"><p>High water 06:12, low water 12:31.</p>`)),
  '/readiness/redirect.html': () => html('Moved', '<main><p>Redirecting you to the new page…</p></main>', `
addEventListener('load', () => setTimeout(() => location.replace('/readiness/landed.html'), 200));`),
  '/readiness/landed.html': () => html('The harbour master\'s log', article('The harbour master\'s log', `<p>${READINESS.landed}</p>`)),
  '/readiness/late-section.html': () => html('Chandlery review', `${article('Chandlery review', '<p>The chandlery on the east quay sells rope, fenders and charts at fair prices.</p>')}`, `
setTimeout(() => {
  const section = document.createElement('section');
  section.id = 'reviews';
  section.innerHTML = '<h2>Reviews</h2><ul><li>${READINESS.late}</li></ul>';
  document.querySelector('article').appendChild(section);
}, 2000);`),
  // Content a 450 ms timer renders into an empty article; the page writes when the timer really
  // ran (a hidden tab runs timers at one wake-up a second).
  '/readiness/timer.html': () => html('Harbour timer', '<main><article id="a"></article></main>', `
document.addEventListener('DOMContentLoaded', () => {
  const asked = performance.now();
  // ?chain=N&ms=M: N timers of M ms one after the other, to measure how a hidden tab runs them.
  const query = new URLSearchParams(location.search);
  const ms = Number(query.get('ms') || 450);
  let left = Number(query.get('chain') || 1);
  const tick = () => (--left > 0 ? setTimeout(tick, ms) : done());
  setTimeout(tick, ms);
  const done = () => {
    const late = Math.round(performance.now() - asked);
    document.getElementById('a').innerHTML = '<h1>Harbour timer</h1><p>${READINESS.timer}</p>'
      + '<p>The timer ran after <b>' + late + '</b> ms.</p>${filler}';
  };
});`),
  // A static article with spinners nobody sees: the stylesheet that would size or hide them is
  // missing (an empty div, an icon without its font), as on a saved page whose CSS host is gone.
  '/readiness/unstyled-spinner.html': () => html('Mooring rules', article('Mooring rules', `<p>${READINESS.unstyled}</p>
<div class="js-spinner d-none"><div class="s-spinner s-spinner__sm"></div></div><div class="spinner"><i class="fa fa-spinner"></i></div>`)),
  // Framework progress bars that stay in the page unseen: zero height (mkdocs' .md-progress) and
  // transparent (WordPress's router loading bar). They load nothing, so they must not hold a read.
  '/readiness/hidden-bars.html': () => html('Tide tables', '<div class="md-progress" role="progressbar" style="height:0"></div>'
    + '<div class="router-loading-bar" style="height:4px;opacity:0"></div>'
    + '<article><h1>Tide tables</h1><p>High water at the harbour mouth comes forty minutes after the town quay, and the neap tides leave the bar passable for shallow boats only.</p></article>'),
  // Streamed server rendering as React 19.1 sends it (Next.js's App Router): the boundary's
  // skeleton first, the content later in a hidden segment, and an inline $RC that swaps it in on
  // the next animation frame. A hidden tab runs no frames in a headed Chromium (headless sometimes
  // does), so the page waits for the tab to be shown, as there: the content is in the document,
  // the tab shows the skeleton.
  '/readiness/streamed.html': () => html('Harbour chandlery', `<header><nav><a href="/">Harbour News</a> <a href="/moorings">Moorings</a>
<a href="/tides">Tides</a> <a href="/chandlery">Chandlery</a> <a href="/members">Members</a> <a href="/contact">Contact the harbour office</a></nav></header>
<main><!--$?--><template id="B:0"></template><div class="skeleton"><div class="bar"></div><div class="bar"></div></div><!--/$--></main>
<footer><p>Harbour association, east quay. Open to members and visitors every day of the season.</p></footer>
<div hidden id="S:0"><article><h1>Harbour chandlery</h1><p>${READINESS.streamed}</p>${filler}</article></div>
<script>$RC = function (a, b) {
  const reveal = () => { const t = document.getElementById(a), s = document.getElementById(b); t.nextSibling.remove(); t.replaceWith(...s.childNodes); s.remove(); };
  const frame = () => requestAnimationFrame(reveal);
  if (document.visibilityState === 'visible') frame(); else document.addEventListener('visibilitychange', frame, { once: true });
}; $RC("B:0","S:0")</script>`),
  // No text at all, ever: a spinner the page never replaces.
  '/readiness/empty.html': () => html('Dashboard', '<div id="root"><div class="spinner" role="progressbar" aria-busy="true"></div></div>'),
};

/** Serves the readiness pages; returns false for any other path. */
export async function readinessRoute(req, res, url) {
  const send = (status, type, body) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  };
  const page = PAGES[url.pathname];
  if (page) return send(200, 'text/html; charset=utf-8', page()), true;
  if (url.pathname.startsWith('/readiness/app/')) {
    return send(200, 'text/html; charset=utf-8', html('Harbour app', `<header><nav><a href="/readiness/app/">Home</a>
<a href="/readiness/app/tides">Tides</a></nav></header><main id="root"></main><script src="/readiness/app.js"></script>`)), true;
  }
  switch (url.pathname) {
    case '/readiness/app.js':
      return send(200, 'text/javascript', APP_JS), true;
    case '/readiness/api/slow':
      await delay(SLOW_FETCH_MS);
      return send(200, 'application/json', JSON.stringify({ paragraphs: [READINESS.slow, filler.replace(/<\/?p>/g, '')] })), true;
    case '/readiness/api/route': {
      await delay(ROUTE_FETCH_MS);
      const path = url.searchParams.get('path');
      const known = path === '/readiness/app/tides';
      return send(200, 'application/json', JSON.stringify(known
        ? { title: 'Tides this week', paragraphs: [READINESS.routed, filler.replace(/<\/?p>/g, '')] }
        : { title: 'Not found', paragraphs: ['No such route.'] })), true;
    }
    case '/readiness/hang.png':
      // Never answered: the tab's load event never fires. The server's close() ends the socket.
      return true;
  }
  return false;
}
