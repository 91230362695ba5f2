// Values of form fields set the way frameworks notice: through the native value setter (so
// React's value tracker sees a change) followed by input and change events.

export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Input types that take text one character at a time (others need their whole value at once). */
const CHAR_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password']);
const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'button', 'submit', 'reset', 'image', 'hidden', 'range', 'color']);

export function isTextField(el: Element): el is TextField {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && !NOT_TEXT.has(el.type));
}

export function takesChars(el: TextField): boolean {
  return el instanceof HTMLTextAreaElement || CHAR_TYPES.has(el.type);
}

export function setNativeValue(el: TextField | HTMLInputElement, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
}

export function fireInput(el: Element, inputType: string, data: string | null): void {
  el.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType, data }));
}

export function fireChange(el: Element): void {
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Replaces the whole value (input.fill, and typed values of date/number/… fields). */
export function replaceValue(el: TextField | HTMLInputElement, value: string): void {
  el.focus({ preventScroll: true });
  setNativeValue(el, value);
  fireInput(el, 'insertReplacementText', value);
  fireChange(el);
}

/** Editable content root of a contenteditable element. */
export function isEditableContent(el: Element): boolean {
  return el instanceof HTMLElement && el.isContentEditable && !isTextField(el);
}

/** Replaces or appends text in a contenteditable, through execCommand so editors see real input. */
export function insertIntoEditable(el: HTMLElement, text: string, clear: boolean): void {
  el.focus({ preventScroll: true });
  const selection = getSelection();
  if (selection) {
    const range = document.createRange();
    range.selectNodeContents(el);
    if (!clear) range.collapse(false);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  if (clear && el.textContent) document.execCommand('delete');
  if (text && !document.execCommand('insertText', false, text)) {
    // execCommand refuses when the document has no focus (a background tab): edit the DOM instead.
    if (clear) el.textContent = '';
    el.append(document.createTextNode(text));
    fireInput(el, 'insertText', text);
  }
}
