// Runs of similar siblings: the posts of a thread, the results of a search, the cards of a
// collection or of a "you may also like" carousel. Sites render each of these from one template,
// so the siblings share a tag and a class set; that is what is matched here, never a site's names.
import { normalizedLength } from '../measure.js';

export interface Group {
  parent: Element;
  items: Element[];
  /** Characters of text (whitespace runs counted once) over all items. */
  text: number;
  /** Characters of that text inside links. */
  linkText: number;
}

/** Class tokens that differ between siblings of one template (state, parity, position, ids). */
const VOLATILE = /^(active|selected|current|open|closed|first|last|odd|even|new|read|unread|visible|hidden|is-.*|has-.*|.*\d.*)$/i;

/** Tag plus the stable class tokens: two posts or two result cards of a page share it. */
export function signature(el: Element): string {
  const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter((c) => c && !VOLATILE.test(c)).sort();
  return `${el.tagName}.${classes.join('.')}`;
}

export function linkTextOf(el: Element): number {
  let n = 0;
  for (const a of Array.from(el.querySelectorAll('a[href]'))) n += normalizedLength(a.textContent);
  return n;
}

/**
 * Every group of at least `min` same-signature siblings with text, anywhere under `root`.
 * Each element is visited once as a child of its parent, so this is linear in the page.
 */
export function siblingGroups(root: Element, min = 3): Group[] {
  const out: Group[] = [];
  for (const parent of [root, ...Array.from(root.querySelectorAll('*'))]) {
    if (parent.children.length < min) continue;
    const bySig = new Map<string, Element[]>();
    for (const child of Array.from(parent.children)) {
      if (/^(SCRIPT|STYLE|BR|HR)$/.test(child.tagName)) continue;
      const sig = signature(child);
      const list = bySig.get(sig);
      if (list) list.push(child);
      else bySig.set(sig, [child]);
    }
    for (const items of bySig.values()) {
      if (items.length < min) continue;
      let text = 0;
      let linkText = 0;
      let withText = 0;
      for (const item of items) {
        const t = normalizedLength(item.textContent);
        if (t > 0) withText++;
        text += t;
        linkText += linkTextOf(item);
      }
      if (withText >= min) out.push({ parent, items, text, linkText });
    }
  }
  return out;
}

/** The group's items all sit in `el`, or `el` sits in one of them. */
export function overlaps(group: Group, el: Element): boolean {
  return group.items.some((item) => item.contains(el) || el.contains(item));
}

/** Removes a short label right before `el` ("Similar threads", "You may also like"). */
export function removeLabelBefore(el: Element): void {
  const prev = el.previousElementSibling;
  if (!prev || prev.querySelector('img')) return;
  const text = (prev.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > 0 && text.length <= 60 && !/[.!?]$/.test(text) && /^(H[1-6]|P|DIV|SPAN|STRONG|B)$/.test(prev.tagName)) prev.remove();
}
