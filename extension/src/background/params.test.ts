import assert from 'node:assert/strict';
import { it } from 'node:test';
import { optionalBool, optionalInt, requiredString } from './params';

const rejects = (fn: () => unknown, field: string) =>
  assert.throws(fn, (e: { code?: string; message?: string }) => e.code === 'INVALID_ARGUMENT' && e.message!.includes(`"${field}"`));

it('reads optional integers and booleans with defaults', () => {
  assert.equal(optionalInt({}, 'tabId', 0), undefined);
  assert.equal(optionalInt({ tabId: 3 }, 'tabId', 0), 3);
  assert.equal(optionalBool({}, 'fullPage', false), false);
  assert.equal(optionalBool({ fullPage: true }, 'fullPage', false), true);
  assert.equal(requiredString({ url: ' https://a.test ' }, 'url'), 'https://a.test');
});

it('names the field it rejects', () => {
  rejects(() => optionalInt({ tabId: '3' }, 'tabId', 0), 'tabId');
  rejects(() => optionalInt({ tabId: 1.5 }, 'tabId', 0), 'tabId');
  rejects(() => optionalInt({ timeoutMs: 0 }, 'timeoutMs', 1), 'timeoutMs');
  rejects(() => optionalBool({ keepTab: 'yes' }, 'keepTab', false), 'keepTab');
  rejects(() => requiredString({}, 'url'), 'url');
  rejects(() => requiredString({ url: '  ' }, 'url'), 'url');
});
