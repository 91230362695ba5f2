import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ACTIONS } from '../shared/contract';
import { ACTION_KINDS, isAction } from './kinds';

describe('action kinds', () => {
  it('classifies every action the bridge sends', () => {
    assert.deepEqual(Object.keys(ACTION_KINDS).sort(), [...ACTIONS].sort());
  });

  it('input that changes a page is an action, reading is not', () => {
    for (const a of ['input.click', 'input.type', 'input.fill', 'input.press', 'input.select', 'input.drag', 'file.set', 'download', 'cookies.set', 'clipboard.write', 'evaluate']) {
      assert.equal(isAction(a, {}, 'https://a.test/'), true, a);
    }
    for (const a of ['page.snapshot', 'page.text', 'extract.tab', 'screenshot', 'tabs.list', 'page.find', 'input.scroll']) {
      assert.equal(isAction(a, {}, 'https://a.test/'), false, a);
    }
  });

  it('navigation is an action only when it leaves the site', () => {
    assert.equal(isAction('navigate', { url: 'https://a.test/other' }, 'https://a.test/'), false);
    assert.equal(isAction('navigate', { url: 'https://b.test/' }, 'https://a.test/'), true);
    assert.equal(isAction('navigate', { direction: 'reload' }, 'https://a.test/'), false);
    assert.equal(isAction('navigate', { direction: 'back' }, 'https://a.test/'), true);
  });

  it("computer follows its own action; unknown actions count as actions", () => {
    assert.equal(isAction('computer', { action: 'screenshot' }, ''), false);
    assert.equal(isAction('computer', { action: 'left_click' }, ''), true);
    assert.equal(isAction('something.new', {}, ''), true);
  });
});
