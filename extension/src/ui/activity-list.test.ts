import assert from 'node:assert/strict';
import { it } from 'node:test';
import en from '../../_locales/en/messages.json';
import fr from '../../_locales/fr/messages.json';
import { ERROR_CODES } from '../shared/contract';

type Catalog = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** chrome.i18n over one of the catalogs, as the browser resolves $name$ placeholders. */
function fakeChrome(catalog: Catalog) {
  return {
    i18n: {
      getUILanguage: () => (catalog === fr ? 'fr' : 'en'),
      getMessage: (key: string, args?: string | string[]) => {
        const entry = catalog[key];
        if (!entry) return '';
        const list = Array.isArray(args) ? args : args === undefined ? [] : [args];
        return entry.message.replace(/\$([A-Za-z0-9_@]+)\$/g, (_, n: string) =>
          list[Number(entry.placeholders![n.toLowerCase()]!.content.slice(1)) - 1] ?? '').replaceAll('$$', '$');
      },
    },
  };
}

it('every error code has its why and next step written in French, not left in English', () => {
  for (const code of ERROR_CODES) {
    for (const key of [`errorWhy_${code}`, `errorNext_${code}`]) {
      const french = (fr as Catalog)[key]?.message;
      assert.ok(french?.trim(), `fr.${key} is missing`);
      assert.notEqual(french, (en as Catalog)[key]?.message, `fr.${key} is the English text`);
    }
  }
});

it('the activity log explains a failure in the reader\'s language', async () => {
  const { errorLine } = await import('./activity-list');
  const previous = (globalThis as { chrome?: unknown }).chrome;
  try {
    (globalThis as { chrome?: unknown }).chrome = fakeChrome(fr as Catalog);
    const line = errorLine('TAB_NOT_FOUND')!;
    assert.match(line, /^Pourquoi : le tabId ne correspond/);
    assert.match(line, /Ensuite : appelez browser_tab_list/);
    (globalThis as { chrome?: unknown }).chrome = fakeChrome(en as Catalog);
    assert.equal(errorLine('TAB_NOT_FOUND'), 'Why: the tabId is not (or no longer) open. Next: call browser_tab_list for current ids; a page that keeps reloading: retry once it has settled.');
    assert.equal(errorLine('ok'), undefined);
    assert.equal(errorLine('SOMETHING_NEW'), undefined, 'a code this build does not know gets no line');
  } finally {
    (globalThis as { chrome?: unknown }).chrome = previous;
  }
});
