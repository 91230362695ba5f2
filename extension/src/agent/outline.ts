// The snapshot's compact text outline, built from the tree the agent walks in each frame
// (walk.ts) after the worker has stitched frames together. Pure, so it is unit-tested in Node.
//
// Compared to an ARIA snapshot it drops what a model does not need to act: no wrapper lines for
// paragraphs and generic boxes, no "/url:" sub-lines, lists as "- " bullets, table rows on one
// line, headings as Markdown "#", refs only on what can be acted on or named.

export interface ONode {
  role: string;
  name?: string;
  ref?: string;
  /** Heading level. */
  level?: number;
  href?: string;
  value?: string;
  /** checked, disabled, required, readonly, expanded, selected, pressed, focused, multiple… */
  states?: string[];
  /** A select's first option labels, plus "+n" for the rest. */
  options?: string[];
  /** An iframe's child frame: its path of window indices from the top ("0.1"), or "url:<src>" (frames.ts). */
  frameKey?: string;
  children?: OItem[];
}

/** A node, or a run of visible text. */
export type OItem = ONode | string;

/** Roles a model can act on: these get refs and survive `interactive: true`. */
export const ACTIONABLE = new Set([
  'link', 'button', 'textbox', 'searchbox', 'checkbox', 'radio', 'combobox', 'listbox', 'option', 'slider',
  'spinbutton', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'treeitem', 'file', 'clickable', 'draggable',
]);

/** Containers rendered as "role "name":" with their children indented under them. */
const CONTAINER_LABEL: Record<string, string> = {
  navigation: 'nav', main: 'main', banner: 'header', contentinfo: 'footer', complementary: 'aside',
  search: 'search', form: 'form', dialog: 'dialog', alertdialog: 'dialog', region: 'region', group: 'group',
  iframe: 'iframe', menu: 'menu', menubar: 'menubar', tablist: 'tablist', tabpanel: 'tabpanel', radiogroup: 'radiogroup',
  tree: 'tree', grid: 'grid', toolbar: 'toolbar', details: 'details', alert: 'alert', status: 'status', table: 'table',
};

const TEXT_MAX = 300;

export function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One node on one line, without its children: `button "Sign in" [e3]`. */
export function nodeLine(node: ONode): string {
  if (node.role === 'heading') {
    const head = '#'.repeat(Math.min(6, Math.max(1, node.level ?? 2)));
    const only = node.children?.length === 1 && typeof node.children[0] !== 'string' ? node.children[0] : undefined;
    // "## link "Title" /post [e5]" instead of a heading line plus a duplicate link line.
    if (only && (!only.name || only.name === node.name)) return `${head} ${nodeLine(only)}`;
    return `${head} ${node.name ?? ''}${node.ref ? ` [${node.ref}]` : ''}`.trimEnd();
  }
  let line = CONTAINER_LABEL[node.role] ?? node.role;
  if (node.name) line += ` ${quote(node.name)}`;
  if (node.value !== undefined && node.value !== '') line += ` =${quote(node.value)}`;
  if (node.options?.length) line += ` {${node.options.join('|')}}`;
  if (node.states?.length) line += ` ${node.states.join(' ')}`;
  if (node.href) line += ` ${node.href}`;
  if (node.ref) line += ` [${node.ref}]`;
  return line;
}

/** The whole outline as text, children indented two spaces per level. */
export function formatOutline(items: OItem[]): string {
  const lines: string[] = [];
  render(items, 0, lines);
  return lines.join('\n');
}

function render(items: OItem[], depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  for (const item of items) {
    if (typeof item === 'string') {
      lines.push(pad + clip(item, TEXT_MAX));
      continue;
    }
    if (item.role === 'list') {
      render(item.children ?? [], depth, lines);
    } else if (item.role === 'listitem') {
      const sub: string[] = [];
      render(item.children ?? [], depth + 1, sub);
      if (sub.length === 0) continue;
      lines.push(`${pad}- ${sub[0]!.trimStart()}`, ...sub.slice(1));
    } else if (item.role === 'row') {
      renderRow(item, depth, lines);
    } else if (item.role === 'heading') {
      lines.push(pad + nodeLine(item));
      const only = item.children?.length === 1 && typeof item.children[0] !== 'string' ? item.children[0] : undefined;
      if (!only || (only.name && only.name !== item.name)) render(item.children ?? [], depth + 1, lines);
    } else if (item.children?.length || CONTAINER_LABEL[item.role]) {
      const head = nodeLine(item);
      lines.push(pad + (item.children?.length ? `${head}:` : head));
      render(item.children ?? [], depth + 1, lines);
    } else {
      lines.push(pad + nodeLine(item));
    }
  }
}

/** A table row on one line (`| a | b |`) unless a cell holds block structure or it gets long. */
function renderRow(row: ONode, depth: number, lines: string[]): void {
  const cells = (row.children ?? []).map((cell) => (typeof cell === 'string' ? [cell] : (cell.children ?? [])));
  const inline = cells.every((items) => items.every((i) => typeof i === 'string' || (!i.children?.length && i.role !== 'heading')));
  if (inline) {
    const text = cells.map((items) => items.map((i) => (typeof i === 'string' ? i : nodeLine(i))).join(' ')).join(' | ');
    if (text.length <= TEXT_MAX * 2 && text.trim()) {
      lines.push(`${'  '.repeat(depth)}| ${text} |`);
      return;
    }
  }
  const sub: string[] = [];
  for (const items of cells) render(items, depth + 1, sub);
  if (sub.length) lines.push(`${'  '.repeat(depth)}- row:`, ...sub);
}

/**
 * Keeps only what a model can act on, with the context that names it: landmarks and containers
 * that still hold something, and a heading when actionable content follows it before the next heading.
 */
export function interactiveOnly(items: OItem[]): OItem[] {
  const kept: OItem[] = [];
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.role === 'heading') {
      const links = item.children?.length ? interactiveOnly(item.children) : [];
      kept.push(links.length ? { ...item, children: links } : { ...item, children: undefined });
      continue;
    }
    const children = item.children?.length ? interactiveOnly(item.children) : [];
    if (ACTIONABLE.has(item.role)) kept.push({ ...item, children: children.length ? children : undefined });
    else if (children.length) kept.push({ ...item, children });
  }
  // A heading with nothing actionable under it (before the next heading) is noise here.
  return kept.filter((item, i) => {
    if (typeof item === 'string' || item.role !== 'heading' || item.children?.length) return true;
    const next = kept[i + 1];
    return next !== undefined && (typeof next === 'string' || next.role !== 'heading');
  });
}

/** How many refs the outline shows. */
export function countRefs(items: OItem[]): number {
  let n = 0;
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.ref) n++;
    if (item.children) n += countRefs(item.children);
  }
  return n;
}
