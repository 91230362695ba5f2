// Finding the element an action targets, and the checks before acting on it.
import { describeElement, elementForRef, isVisible, refFor } from './dom';
import { fail } from './errors';

/** What the worker sends: a local ref (`e12`, prefix already stripped) or a CSS selector. */
export interface TargetSpec {
  ref?: string;
  selector?: string;
}

export function querySelectorSafe(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return fail('INVALID_ARGUMENT', `"${selector}" is not a valid CSS selector; fix it or use a ref from browser_snapshot.`);
  }
}

export function querySelectorAllSafe(selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return fail('INVALID_ARGUMENT', `"${selector}" is not a valid CSS selector; fix it or use a ref from browser_snapshot.`);
  }
}

export function resolve(spec: TargetSpec): Element {
  if (spec.ref) {
    return elementForRef(spec.ref) ?? fail('ELEMENT_NOT_FOUND', `Ref ${spec.ref} is not on the page any more; take a new browser_snapshot and use a fresh ref.`);
  }
  if (spec.selector) {
    return querySelectorSafe(spec.selector) ?? fail('ELEMENT_NOT_FOUND', `No element matches "${spec.selector}"; check the selector, wait for the element, or take a browser_snapshot.`);
  }
  return fail('INVALID_ARGUMENT', 'Pass a "ref" from browser_snapshot or a CSS "selector".');
}

/** Scrolls the element to the middle of the viewport and checks a model could see it there. */
export function ensureVisible(el: Element): DOMRect {
  el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  if (!isVisible(el)) {
    fail('ELEMENT_NOT_VISIBLE', `${describeElement(el)} is hidden or has no size; wait for it with browser_wait_for, or open what reveals it first.`);
  }
  return el.getBoundingClientRect();
}

/** The element at the centre of `rect`, if something else covers `el` there. */
export function coveredBy(el: Element, rect: DOMRect): Element | undefined {
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return undefined; // cannot hit-test off screen
  let hit = (el.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
  if (!hit || hit === el || el.contains(hit) || hit.contains(el)) return undefined;
  // The label of a styled checkbox sits over the real input on purpose.
  if (hit.closest('label') && (hit.closest('label') as HTMLLabelElement).control === el) return undefined;
  while (hit.shadowRoot) {
    const inner: Element | null = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit === el || el.contains(hit) ? undefined : hit;
}

export function isDisabled(el: Element): boolean {
  return el.matches(':disabled') || el.closest('[aria-disabled="true"], [inert]') !== null;
}

/** Ref of the element the action touched, so the worker can tell later whether it left the page. */
export const touched = (el: Element) => refFor(el);

/** The element's centre in this frame's viewport after scrolling it there, for trusted (debugger) input. */
export function point(spec: TargetSpec): { ref: string; x: number; y: number } {
  const el = resolve(spec);
  const rect = ensureVisible(el);
  return { ref: touched(el), x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
}

/** The element's box in page coordinates (for element screenshots, which clip the page). */
export function rect(spec: TargetSpec): { x: number; y: number; width: number; height: number } {
  const r = resolve(spec).getBoundingClientRect();
  return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
}

/** A field's current value (for trusted typing, which goes through the debugger, not the agent). */
export function valueOf(spec: TargetSpec): string {
  const el = resolve(spec);
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return el.value;
  return (el as HTMLElement).innerText ?? '';
}
