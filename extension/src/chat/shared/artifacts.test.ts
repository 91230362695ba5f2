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

const step = (id: string, input: object) => ({ type: 'tool_use', id, name: 'artifacts', input });
const body = (lines: number, end: string, eol = '\n') => `${Array.from({ length: lines }, (_, i) => `ligne ${i} — é 👋`).join(eol)}${end}`;

it('applies each step once: a tool_use the API lists twice is one update', () => {
  const first = body(2000, '\nEND');
  const conv = { chat_messages: [
    { content: [step('t1', { id: 'doc', title: 'doc.md', command: 'create', content: first })] },
    { content: [step('t2', { id: 'doc', command: 'update', old_str: 'END', new_str: 'END.' }), step('t2', { id: 'doc', command: 'update', old_str: 'END', new_str: 'END.' })] },
  ] };
  assert.equal(rebuildArtifact(conv, 'doc')?.content, `${first}.`);
});

it('follows the branch the conversation shows, not a retried reply beside it', () => {
  const conv = {
    current_leaf_message_uuid: 'm3b',
    chat_messages: [
      { uuid: 'm1', content: [step('t1', { id: 'doc', title: 'doc.md', command: 'create', content: 'a\nlast\n' })] },
      { uuid: 'm2', parent_message_uuid: 'm1', content: [] },
      { uuid: 'm3a', parent_message_uuid: 'm2', content: [step('t2', { id: 'doc', command: 'update', old_str: 'last', new_str: 'last!' })] },
      { uuid: 'm3b', parent_message_uuid: 'm2', content: [step('t3', { id: 'doc', command: 'update', old_str: 'last', new_str: 'last?' })] },
    ],
  };
  assert.equal(rebuildArtifact(conv, 'doc')?.content, 'a\nlast?\n');
});

for (const [name, text] of [['a trailing newline', body(3000, '\n')], ['no trailing newline', body(3000, '')], ['CRLF line ends', body(3000, '\r\n', '\r\n')]] as const) {
  it(`keeps ${name} through create and an update of the last line`, () => {
    const lastLine = 'ligne 2999 — é 👋';
    const conv = { chat_messages: [{ content: [
      step('t1', { id: 'doc', title: 'doc.md', command: 'create', content: text }),
      step('t2', { id: 'doc', command: 'update', old_str: lastLine, new_str: 'fin ✓' }),
    ] }] };
    const want = text.replace(lastLine, 'fin ✓');
    assert.equal(rebuildArtifact(conv, 'doc')?.content, want);
    assert.equal(rebuildArtifact({ chat_messages: [{ content: [step('t1', { id: 'doc', title: 'doc.md', command: 'rewrite', content: text })] }] }, 'doc')?.content, text);
  });
}
