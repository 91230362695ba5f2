import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fenceFor, formatResult, resultText } from './result';

describe('chat result prompt', () => {
  it('uses a fence longer than any backtick run in the result', () => {
    assert.equal(fenceFor('plain'), '```');
    assert.equal(fenceFor('has ```` four'), '`````');
    const prompt = formatResult({ tool: 'echo', server: 'files', key: '3f2a99', isError: false, text: 'a ``` b' });
    assert.equal(prompt, 'Tool result for `echo` (server files, call 3f2a, ok):\n````text\na ``` b\n````');
  });

  it('names content it cannot show instead of dropping it', () => {
    assert.equal(resultText([{ type: 'text', text: 'one' }, { type: 'image', mimeType: 'image/png' }]), 'one\n[image image/png not shown]');
  });
});
