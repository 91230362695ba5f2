import assert from 'node:assert/strict';
import { it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { combinedMarkdown, fileStem, markdownZip, uniqueNames } from './bundle';

const pages = [
  { title: 'Pricing: plans/offers', url: 'https://a.example/pricing', markdown: '# Pricing\n\nThree plans.\n' },
  { title: 'Pricing: plans/offers', url: 'https://b.example/', markdown: '# Other\n\nText.' },
  { title: '', url: 'https://c.example/x', markdown: 'Untitled body' },
];

it('makes safe, bounded file names with a fallback', () => {
  assert.equal(fileStem('a/b:c*d?"e"<f>|g'), 'a b c d e f g');
  assert.equal(fileStem('  ..hidden  '), 'hidden');
  assert.equal(fileStem('', 'https://host.example/path'), 'host.example');
  assert.equal(fileStem('', 'not a url'), 'page');
  assert.equal(fileStem('x'.repeat(200)).length, 80);
});

it('numbers repeated names', () => {
  assert.deepEqual(uniqueNames(pages, 'md'), ['Pricing plans offers.md', 'Pricing plans offers (2).md', 'c.example.md']);
});

it('combines pages in order, each with its address, separated by rules', () => {
  assert.equal(
    combinedMarkdown(pages.slice(0, 2)),
    '# Pricing\n\nThree plans.\n\n<https://a.example/pricing>\n\n---\n\n# Other\n\nText.\n\n<https://b.example/>\n',
  );
});

it('zips one Markdown file per page that unzips to the same text', () => {
  const files = unzipSync(markdownZip(pages));
  assert.deepEqual(Object.keys(files), ['Pricing plans offers.md', 'Pricing plans offers (2).md', 'c.example.md']);
  assert.equal(strFromU8(files['c.example.md']!), 'Untitled body\n');
  assert.equal(strFromU8(files['Pricing plans offers.md']!), '# Pricing\n\nThree plans.\n');
});
