// Streamed server rendering that the page has not revealed yet. React's streaming renderer
// (Next.js's App Router and others) sends a boundary's fallback first (`<!--$?--><template
// id="B:0"></template>` then a skeleton, up to `<!--/$-->`) and the real content later in the
// document, in `<div hidden id="S:0">`, followed by an inline `$RC("B:0","S:0")` that swaps it in.
// Since React 19.1 the swap waits for an animation frame, and a hidden tab (every extract_url
// tab) runs none: the tab shows the skeleton until someone looks at it, while the content sits in
// the document (WCXB dev: a product page read as its header, 0.03 F1, with its description
// hidden in S:0). With page scripts off the swap never runs at all. The reader takes the swap as
// done: each pending segment is read in its boundary's place, the fallback left out.
//
// Hand-written because no library reads React's wire format from a live DOM: the markers and
// the three instructions below are React DOM's Fizz runtime (ReactDOMFizzInstructionSet).

export interface PendingReveals {
  /** Node the content goes in place of (a boundary's or a placeholder's <template>) → the hidden segment holding it. */
  into: Map<Node, Element>;
  /** Nodes the swap removes: the boundary's fallback and the segments' own hidden copies. */
  skip: Set<Node>;
}

// $RC(boundary, segment) and $RR(boundary, segment, styles) complete a boundary; $RS(segment,
// placeholder) fills a placeholder inside content already shown.
const INSTRUCTION = /\$R([CRS])\("([^"\\]{1,64})","([^"\\]{1,64})"/g;

/** The swaps the page's inline scripts ask for that have not happened yet; null when there are none. */
export function pendingReveals(doc: Document): PendingReveals | null {
  if (!doc.querySelector('template[id]')) return null;
  const into = new Map<Node, Element>();
  const skip = new Set<Node>();
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const code = script.textContent ?? '';
    if (!code.includes('$R')) continue;
    for (const [, op, first, second] of code.matchAll(INSTRUCTION)) {
      const [target, segmentId] = op === 'S' ? [second!, first!] : [first!, second!];
      const slot = doc.getElementById(target);
      const segment = doc.getElementById(segmentId);
      // Already swapped (the segment is gone or emptied into place), or not what React writes.
      if (!slot || slot.tagName !== 'TEMPLATE' || !segment || !segment.hasAttribute('hidden') || into.has(slot)) continue;
      into.set(slot, segment);
      skip.add(segment);
      if (op !== 'S') for (const node of fallbackAfter(slot)) skip.add(node);
    }
  }
  return into.size ? { into, skip } : null;
}

/** The boundary's fallback: the siblings after its template up to the boundary's closing `<!--/$-->`. */
function* fallbackAfter(template: Element): Generator<Node> {
  let depth = 0;
  for (let node = template.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === 8) {
      const data = (node as Comment).data;
      if (data === '/$' || data === '/&') {
        if (depth === 0) return;
        depth--;
      } else if (data === '$' || data === '$?' || data === '$~' || data === '$!' || data === '&') {
        depth++;
      }
    }
    yield node;
  }
}
