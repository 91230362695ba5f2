// Names Readability misreads (anchors.ts), and the readings they cost. DOM from linkedom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { isOwnTextAnchor, unmaskNames } from './anchors.js';
import { readWithReadability } from './engines.js';

test('an id made of the heading’s own words is an anchor; a role name is not', () => {
  assert.equal(isOwnTextAnchor('social-auth', 'Social Auth#'), true);
  assert.equal(isOwnTextAnchor('user-content-request-headers', 'Request headers'), true);
  assert.equal(isOwnTextAnchor('overview-2', 'Overview'), true);
  assert.equal(isOwnTextAnchor('related-stories', 'More from the harbour'), false);
  assert.equal(isOwnTextAnchor('comments-sidebar', 'Comments'), false, 'a word after the text’s is a name of its own');
  assert.equal(isOwnTextAnchor('42', 'Chapter'), true, 'a bare number names nothing either');
});

test('utility classes go, names that say what a block is stay', () => {
  const { document } = parseHTML(`<!doctype html><html><body>
    <h2 id="comments-in-python" class="group scroll-mt-24">Comments in Python</h2>
    <div class="card overflow-hidden md:hidden lg:block">x</div><div class="share-bar hidden-xs">y</div></body></html>`);
  unmaskNames(document as unknown as Document);
  const h2 = document.querySelector('h2')!;
  assert.equal(h2.getAttribute('id'), null);
  assert.equal(h2.getAttribute('class'), 'group');
  assert.equal(document.querySelector('.card')!.getAttribute('class'), 'card lg:block');
  assert.equal(document.querySelector('.share-bar')!.getAttribute('class'), 'share-bar hidden-xs');
});

test('Readability keeps a docs page’s anchored headings', () => {
  const para = (n: number) => `<p>Paragraph ${n} explains how the service stores its users and their sessions in the project's database, and how row rules decide what each one may read.</p>`;
  const { document } = parseHTML(`<!doctype html><html><head><title>Auth</title></head><body><main><article>
    <h2 id="about-the-ecosystem" class="group scroll-mt-24">About the ecosystem</h2>${para(1)}${para(2)}
    <h3 id="social-auth" class="group scroll-mt-24">Social Auth</h3>${para(3)}
    <h3 id="comments-and-headers" class="group scroll-mt-24">Comments and headers</h3>${para(4)}${para(5)}
    </article></main></body></html>`);
  const { root } = readWithReadability(document as unknown as Document);
  const text = root?.textContent ?? '';
  for (const heading of ['About the ecosystem', 'Social Auth', 'Comments and headers']) assert.ok(text.includes(heading), `${heading} lost: ${text}`);
});
