// page.query, page.queryText, page.find, page.text and element state for wait.element.
import { allElements, elementForRef, isVisible, refFor } from './dom';
import { ACTIONABLE } from './outline';
import { contentText, nameOf, normalize } from './names';
import { roleOf } from './roles';
import { querySelectorAllSafe, type TargetSpec } from './target';

const KEY_ATTRIBUTES = ['id', 'name', 'type', 'href', 'role', 'aria-label', 'placeholder', 'value'];

export interface QueryMatch {
  ref: string;
  tag: string;
  text: string;
  attributes: Record<string, string>;
  visible: boolean;
}

export function query(selector: string, limit: number): { matches: QueryMatch[]; total: number } {
  const all = querySelectorAllSafe(selector);
  const matches = all.slice(0, limit).map((el) => {
    const attributes: Record<string, string> = {};
    for (const name of KEY_ATTRIBUTES) {
      const value = name === 'value' && 'value' in el && typeof el.value === 'string' ? el.value : el.getAttribute(name);
      if (value !== null && value !== '') attributes[name] = normalize(value, 200);
    }
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) attributes.checked = String(el.checked);
    return { ref: refFor(el), tag: el.tagName.toLowerCase(), text: normalize(contentText(el), 200), attributes, visible: isVisible(el) };
  });
  return { matches, total: all.length };
}

export function queryText(selector: string, limit: number): { texts: string[]; total: number } {
  const all = querySelectorAllSafe(selector);
  const texts = all.slice(0, limit).map((el) => ((el as HTMLElement).innerText ?? el.textContent ?? '').trim());
  return { texts, total: all.length };
}

export interface FindCriteria {
  text?: string;
  label?: string;
  role?: string;
  placeholder?: string;
}

export interface FindMatch {
  ref: string;
  role: string;
  name: string;
  tag: string;
  visible: boolean;
}

const has = (haystack: string, needle: string | undefined) => needle === undefined || haystack.toLowerCase().includes(needle);

/**
 * Elements matching every criterion (case-insensitive substrings), searched through shadow roots.
 * Text matches resolve to the deepest element holding the text, lifted to the link, button or
 * other control around it, since that is what a model then clicks.
 */
export function find(raw: FindCriteria): FindMatch[] {
  const c: FindCriteria = {};
  for (const key of ['text', 'label', 'role', 'placeholder'] as const) if (raw[key]) c[key] = raw[key]!.toLowerCase();
  const found = new Map<Element, FindMatch>();
  for (const el of allElements(document)) {
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || el.tagName === 'HEAD' || el.closest('head')) continue;
    const role = roleOf(el) ?? '';
    if (c.role && role !== c.role) continue;
    if (c.placeholder !== undefined && !has(el.getAttribute('placeholder') ?? '', c.placeholder)) continue;
    if (c.label !== undefined && !(ACTIONABLE.has(role) && has(nameOf(el, role), c.label))) continue;
    let target = el;
    if (c.text !== undefined) {
      const name = role ? nameOf(el, role) : '';
      const ownText = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(' ');
      if (!has(name, c.text) && !has(normalize(ownText, 10_000), c.text)) continue;
      // Lift plain text to the control that contains it (a <span> inside a <button>).
      if (!ACTIONABLE.has(role)) target = el.closest('a[href], button, [role=button], [role=link], [role=tab], [role=menuitem], [role=option], label, summary') ?? el;
    }
    if (found.has(target)) continue;
    const targetRole = roleOf(target) ?? target.tagName.toLowerCase();
    found.set(target, { ref: refFor(target), role: targetRole, name: nameOf(target, targetRole) || normalize(contentText(target), 100), tag: target.tagName.toLowerCase(), visible: isVisible(target) });
  }
  // Visible first, document order otherwise (sort is stable).
  return [...found.values()].sort((a, b) => Number(b.visible) - Number(a.visible));
}

/** The frame's visible text. */
export function pageText(): { text: string; title: string; url: string } {
  return { text: document.body?.innerText ?? '', title: document.title, url: location.href };
}

/** Whether the target is in the document and visible; for wait.element. */
export function elementState(spec: TargetSpec): { attached: boolean; visible: boolean } {
  let el: Element | null | undefined;
  if (spec.ref) el = elementForRef(spec.ref);
  else if (spec.selector) el = querySelectorAllSafe(spec.selector).find(isVisible) ?? querySelectorAllSafe(spec.selector)[0];
  if (!el) return { attached: false, visible: false };
  return { attached: true, visible: isVisible(el) };
}
