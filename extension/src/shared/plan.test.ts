import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyPlan, completeTurn, MAX_SESSIONS, MAX_TURNS, openTurn, parsePlanUpdate, parseTurnComplete, sessionKey,
  sessionsByRecency, startTurn, type PlanState,
} from './plan';

const A = { session: 's1', client: 'claude' };
const B = { session: 's2', client: 'cursor' };
const steps = [{ step: 'Open the page', status: 'completed' }, { step: 'Summarize', status: 'in_progress' }];

describe('parsePlanUpdate', () => {
  it('accepts the protocol shape and trims steps', () => {
    const parsed = parsePlanUpdate({ plan: [{ step: '  Open  ', status: 'pending' }], explanation: ' why ' });
    assert.deepEqual(parsed, { ok: true, value: { plan: [{ step: 'Open', status: 'pending' }], explanation: 'why' } });
  });

  it('names the field and the expectation on bad input', () => {
    const error = (params: Record<string, unknown>) => {
      const parsed = parsePlanUpdate(params);
      return parsed.ok ? '' : parsed.error;
    };
    assert.match(error({}), /"plan" must be an array of 1 to 50 steps/);
    assert.match(error({ plan: [] }), /1 to 50/);
    assert.match(error({ plan: Array(51).fill(steps[0]) }), /1 to 50/);
    assert.match(error({ plan: [{ step: '', status: 'pending' }] }), /"plan\[0\]\.step" must be a non-empty string/);
    assert.match(error({ plan: [steps[0], { step: 'x', status: 'done' }] }), /"plan\[1\]\.status" must be .* got "done"/);
    assert.match(error({ plan: [{ step: 'x'.repeat(301), status: 'pending' }] }), /301 characters/);
    assert.match(error({ plan: [steps[0]], explanation: 3 }), /"explanation" must be a string/);
  });

  it('bounds a long summary and drops a blank one', () => {
    const long = parseTurnComplete({ summary: 'y'.repeat(2000) });
    assert.ok(long.ok && long.value.summary!.length === 500);
    assert.deepEqual(parseTurnComplete({ summary: '  ' }), { ok: true, value: {} });
    assert.equal(parseTurnComplete({ summary: {} }).ok, false);
  });
});

describe('plan state', () => {
  const plan = (state: PlanState) => state[sessionKey(A)]!.plan;

  it('replaces the whole plan of one session and leaves others alone', () => {
    let state = applyPlan({}, A, { plan: [{ step: 'a', status: 'pending' }] }, 1);
    state = applyPlan(state, B, { plan: [{ step: 'b', status: 'pending' }] }, 2);
    state = applyPlan(state, A, { plan: [{ step: 'a', status: 'completed' }], explanation: 'done' }, 3);
    assert.deepEqual(plan(state), [{ step: 'a', status: 'completed' }]);
    assert.equal(state[sessionKey(A)]!.explanation, 'done');
    assert.equal(state[sessionKey(B)]!.plan[0]!.step, 'b');
    assert.deepEqual(sessionsByRecency(state).map((s) => s.client), ['claude', 'cursor']);
  });

  it('keys by client when the bridge sent no session', () => {
    assert.equal(sessionKey({ client: 'x' }), 'c:x');
    assert.notEqual(sessionKey({ session: 'x' }), sessionKey({ client: 'x' }));
  });

  it('keeps only the most recently updated sessions', () => {
    let state: PlanState = {};
    for (let i = 0; i < MAX_SESSIONS + 5; i++) state = applyPlan(state, { session: `s${i}` }, { plan: [{ step: 'x', status: 'pending' }] }, i);
    assert.equal(Object.keys(state).length, MAX_SESSIONS);
    assert.ok(!(sessionKey({ session: 's0' }) in state));
    assert.ok(sessionKey({ session: `s${MAX_SESSIONS + 4}` }) in state);
  });
});

describe('turns', () => {
  it('opens, completes with a summary, and reports the open turn', () => {
    let state = startTurn({}, A, 't1', 10);
    assert.equal(openTurn(state, A)?.id, 't1');
    assert.equal(openTurn(state, B), undefined);
    state = completeTurn(state, A, 'Compared offers', 20);
    assert.deepEqual(state[sessionKey(A)]!.turns, [{ id: 't1', started: 10, completed: 20, summary: 'Compared offers' }]);
    assert.equal(openTurn(state, A), undefined);
  });

  it('a new turn closes one left open at its start', () => {
    const state = startTurn(startTurn({}, A, 't1', 10), A, 't2', 15);
    assert.deepEqual(state[sessionKey(A)]!.turns.map((t) => [t.id, t.completed]), [['t1', 15], ['t2', undefined]]);
  });

  it('keeps a bounded number of turns per session', () => {
    let state: PlanState = {};
    for (let i = 0; i < MAX_TURNS + 3; i++) state = startTurn(state, A, `t${i}`, i);
    const turns = state[sessionKey(A)]!.turns;
    assert.equal(turns.length, MAX_TURNS);
    assert.equal(turns.at(-1)!.id, `t${MAX_TURNS + 2}`);
  });
});
