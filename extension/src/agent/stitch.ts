// Joins the outline trees of a tab's frames into one: each <iframe> node of a parent frame gets
// its child frame's tree as children, and every ref is prefixed with its frame (f7e3). Pure.
import type { OItem, ONode } from './outline';
import { formatRef } from './refs-format';

export interface FrameTree {
  /** Chrome frameId. */
  frameId: number;
  /** The frame's key (frames.ts), which its parent's <iframe> node names. */
  frameKey: string;
  tree: OItem[];
}

/** The stitched tree from frame `start` (0: the whole tab). */
export function stitch(frames: readonly FrameTree[], start = 0): OItem[] {
  const byKey = new Map(frames.map((f) => [f.frameKey, f]));
  const used = new Set<number>([start]);
  const visit = (items: OItem[], frameId: number): OItem[] =>
    items.map((item) => {
      if (typeof item === 'string') return item;
      const node: ONode = { ...item };
      if (node.ref) node.ref = formatRef(frameId, node.ref);
      const child = node.role === 'iframe' && node.frameKey !== undefined ? byKey.get(node.frameKey) : undefined;
      if (child && !used.has(child.frameId)) {
        used.add(child.frameId); // a frame shows once, even if two nodes claim it
        node.children = visit(child.tree, child.frameId);
      } else if (node.children) node.children = visit(node.children, frameId);
      delete node.frameKey;
      return node;
    });
  return visit(frames.find((f) => f.frameId === start)?.tree ?? [], start);
}

/** Whether a tree holds an iframe, whose frame must then be asked too. */
export function hasFrames(items: OItem[]): boolean {
  return items.some((item) => typeof item !== 'string' && (item.role === 'iframe' || (item.children !== undefined && hasFrames(item.children))));
}
