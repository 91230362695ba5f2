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

/** Plural forms are per language (tp in i18n.ts): `<key>_<CLDR category>`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A key with its plural form reduced to the family, so languages with other forms still match. */
const family = (key: string) => key.replace(PLURAL, '_*');

it('English and French have exactly the same keys (plural families count once)', () => {
  const enKeys = [...new Set(Object.keys(en).map(family))].sort();
  const frKeys = [...new Set(Object.keys(fr).map(family))].sort();
  assert.deepEqual(enKeys.filter((k) => !frKeys.includes(k)), [], 'missing in fr');
  assert.deepEqual(frKeys.filter((k) => !enKeys.includes(k)), [], 'missing in en');
});

it('every message uses the same placeholders in both languages', () => {
  for (const [key, entry] of Object.entries(en as Catalog)) {
    const other = (fr as Catalog)[key];
    if (other) assert.deepEqual(tokens(other), tokens(entry), key);
  }
});

it('every plural family has each form its language uses (Intl.PluralRules)', () => {
  for (const [lang, catalog] of [['en', en], ['fr', fr]] as const) {
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const families = new Set(Object.keys(catalog).filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
    assert.ok(families.size >= 8, `${lang}: ${[...families].join(', ')}`);
    for (const base of families) {
      for (const category of categories) assert.ok(`${base}_${category}` in catalog, `${lang}.${base}_${category} is missing`);
      assert.ok(!(base in catalog), `${lang}.${base} has plural forms and a plain form`);
    }
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

it('tp picks the form Intl.PluralRules names for the UI language, else _other', async () => {
  const { tp } = await import('./i18n');
  const catalogs: Record<string, Catalog> = { en: en as Catalog, fr: fr as Catalog };
  const previous = (globalThis as { chrome?: unknown }).chrome;
  const fake = (lang: string) => ({
    i18n: {
      getUILanguage: () => lang,
      getMessage: (key: string, args?: string | string[]) => {
        const entry = catalogs[lang]![key];
        if (!entry) return '';
        const list = Array.isArray(args) ? args : args === undefined ? [] : [args];
        return entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (_, n: string) => list[Number(entry.placeholders![n.toLowerCase()]!.content.slice(1)) - 1] ?? '');
      },
    },
  });
  try {
    (globalThis as { chrome?: unknown }).chrome = fake('en');
    assert.equal(tp('shortcutSteps', 1, '1'), '1 step');
    assert.equal(tp('shortcutSteps', 0, '0'), '0 steps');
    (globalThis as { chrome?: unknown }).chrome = fake('fr');
    assert.equal(tp('shortcutSteps', 0, '0'), '0 étape', 'French: 0 is singular');
    assert.equal(tp('shortcutSteps', 2, '2'), '2 étapes');
    assert.equal(tp('shortcutSteps', 1_000_000, '1000000'), '1000000 d’étapes');
  } finally {
    (globalThis as { chrome?: unknown }).chrome = previous;
  }
});
