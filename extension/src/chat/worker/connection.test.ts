import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeError } from './connection';

it('keeps server addresses and keys out of the messages a chat page sees', () => {
  const text = describeError(new Error('Error POSTing to endpoint wss://mcp.internal.test:8443/mcp?token=s3cret: socket hang up'));
  assert.doesNotMatch(text, /mcp\.internal\.test|s3cret/);
  assert.match(text, /\[server URL\] socket hang up/);
  assert.equal(describeError(new Error('Streamable HTTP error: HTTP 401 Unauthorized')), 'unauthorized: the server refused the key');
});
