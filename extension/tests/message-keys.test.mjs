// Every message a source file asks for by a literal key exists: t('key') names a message of the
// English locale, tp('key', n) a plural family (key_other at least). A key renamed or split into
// plural forms in one branch while another branch still calls it the old way would otherwise show
// an empty string in the UI, which no type check sees (chrome.i18n.getMessage answers '').
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const extension = join(dirname(fileURLToPath(import.meta.url)), '..');
const en = JSON.parse(readFileSync(join(extension, '_locales', 'en', 'messages.json'), 'utf8'));
const sources = readdirSync(join(extension, 'src'), { recursive: true })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(extension, 'src', f), 'utf8') }));

it('every t() and tp() key in the sources names an English message', () => {
  const missing = [];
  let seen = 0;
  for (const { file, text } of sources) {
    for (const [, fn, key] of text.matchAll(/\b(tp?)\(\s*'([A-Za-z0-9_]+)'/g)) {
      seen++;
      const ok = fn === 't' ? key in en : `${key}_other` in en;
      if (!ok) missing.push(`${file}: ${fn}('${key}')`);
    }
  }
  assert.ok(seen > 50, `found only ${seen} message keys: the pattern no longer matches how sources call t()`);
  assert.deepEqual(missing, []);
});
