import assert from 'node:assert/strict';
import { it } from 'node:test';
import { rebuildArtifact, sendArtifactArgs } from './artifacts';

const use = (input: object) => ({ type: 'tool_use', name: 'artifacts', input });

it('rebuilds the latest version from create, update and rewrite, by id or title', () => {
  const conv = {
    chat_messages: [
      { content: [{ type: 'text', text: 'hi' }, use({ id: 'doc', title: 'doc.txt', command: 'create', content: 'héllo $& world' })] },
      { content: [use({ id: 'doc', command: 'update', old_str: 'world', new_str: 'there $1' }), use({ id: 'other', title: 'x', command: 'create', content: 'x' })] },
    ],
  };
  assert.deepEqual(rebuildArtifact(conv, 'doc'), { title: 'doc.txt', content: 'héllo $& there $1' });
  assert.deepEqual(rebuildArtifact(conv, 'doc.txt'), { title: 'doc.txt', content: 'héllo $& there $1' });
  assert.equal(rebuildArtifact(conv, 'missing'), undefined);
  conv.chat_messages.push({ content: [use({ id: 'doc', command: 'rewrite', content: 'new' })] });
  assert.equal(rebuildArtifact(conv, 'doc')?.content, 'new');
});

it('needs an artifact and defaults to save_data with the content in "content"', () => {
  assert.deepEqual(sendArtifactArgs({ artifact: 'doc' }), { artifact: 'doc', tool: 'save_data', contentArgument: 'content', arguments: {} });
  assert.equal(typeof sendArtifactArgs({}), 'string');
});
