// The URL-pattern vectors shared with the bridge (contract/site-patterns.json, also read by the
// server's SitePatternsTest): both sides must agree on what a pattern matches, or an API key's
// --sites and the user's site policy would draw different borders around the same pattern.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { matchesPattern, parsePattern } from './site-policy';

interface Vectors {
  cases: { pattern: string; url: string; allowed: boolean; note?: string }[];
  invalid: string[];
}

/** npm test runs in extension/; the file is at the repository root. */
function contract(): Vectors {
  const candidates = [join(process.cwd(), '..', 'contract'), join(process.cwd(), 'contract')].map((dir) => resolve(dir, 'site-patterns.json'));
  const file = candidates.find((f) => existsSync(f));
  assert.ok(file, `contract/site-patterns.json not found from ${process.cwd()}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Vectors;
}

describe('site pattern contract (contract/site-patterns.json)', () => {
  const vectors = contract();

  it('has vectors to check', () => {
    assert.ok(vectors.cases.length > 20 && vectors.invalid.length > 5);
  });

  for (const c of vectors.cases) {
    it(`${c.pattern} ${c.allowed ? 'matches' : 'does not match'} ${c.url}${c.note ? ` (${c.note})` : ''}`, () => {
      assert.ok(parsePattern(c.pattern).ok, `the pattern ${c.pattern} parses`);
      assert.equal(matchesPattern(c.pattern, c.url), c.allowed);
    });
  }

  for (const text of vectors.invalid) {
    it(`refuses the pattern ${JSON.stringify(text)}`, () => {
      assert.equal(parsePattern(text).ok, false);
      assert.equal(matchesPattern(text, 'http://x.test/'), false, 'an invalid pattern matches nothing');
    });
  }
});
