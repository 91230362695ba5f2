// Key combos like "Control+a", "Shift+Tab", "Enter" → CDP Input.dispatchKeyEvent fields.
// Pure, so it is unit-tested without Chrome (keys.test.ts).

export interface KeyStroke {
  key: string;
  code: string;
  keyCode: number;
  /** CDP modifier bits: Alt 1, Control 2, Meta 4, Shift 8. */
  modifiers: number;
  /** The text the key types, when it types any (no Control/Alt/Meta held). */
  text?: string;
}

const MODIFIERS: Record<string, number> = {
  alt: 1, option: 1, control: 2, ctrl: 2, meta: 4, cmd: 4, command: 4, super: 4, shift: 8,
};

const NAMED: Record<string, [key: string, code: string, keyCode: number, text?: string]> = {
  enter: ['Enter', 'Enter', 13, '\r'],
  return: ['Enter', 'Enter', 13, '\r'],
  tab: ['Tab', 'Tab', 9],
  escape: ['Escape', 'Escape', 27],
  esc: ['Escape', 'Escape', 27],
  backspace: ['Backspace', 'Backspace', 8],
  delete: ['Delete', 'Delete', 46],
  space: [' ', 'Space', 32, ' '],
  arrowup: ['ArrowUp', 'ArrowUp', 38],
  arrowdown: ['ArrowDown', 'ArrowDown', 40],
  arrowleft: ['ArrowLeft', 'ArrowLeft', 37],
  arrowright: ['ArrowRight', 'ArrowRight', 39],
  home: ['Home', 'Home', 36],
  end: ['End', 'End', 35],
  pageup: ['PageUp', 'PageUp', 33],
  pagedown: ['PageDown', 'PageDown', 34],
  insert: ['Insert', 'Insert', 45],
};

const PUNCTUATION: Record<string, [code: string, keyCode: number]> = {
  '-': ['Minus', 189], '=': ['Equal', 187], '[': ['BracketLeft', 219], ']': ['BracketRight', 221], '\\': ['Backslash', 220],
  ';': ['Semicolon', 186], "'": ['Quote', 222], ',': ['Comma', 188], '.': ['Period', 190], '/': ['Slash', 191], '`': ['Backquote', 192],
};

/** Parses one combo; undefined when a part is not a known key or modifier. */
export function parseCombo(combo: string): KeyStroke | undefined {
  const parts = combo.split('+');
  // "Control++" means Control and the plus key.
  if (combo.endsWith('++')) parts.splice(parts.length - 2, 2, '+');
  let modifiers = 0;
  for (const part of parts.slice(0, -1)) {
    const bit = MODIFIERS[part.trim().toLowerCase()];
    if (bit === undefined) return undefined;
    modifiers |= bit;
  }
  const last = parts.at(-1) ?? '';
  const stroke = baseKey(last.length === 1 ? last : last.trim(), (modifiers & 8) !== 0);
  if (!stroke) return undefined;
  stroke.modifiers = modifiers;
  // Control/Alt/Meta make a key a shortcut, which types nothing.
  if (modifiers & 7) delete stroke.text;
  return stroke;
}

function baseKey(name: string, shift: boolean): KeyStroke | undefined {
  const named = NAMED[name.toLowerCase()];
  if (named) {
    const [key, code, keyCode, text] = named;
    return text === undefined ? { key, code, keyCode, modifiers: 0 } : { key, code, keyCode, modifiers: 0, text };
  }
  if (/^F([1-9]|1[0-2])$/i.test(name)) {
    const n = Number(name.slice(1));
    return { key: `F${n}`, code: `F${n}`, keyCode: 111 + n, modifiers: 0 };
  }
  if (name.length !== 1) return undefined;
  if (/[a-z]/i.test(name)) {
    const key = shift ? name.toUpperCase() : name;
    return { key, code: `Key${name.toUpperCase()}`, keyCode: name.toUpperCase().charCodeAt(0), modifiers: 0, text: key };
  }
  if (/[0-9]/.test(name)) return { key: name, code: `Digit${name}`, keyCode: name.charCodeAt(0), modifiers: 0, text: name };
  const punct = PUNCTUATION[name];
  if (punct) return { key: name, code: punct[0], keyCode: punct[1], modifiers: 0, text: name };
  // Any other character: typed as text, without a physical key.
  return { key: name, code: '', keyCode: 0, modifiers: 0, text: name };
}
