import assert from 'node:assert/strict';
import { it } from 'node:test';
import { unreadableReason } from './readable';

it('says why a tab cannot be read, and nothing for a web page', () => {
  assert.equal(unreadableReason('https://example.org/', false), undefined);
  assert.equal(unreadableReason('chrome://settings/', true), 'batchWhyBrowserPage');
  assert.equal(unreadableReason('file:///tmp/a.html', false), 'batchWhyFile');
  assert.equal(unreadableReason('file:///tmp/a.html', true), undefined);
  assert.equal(unreadableReason(undefined, true), 'batchWhyNoAddress');
});
