// Generic precision cleanup around Readability: removes blocks that readers never count as the
// article (share bars, related-article lists, newsletter boxes, captions, bylines, ad labels),
// by generic signals only — element roles, class/id tokens, link density and stock phrases.
import { hasBoilerplateName, hasFurnitureName, isCrossLinkLead, isStockLabel } from './signals.js';
import { removeLinkLists, removeLinkRuns } from './linklists.js';
import { collapsedLength, normalizedLength } from './measure.js';
import { isCredit, isDateline, isNotice, isShoutedTeaser } from './phrases.js';
import { unmaskNames } from './anchors.js';

/** Before Readability: chrome that Readability's scoring sometimes pulls into the article. */
export function cleanBeforeReadability(doc: Document): void {
  const chrome = 'nav, [role="navigation"], [role="banner"], [role="contentinfo"], [role="search"], [role="dialog"], [role="alertdialog"], [aria-modal="true"]';
  for (const el of Array.from(doc.querySelectorAll(chrome))) {
    // Some sites put role=banner/navigation on a wrapper of the whole page.
    if (!el.querySelector('article, main, [role="main"]')) el.remove();
  }
  unmaskNames(doc);
}

/** Never remove a block holding more than this share of the article's text. */
const MAX_SHARE = 0.25;

/** After Readability, on the article element. */
export function cleanArticle(root: Element): void {
  const total = textLength(root) || 1;
  const small = (el: Element) => textLength(el) / total < MAX_SHARE;
  const remove = (els: Iterable<Element>, test: (el: Element) => boolean) => {
    for (const el of Array.from(els)) if (el !== root && root.contains(el) && test(el)) el.remove();
  };
  // Captions and credits describe pictures the text output does not show.
  remove(root.querySelectorAll('figcaption, nav, menu, header, [role="navigation"]'), small);
  removeNamedFurniture(root, total, small);
  // Smallest blocks whose whole text is a stock label ("Advertisement", "Read more").
  remove(root.querySelectorAll('*'), (el) => {
    const text = el.textContent ?? '';
    return text.length <= 80 && isStockLabel(text) && !el.querySelector('img') && !isInlineInText(el);
  });
  // "READ MORE: <link>" lines placed between paragraphs.
  remove(root.querySelectorAll('p, div, li, h2, h3, h4, h5, h6, strong, span'), (el) => {
    const text = (el.textContent ?? '').trim();
    return text.length < 250 && isCrossLinkLead(text) && el.querySelector('a') !== null && !isInlineInText(el);
  });
  // Furniture recognised by its wording: datelines, credits, notices. (Copyright lines are
  // kept: article-body ground truth includes them as often as not.)
  remove(root.querySelectorAll('p, div, span, li, small, h2, h3, h4, h5, h6, section, figure, time, address'), (el) => {
    if (el.querySelector('img, table, pre, ul, ol') || isInlineInText(el)) return false;
    // Every phrase test refuses text over 400 characters: measure before copying a large block.
    if (normalizedLength(el.textContent) > 400) return false;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return text !== '' && (isDateline(text) || isCredit(text) || isNotice(text));
  });
  // A paragraph that is one shouted link is a teaser for another story.
  remove(root.querySelectorAll('p, h2, h3, h4, h5, h6, div'), (el) => {
    if (normalizedLength(el.textContent) >= 200) return false;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const link = el.querySelector('a[href]');
    return !!link && text.length < 200 && (link.textContent ?? '').trim().length >= 0.9 * text.length && isShoutedTeaser(text);
  });
  removeLinkLists(root, total);
  removeLinkRuns(root);
}

/**
 * Blocks named as boilerplate or furniture (`share-bar`, `byline`), each a small part of the
 * article. Blocks of one class that together hold a quarter of the article or more are not
 * furniture but the site's building block: a CMS that wraps every group of paragraphs in a
 * "widget" lost the whole article block by block (a news story read as its byline). Code is
 * never furniture, whatever its wrapper is called (Prism's "code-toolbar").
 */
function removeNamedFurniture(root: Element, total: number, small: (el: Element) => boolean): void {
  const byClass = new Map<string, Element[]>();
  for (const el of Array.from(root.querySelectorAll('[class], [id]'))) {
    if (el === root || holdsCode(el) || !small(el) || !(hasBoilerplateName(el) || hasFurnitureName(el))) continue;
    const key = (el.getAttribute('class') ?? '').trim().replace(/\s+/g, ' ') || `#${el.id}`;
    const group = byClass.get(key);
    if (group) group.push(el);
    else byClass.set(key, [el]);
  }
  for (const els of byClass.values()) {
    const outermost = els.filter((el) => !els.some((other) => other !== el && other.contains(el)));
    if (outermost.reduce((sum, el) => sum + textLength(el), 0) >= MAX_SHARE * total) continue;
    for (const el of outermost) el.remove();
  }
}

function holdsCode(el: Element): boolean {
  return el.tagName === 'PRE' || el.querySelector('pre') !== null;
}

function textLength(el: Element): number {
  return collapsedLength(el.textContent ?? '');
}

/** An inline element inside running text ("…written <span>by</span> …") is not a label. */
function isInlineInText(el: Element): boolean {
  const parent = el.parentElement;
  if (!parent || !/^(SPAN|A|STRONG|B|EM|I)$/.test(el.tagName)) return false;
  const own = (el.textContent ?? '').trim().length;
  return (parent.textContent ?? '').trim().length > own + 20;
}
