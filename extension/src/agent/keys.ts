// Key descriptions like "Control+a", "Shift+Tab", "Enter" parsed into KeyboardEvent fields.
// Pure, so it is unit-tested in Node.

export interface KeySpec {
  key: string;
  code: string;
  keyCode: number;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** Produces a character (and so a keypress and text input) when no Control/Meta is held. */
  printable: boolean;
}

const ALIASES: Record<string, string> = {
  esc: 'Escape', escape: 'Escape', return: 'Enter', enter: 'Enter', tab: 'Tab', space: ' ', spacebar: ' ',
  backspace: 'Backspace', delete: 'Delete', del: 'Delete', up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft',
  right: 'ArrowRight', arrowup: 'ArrowUp', arrowdown: 'ArrowDown', arrowleft: 'ArrowLeft', arrowright: 'ArrowRight',
  home: 'Home', end: 'End', pageup: 'PageUp', pagedown: 'PageDown', insert: 'Insert',
};

const KEY_CODES: Record<string, number> = {
  Backspace: 8, Tab: 9, Enter: 13, Escape: 27, ' ': 32, PageUp: 33, PageDown: 34, End: 35, Home: 36,
  ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, Insert: 45, Delete: 46,
};

/** Physical key of the printable punctuation keys of a US layout (code, keyCode). */
const PUNCTUATION: Record<string, [code: string, keyCode: number]> = {
  '-': ['Minus', 189], '=': ['Equal', 187], '[': ['BracketLeft', 219], ']': ['BracketRight', 221], '\\': ['Backslash', 220],
  ';': ['Semicolon', 186], "'": ['Quote', 222], ',': ['Comma', 188], '.': ['Period', 190], '/': ['Slash', 191], '`': ['Backquote', 192],
};

const MODIFIERS: Record<string, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'> = {
  control: 'ctrlKey', ctrl: 'ctrlKey', shift: 'shiftKey', alt: 'altKey', option: 'altKey', meta: 'metaKey',
  cmd: 'metaKey', command: 'metaKey', super: 'metaKey',
};

/** Parses "Control+Shift+a"; undefined when a part is not a known key or modifier. */
export function parseKey(text: string): KeySpec | undefined {
  // "+" itself is a key: "Control++" or "+".
  const parts = text === '+' ? ['+'] : text.endsWith('++') ? [...text.slice(0, -2).split('+'), '+'] : text.split('+');
  const spec: KeySpec = { key: '', code: '', keyCode: 0, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, printable: false };
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    const modifier = MODIFIERS[part.toLowerCase()];
    if (!last) {
      if (!modifier) return undefined;
      spec[modifier] = true;
      continue;
    }
    if (modifier && parts.length === 1) {
      spec.key = part.toLowerCase() === 'ctrl' ? 'Control' : part[0]!.toUpperCase() + part.slice(1).toLowerCase();
      spec.code = `${spec.key}Left`;
      return spec;
    }
    const named = ALIASES[part.toLowerCase()] ?? (/^F([1-9]|1[0-9]|2[0-4])$/i.test(part) ? part.toUpperCase() : undefined);
    if (named) spec.key = named;
    else if ([...part].length === 1) spec.key = spec.shiftKey && part.length === 1 ? part.toUpperCase() : part;
    else return undefined;
  }
  const key = spec.key;
  spec.printable = [...key].length === 1;
  if (/^[a-z]$/i.test(key)) [spec.code, spec.keyCode] = [`Key${key.toUpperCase()}`, key.toUpperCase().charCodeAt(0)];
  else if (/^[0-9]$/.test(key)) [spec.code, spec.keyCode] = [`Digit${key}`, key.charCodeAt(0)];
  else if (key === ' ') [spec.code, spec.keyCode] = ['Space', 32];
  else if (PUNCTUATION[key]) [spec.code, spec.keyCode] = PUNCTUATION[key];
  else {
    spec.code = spec.printable ? '' : key;
    spec.keyCode = KEY_CODES[key] ?? (/^F\d+$/.test(key) ? 111 + Number(key.slice(1)) : 0);
  }
  return spec;
}
