import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { ActivityEntry } from './activity';
import { completeTurn, startTurn } from './plan';
import { groupActivity } from './turns';

const entry = (t: number, action: string, client = 'claude', session: string | undefined = 's1'): ActivityEntry =>
  ({ t, action, client, session, outcome: 'ok', ms: 1 });

const A = { session: 's1', client: 'claude' };

it('groups entries between turn.start and turn.complete under the turn, oldest first like the plan\'s steps', () => {
  const plans = completeTurn(startTurn({}, A, 't1', 100), A, 'done', 200);
  const log = [
    entry(50, 'tabs.list'),
    entry(99, 'turn.start'),
    entry(110, 'extract.tab'),
    entry(150, 'extract.url'),
    entry(160, 'plan.update'),
    entry(199, 'turn.complete'),
    entry(250, 'browser.info'),
  ];
  const blocks = groupActivity(log, plans);
  assert.deepEqual(blocks.map((b) => (b.kind === 'turn' ? `turn:${b.turn.id}` : b.entry.action)), ['browser.info', 'turn:t1', 'tabs.list']);
  const turn = blocks[1]!;
  assert.ok(turn.kind === 'turn');
  assert.deepEqual(turn.entries.map((e) => e.action), ['extract.tab', 'extract.url'], 'the plan update is the plan, not a row');
  assert.equal(turn.turn.summary, 'done');
  assert.equal(turn.client, 'claude');
});

it('another session active at the same time stays outside the turn', () => {
  const plans = startTurn({}, A, 't1', 100);
  const blocks = groupActivity([entry(120, 'extract.tab', 'cursor', 's2'), entry(130, 'tabs.list')], plans);
  assert.deepEqual(blocks.map((b) => b.kind), ['entry', 'turn']);
  assert.equal(blocks[1]!.kind === 'turn' && blocks[1]!.entries.length, 1);
});

it('shows a turn with no activity yet, and filters turns and entries by client', () => {
  const plans = startTurn({}, A, 't1', 100);
  assert.deepEqual(groupActivity([], plans).map((b) => b.kind), ['turn']);
  assert.deepEqual(groupActivity([entry(120, 'tabs.list', 'cursor', 's2')], plans, 'cursor').map((b) => b.kind), ['entry']);
  assert.deepEqual(groupActivity([entry(120, 'tabs.list', 'cursor', 's2')], plans, 'claude').map((b) => b.kind), ['turn']);
});

it('entries logged before sessions were recorded fall back to their client', () => {
  const plans = startTurn({}, { client: 'old' }, 't1', 100);
  const old: ActivityEntry = { t: 120, action: 'tabs.list', client: 'old', outcome: 'ok', ms: 1 };
  const blocks = groupActivity([old], plans);
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0]!.kind, 'turn');
});
