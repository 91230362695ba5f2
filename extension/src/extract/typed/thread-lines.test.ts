import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dropThreadControls } from './thread-lines.js';

describe('dropThreadControls', () => {
  it("drops a post's counts and controls standing on their own lines", () => {
    const md = '# How do I focus the pane under the mouse?\n\n67\n\nI want the scroll wheel to follow the mouse.\n\nImprove this question\n\nAdd a comment  |\n\n11 Answers\n\n13\n\n- Quote\n\nUse Alt+Up, then Enter.\n\n1.2k\n\nReply';
    assert.equal(dropThreadControls(md),
      '# How do I focus the pane under the mouse?\n\nI want the scroll wheel to follow the mouse.\n\n11 Answers\n\nUse Alt+Up, then Enter.');
  });

  it('keeps numbers and words inside sentences, tables and code', () => {
    const md = 'I bought 2 of them.\n\n| size | count |\n|---|---|\n| 10 | 2 |\n\n```\n42\nreply\n```\n\nReply to this thread below, or quote the post you answer.';
    assert.equal(dropThreadControls(md), md);
  });
});
