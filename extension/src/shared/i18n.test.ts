import assert from 'node:assert/strict';
import { it } from 'node:test';
import en from '../../_locales/en/messages.json';
import fr from '../../_locales/fr/messages.json';

interface Entry {
  message: string;
  description?: string;
  placeholders?: Record<string, { content: string }>;
}
type Catalog = Record<string, Entry>;

/** Named ($name$) and positional ($1) placeholders a message uses, sorted. */
function tokens(entry: Entry): string[] {
  const named = [...entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)].map((m) => `$${m[1]!.toLowerCase()}$`);
  const declared = Object.entries(entry.placeholders ?? {}).map(([name, p]) => `${name.toLowerCase()}=${p.content}`);
  return [...named, ...declared].sort();
}

it('English and French have exactly the same keys', () => {
  const enKeys = Object.keys(en).sort();
  const frKeys = Object.keys(fr).sort();
  assert.deepEqual(enKeys.filter((k) => !frKeys.includes(k)), [], 'missing in fr');
  assert.deepEqual(frKeys.filter((k) => !enKeys.includes(k)), [], 'missing in en');
});

it('every message uses the same placeholders in both languages', () => {
  for (const [key, entry] of Object.entries(en as Catalog)) {
    const other = (fr as Catalog)[key];
    if (other) assert.deepEqual(tokens(other), tokens(entry), key);
  }
});

it('every message is non-empty and every used placeholder is declared', () => {
  for (const [lang, catalog] of [['en', en], ['fr', fr]] as const) {
    for (const [key, entry] of Object.entries(catalog as Catalog)) {
      assert.ok(entry.message.trim(), `${lang}.${key} is empty`);
      for (const m of entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)) {
        const declared = Object.keys(entry.placeholders ?? {}).map((n) => n.toLowerCase());
        assert.ok(declared.includes(m[1]!.toLowerCase()), `${lang}.${key} uses undeclared $${m[1]}$`);
      }
    }
  }
});
