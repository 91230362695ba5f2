// Key combos like "Control+a", "Shift+Tab", "Enter" → CDP Input.dispatchKeyEvent fields. The
// combo language is the page agent's (agent/keys.ts), so DOM and trusted input read keys alike.
import { parseKey } from '../../agent/keys';

export interface KeyStroke {
  key: string;
  code: string;
  keyCode: number;
  /** CDP modifier bits: Alt 1, Control 2, Meta 4, Shift 8. */
  modifiers: number;
  /** The text the key types, when it types any (no Control/Alt/Meta held). */
  text?: string;
}

/** Parses one combo; undefined when a part is not a known key or modifier. */
export function parseCombo(combo: string): KeyStroke | undefined {
  const spec = combo ? parseKey(combo) : undefined;
  if (!spec) return undefined;
  const modifiers = (spec.altKey ? 1 : 0) | (spec.ctrlKey ? 2 : 0) | (spec.metaKey ? 4 : 0) | (spec.shiftKey ? 8 : 0);
  const stroke: KeyStroke = { key: spec.key, code: spec.code, keyCode: spec.keyCode, modifiers };
  // Control/Alt/Meta make a key a shortcut, which types nothing; Enter types a carriage return.
  const text = spec.printable ? spec.key : spec.key === 'Enter' ? '\r' : undefined;
  if (text !== undefined && !(modifiers & 7)) stroke.text = text;
  return stroke;
}
