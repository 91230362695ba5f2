// The article cleanup around Readability (clean.ts), on small articles. DOM from linkedom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { cleanArticle } from './clean.js';

const PROSE = 'The ferry left the quay at seven, its deck crowded with cyclists, market traders and a brass band on its way to the island fair.';
const article = (body: string) => {
  const { document } = parseHTML(`<!doctype html><html><body><div id="article">${body}</div></body></html>`);
  const root = document.getElementById('article') as unknown as Element;
  cleanArticle(root);
  return (root.textContent ?? '').replace(/\s+/g, ' ');
};

test('furniture named by its class or id goes: a share bar, a byline, a related box', () => {
  const out = article(`<p class="byline">By Mia Holt, harbour correspondent</p><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p>
    <div class="share-bar">Share on Mastodon or by post</div><aside id="related-stories"><p>Island fair opens</p></aside>`);
  assert.match(out, /The ferry left the quay/);
  for (const gone of ['Mia Holt', 'Mastodon', 'Island fair opens']) assert.ok(!out.includes(gone), `${gone} left in: ${out}`);
});

test("blocks of one class holding much of the article are the site's building block, not furniture", () => {
  // A CMS wraps every group of paragraphs in a "widget": each block alone is a small part of the
  // article, so each was removed as furniture and the story came back as its heading.
  const block = (i: number) => `<div class="ContentWidget_root__a1b2"><div class="Text_body__c3d4"><p>${i}. ${PROSE}</p></div></div>`;
  const out = article(`<h1>The island fair</h1>${[1, 2, 3, 4, 5, 6].map(block).join('')}<div class="share-widget">Share on Mastodon</div>`);
  for (const i of [1, 2, 3, 4, 5, 6]) assert.ok(out.includes(`${i}. The ferry left the quay`), `block ${i} lost: ${out}`);
  assert.ok(!out.includes('Mastodon'), `the share widget, a class of its own, still goes: ${out}`);
});

test('a list of links under its own heading, with more text after it, is a section of the text; teaser lists still go', () => {
  const providers = ['Apple', 'Bitbucket', 'Discord', 'GitHub', 'GitLab', 'Keycloak'].map((p) => `<li><a href="/docs/auth/${p.toLowerCase()}">${p}</a></li>`).join('');
  const teasers = ['Ferries in winter', 'The quay at night', 'Island fair opens'].map((t, i) => `<li><a href="/news/${i}">${t}</a></li>`).join('');
  const out = article(`<h1>Sign-in</h1><p>${PROSE}</p><h2>Social sign-in</h2><ul>${providers}</ul>
    <h2>Phone sign-in</h2><p>${PROSE}</p><p>${PROSE}</p><h2>Related articles</h2><ul>${teasers}</ul>`);
  for (const p of ['Social sign-in', 'Apple', 'Discord', 'Keycloak']) assert.ok(out.includes(p), `${p} lost: ${out}`);
  assert.ok(!out.includes('Ferries in winter') && !out.includes('Related articles'), `the teaser list under a stock label goes: ${out}`);
});

test('a headed list of links with no text after it is the end-of-article furniture it looks like', () => {
  const more = ['Ferries in winter', 'The quay at night', 'Island fair opens'].map((t, i) => `<li><a href="/news/${i}">${t}</a></li>`).join('');
  const out = article(`<h1>The island fair</h1><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p><h2>From the harbour desk</h2><ul>${more}</ul>`);
  assert.ok(!out.includes('Ferries in winter'), out);
});
