import assert from 'node:assert/strict';
import { it } from 'node:test';
import { elementLabel } from './picker-label';

it('names an element by tag, id and first two classes', () => {
  assert.equal(elementLabel({ tagName: 'ARTICLE', id: 'main', className: ' post  wide extra ' }), 'article#main.post.wide');
  assert.equal(elementLabel({ tagName: 'DIV', id: '', className: '' }), 'div');
  // SVG elements have an SVGAnimatedString className.
  assert.equal(elementLabel({ tagName: 'svg', id: '', className: {} }), 'svg');
  assert.equal(elementLabel({ tagName: 'P', id: 'x'.repeat(80), className: '' }).length, 60);
});
