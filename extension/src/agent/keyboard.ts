// input.type and input.press through DOM events. Synthetic key events do nothing by themselves
// (isTrusted=false), so the default actions a user relies on are done here: text goes in,
// Enter submits the form, Tab moves focus, Backspace deletes, Control+a selects all.
import { describeElement } from './dom';
import { fail } from './errors';
import { fireChange, fireInput, insertIntoEditable, isEditableContent, isTextField, replaceValue, setNativeValue, takesChars, type TextField } from './fields';
import { parseKey, type KeySpec } from './keys';
import { deepActiveElement } from './roles';
import { ensureVisible, isDisabled, resolve, touched, type TargetSpec } from './target';

/** The field to type into: the target, or the one field inside it (a wrapper the snapshot named). */
function editableOf(el: Element): TextField | HTMLElement {
  if (isTextField(el) || isEditableContent(el)) return el as TextField | HTMLElement;
  const inner = el.querySelectorAll('input, textarea, [contenteditable=""], [contenteditable="true"]');
  const fields = [...inner].filter((f) => isTextField(f) || isEditableContent(f));
  if (fields.length === 1) return fields[0] as TextField | HTMLElement;
  return fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is not a text field; target an input, textarea or contenteditable (for checkboxes and selects use browser_click / browser_select_option).`);
}

export function type(spec: TargetSpec, text: string, clear: boolean, submit: boolean) {
  const el = editableOf(resolve(spec));
  if (isDisabled(el) || (el as TextField).readOnly) {
    fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is disabled or read-only; wait until it is enabled or pick another field.`);
  }
  ensureVisible(el);
  el.focus({ preventScroll: true });
  if (!isTextField(el)) insertIntoEditable(el, text, clear);
  else if (!takesChars(el)) replaceValue(el, clear ? text : el.value + text);
  else {
    if (clear && el.value) {
      setNativeValue(el, '');
      fireInput(el, 'deleteContentBackward', null);
    }
    // A field that was never focused has its caret at 0, so text would go before what it holds;
    // a person clicks the field and types after its text, so typing appends.
    caretToEnd(el);
    for (const char of text) {
      if (el.maxLength >= 0 && el.value.length >= el.maxLength) break;
      typeChar(el, char);
    }
    fireChange(el);
  }
  if (submit) setTimeout(() => pressOn(el, parseKey('Enter')!), 0);
  const value = isTextField(el) ? el.value : el.innerText;
  return { ref: touched(el), value: el instanceof HTMLInputElement && el.type === 'password' ? '•'.repeat(value.length) : value };
}

function keyEvent(el: Element, type: string, key: KeySpec): boolean {
  const { ctrlKey, shiftKey, altKey, metaKey, code, keyCode } = key;
  const charCode = type === 'keypress' ? (key.key === 'Enter' ? 13 : key.key.charCodeAt(0)) : 0;
  return el.dispatchEvent(new KeyboardEvent(type, {
    key: key.key, code, keyCode, which: keyCode || charCode, charCode, ctrlKey, shiftKey, altKey, metaKey,
    bubbles: true, cancelable: true, composed: true, view: window,
  }));
}

function charKey(char: string): KeySpec {
  return parseKey(char === '\n' ? 'Enter' : char) ?? { key: char, code: '', keyCode: 0, ctrlKey: false, shiftKey: false, altKey: false, metaKey: false, printable: true };
}

/** One character: keydown, keypress, beforeinput, the insertion, input, keyup. */
function typeChar(el: TextField, char: string): void {
  const key = charKey(char);
  if (keyEvent(el, 'keydown', key) && keyEvent(el, 'keypress', key)) {
    if (char === '\n' && !(el instanceof HTMLTextAreaElement)) return void keyEvent(el, 'keyup', key);
    const data = char;
    if (el.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, cancelable: true, composed: true, inputType: 'insertText', data }))) {
      insertAtCaret(el, data);
      fireInput(el, char === '\n' ? 'insertLineBreak' : 'insertText', data);
    }
  }
  keyEvent(el, 'keyup', key);
}

function caretToEnd(el: TextField): void {
  try {
    el.setSelectionRange(el.value.length, el.value.length);
  } catch {
    // no caret on this input type: insertAtCaret appends anyway
  }
}

/** Inserts at the caret when the field has one (email and number inputs do not), else at the end. */
function insertAtCaret(el: TextField, text: string): void {
  let start: number | null = null;
  let end: number | null = null;
  try {
    [start, end] = [el.selectionStart, el.selectionEnd];
  } catch {
    // selectionStart throws on input types without a caret
  }
  const value = el.value;
  const at = start ?? value.length;
  setNativeValue(el, value.slice(0, at) + text + value.slice(end ?? at));
  try {
    el.setSelectionRange(at + text.length, at + text.length);
  } catch {
    // no caret on this input type
  }
}

export function press(spec: TargetSpec | undefined, keyText: string) {
  const key = parseKey(keyText) ?? fail('INVALID_ARGUMENT', `"${keyText}" is not a key; use names like Enter, Tab, Escape, ArrowDown, Backspace, a, or chords like Control+a.`);
  let el: Element;
  if (spec?.ref || spec?.selector) {
    el = resolve(spec);
    ensureVisible(el);
    if (el instanceof HTMLElement) el.focus({ preventScroll: true });
  } else el = deepActiveElement() ?? document.body;
  // On the next task: Enter may submit a form whose handler calls confirm().
  setTimeout(() => pressOn(el, key), 0);
  return { ref: touched(el) };
}

function pressOn(el: Element, key: KeySpec): void {
  const command = key.ctrlKey || key.metaKey;
  if (!keyEvent(el, 'keydown', key)) return void keyEvent(el, 'keyup', key);
  if (key.printable && !command && !key.altKey) keyEvent(el, 'keypress', key);
  else if (key.key === 'Enter') keyEvent(el, 'keypress', key);
  defaultAction(el, key, command);
  keyEvent(el, 'keyup', key);
  // Space activates buttons and checkboxes on key up.
  if (key.key === ' ' && !command && el.matches('button, input[type=checkbox], input[type=radio], input[type=button], input[type=submit], [role=button]')) (el as HTMLElement).click();
}

function defaultAction(el: Element, key: KeySpec, command: boolean): void {
  const field = isTextField(el) ? el : undefined;
  if (command && key.key.toLowerCase() === 'a') {
    if (field) field.select();
    else getSelection()?.selectAllChildren(isEditableContent(el) ? el : document.body);
  } else if (key.key === 'Enter') {
    if (el instanceof HTMLTextAreaElement || isEditableContent(el)) insertText(el, '\n');
    else if (el instanceof HTMLInputElement && el.form) implicitSubmit(el.form);
    else if (el.matches('a[href], button, [role=button], [role=link], summary')) (el as HTMLElement).click();
  } else if (key.key === 'Tab') moveFocus(el, key.shiftKey ? -1 : 1);
  else if ((key.key === 'Backspace' || key.key === 'Delete') && field) deleteChar(field, key.key === 'Backspace');
  else if (key.printable && !command && !key.altKey && (field || isEditableContent(el))) insertText(el, key.key);
}

function insertText(el: Element, text: string): void {
  if (isEditableContent(el)) document.execCommand('insertText', false, text) || insertIntoEditable(el as HTMLElement, text, false);
  else if (isTextField(el)) {
    insertAtCaret(el, text);
    fireInput(el, 'insertText', text);
  }
}

function deleteChar(el: TextField, backward: boolean): void {
  let [start, end] = [el.value.length, el.value.length];
  try {
    [start, end] = [el.selectionStart ?? start, el.selectionEnd ?? end];
  } catch {
    // no caret: delete at the end
  }
  if (start === end) backward ? (start = Math.max(0, start - 1)) : (end = Math.min(el.value.length, end + 1));
  setNativeValue(el, el.value.slice(0, start) + el.value.slice(end));
  try {
    el.setSelectionRange(start, start);
  } catch {
    // no caret on this input type
  }
  fireInput(el, backward ? 'deleteContentBackward' : 'deleteContentForward', null);
}

/** Enter in a field submits its form through the default button, unless that button is disabled (HTML "implicit submission"). */
function implicitSubmit(form: HTMLFormElement): void {
  const button = [...form.elements].find((e) => e.matches('button:not([type]), button[type=submit], input[type=submit], input[type=image]')) as HTMLButtonElement | undefined;
  if (button?.disabled) return;
  form.requestSubmit(button);
}

const TABBABLE = 'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable=""], [contenteditable="true"], summary';

function moveFocus(from: Element, step: 1 | -1): void {
  const all = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter((e) => e.tabIndex >= 0 && !isDisabled(e) && e.checkVisibility());
  // Positive tabindex first in their order, then document order (HTML sequential focus navigation).
  const ordered = [...all.filter((e) => e.tabIndex > 0).sort((a, b) => a.tabIndex - b.tabIndex), ...all.filter((e) => e.tabIndex === 0)];
  const index = ordered.indexOf(from as HTMLElement);
  const next = index < 0 ? (step > 0 ? ordered[0] : ordered.at(-1)) : ordered[(index + step + ordered.length) % ordered.length];
  next?.focus();
}
