// Joins the outline trees of a tab's frames into one: each <iframe> node of a parent frame gets
// its child frame's tree as children, and every ref is prefixed with its frame (f7e3). Pure.
import type { OItem, ONode } from './outline';
import { formatRef } from './refs-format';

/**
 * @param trees outline tree per Chrome frameId
 * @param start the frame whose tree is the root (0 for the whole tab)
 */
export function stitch(trees: ReadonlyMap<number, OItem[]>, start = 0): OItem[] {
  const used = new Set<number>();
  const visit = (items: OItem[], frameId: number): OItem[] =>
    items.map((item) => {
      if (typeof item === 'string') return item;
      const node: ONode = { ...item };
      if (node.ref) node.ref = formatRef(frameId, node.ref);
      if (node.role === 'iframe' && node.frame !== undefined && node.frame >= 0 && trees.has(node.frame) && !used.has(node.frame)) {
        used.add(node.frame); // a frame shows once, even if a page lists it twice
        node.children = visit(trees.get(node.frame)!, node.frame);
      } else if (node.children) node.children = visit(node.children, frameId);
      delete node.frame;
      return node;
    });
  used.add(start);
  return visit(trees.get(start) ?? [], start);
}

/** Whether a tree holds an iframe, whose frame must then be asked too. */
export function hasFrames(items: OItem[]): boolean {
  return items.some((item) => typeof item !== 'string' && (item.role === 'iframe' || (item.children !== undefined && hasFrames(item.children))));
}
