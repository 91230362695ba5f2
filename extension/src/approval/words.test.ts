import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { actionWords } from './words';

describe('approval words', () => {
  it('names the element by its role and name', () => {
    assert.deepEqual(actionWords('input.click', { ref: 'e3' }, 'github.com', { role: 'button', name: 'Delete repository' }),
      { key: 'approveClick', args: ['the button “Delete repository”'] });
  });

  it('counts typed characters and never repeats the text (a password)', () => {
    const msg = actionWords('input.type', { ref: 'e4', text: 'hunter2-secret-password' }, 'a.test', { role: 'textbox', name: 'Password' });
    assert.deepEqual(msg, { key: 'approveType', args: ['23', 'the field “Password”'], count: 23 });
    assert.ok(!JSON.stringify(msg).includes('hunter2'));
  });

  it('falls back to the selector when the page gave no description', () => {
    assert.deepEqual(actionWords('input.click', { selector: '#go' }, 'a.test'), { key: 'approveClick', args: ['“#go”'] });
  });

  it('says where a navigation goes', () => {
    assert.deepEqual(actionWords('navigate', { url: 'https://b.test/x' }, 'a.test'), { key: 'approveNavigate', args: ['https://b.test/x'] });
  });
});
