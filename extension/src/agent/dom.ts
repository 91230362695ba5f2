// DOM helpers of the agent: refs, the composed tree (shadow roots, slots), visibility.

const byRef = new Map<string, WeakRef<Element>>();
const byElement = new WeakMap<Element, string>();
let nextRef = 1;

/** The element's ref in this frame, assigned on first sight and kept for the document's life. */
export function refFor(el: Element): string {
  let ref = byElement.get(el);
  if (!ref) {
    ref = `e${nextRef++}`;
    byElement.set(el, ref);
    byRef.set(ref, new WeakRef(el));
  }
  return ref;
}

/** The element behind a local ref, if it is still in the document. */
export function elementForRef(ref: string): Element | undefined {
  const el = byRef.get(ref)?.deref();
  if (!el) byRef.delete(ref);
  return el?.isConnected ? el : undefined;
}

/** An element's shadow root, open or (through the extension API) closed. */
export function shadowOf(el: Element): ShadowRoot | null {
  if (el.shadowRoot) return el.shadowRoot;
  try {
    return (chrome.dom?.openOrClosedShadowRoot?.(el as HTMLElement) as ShadowRoot | null) ?? null;
  } catch {
    return null; // not a shadow host
  }
}

/** Children in the composed (rendered) tree: the shadow tree of a host, what a slot shows. */
export function composedChildren(node: Element | ShadowRoot | Document): Node[] {
  if (node instanceof Element) {
    const shadow = shadowOf(node);
    if (shadow) return [...shadow.childNodes];
    if (node.tagName === 'SLOT') {
      const assigned = (node as HTMLSlotElement).assignedNodes({ flatten: true });
      if (assigned.length) return assigned;
    }
  }
  return [...node.childNodes];
}

/** Every element under `root` in document order, through shadow roots. */
export function* allElements(root: Element | Document | ShadowRoot): Generator<Element> {
  for (const child of root instanceof Document ? [root.documentElement] : [...root.children]) {
    if (!child) continue;
    yield child;
    const shadow = shadowOf(child);
    if (shadow) yield* allElements(shadow);
    yield* allElements(child);
  }
}

/** Rendered, not hidden by CSS or opacity, and with a box of some size. */
export function isVisible(el: Element): boolean {
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions)) {
    // display: contents has no box of its own but its children may well be visible.
    return getComputedStyle(el).display === 'contents' && [...el.children].some(isVisible);
  }
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/** Short description of an element for messages: `button#save.primary`. */
export function describeElement(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `${el.tagName.toLowerCase()}${id}${cls}`;
}
