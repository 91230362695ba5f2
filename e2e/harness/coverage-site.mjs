// Pages for extraction-coverage.test.mjs, served by a server of their own: an article held in
// web components (open and closed shadow roots, named and default slots), an article inside a
// same-origin iframe, a page with a sidebar and a related list (plus hidden text, a script and a
// style that must never show), and a 10 MB article for the link's size limits.
import { createServer } from 'node:http';

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title, body, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>${head}</head><body>${body}</body></html>`;

export const SHADOW = {
  headline: 'Keepers of the Shadow Light',
  slotted: 'This sentence lives in the light DOM and is shown through a named slot.',
  defaultSlotted: 'This one fills the default slot of the same component.',
  open: [
    'The first paragraph of the keeper story is rendered inside an open shadow root of a web component.',
    'A reader that only serialises the document never sees these words, because outerHTML leaves shadow trees out.',
  ],
  closed: 'A closed shadow root holds this last paragraph, which only the extension can reach from its isolated world.',
  fallback: 'Fallback text of an unfilled slot that is shown when nothing is assigned to it.',
};

const filler = (topic, n) => Array.from({ length: n }, (_, i) =>
  `<p>${topic} note ${i + 1}: the harbour association records the tides, the state of the moorings and the plans ` +
  'for the coming season, so that every member can prepare their boat and their crew in good time.</p>').join('');

function shadowPage() {
  // The component's template sits in a script: the story is built by the page, like real apps.
  const script = `
    class KeeperStory extends HTMLElement {
      constructor() {
        super();
        const root = this.attachShadow({ mode: 'open' });
        root.innerHTML = '<style>p { color: #333 }</style><article><h1><slot name="headline"></slot></h1>'
          + ${JSON.stringify(SHADOW.open.map((p) => `<p>${p}</p>`).join(''))}
          + '<p><slot name="aside"></slot></p><div><slot></slot></div><p><slot name="empty">${SHADOW.fallback}</slot></p>'
          + ${JSON.stringify(filler('Shadow', 3))} + '<keeper-coda></keeper-coda></article>';
      }
    }
    class KeeperCoda extends HTMLElement {
      constructor() {
        super();
        this.attachShadow({ mode: 'closed' }).innerHTML = ${JSON.stringify(`<p>${SHADOW.closed}</p>`)};
      }
    }
    customElements.define('keeper-coda', KeeperCoda);
    customElements.define('keeper-story', KeeperStory);`;
  return page(SHADOW.headline, `<main><keeper-story><span slot="headline">${SHADOW.headline}</span>` +
    `<span slot="aside">${SHADOW.slotted}</span><p>${SHADOW.defaultSlotted}</p>` +
    '<p slot="nowhere">An element assigned to a slot that does not exist is not rendered.</p></keeper-story></main>' +
    `<script>${script}</script>`);
}

export const FRAMED = {
  headline: 'Tide Tables Inside a Frame',
  paragraphs: [
    'This article is served as its own document and shown in a same-origin iframe of the page the user opened.',
    'Many archives and webmail readers still put the text people read inside a frame like this one.',
  ],
};

const framedOuter = () => page('Harbour archive viewer', '<header><p>Harbour archive</p></header>' +
  '<iframe src="/framed-inner" title="Article" style="width:100%;height:600px;border:0"></iframe>');
const framedInner = () => page(FRAMED.headline, `<article><h1>${FRAMED.headline}</h1>` +
  FRAMED.paragraphs.map((p) => `<p>${p}</p>`).join('') + filler('Framed', 3) + '</article>');

export const SIDEBAR = {
  headline: 'Winter Storms on the North Quay',
  sidebar: 'Sidebar: quay opening hours for the winter season',
  tableCell: 'Low water springs',
  related: ['Related: how the breakwater was rebuilt', 'Related: a history of the harbour ferries'],
  hidden: 'HIDDEN-TEXT-never-shown',
  script: 'SCRIPT-TEXT-never-shown',
  style: 'STYLE-never-shown',
};

function sidebarPage() {
  const s = SIDEBAR;
  return page(s.headline, `<header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
<div class="layout"><main><article><h1>${s.headline}</h1>${filler('Storm', 6)}</article></main>
<aside class="sidebar"><h2>${s.sidebar}</h2><table><thead><tr><th>Tide</th><th>Height (m)</th></tr></thead>
<tbody><tr><td>${s.tableCell}</td><td>0.4</td></tr><tr><td>High water springs</td><td>5.8</td></tr></tbody></table>
<div style="display:none">${s.hidden}</div></aside></div>
<section class="related-posts"><h2>Related stories</h2><ul>${s.related.map((r, i) => `<li><a href="/story/${i}">${r}</a></li>`).join('')}</ul></section>
<script>window.note = '${s.script}';</script>`, `<style>/* ${s.style} */ .layout { display: flex }</style>`);
}

/** Paragraph `i` of the huge page: numbered and padded, so parts can be checked for gaps. */
export const hugeParagraph = (i) => `Entry ${String(i).padStart(6, '0')} of the harbour ledger: ` +
  'the boats that came in, the tide at the time, the wind, and what each crew reported about the state of the ' +
  'channel markers, the lights on the breakwater and the moorings, written down so that the next watch knows.';

/** About `mb` megabytes of article text in one page. */
function hugePage(mb) {
  const count = Math.ceil((mb * 1024 * 1024) / (hugeParagraph(0).length + 7));
  const parts = [];
  for (let i = 0; i < count; i++) parts.push(`<p>${hugeParagraph(i)}</p>`);
  return page('The Complete Harbour Ledger', `<main><article><h1>The Complete Harbour Ledger</h1>${parts.join('')}</article></main>`);
}

const routes = {
  '/shadow': shadowPage,
  '/framed': framedOuter,
  '/framed-inner': framedInner,
  '/sidebar': sidebarPage,
};

/** Starts the site on 127.0.0.1:0; `url(path)` builds absolute URLs. */
export async function startCoverageSite() {
  const huge = new Map();
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://site');
    let body;
    if (url.pathname === '/huge') {
      const mb = Number(url.searchParams.get('mb') ?? '10');
      if (!huge.has(mb)) huge.set(mb, Buffer.from(hugePage(mb)));
      body = huge.get(mb);
    } else if (routes[url.pathname]) {
      body = routes[url.pathname]();
    } else if (url.pathname.startsWith('/small/')) {
      const token = url.pathname.slice('/small/'.length).replace(/[^\w-]/g, '');
      body = page(`Small ${token}`, `<main><article><h1>Small ${token}</h1><p>This page belongs to ${token}.</p>${filler('Small', 3)}</article></main>`);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: (p) => base + p,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    }),
  };
}
