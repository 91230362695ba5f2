// The side panel's shortcuts: the bridge's saved shortcuts (listed, run on the tab the user is
// looking at, exported to a file, imported from one) and saving steps picked in the activity
// log as a new one. Everything goes through the worker to the bridge's shortcut tools, so what
// is shown is what browser_shortcut_list answers, never a copy that could drift.

import type { ActivityEntry } from '../shared/activity';
import { t, tp } from '../shared/i18n';
import { $, el } from '../ui/dom';
import { downloadFile } from '../ui/download';
import { exportText, parseImport, pickedCalls, saveArguments, shortcutsOf, type ParameterRow, type Shortcut,
  type ShortcutReply, type ShortcutRequest } from './shared';

/** The call ids picked in the activity log; kept here because the log re-renders on every change. */
export const picked = new Set<string>();
let picking = false;

function call(tool: ShortcutRequest['tool'], args: Record<string, unknown>, activeTab = false): Promise<ShortcutReply> {
  const request: ShortcutRequest = { type: 'shortcuts.call', tool, args, ...(activeTab ? { activeTab } : {}) };
  return chrome.runtime.sendMessage(request) as Promise<ShortcutReply>;
}

function status(text: string, failed = false): void {
  const out = $('shortcuts-status');
  out.textContent = text;
  out.dataset.failed = String(failed);
}

let listed: Shortcut[] = [];

export async function refreshShortcuts(): Promise<void> {
  const reply = await call('browser_shortcut_list', {});
  if (!reply.ok) return status(t('shortcutsUnavailable', reply.error), true);
  listed = shortcutsOf(reply.data);
  $('shortcut-list').replaceChildren(...listed.map(renderShortcut));
  $('shortcuts-none').hidden = listed.length > 0;
}

function renderShortcut(s: Shortcut): HTMLElement {
  const item = el('li', undefined, 'shortcut');
  item.dataset.name = s.name;
  const head = el('div', undefined, 'shortcut-head');
  head.append(el('code', s.name, 'name'), el('span', tp('shortcutSteps', s.steps.length, String(s.steps.length)), 'meta'));
  item.append(head);
  if (s.description) item.append(el('p', s.description, 'description'));
  const form = el('form', undefined, 'run');
  const inputs = Object.entries(s.parameters ?? {}).map(([name, p]) => {
    const label = el('label', `${name}${p.description ? ` — ${p.description}` : ''}`);
    const input = Object.assign(el('input'), { type: 'text', name, required: p.default === undefined });
    if (p.default !== undefined) input.placeholder = String(p.default);
    label.append(input);
    form.append(label);
    return input;
  });
  const run = el('button', t('shortcutRun'));
  run.type = 'submit';
  form.append(run);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const args = Object.fromEntries(inputs.filter((i) => i.value !== '').map((i) => [i.name, i.value]));
    status(t('shortcutRunning', s.name));
    void call('browser_shortcut_run', { name: s.name, arguments: args }, true).then((r) =>
      r.ok ? status(ran(s.name, (r.data.steps as unknown[] | undefined)?.length ?? 0)) : status(r.error, true));
  });
  item.append(form);
  return item;
}

function parameterRow(): HTMLElement {
  const row = el('div', undefined, 'param-row');
  for (const [field, key] of [['name', 'shortcutParamName'], ['value', 'shortcutParamValue'], ['description', 'shortcutParamDescription']] as const) {
    const input = Object.assign(el('input'), { type: 'text', name: field, placeholder: t(key) });
    input.setAttribute('aria-label', t(key));
    row.append(input);
  }
  return row;
}

function parameterRows(): ParameterRow[] {
  return [...document.querySelectorAll<HTMLElement>('#save-params .param-row')].map((row) => {
    const value = (field: string) => row.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.value ?? '';
    return { name: value('name'), value: value('value'), description: value('description') };
  });
}

/** Pick mode: the activity log shows a box on each entry that has a call; the save form opens. */
function setPicking(on: boolean, rerender: () => void): void {
  picking = on;
  if (!on) picked.clear();
  $('save-form').hidden = !on;
  $('pick-toggle').hidden = on;
  document.body.dataset.picking = String(on);
  rerender();
}

export function isPicking(): boolean {
  return picking;
}

export function initShortcuts(log: () => readonly ActivityEntry[], rerender: () => void): void {
  $('shortcuts-refresh').addEventListener('click', () => void refreshShortcuts());
  $('shortcuts-export').addEventListener('click', () => {
    if (listed.length === 0) return status(t('shortcutsNone'), true);
    downloadFile('tabrelay-shortcuts.json', exportText(listed), 'application/json');
    status(tp('shortcutsExported', listed.length, String(listed.length)));
  });
  $<HTMLInputElement>('shortcuts-import-file').addEventListener('change', async (event) => {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    let shortcuts: Shortcut[];
    try {
      shortcuts = parseImport(await file.text());
    } catch (e) {
      return status(t('shortcutsImportBad', [file.name, e instanceof Error ? e.message : String(e)]), true);
    }
    for (const s of shortcuts) {
      const r = await call('browser_shortcut_save', { ...s });
      if (!r.ok) return status(`${s.name}: ${r.error}`, true);
    }
    status(tp('shortcutsImported', shortcuts.length, String(shortcuts.length)));
    await refreshShortcuts();
  });
  $('pick-toggle').addEventListener('click', () => setPicking(true, rerender));
  $('save-cancel').addEventListener('click', () => setPicking(false, rerender));
  $('save-add-param').addEventListener('click', () => $('save-params').append(parameterRow()));
  $('save-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const calls = pickedCalls(log(), picked);
    if (calls.length === 0) return status(t('shortcutPickNone'), true);
    const name = $<HTMLInputElement>('save-name').value;
    const args = saveArguments(name, $<HTMLInputElement>('save-description').value, calls, parameterRows());
    void call('browser_shortcut_save', args).then(async (r) => {
      if (!r.ok) return status(r.error, true);
      status(tp('shortcutSaved', calls.length, [String(args.name), String(calls.length)]));
      $('save-params').replaceChildren();
      (event.target as HTMLFormElement).reset();
      setPicking(false, rerender);
      await refreshShortcuts();
    });
  });
}

/** The box an activity entry gets in pick mode (entries from before the bridge named calls get none). */
export function pickBox(e: ActivityEntry): HTMLInputElement | undefined {
  if (!picking || !e.call) return undefined;
  const call = e.call;
  const box = Object.assign(el('input'), { type: 'checkbox', checked: picked.has(call), className: 'pick' });
  box.dataset.call = call;
  box.setAttribute('aria-label', t('shortcutPickStep', e.tool ?? e.action));
  box.addEventListener('change', () => {
    if (box.checked) picked.add(call);
    else picked.delete(call);
    // One call may have logged several entries: they are picked together.
    document.querySelectorAll<HTMLInputElement>(`input.pick[data-call="${CSS.escape(call)}"]`).forEach((b) => (b.checked = box.checked));
  });
  return box;
}

/** "add_item ran 2 steps": its plural form chosen by the number of steps. */
function ran(name: string, steps: number): string {
  return tp('shortcutRan', steps, [name, String(steps)]);
}
