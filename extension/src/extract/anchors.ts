// Names that Readability's class/id patterns misread. Readability drops a block whose class or id
// says "social", "comment", "related", "header", "menu", "extra"… and weighs down one whose class
// says "scroll" or "hidden". Two kinds of name say nothing of the sort:
// - a heading's anchor id made from its own words (`<h3 id="social-auth">Social Auth</h3>`,
//   `<h2 id="request-headers">`), which every docs generator and Markdown renderer writes;
// - utility classes (Tailwind's `scroll-mt-24`, `overflow-hidden`, `hidden md:block`) that say
//   how a box scrolls, clips or shows at some width. The snapshot holds only what was visible
//   (prepare.ts), so a `hidden` left on an element was overridden where the person saw it.
// Both are removed from the copy Readability reads; the live page is never touched.

const WORD = /[\p{L}\p{N}]+/gu;
/** Utility tokens, with any variant prefixes (`md:`, `hover:`, `[&>*]:`). */
const UTILITY = /^(?:[^:\s]+:)*(?:hidden|overflow(?:-[xy])?-hidden|scroll-[mp][trblxyse]?-\S+|scroll-(?:auto|smooth))$/;

/** True when the id is made of the element's own words (an anchor made from its text), give or take a counter or a short prefix. */
export function isOwnTextAnchor(id: string, text: string): boolean {
  const idWords = id.toLowerCase().match(WORD);
  if (!idWords) return false;
  const textWords = new Set(text.toLowerCase().match(WORD) ?? []);
  // Generators add a counter for repeated headings ("overview-1") and some a fixed prefix
  // ("user-content-", "h-"): numbers anywhere, and up to two words before the text's, are allowed.
  const inText = idWords.map((w) => textWords.has(w) || /^\d+$/.test(w));
  const firstInText = inText.indexOf(true);
  return firstInText >= 0 && firstInText <= 2 && inText.slice(firstInText).every(Boolean);
}

export function unmaskNames(doc: Document): void {
  for (const h of Array.from(doc.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]'))) {
    if (isOwnTextAnchor(h.id, h.textContent ?? '')) h.removeAttribute('id');
  }
  for (const el of Array.from(doc.querySelectorAll('[class]'))) {
    const tokens = (el.getAttribute('class') ?? '').split(/\s+/);
    const kept = tokens.filter((t) => !UTILITY.test(t));
    if (kept.length !== tokens.length) el.setAttribute('class', kept.join(' '));
  }
}
