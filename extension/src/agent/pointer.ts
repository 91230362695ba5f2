// Mouse-level actions through DOM events: click, hover, drag, scroll. Events carry the
// element's centre as coordinates, as a real pointer would; they are isTrusted=false, so
// CSS :hover and browser-only behaviour (file pickers, fullscreen) need `trusted: true`.
import { describeElement } from './dom';
import { fail } from './errors';
import { coveredBy, ensureVisible, isDisabled, resolve, touched, type TargetSpec } from './target';

export interface ClickOptions {
  button?: 'left' | 'right' | 'middle';
  clickCount?: number;
  modifiers?: string[];
}

const BUTTONS = { left: 0, middle: 1, right: 2 } as const;

export function modifierFlags(modifiers: string[] = []) {
  const has = (...names: string[]) => modifiers.some((m) => names.includes(m.toLowerCase()));
  return { ctrlKey: has('control', 'ctrl'), shiftKey: has('shift'), altKey: has('alt', 'option'), metaKey: has('meta', 'cmd', 'command') };
}

function centre(rect: DOMRect) {
  return { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
}

function fire(el: Element, type: string, init: MouseEventInit, kind: 'pointer' | 'mouse' | 'plain' = 'mouse'): boolean {
  const bubbles = !type.endsWith('enter') && !type.endsWith('leave');
  const full = { bubbles, cancelable: bubbles, composed: true, view: window, ...init };
  const event = kind === 'pointer' ? new PointerEvent(type, { pointerId: 1, pointerType: 'mouse', isPrimary: true, ...full }) : new MouseEvent(type, full);
  return el.dispatchEvent(event);
}

/**
 * A styled checkbox often hides the real <input> (opacity 0) under its label: click the label,
 * as a user would.
 */
function clickTarget(el: Element): Element {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    const label = [...(el.labels ?? [])].find((l) => l.getClientRects().length > 0 && l.checkVisibility());
    if (label && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return label;
  }
  return el;
}

/** Checks, then clicks on the next task: a handler that opens alert()/confirm() must not block the answer. */
export function click(spec: TargetSpec, options: ClickOptions) {
  const el = resolve(spec);
  if (isDisabled(el)) fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is disabled; complete what enables it (required fields, a checkbox) or wait for it.`);
  const target = clickTarget(el);
  const rect = ensureVisible(target);
  const cover = coveredBy(target, rect);
  if (cover) {
    fail('ELEMENT_NOT_VISIBLE', `${describeElement(el)} is covered by ${describeElement(cover)}; close that overlay (a dialog or cookie banner) first, or scroll.`);
  }
  setTimeout(() => dispatchClick(target, rect, options), 0);
  return { ref: touched(el) };
}

function dispatchClick(el: Element, rect: DOMRect, options: ClickOptions): void {
  const button = BUTTONS[options.button ?? 'left'] ?? 0;
  const base = { ...centre(rect), ...modifierFlags(options.modifiers), button };
  const pressed = { ...base, buttons: 1 << (button === 1 ? 2 : button === 2 ? 1 : 0) };
  hoverEvents(el, base);
  const count = Math.max(1, Math.min(3, options.clickCount ?? 1));
  for (let detail = 1; detail <= count; detail++) {
    const downOk = fire(el, 'pointerdown', { ...pressed, detail }, 'pointer') && fire(el, 'mousedown', { ...pressed, detail });
    // A real mousedown focuses the element; a synthetic one does not.
    if (downOk && detail === 1 && el instanceof HTMLElement) el.focus({ preventScroll: true });
    fire(el, 'pointerup', { ...base, detail }, 'pointer');
    fire(el, 'mouseup', { ...base, detail });
    if (button === 0) fire(el, 'click', { ...base, detail });
    else if (button === 1) fire(el, 'auxclick', { ...base, detail });
  }
  if (button === 2) fire(el, 'contextmenu', { ...base, detail: 1 });
  if (button === 0 && count >= 2) fire(el, 'dblclick', { ...base, detail: 2 });
}

/** The element the last synthetic pointer was over, to send it the leave events a real pointer would. */
let lastOver: WeakRef<Element> | undefined;

/** `el` and its ancestors through shadow hosts, outermost first. */
function ancestry(el: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Element | null = el; node; node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host ?? null)) chain.unshift(node);
  return chain;
}

/**
 * Pointer over `el`: out/leave for what it left, then over, enter on every ancestor it entered
 * (menus often listen for mouseenter on a container, not on the item under the pointer), move.
 */
function hoverEvents(el: Element, init: MouseEventInit): void {
  const previous = lastOver?.deref();
  const entered = ancestry(el);
  let left: Element[] = [];
  if (previous && previous !== el && previous.isConnected) {
    left = ancestry(previous).filter((a) => !entered.includes(a)).reverse();
    fire(previous, 'pointerout', init, 'pointer');
    fire(previous, 'mouseout', init);
    for (const a of left) (fire(a, 'pointerleave', init, 'pointer'), fire(a, 'mouseleave', init));
  }
  const before = previous?.isConnected ? ancestry(previous) : [];
  if (previous !== el) {
    fire(el, 'pointerover', init, 'pointer');
    fire(el, 'mouseover', init);
    for (const a of entered.filter((x) => !before.includes(x))) (fire(a, 'pointerenter', init, 'pointer'), fire(a, 'mouseenter', init));
  }
  fire(el, 'pointermove', init, 'pointer');
  fire(el, 'mousemove', init);
  lastOver = new WeakRef(el);
}

export function hover(spec: TargetSpec) {
  const el = resolve(spec);
  const rect = ensureVisible(el);
  hoverEvents(el, centre(rect));
  return { ref: touched(el) };
}

/** HTML5 drag and drop with one DataTransfer shared by all events, plus the mouse events around it. */
export function drag(from: TargetSpec, to: TargetSpec) {
  const source = resolve(from);
  const target = resolve(to);
  const start = centre(ensureVisible(source));
  const end = centre(target.getBoundingClientRect());
  setTimeout(() => {
    const data = new DataTransfer();
    const dragEvent = (el: Element, type: string, at: MouseEventInit) =>
      el.dispatchEvent(new DragEvent(type, { bubbles: type !== 'dragleave', cancelable: true, composed: true, dataTransfer: data, ...at }));
    fire(source, 'pointerdown', { ...start, buttons: 1 }, 'pointer');
    fire(source, 'mousedown', { ...start, buttons: 1 });
    if (dragEvent(source, 'dragstart', start)) {
      dragEvent(source, 'drag', start);
      fire(target, 'mousemove', { ...end, buttons: 1 });
      dragEvent(target, 'dragenter', end);
      dragEvent(target, 'dragover', end);
      dragEvent(target, 'drop', end);
      dragEvent(source, 'dragend', end);
    }
    fire(target, 'pointerup', end, 'pointer');
    fire(target, 'mouseup', end);
  }, 0);
  return { ref: touched(source) };
}

export interface ScrollOptions {
  dx?: number;
  dy?: number;
  to?: 'top' | 'bottom';
}

/** Scrolls a target into view (or by dx/dy inside it), else the page; returns the page's scroll position. */
export function scroll(spec: TargetSpec | undefined, options: ScrollOptions) {
  const instant = { behavior: 'instant' } as const;
  let ref: string | undefined;
  if (spec?.ref || spec?.selector) {
    const el = resolve(spec);
    ref = touched(el);
    if (options.dx || options.dy) el.scrollBy({ left: options.dx ?? 0, top: options.dy ?? 0, ...instant });
    else if (options.to) el.scrollTo({ top: options.to === 'top' ? 0 : el.scrollHeight, ...instant });
    else ensureVisible(el);
  } else {
    const scroller = mainScroller();
    if (options.to) scroller.scrollTo({ top: options.to === 'top' ? 0 : scroller.scrollHeight, ...instant });
    else scroller.scrollBy({ left: options.dx ?? 0, top: options.dy ?? innerHeight * 0.8, ...instant });
  }
  return { ref, scrollX: Math.round(scrollX), scrollY: Math.round(scrollY) };
}

/** The page's scroller: the document, or (app layouts) the largest scrollable box when the document cannot scroll. */
function mainScroller(): Element {
  const doc = document.scrollingElement ?? document.documentElement;
  if (doc.scrollHeight > doc.clientHeight + 1) return doc;
  let best: Element = doc;
  let area = 0;
  for (const el of document.querySelectorAll('body *')) {
    if (el.scrollHeight <= el.clientHeight + 1) continue;
    const overflow = getComputedStyle(el).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    const size = el.clientWidth * el.clientHeight;
    if (size > area) [best, area] = [el, size];
  }
  return best;
}
