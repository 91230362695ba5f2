// Every string a person reads goes through chrome.i18n (_locales/<lang>/messages.json). Pages mark
// elements with data-i18n* attributes and call localizePage() once; code calls t().

/** A message to show later, in the reader's language: stored by the worker, rendered by pages. */
export interface Msg {
  key: string;
  args?: string[];
  /** Set for a message with plural forms (see tp): the number that chooses the form. */
  count?: number;
}

/** The localized text for `key`; the key itself when missing, so a gap is visible, not blank. */
export function t(key: string, args?: string | string[]): string {
  const i18n = (globalThis as { chrome?: typeof chrome }).chrome?.i18n;
  return i18n?.getMessage(key, args) || key;
}

/**
 * A message whose words depend on a number: chrome.i18n has no plurals, so each form is a key
 * of its own, `<key>_<category>` with the category Intl.PluralRules gives for `count` in the UI
 * language (en: one, other; fr: one (0 and 1), many, other; others as CLDR says), falling back
 * to `<key>_other`. The i18n test checks every locale has each form its language uses.
 */
export function tp(key: string, count: number, args?: string | string[]): string {
  const i18n = (globalThis as { chrome?: typeof chrome }).chrome?.i18n;
  const language = i18n?.getUILanguage?.() || 'en';
  let category: string;
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    category = count === 1 ? 'one' : 'other'; // an unknown language tag: English rules
  }
  return i18n?.getMessage(`${key}_${category}`, args) || t(`${key}_other`, args);
}

export function tm(msg: Msg): string {
  return msg.count === undefined ? t(msg.key, msg.args) : tp(msg.key, msg.count, msg.args);
}

const ATTRIBUTES: [string, string][] = [
  ['i18nTitle', 'title'],
  ['i18nPlaceholder', 'placeholder'],
  ['i18nAriaLabel', 'aria-label'],
];

/** Fills data-i18n (text), data-i18n-title, data-i18n-placeholder and data-i18n-aria-label. */
export function localizePage(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) el.textContent = t(el.dataset.i18n!);
  for (const [data, attribute] of ATTRIBUTES) {
    const selector = `[data-${data.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`;
    for (const el of root.querySelectorAll<HTMLElement>(selector)) el.setAttribute(attribute, t(el.dataset[data]!));
  }
  if (typeof document !== 'undefined' && root === document) {
    document.documentElement.lang = chrome.i18n.getUILanguage();
    const title = document.querySelector<HTMLElement>('title[data-i18n]');
    if (title) document.title = title.textContent ?? document.title;
  }
}
