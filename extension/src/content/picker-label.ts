/** What the picker shows next to the highlight: tag, id and the first two classes, bounded. */
export function elementLabel(el: { tagName: string; id: string; className: unknown }): string {
  const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
  const label = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + classes.map((c) => `.${c}`).join('');
  return label.length > 60 ? `${label.slice(0, 59)}…` : label;
}
