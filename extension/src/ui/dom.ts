// Small DOM helpers shared by the popup and the options page.

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
};

/** Creates an element with text content (never innerHTML: everything shown may come from the bridge). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

const timeFormat = () =>
  new Intl.DateTimeFormat(chrome.i18n.getUILanguage(), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateTimeFormat = () =>
  new Intl.DateTimeFormat(chrome.i18n.getUILanguage(), { dateStyle: 'short', timeStyle: 'medium' });

/** Time of day for today's entries, date and time for older ones. */
export function formatWhen(t: number, now = Date.now()): string {
  const sameDay = new Date(t).toDateString() === new Date(now).toDateString();
  return (sameDay ? timeFormat() : dateTimeFormat()).format(t);
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
