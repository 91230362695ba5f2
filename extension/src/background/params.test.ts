import assert from 'node:assert/strict';
import { it } from 'node:test';
import { optionalBool, optionalInt, requiredString } from './params';

/** Params as an action declares them: the helpers take only field names the action has. */
type P = { tabId?: unknown; fullPage?: unknown; url?: unknown; timeoutMs?: unknown; keepTab?: unknown };
const p = (fields: P): P => fields;

const rejects = (fn: () => unknown, field: string) =>
  assert.throws(fn, (e: { code?: string; message?: string }) => e.code === 'INVALID_ARGUMENT' && e.message!.includes(`"${field}"`));

it('reads optional integers and booleans with defaults', () => {
  assert.equal(optionalInt(p({}), 'tabId', 0), undefined);
  assert.equal(optionalInt(p({ tabId: 3 }), 'tabId', 0), 3);
  assert.equal(optionalBool(p({}), 'fullPage', false), false);
  assert.equal(optionalBool(p({ fullPage: true }), 'fullPage', false), true);
  assert.equal(requiredString(p({ url: ' https://a.test ' }), 'url'), 'https://a.test');
});

it('names the field it rejects', () => {
  rejects(() => optionalInt(p({ tabId: '3' }), 'tabId', 0), 'tabId');
  rejects(() => optionalInt(p({ tabId: 1.5 }), 'tabId', 0), 'tabId');
  rejects(() => optionalInt(p({ timeoutMs: 0 }), 'timeoutMs', 1), 'timeoutMs');
  rejects(() => optionalBool(p({ keepTab: 'yes' }), 'keepTab', false), 'keepTab');
  rejects(() => requiredString(p({}), 'url'), 'url');
  rejects(() => requiredString(p({ url: '  ' }), 'url'), 'url');
});
