import assert from 'node:assert/strict';
import { it } from 'node:test';
import { decideOnClose } from './close-policy';

it('forgets the key on 4401', () => {
  assert.equal(decideOnClose(4401, 'bad key').kind, 'forget');
});

it('stops on 4403, 4426 and 4409, naming the bridge reason', () => {
  const origin = decideOnClose(4403, 'origin chrome-extension://x not allowed');
  assert.equal(origin.kind, 'stop');
  assert.match(origin.reason, /origin chrome-extension:\/\/x not allowed/);
  const version = decideOnClose(4426, 'supported: 2');
  assert.equal(version.kind, 'stop');
  assert.match(version.reason, /update the extension or the bridge/);
  assert.equal(decideOnClose(4409, '').kind, 'stop');
});

it('retries on 4400 and on any other close', () => {
  for (const code of [4400, 1000, 1001, 1006, 1011, 4000]) assert.equal(decideOnClose(code, '').kind, 'retry', String(code));
});
