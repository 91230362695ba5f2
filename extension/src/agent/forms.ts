// input.select, input.fill and file.set.
import { describeElement } from './dom';
import { AgentFailure, fail } from './errors';
import { fireChange, fireInput, insertIntoEditable, isEditableContent, isTextField, replaceValue } from './fields';
import { normalize } from './names';
import { roleOf } from './roles';
import { isDisabled, resolve, touched, type TargetSpec } from './target';

function optionsFor(select: HTMLSelectElement, values: string[]): HTMLOptionElement[] {
  const options = [...select.options];
  return values.map((value) => {
    const wanted = value.trim().toLowerCase();
    const match =
      options.find((o) => o.value === value) ??
      options.find((o) => normalize(o.label || o.text, 1000).toLowerCase() === wanted) ??
      options.find((o) => normalize(o.label || o.text, 1000).toLowerCase().includes(wanted));
    if (!match) {
      const known = options.slice(0, 15).map((o) => `"${normalize(o.label || o.text, 40)}"`).join(', ');
      fail('INVALID_ARGUMENT', `${describeElement(select)} has no option "${value}"; pick one of ${known}${options.length > 15 ? ', …' : ''}.`);
    }
    return match!;
  });
}

function asSelect(el: Element): HTMLSelectElement {
  if (el instanceof HTMLSelectElement) return el;
  const role = roleOf(el);
  return fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is not a <select>${role === 'combobox' || role === 'listbox' ? ' (a custom list)' : ''}; click it with browser_click, then click the option.`);
}

export function select(spec: TargetSpec, values: string[]) {
  const el = asSelect(resolve(spec));
  if (isDisabled(el)) fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is disabled; enable it first (fill what it depends on).`);
  if (values.length > 1 && !el.multiple) fail('INVALID_ARGUMENT', `${describeElement(el)} takes one option, ${values.length} were given; pass one value.`);
  const chosen = optionsFor(el, values);
  // Styled selects are often hidden under a custom widget; the native one still holds the value.
  el.scrollIntoView({ block: 'center', behavior: 'instant' });
  el.focus({ preventScroll: true });
  for (const option of el.options) option.selected = chosen.includes(option);
  fireInput(el, 'insertReplacementText', null);
  fireChange(el);
  return { ref: touched(el), selected: chosen.map((o) => o.value) };
}

export interface FillField extends TargetSpec {
  value: string;
}

const TRUE = new Set(['true', 'on', 'yes', 'checked', '1']);

/** Checks every field first, so a bad one fails the call before anything was changed. */
export function fill(fields: FillField[]) {
  const plan = fields.map((field, i) => {
    try {
      const el = resolve(field);
      if (isDisabled(el)) fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is disabled; enable it first.`);
      if (el instanceof HTMLInputElement && el.type === 'file') fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is a file input; use browser_file_upload.`);
      const toggle = el instanceof HTMLInputElement ? el.type === 'checkbox' || el.type === 'radio' : ['checkbox', 'switch', 'radio'].includes(roleOf(el) ?? '');
      if (el instanceof HTMLSelectElement) return () => void select(field, [field.value]);
      if (toggle) return () => setChecked(el, TRUE.has(field.value.trim().toLowerCase()));
      if (isTextField(el)) {
        if (el.readOnly) fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is read-only; pick another field.`);
        return () => replaceValue(el, field.value);
      }
      if (isEditableContent(el)) return () => insertIntoEditable(el as HTMLElement, field.value, true);
      return fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is not a form field; target inputs, textareas, selects or checkboxes.`);
    } catch (error) {
      if (error instanceof AgentFailure) throw new AgentFailure(error.code, `fields[${i}]: ${error.message}`);
      throw error;
    }
  });
  plan.forEach((apply) => apply());
  return { ref: fields.length ? touched(resolve(fields[0]!)) : undefined, filled: plan.length };
}

function setChecked(el: Element, checked: boolean): void {
  const current = el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true';
  if (current === checked) return;
  if (el instanceof HTMLInputElement && el.type === 'radio' && !checked) {
    // Clicking never unchecks a radio; set it and tell the page.
    el.checked = false;
    fireInput(el, 'insertReplacementText', null);
    fireChange(el);
    return;
  }
  (el as HTMLElement).click();
}

export interface FilePayload {
  name: string;
  mimeType: string;
  base64: string;
}

/** The file input behind a target: itself, the control of a label, or the one file input inside. */
function fileInputOf(el: Element): HTMLInputElement {
  if (el instanceof HTMLInputElement && el.type === 'file') return el;
  const control = el instanceof HTMLLabelElement ? el.control : null;
  if (control instanceof HTMLInputElement && control.type === 'file') return control;
  const inner = el.querySelectorAll('input[type=file]');
  if (inner.length === 1) return inner[0] as HTMLInputElement;
  return fail('ELEMENT_NOT_EDITABLE', `${describeElement(el)} is not a file input; target the <input type=file> (browser_query with "input[type=file]" finds hidden ones).`);
}

export function setFiles(spec: TargetSpec, files: FilePayload[]) {
  const input = fileInputOf(resolve(spec));
  if (isDisabled(input)) fail('ELEMENT_NOT_EDITABLE', `${describeElement(input)} is disabled; enable it first.`);
  if (files.length > 1 && !input.multiple) fail('INVALID_ARGUMENT', `${describeElement(input)} takes one file, ${files.length} were given; pass one.`);
  const transfer = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], file.name, { type: file.mimeType || 'application/octet-stream' }));
  }
  input.files = transfer.files;
  fireInput(input, 'insertReplacementText', null);
  fireChange(input);
  return { ref: touched(input), files: files.map((f) => f.name) };
}
