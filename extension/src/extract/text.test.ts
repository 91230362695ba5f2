import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countWords, markdownToText, sameTitle } from './text.js';

test('links keep their text, images and targets go', () => {
  assert.equal(markdownToText('See [the docs](https://a.org/x_(y)) ![logo](https://a.org/l.png "Logo") now.'), 'See the docs  now.');
  assert.equal(markdownToText('[![thumb](https://a.org/t.png) Caption](https://a.org/p)'), ' Caption'.trim());
});

test('markup is stripped and escapes undone', () => {
  const md = '# Title\n\n> quoted **bold** and *em* and ~~gone~~\n\n- one\n- two\n\n1\\. not a list \\*star\\* snake\\_case';
  assert.equal(markdownToText(md), 'Title\n\nquoted bold and em and gone\n\none\ntwo\n\n1. not a list *star* snake_case');
});

test('code is kept literally', () => {
  assert.equal(markdownToText('Use `a*b*c` here\n\n```js\nconst x = *y*;\n```'), 'Use a*b*c here\n\nconst x = *y*;');
});

test('tables become text rows, HTML tables lose their tags', () => {
  assert.equal(markdownToText('| a | b |\n| --- | --- |\n| 1 | 2 |'), 'a  b\n1  2');
  assert.equal(markdownToText('<table><tr><td>x</td></tr></table>'), 'x');
});

test('countWords counts words in any script', () => {
  assert.equal(countWords('Hello, world! Über naïve 42'), 5);
  assert.equal(countWords("don't stop"), 2);
  assert.equal(countWords(''), 0);
});

test('sameTitle ignores case and punctuation, allows site suffixes', () => {
  assert.ok(sameTitle('Hello, World!', 'hello world'));
  assert.ok(sameTitle('A Long Article Headline Here', 'A long article headline here | Site'));
  assert.ok(!sameTitle('Short', 'Other'));
});
