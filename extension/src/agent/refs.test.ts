import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { shortHref } from './href';
import { parseKey } from './keys';
import { formatRef, parseRef } from './refs-format';
import { inputRole } from './roles';

describe('refs', () => {
  it('parse top-frame and frame refs and round-trip', () => {
    assert.deepEqual(parseRef('e12'), { frameId: 0, local: 'e12' });
    assert.deepEqual(parseRef(' f7e3 '), { frameId: 7, local: 'e3' });
    assert.equal(parseRef('e'), undefined);
    assert.equal(parseRef('#submit'), undefined);
    assert.equal(parseRef('f7'), undefined);
    assert.equal(formatRef(0, 'e1'), 'e1');
    assert.equal(formatRef(7, 'e1'), 'f7e1');
  });
});

describe('shortHref', () => {
  const base = 'https://shop.example/cart?x=1';
  it('keeps the path for same-origin links and the host for others', () => {
    assert.equal(shortHref('/about', base), '/about');
    assert.equal(shortHref('https://other.example/a/b?q=1', base), 'other.example/a/b?q=1');
    assert.equal(shortHref('https://other.example/', base), 'other.example');
    assert.equal(shortHref('#reviews', base), '#reviews');
    assert.equal(shortHref('#', base), undefined);
    assert.equal(shortHref('javascript:void(0)', base), undefined);
    assert.equal(shortHref(`/p/${'x'.repeat(200)}`, base)!.length, 80);
  });
});

describe('parseKey', () => {
  it('parses names, chords and characters', () => {
    assert.deepEqual({ ...parseKey('Enter') }, { key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, printable: false });
    const selectAll = parseKey('Control+a')!;
    assert.equal(selectAll.key, 'a');
    assert.equal(selectAll.code, 'KeyA');
    assert.equal(selectAll.ctrlKey, true);
    assert.equal(parseKey('Shift+Tab')!.shiftKey, true);
    assert.equal(parseKey('esc')!.key, 'Escape');
    assert.equal(parseKey('Shift+a')!.key, 'A');
    assert.equal(parseKey('Control++')!.key, '+');
    assert.equal(parseKey('F5')!.keyCode, 116);
    assert.equal(parseKey('Hyper+a'), undefined);
    assert.equal(parseKey('NotAKey'), undefined);
  });
});

describe('inputRole', () => {
  it('maps input types to roles', () => {
    assert.equal(inputRole('email'), 'textbox');
    assert.equal(inputRole('SEARCH'), 'searchbox');
    assert.equal(inputRole('submit'), 'button');
    assert.equal(inputRole('checkbox'), 'checkbox');
    assert.equal(inputRole('number'), 'spinbutton');
    assert.equal(inputRole('hidden'), undefined);
    assert.equal(inputRole('date'), 'textbox');
  });
});
