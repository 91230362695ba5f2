// Naming and layout shared by the TypeScript and Python emitters.

export const HEADER = 'generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit';

const words = (name) => name.split(/_|(?=[A-Z])/).filter(Boolean).map((w) => w.toLowerCase());

/** browser_tab_list → browserTabList */
export const camel = (name) => words(name).map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');

/** browser_tab_list → BrowserTabList */
export const pascal = (name) => words(name).map((w) => w[0].toUpperCase() + w.slice(1)).join('');

/** tabId → tab_id */
export const snake = (name) => words(name).join('_');

/** Words of `text` in lines of at most `width` characters (a longer word stays whole). */
export function wrap(text, width) {
  const lines = [];
  for (const paragraph of String(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** What a schema adds to a description: its default and bounds, e.g. "Default: 20000. 1 to 200000." */
export function constraints(s = {}) {
  const parts = [];
  if (s.default !== undefined && !/\bdefault\b/i.test(s.description ?? "")) parts.push(`Default: ${JSON.stringify(s.default)}.`);
  if (s.minimum !== undefined && s.maximum !== undefined) parts.push(`${s.minimum} to ${s.maximum}.`);
  else if (s.minimum !== undefined) parts.push(`At least ${s.minimum}.`);
  else if (s.maximum !== undefined) parts.push(`At most ${s.maximum}.`);
  if (s.maxLength !== undefined) parts.push(`At most ${s.maxLength} characters.`);
  if (s.minItems !== undefined && s.minItems === s.maxItems) parts.push(`Exactly ${s.minItems} items.`);
  else {
    if (s.minItems !== undefined) parts.push(`At least ${s.minItems} items.`);
    if (s.maxItems !== undefined) parts.push(`At most ${s.maxItems} items.`);
  }
  return [s.description, ...parts].filter(Boolean).join(' ');
}

/** The tool's hints as a sentence, from its MCP annotations. */
export function hints(tool) {
  const a = tool.annotations ?? {};
  const said = [];
  if (a.readOnlyHint) said.push('only reads');
  else if (a.destructiveHint) said.push('may change or delete what the user has');
  if (a.openWorldHint) said.push('reaches pages on the web');
  const names = [`\`${tool.name}\``, ...tool.aliases.map((a) => `\`${a}\``)];
  return `Tool ${names[0]}${names.length > 1 ? ` (also ${names.slice(1).join(', ')})` : ''}${said.length ? `: ${said.join('; ')}` : ''}.`;
}

/** A family's name in type names: browser-data → BrowserData. */
export const kind = (family) => pascal(family.replaceAll('-', '_'));

/**
 * The tools by their link action's family (the names the extension's contract files use; tools the
 * bridge answers itself are "bridge"), in contract order within each; families sorted.
 */
export function byFamily(contract) {
  const groups = new Map();
  for (const tool of contract.tools) {
    const family = contract.families?.[tool.action] ?? 'bridge';
    if (!groups.has(family)) groups.set(family, []);
    groups.get(family).push(tool);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}
