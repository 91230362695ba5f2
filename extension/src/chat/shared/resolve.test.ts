import assert from 'node:assert/strict';
import { it } from 'node:test';
import { matchTool, type NamedTool } from './resolve';

const tools: NamedTool[] = [
  { server: 'tabrelay', tool: 'browser_tab_list' },
  { server: 'gateway', tool: 'files__get_file' },
  { server: 'gateway', tool: 'files__save_data' },
  { server: 'gateway', tool: 'notes__save_data' },
  { server: 'remote', tool: 'echo' },
  { server: 'other', tool: 'echo' },
];
const names = (m: ReturnType<typeof matchTool>) =>
  m.kind === 'one' ? [`${m.match.server}/${m.match.tool}`] : m.kind === 'many' ? m.matches.map((t) => `${t.server}/${t.tool}`) : [];

it('a bare name reaches the one gateway tool that ends in __<name>', () => {
  assert.deepEqual(matchTool(tools, 'get_file'), { kind: 'one', match: tools[1] });
  assert.deepEqual(names(matchTool(tools, 'get_file', 'gateway')), ['gateway/files__get_file']);
  assert.deepEqual(names(matchTool(tools, 'files__get_file')), ['gateway/files__get_file']);
});

it('an exact name wins over a suffix; server__tool names a server', () => {
  const withLocal = [...tools, { server: 'remote', tool: 'get_file' }];
  assert.deepEqual(names(matchTool(withLocal, 'get_file')), ['remote/get_file']);
  assert.deepEqual(names(matchTool(tools, 'tabrelay__browser_tab_list')), ['tabrelay/browser_tab_list']);
  assert.deepEqual(names(matchTool(tools, 'browser_tab_list', 'tabrelay')), ['tabrelay/browser_tab_list']);
});

it('two candidates are ambiguous, whichever rule found them', () => {
  assert.deepEqual(matchTool(tools, 'save_data').kind, 'many');
  assert.deepEqual(names(matchTool(tools, 'save_data')), ['gateway/files__save_data', 'gateway/notes__save_data']);
  assert.deepEqual(names(matchTool(tools, 'echo')), ['remote/echo', 'other/echo']);
  assert.deepEqual(names(matchTool(tools, 'echo', 'other')), ['other/echo']);
});

it('a suffix is a whole tool name after __, never a tail of one', () => {
  assert.equal(matchTool(tools, 'tab_list').kind, 'none');
  assert.equal(matchTool(tools, 'file').kind, 'none');
  assert.equal(matchTool(tools, 'get_file', 'remote').kind, 'none');
  assert.equal(matchTool(tools, 'nope').kind, 'none');
});
