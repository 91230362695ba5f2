// removeRemarks: schema.org Comments of a Question or an Answer go, replies of a forum stay.
// DOM from linkedom, as in the other extraction tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHTML } from 'linkedom';
import { removeRemarks } from './remarks.js';

const body = (html: string) => (parseHTML(`<!doctype html><html><body>${html}</body></html>`).document as unknown as Document).body;
const comment = (text: string) => `<li itemprop="comment" itemscope itemtype="https://schema.org/Comment"><span itemprop="text">${text}</span></li>`;

test('comments on a question and on an answer are removed, the posts stay', () => {
  const root = body(`<div itemscope itemtype="https://schema.org/QAPage">
    <div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question"><p>the question</p><ul>${comment('remark one')}</ul>
      <div itemprop="acceptedAnswer" itemscope itemtype="https://schema.org/Answer"><p>the answer</p><ul>${comment('remark two')}</ul></div></div></div>`);
  removeRemarks(root);
  assert.match(root.textContent ?? '', /the question[\s\S]*the answer/);
  assert.doesNotMatch(root.textContent ?? '', /remark/);
});

test('replies marked Comment on a forum posting, and comments outside any item, are kept', () => {
  const root = body(`<div itemscope itemtype="http://schema.org/DiscussionForumPosting"><p>opening post</p>${comment('a reply')}</div>${comment('a lone comment')}`);
  removeRemarks(root);
  assert.match(root.textContent ?? '', /a reply[\s\S]*a lone comment/);
});
