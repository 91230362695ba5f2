// Link-dense blocks inside an article are navigation or "more stories" teasers, not text:
// a list of headlines is mostly link text, while prose that cites sources is mostly not.
import { normalizedLength } from './measure.js';
import { isStockLabel } from './signals.js';

/** Share of a block's text that sits inside links, above which it is a link list. */
const LINK_DENSITY = 0.6;
const MIN_LINKS = 3;
const MAX_SHARE = 0.25;

export function removeLinkLists(root: Element, totalText: number): void {
  const candidates = Array.from(root.querySelectorAll('ul, ol, div, section, table, dl'));
  // Innermost first, so a dense list is removed before its mostly-prose parent is judged.
  candidates.reverse();
  for (const el of candidates) {
    // Readability's article element is detached from any document, so isConnected is useless here.
    if (!root.contains(el)) continue;
    const text = normalizedLength(el.textContent);
    if (text === 0 || text / totalText >= MAX_SHARE) continue;
    const links = Array.from(el.querySelectorAll('a[href]'));
    if (links.length < MIN_LINKS) continue;
    const linkText = links.reduce((n, a) => n + normalizedLength(a.textContent), 0);
    if (linkText / text <= LINK_DENSITY) continue;
    const label = labelBefore(el);
    if (label && isSectionOfText(el, label, root, totalText)) continue;
    el.remove();
    label?.remove();
  }
}

/**
 * A list under its own heading, with more of the text after it, is a section of the text: the
 * providers a guide supports, the members of a family of tools. Teaser lists sit at the end under
 * a stock label ("Related articles"), navigation comes without a heading of its own.
 */
function isSectionOfText(list: Element, label: Element, root: Element, totalText: number): boolean {
  if (!/^H[2-6]$/.test(label.tagName) || isStockLabel(norm(label.textContent))) return false;
  let after = 0;
  for (let el: Element | null = list; el && el !== root; el = el.parentElement) {
    for (let next = el.nextElementSibling; next; next = next.nextElementSibling) after += normalizedLength(next.textContent);
  }
  return after >= SECTION_TEXT_AFTER * totalText;
}

/** Share of the article's text that must follow a headed list for it to be a section of the text. */
const SECTION_TEXT_AFTER = 0.1;

/**
 * "More stories" written as separate link-only paragraphs (no list element around them):
 * a run of MIN_LINKS or more sibling blocks that are each nothing but a link.
 */
export function removeLinkRuns(root: Element): void {
  for (const parent of [root, ...Array.from(root.querySelectorAll('div, section, article, main'))]) {
    if (!root.contains(parent)) continue;
    let run: Element[] = [];
    const flush = () => {
      if (run.length >= MIN_LINKS) {
        const label = labelBefore(run[0]!);
        for (const el of run) el.remove();
        label?.remove();
      }
      run = [];
    };
    for (const child of Array.from(parent.children)) {
      if (isLinkOnlyBlock(child)) run.push(child);
      else if (!isBlank(child)) flush();
    }
    flush();
  }
}

function isLinkOnlyBlock(el: Element): boolean {
  if (!/^(P|DIV|LI|H[2-6])$/.test(el.tagName)) return false;
  const text = normalizedLength(el.textContent);
  if (text === 0 || text > 200) return false;
  const linkText = Array.from(el.querySelectorAll('a[href]')).reduce((n, a) => n + normalizedLength(a.textContent), 0);
  return linkText / text >= 0.9;
}

function isBlank(el: Element): boolean {
  return (el.textContent ?? '').trim() === '' && !el.querySelector('img');
}

/** A short heading or label right before a removed list ("You may also like"). */
function labelBefore(el: Element): Element | null {
  const prev = el.previousElementSibling;
  if (!prev) return null;
  const length = normalizedLength(prev.textContent);
  if (length === 0 || length > 60 || /[.!?]$/.test(norm(prev.textContent))) return null;
  return /^(H[1-6]|P|DIV|SPAN|STRONG|B)$/.test(prev.tagName) && !prev.querySelector('img') ? prev : null;
}

function norm(s: string | null): string {
  return (s ?? '').replace(/\s+/g, ' ').trim();
}
