import assert from 'node:assert/strict';
import { it } from 'node:test';
import { badgeFor } from './badge';
import { displayState, isConfirmation, nextStep, pillState, selectView } from './view';

it('shows setup without a pairing or after the key was refused', () => {
  assert.equal(selectView(undefined, false), 'setup');
  assert.equal(selectView({ state: 'connected' }, false), 'setup');
  assert.equal(selectView({ state: 'unpaired' }, true), 'setup');
});

it('shows connected only when the bridge welcomed us, disconnected otherwise', () => {
  assert.equal(selectView({ state: 'connected' }, true), 'connected');
  for (const state of ['connecting', 'disconnected', 'stopped'] as const) assert.equal(selectView({ state }, true), 'disconnected', state);
  assert.equal(selectView(undefined, true), 'disconnected');
});

it('treats a paired browser with no status yet as connecting', () => {
  assert.equal(displayState(undefined, true), 'connecting');
  assert.equal(displayState({ state: 'stopped' }, true), 'stopped');
  assert.equal(displayState({ state: 'connected' }, false), 'unpaired');
});

it('badges each state, and counts calls in flight while connected', () => {
  assert.deepEqual(badgeFor('connected', 0).title, { key: 'badgeConnected' });
  assert.equal(badgeFor('connected', 0).text, '✓');
  assert.equal(badgeFor('connected', 3).text, '3');
  assert.deepEqual(badgeFor('connected', 3).title, { key: 'badgeWorking', args: ['3'], count: 3 });
  assert.equal(badgeFor('connected', 250).text, '99');
  assert.equal(badgeFor('disconnected', 2).text, '…', 'in-flight counts only while connected');
  assert.equal(badgeFor('connecting', 0).text, '…');
  assert.equal(badgeFor('stopped', 0).text, '×');
  assert.equal(badgeFor('unpaired', 0).text, '?');
  assert.equal(badgeFor(undefined, 0).text, '?');
  const colours = new Set(['connected', 'disconnected', 'stopped', 'unpaired'].map((s) => badgeFor(s as never, 0).color));
  assert.equal(colours.size, 4, 'each state has its own colour');
});

it('asks for one thing at a time: pairing, then access, then nothing', () => {
  assert.equal(nextStep('setup', true), 'pair');
  assert.equal(nextStep('connected', false), 'access');
  assert.equal(nextStep('disconnected', false), 'access');
  assert.equal(nextStep('connected', true), 'ready');
});

it('says "needs access" instead of connected while the bridge cannot read tabs', () => {
  assert.equal(pillState('connected', false), 'needs-access');
  assert.equal(pillState('connected', true), 'connected');
  assert.equal(pillState('stopped', false), 'stopped');
});

it('tells confirmations from problems', () => {
  assert.equal(isConfirmation('reasonForgotten'), true);
  assert.equal(isConfirmation('reasonBadKey'), false);
  assert.equal(isConfirmation(undefined), false);
});
