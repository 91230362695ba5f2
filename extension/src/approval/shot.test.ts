import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { regionAround } from './shot';

describe('approval picture region', () => {
  const viewport = { width: 1280, height: 800 };

  it('centres a small element in a region of at least 360×200', () => {
    assert.deepEqual(regionAround({ x: 600, y: 400, width: 80, height: 30 }, viewport), { x: 460, y: 315, width: 360, height: 200 });
  });

  it('stays inside the viewport near its edges', () => {
    assert.deepEqual(regionAround({ x: 0, y: 0, width: 40, height: 20 }, viewport), { x: 0, y: 0, width: 360, height: 200 });
    assert.deepEqual(regionAround({ x: 1260, y: 790, width: 20, height: 10 }, viewport), { x: 920, y: 600, width: 360, height: 200 });
  });

  it('never exceeds the viewport for a huge element', () => {
    assert.deepEqual(regionAround({ x: 0, y: 0, width: 1280, height: 800 }, viewport), { x: 0, y: 0, width: 1280, height: 800 });
  });
});
