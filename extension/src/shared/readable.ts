// Why the batch page cannot read a tab, as the i18n key of a sentence a person understands (the
// checkbox is greyed out; without a reason that looks like a bug). Pure, so it is unit-tested.

/** undefined when the tab can be read; else the key of the reason. */
export function unreadableReason(url: string | undefined, fileAccess: boolean): string | undefined {
  if (!url) return 'batchWhyNoAddress';
  if (/^https?:/.test(url)) return undefined;
  if (url.startsWith('file:')) return fileAccess ? undefined : 'batchWhyFile';
  return 'batchWhyBrowserPage'; // chrome://, chrome-extension://, about:, view-source:, the Web Store…
}
