// Walks the rendered DOM of one frame (through shadow roots) into the outline tree. The worker
// stitches the trees of all frames at their <iframe> nodes and formats the text (outline.ts).
import { shortHref } from './href';
import { ACTIONABLE, type OItem, type ONode } from './outline';
import { composedChildren, refFor } from './dom';
import { childFrameKey } from './frames';
import { normalize, nameOf } from './names';
import { headingLevel, roleOf, statesOf } from './roles';

const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD', 'META', 'LINK', 'OPTION', 'OPTGROUP', 'DATALIST', 'CAPTION', 'LEGEND']);
/** Roles rendered as one line whose content is their name: nothing inside is walked. */
const LEAF = new Set([...ACTIONABLE, 'img', 'progressbar', 'meter', 'separator']);
/** Containers named in the outline and worth a ref, so `root` can point at them. */
const REF_CONTAINERS = new Set(['form', 'dialog', 'alertdialog', 'table', 'grid', 'menu', 'listbox', 'tabpanel']);
/** Containers shown only when named (as in the accessibility tree): otherwise just their content. */
const NEEDS_NAME = new Set(['form', 'group', 'region']);
/** Roles that structure content and keep their children. */
const STRUCTURE = new Set([
  'navigation', 'main', 'banner', 'contentinfo', 'complementary', 'search', 'form', 'dialog', 'alertdialog', 'region',
  'group', 'menu', 'menubar', 'tablist', 'tabpanel', 'radiogroup', 'tree', 'grid', 'toolbar', 'details', 'alert',
  'list', 'listitem', 'table', 'row', 'cell', 'rowgroup', 'status',
]);

/** Collects items; consecutive text merges into one run until a block boundary. */
class Items {
  readonly items: OItem[] = [];
  private open = false;

  text(text: string): void {
    if (!text) return;
    const last = this.items.length - 1;
    if (this.open && typeof this.items[last] === 'string') this.items[last] += text;
    else this.items.push(text);
    this.open = true;
  }

  node(node: ONode): void {
    this.items.push(node);
    this.open = false;
  }

  /** A block boundary: the next text starts a new run. */
  break(): void {
    this.open = false;
  }

  /** Runs cleaned: whitespace collapsed, empty and punctuation-only runs dropped. */
  done(): OItem[] {
    return this.items
      .map((item) => (typeof item === 'string' ? item.replace(/\s+/g, ' ').trim() : item))
      .filter((item) => typeof item !== 'string' || /[\p{L}\p{N}]/u.test(item));
  }
}

interface Walk {
  base: string;
  /** Inside a clickable box: its descendants inherit cursor: pointer, they are not clickables themselves. */
  pointer: boolean;
  /** Inside a <label> of a control that is shown with that label as its name. */
  noText: boolean;
}

/** The outline tree of `root` (the element itself included when it is not the document). */
export function walk(root: Element | Document): OItem[] {
  const out = new Items();
  const state: Walk = { base: document.baseURI, pointer: false, noText: false };
  if (root instanceof Document) visitChildren(root, out, state);
  else visit(root, out, state);
  return out.done();
}

function visitChildren(parent: Element | Document | ShadowRoot, out: Items, state: Walk): void {
  for (const child of composedChildren(parent)) {
    if (child.nodeType === Node.TEXT_NODE) {
      if (!state.noText) out.text(child.textContent ?? '');
    } else if (child instanceof Element) visit(child, out, state);
  }
}

function visit(el: Element, out: Items, state: Walk): void {
  if (SKIP.has(el.tagName) || el.getAttribute('aria-hidden') === 'true' || (el as HTMLElement).hidden) return;
  if (el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'hidden') return;
  const style = getComputedStyle(el);
  if (style.display === 'none') return;
  if (style.display === 'contents') return visitChildren(el, out, state);
  if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return;
  const rect = el.getBoundingClientRect();
  if ((rect.width === 0 || rect.height === 0) && style.overflow !== 'visible') return;

  const block = !style.display.startsWith('inline');
  if (block) out.break();
  let role = roleOf(el);
  if (role === undefined && el.getAttribute('draggable') === 'true') role = 'draggable';
  if (role === undefined && !state.pointer && isClickable(el, style)) role = 'clickable';
  const inner: Walk = { ...state, pointer: state.pointer || style.cursor === 'pointer' };

  if (el.tagName === 'LABEL') {
    const control = (el as HTMLLabelElement).control;
    visitChildren(el, out, control ? { ...inner, noText: true } : inner);
  } else if (role === 'heading') {
    const node: ONode = { role, level: headingLevel(el), name: nameOf(el, role) };
    const links = new Items();
    visitChildren(el, links, { ...inner, noText: true });
    const children = links.done();
    if (children.length) node.children = children;
    if (node.name) out.node(node);
  } else if (role === 'iframe') {
    out.node(frameNode(el));
  } else if (role === 'clickable' && el.querySelector('a[href], button, input, select, textarea, [role=button], [role=link]')) {
    visitChildren(el, out, inner); // the controls inside are what to click
  } else if (role && LEAF.has(role)) {
    const node = leaf(el, role, state);
    if (node) out.node(node);
  } else if (role && STRUCTURE.has(role) && !(NEEDS_NAME.has(role) && !nameOf(el, undefined))) {
    const node: ONode = { role };
    const name = role === 'listitem' || role === 'row' || role === 'cell' ? '' : nameOf(el, undefined);
    if (name) node.name = name;
    if (REF_CONTAINERS.has(role)) node.ref = refFor(el);
    if (role === 'details') node.states = statesOf(el, role);
    const children = new Items();
    if (role === 'table' && el.tagName === 'TABLE') for (const row of (el as HTMLTableElement).rows) visit(row, children, inner);
    else visitChildren(el, children, inner);
    node.children = children.done();
    // Rowgroups (thead/tbody) and empty wrappers add nothing but depth.
    if (role === 'rowgroup') node.children.forEach((c) => (typeof c === 'string' ? out.text(c) : out.node(c)));
    else if (node.children.length || node.ref || role === 'cell') out.node(node);
  } else {
    visitChildren(el, out, inner);
  }
  if (block) out.break();
}

function frameNode(el: Element): ONode {
  const node: ONode = { role: 'iframe', frameKey: childFrameKey(el as HTMLIFrameElement) };
  const name = nameOf(el, undefined);
  if (name) node.name = name;
  return node;
}

/** Something a model may need to click that is not a link or button: cursor, onclick, tabindex. */
function isClickable(el: Element, style: CSSStyleDeclaration): boolean {
  if (el === document.body || el === document.documentElement) return false;
  if (el.hasAttribute('onclick') || (el.hasAttribute('tabindex') && (el as HTMLElement).tabIndex >= 0)) return true;
  return style.cursor === 'pointer' && (el as HTMLElement).innerText?.trim().length > 0;
}

function leaf(el: Element, role: string, state: Walk): ONode | undefined {
  const node: ONode = { role };
  const name = nameOf(el, role);
  if (name) node.name = name;
  if (role === 'img' && !name) return undefined; // decorative
  node.ref = refFor(el);
  const states = statesOf(el, role);
  if (states.length) node.states = states;
  if (role === 'link') {
    const href = shortHref((el as HTMLAnchorElement).href || el.getAttribute('href') || '', state.base);
    if (href && href !== name) node.href = href;
  }
  if (el.tagName === 'SELECT') selectInfo(el as HTMLSelectElement, node);
  else if (role === 'textbox' || role === 'searchbox' || role === 'spinbutton' || role === 'slider' || role === 'combobox') {
    const value = fieldValue(el);
    if (value) node.value = value;
  } else if (role === 'file') {
    const files = [...((el as HTMLInputElement).files ?? [])].map((f) => f.name);
    if (files.length) node.value = files.join(', ');
  }
  return node;
}

function fieldValue(el: Element): string {
  if (el instanceof HTMLInputElement) return el.type === 'password' ? '•'.repeat(Math.min(8, el.value.length)) : normalize(el.value);
  if (el instanceof HTMLTextAreaElement) return normalize(el.value);
  if ((el as HTMLElement).isContentEditable) return normalize((el as HTMLElement).innerText);
  return normalize(el.getAttribute('aria-valuetext') ?? el.getAttribute('aria-valuenow') ?? '');
}

/** A select's chosen option(s) as its value, and its first options, to choose from by label. */
function selectInfo(select: HTMLSelectElement, node: ONode): void {
  const chosen = [...select.selectedOptions].map((o) => normalize(o.label || o.text, 60));
  if (chosen.length) node.value = chosen.join(', ');
  const labels = [...select.options].map((o) => normalize(o.label || o.text, 40)).filter(Boolean);
  const shown = labels.slice(0, 8);
  if (labels.length > shown.length) shown.push(`+${labels.length - shown.length}`);
  if (shown.length) node.options = shown;
}
