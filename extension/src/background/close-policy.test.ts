import assert from 'node:assert/strict';
import { it } from 'node:test';
import { decideOnClose } from './close-policy';

it('forgets the key on 4401', () => {
  const decision = decideOnClose(4401, 'bad key');
  assert.equal(decision.kind, 'forget');
  assert.equal(decision.reason.key, 'reasonBadKey');
});

it('stops on 4426 and 4409, passing the bridge reason on', () => {
  const version = decideOnClose(4426, 'supported: 2');
  assert.equal(version.kind, 'stop');
  assert.deepEqual(version.reason, { key: 'reasonProtocol', args: ['supported: 2'] });
  assert.equal(decideOnClose(4409, '').kind, 'stop');
});

it('retries on 4400 and on any other close', () => {
  for (const code of [4400, 1000, 1001, 1006, 1011, 4000]) assert.equal(decideOnClose(code, '').kind, 'retry', String(code));
  assert.deepEqual(decideOnClose(1006, '').reason, { key: 'reasonUnreachable', args: ['1006'] });
});

it('retries on 4410 (an older link of this browser is still open), keeping the key', () => {
  const decision = decideOnClose(4410, 'browser already connected');
  assert.equal(decision.kind, 'retry');
  assert.deepEqual(decision.reason, { key: 'reasonDuplicate' });
});
