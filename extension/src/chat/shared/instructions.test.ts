import assert from 'node:assert/strict';
import { it } from 'node:test';
import { instructionsPrompt } from './instructions';
import { parseBlock } from './parse';

it('lists each tool with its server, description and schema, in a format the parser accepts', () => {
  const text = instructionsPrompt([
    { name: 'echo', server: 'files', description: 'Echo\n  the text.', inputSchema: { type: 'object', properties: { text: { type: 'string' } } } },
  ]);
  assert.match(text, /^- echo \(server files\): Echo the text\.$/m);
  assert.match(text, /^ {2}arguments schema: \{"type":"object","properties":\{"text":\{"type":"string"\}\}\}$/m);
  const example = '{"command": "echo", "arguments": {"text": "hi"}}';
  assert.equal(parseBlock(example, 'json').kind, 'call');
});
