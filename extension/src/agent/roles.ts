// Roles of elements, close to HTML-AAM's implicit roles, reduced to what the outline shows.

/** Input types that are text fields. */
const TEXT_INPUTS = new Set(['', 'text', 'email', 'tel', 'url', 'password', 'search']);
const BUTTON_INPUTS = new Set(['button', 'submit', 'reset', 'image']);

/** An input's role from its type attribute (pure: unit-tested). */
export function inputRole(type: string): string | undefined {
  const t = type.toLowerCase();
  if (t === 'hidden') return undefined;
  if (t === 'search') return 'searchbox';
  if (TEXT_INPUTS.has(t)) return 'textbox';
  if (BUTTON_INPUTS.has(t)) return 'button';
  if (t === 'checkbox' || t === 'radio') return t;
  if (t === 'number') return 'spinbutton';
  if (t === 'range') return 'slider';
  if (t === 'file') return 'file';
  // date, time, color, month, week, datetime-local: typed as text fields by input.type.
  return 'textbox';
}

const BY_TAG: Record<string, string> = {
  BUTTON: 'button', SUMMARY: 'button', TEXTAREA: 'textbox', H1: 'heading', H2: 'heading', H3: 'heading',
  H4: 'heading', H5: 'heading', H6: 'heading', UL: 'list', OL: 'list', MENU: 'list', LI: 'listitem', TABLE: 'table',
  TR: 'row', TD: 'cell', TH: 'cell', NAV: 'navigation', MAIN: 'main', ASIDE: 'complementary', FORM: 'form',
  DIALOG: 'dialog', FIELDSET: 'group', DETAILS: 'details', IFRAME: 'iframe', FRAME: 'iframe', SEARCH: 'search', IMG: 'img',
};

/** Header/footer are landmarks only when not inside an article, section or main content. */
function landmarkOf(el: Element, role: string): string | undefined {
  return el.parentElement?.closest('article, aside, main, nav, section') ? undefined : role;
}

/** The element's role, explicit first; undefined for generic boxes. */
export function roleOf(el: Element): string | undefined {
  const explicit = el.getAttribute('role')?.trim().split(/\s+/)[0]?.toLowerCase();
  if (explicit) return explicit === 'presentation' ? 'none' : explicit;
  const tag = el.tagName;
  switch (tag) {
    case 'A':
    case 'AREA':
      return el.hasAttribute('href') ? 'link' : undefined;
    case 'INPUT':
      return inputRole((el as HTMLInputElement).type);
    case 'SELECT': {
      const select = el as HTMLSelectElement;
      return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
    }
    case 'HEADER':
      return landmarkOf(el, 'banner');
    case 'FOOTER':
      return landmarkOf(el, 'contentinfo');
    case 'SECTION':
      return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : undefined;
    case 'IMG':
      return (el as HTMLImageElement).alt === '' && el.hasAttribute('alt') ? 'none' : 'img';
    case 'TR':
    case 'TD':
    case 'TH': {
      // The rows and cells of a layout table (role=presentation) are layout too.
      const table = el.closest('table');
      return table && /^(presentation|none)$/.test(table.getAttribute('role') ?? '') ? undefined : BY_TAG[tag];
    }
    default:
      if (BY_TAG[tag]) return BY_TAG[tag];
      if ((el as HTMLElement).isContentEditable && !(el.parentElement as HTMLElement | null)?.isContentEditable) return 'textbox';
      return undefined;
  }
}

/** Heading level from h1–h6 or aria-level. */
export function headingLevel(el: Element): number {
  const aria = Number(el.getAttribute('aria-level'));
  if (Number.isInteger(aria) && aria > 0) return aria;
  const match = /^H([1-6])$/.exec(el.tagName);
  return match ? Number(match[1]) : 2;
}

/** States worth telling a model, in a fixed order. */
export function statesOf(el: Element, role: string): string[] {
  const states: string[] = [];
  const input = el as HTMLInputElement;
  const aria = (name: string) => el.getAttribute(`aria-${name}`);
  if (role === 'checkbox' || role === 'radio' || role === 'switch' || role.startsWith('menuitem')) {
    const checked = el.tagName === 'INPUT' ? input.checked : aria('checked') === 'true';
    if (checked) states.push('checked');
    if (el.tagName === 'INPUT' && input.indeterminate) states.push('mixed');
  }
  if (el.matches(':disabled') || aria('disabled') === 'true') states.push('disabled');
  if ((el as HTMLInputElement).required || aria('required') === 'true') states.push('required');
  if ((el as HTMLInputElement).readOnly && role !== 'checkbox' && role !== 'radio' && role !== 'button') states.push('readonly');
  if (aria('expanded')) states.push(aria('expanded') === 'true' ? 'expanded' : 'collapsed');
  if (el.tagName === 'DETAILS') states.push((el as HTMLDetailsElement).open ? 'expanded' : 'collapsed');
  if (aria('selected') === 'true') states.push('selected');
  if (aria('pressed') === 'true') states.push('pressed');
  if (aria('invalid') === 'true') states.push('invalid');
  if ((el as HTMLSelectElement).multiple && el.tagName === 'SELECT') states.push('multiple');
  if (el === deepActiveElement()) states.push('focused');
  return states;
}

/** The focused element, inside shadow roots too. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
