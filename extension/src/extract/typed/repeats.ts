// Blocks a page prints twice: the mobile and the desktop copy of a price box or a feature list
// (both in the markup, the snapshot keeps what the viewport shows of either), a post quoted in
// full by the next one. Read once they say everything; read twice they are noise, and a
// bag-of-words reader (an agent, a search index) counts every copy. Articles are not touched:
// Readability's pick is one block of prose, and measured on WCXB the removal cost articles and
// pages guessed as articles more than it gained (bench/extraction/README.md).

/** Blocks a reader sees as lines of their own; an inline repeat is the writer's ("3 years, 3 years"). */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, dd, dt, td, th, div, section, article, figcaption, pre';

/** Shorter blocks ("In stock", "$110", "Reply") repeat legitimately: per item, per post. */
const MIN_CHARS = 20;

/**
 * Removes every later copy of a block whose text (whitespace collapsed) equals an earlier one's.
 * Only blocks that hold text of their own count (a paragraph, a list item, a heading; not the
 * wrappers around them), so a wrapper never matches its only child.
 */
export function removeRepeatedBlocks(root: Element): void {
  const seen = new Map<string, Element>();
  for (const el of Array.from(root.querySelectorAll(BLOCKS))) {
    if (!root.contains(el) || !hasOwnText(el)) continue;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < MIN_CHARS) continue;
    const first = seen.get(text);
    if (!first) seen.set(text, el);
    else if (!first.contains(el) && !el.contains(first)) el.remove();
  }
}

function hasOwnText(el: Element): boolean {
  for (const node of Array.from(el.childNodes)) if (node.nodeType === 3 && (node.textContent ?? '').trim() !== '') return true;
  return false;
}
