// Text patterns of article furniture that carries no class name we can rely on: datelines,
// photo credits, cookie and newsletter notices. Each applies to a short block
// whose whole text matches, so a sentence that merely mentions a date or "subscribe" stays.

const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE_OR_TIME = new RegExp(
  `(\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\b${MONTH}\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+${MONTH}|\\b\\d{1,2}:\\d{2}\\b|\\b\\d{1,2}\\s?[ap]\\.?m\\.?\\b|\\b(19|20)\\d{2}\\b)`,
  'i',
);

const DATE_ONLY = new RegExp(`(\\d{1,2}[/.-]\\d{1,2}[/.-]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}|\\b${MONTH}\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+${MONTH}|\\b(19|20)\\d{2}\\b)`, 'i');

/** "Published Nov 20, 2019 - 07:50 GMT", "By Jane Doe - 11/18/19 11:04 PM", "Updated at 1:23 p.m." */
export function isDateline(text: string): boolean {
  const t = text.trim();
  if (t.length > 120 || !DATE_OR_TIME.test(t)) return false;
  if (/^(published|updated|posted|last updated|first published|by|publicado|atualizado|aggiornato|pubblicato|veröffentlicht|aktualisiert|publié|mis à jour)\b/i.test(t)) return true;
  return isDateOnly(t);
}

/** Nothing but a date (with time, weekday, zone): "Nov. 20, 2019, 9:28 AM UTC". */
export function isDateOnly(text: string): boolean {
  const t = text.trim();
  if (t.length > 120) return false;
  // Strip date words and see whether anything is left.
  // A bare time ("10 p.m.") is kept: live blogs use it as a section heading.
  if (!DATE_ONLY.test(t)) return false;
  const rest = t
    .replace(new RegExp(`\\b${MONTH}`, 'gi'), '')
    .replace(/\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(am|pm|a\.m\.|p\.m\.|gmt|utc|[ecmp][sd]?t|bst|cet|cest|at|on)\b/gi, '')
    .replace(/[\d\s,.:/|;–—-]+/g, '');
  return rest.length <= 2;
}

/** Photo credits and caption labels: "© Aaron Schwartz", "(Image: GETTY)", "Photo: Jane Doe, AP". */
export function isCredit(text: string): boolean {
  const t = text.trim();
  if (t.length > 120) return false;
  if (/^(©|\(?(image|photo|picture|credit|foto|bild)s?( copyright| caption| credit)?\s*[:©])/i.test(t)) return true;
  if (/^image (copyright|caption)\b/i.test(t)) return true;
  // "Name | Agency | Getty Images" style credit lines: short and ending with a photo agency.
  return t.length <= 80 && /\b(getty images|ap photo|associated press|reuters|afp|shutterstock|epa|istock(photo)?)\)?\.?$/i.test(t);
}

/** Cookie banners and newsletter sign-up boxes that ended up inside the article. */
export function isNotice(text: string): boolean {
  const t = text.trim();
  if (t.length > 400) return false;
  if (/\bcookies?\b/i.test(t) && /\b(accept|agree|consent|opt[- ]out|privacy|experience)\b/i.test(t)) return true;
  return t.length <= 250 && /^(sign up|subscribe|get (the|our)|want more|join|never miss|stay (informed|up to date))\b/i.test(t) && /\b(newsletters?|inbox|e-?mails?|alerts)\b/i.test(t);
}

/** All-caps link-only teasers ("CLICK HERE TO GET THE APP", "SENATOR SAYS …"). */
export function isShoutedTeaser(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 12 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}
