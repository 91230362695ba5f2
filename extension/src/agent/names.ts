// Accessible names, following the order of accname 1.2 for the cases pages actually use:
// aria-labelledby, aria-label, <label>, alt, value of input buttons, legend/caption, content
// for roles named by content, then title and placeholder.

const NAME_MAX = 100;

/** Collapses whitespace and clips a name to one readable line. */
export function normalize(text: string, max = NAME_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Roles whose name comes from their content when nothing else names them. */
const FROM_CONTENT = new Set([
  'link', 'button', 'heading', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'cell',
  'checkbox', 'radio', 'switch', 'clickable', 'draggable', 'listitem', 'row', 'tooltip',
]);

/** Visible text of an element, with the alt text of images when it has no text at all. */
export function contentText(el: Element): string {
  const text = (el as HTMLElement).innerText ?? el.textContent ?? '';
  if (text.trim()) return text;
  const alts: string[] = [];
  for (const child of el.querySelectorAll('img[alt], [aria-label], svg title, [title]')) {
    const value = child.getAttribute('alt') ?? child.getAttribute('aria-label') ?? child.getAttribute('title') ?? child.textContent;
    if (value?.trim()) alts.push(value);
  }
  return alts.join(' ');
}

/** Text of a <label>, without the text of the controls inside it (a select's options). */
function labelText(label: Element): string {
  let text = '';
  for (const node of label.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent;
    else if (node instanceof Element && !node.matches('input, select, textarea, button')) text += ` ${labelText(node)} `;
  }
  return text;
}

function byIds(el: Element, ids: string): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  return ids
    .split(/\s+/)
    .map((id) => root.getElementById?.(id) ?? document.getElementById(id))
    .map((target) => (target ? contentText(target) : ''))
    .join(' ');
}

export function nameOf(el: Element, role: string | undefined): string {
  const labelledby = el.getAttribute('aria-labelledby');
  if (labelledby) {
    const text = normalize(byIds(el, labelledby));
    if (text) return text;
  }
  const label = el.getAttribute('aria-label');
  if (label?.trim()) return normalize(label);
  const tag = el.tagName;
  if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'METER' || tag === 'PROGRESS') {
    const labels = (el as HTMLInputElement).labels;
    const text = labels ? normalize([...labels].map(labelText).join(' ')) : '';
    if (text) return text;
    const input = el as HTMLInputElement;
    if (tag === 'INPUT' && ['submit', 'reset', 'button'].includes(input.type)) {
      return normalize(input.value || (input.type === 'submit' ? 'Submit' : input.type === 'reset' ? 'Reset' : ''));
    }
    if (tag === 'INPUT' && input.type === 'image') return normalize(input.alt || 'Submit');
  }
  if (tag === 'IMG' || tag === 'AREA') {
    const alt = el.getAttribute('alt');
    if (alt?.trim()) return normalize(alt);
  }
  if (tag === 'FIELDSET') {
    const legend = el.querySelector(':scope > legend');
    if (legend) return normalize(contentText(legend));
  }
  if (tag === 'TABLE') {
    const caption = (el as HTMLTableElement).caption;
    if (caption) return normalize(contentText(caption));
  }
  if (role && FROM_CONTENT.has(role)) {
    const text = normalize(contentText(el));
    if (text) return text;
  }
  const title = el.getAttribute('title') ?? (tag === 'IFRAME' ? '' : null);
  if (title?.trim()) return normalize(title);
  const placeholder = el.getAttribute('placeholder') ?? el.getAttribute('aria-placeholder');
  if (placeholder?.trim()) return normalize(placeholder);
  return '';
}
