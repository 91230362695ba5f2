import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isReportableHref, resolveSrcset, resolveUrl } from './urls.js';

const base = 'https://example.com/news/2024/story.html?x=1';

test('resolveUrl makes relative URLs absolute', () => {
  assert.equal(resolveUrl('../img/a.png', base), 'https://example.com/news/img/a.png');
  assert.equal(resolveUrl('/about', base), 'https://example.com/about');
  assert.equal(resolveUrl('//cdn.example.net/x.js', base), 'https://cdn.example.net/x.js');
  assert.equal(resolveUrl('#top', base), 'https://example.com/news/2024/story.html?x=1#top');
  assert.equal(resolveUrl('  https://a.org/b  ', base), 'https://a.org/b');
});

test('resolveUrl rejects empty, script and unparsable values', () => {
  assert.equal(resolveUrl('', base), null);
  assert.equal(resolveUrl(null, base), null);
  assert.equal(resolveUrl(' javascript:void(0)', base), null);
  assert.equal(resolveUrl('http://[bad', base), null);
});

test('resolveSrcset keeps descriptors and splits like the HTML spec', () => {
  assert.equal(resolveSrcset('a.jpg 1x, b.jpg 2x', base), 'https://example.com/news/2024/a.jpg 1x, https://example.com/news/2024/b.jpg 2x');
  assert.equal(resolveSrcset('/s.jpg 320w,/m.jpg 640w', base), 'https://example.com/s.jpg 320w, https://example.com/m.jpg 640w');
  // A CDN resizer URL with commas inside stays one candidate.
  assert.equal(
    resolveSrcset('/img/w_300,h_200/p.jpg 300w, /img/w_600,h_400/p.jpg 600w', base),
    'https://example.com/img/w_300,h_200/p.jpg 300w, https://example.com/img/w_600,h_400/p.jpg 600w',
  );
  assert.equal(resolveSrcset('only.png', base), 'https://example.com/news/2024/only.png');
});

test('isReportableHref accepts web, mail and phone links only', () => {
  assert.ok(isReportableHref('https://a.org'));
  assert.ok(isReportableHref('mailto:x@y.z'));
  assert.ok(!isReportableHref('data:text/html,hi'));
  assert.ok(!isReportableHref('ftp://a.org'));
});
