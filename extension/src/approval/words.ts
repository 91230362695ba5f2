// The action in words for the approval card, the activity log and the agent's error message
// ("Click the button “Delete repository”", "Type 23 characters into “Password”"). Pure: the gate
// passes what the page agent said about the element; pages render the Msg in their language.
import type { Msg } from '../shared/i18n';

/** What the page agent told about the target element (its role and accessible name), if anything. */
export interface ElementWords {
  role: string;
  name: string;
}

const ROLES: Record<string, string> = {
  button: 'the button', link: 'the link', textbox: 'the field', searchbox: 'the search field', checkbox: 'the checkbox',
  radio: 'the option', combobox: 'the list', listbox: 'the list', option: 'the option', menuitem: 'the menu item',
  tab: 'the tab', switch: 'the switch', slider: 'the slider', spinbutton: 'the number field',
};

/** The browser's words (the element's role in the reader's language), else English: unit tests have no chrome.i18n. */
function say(key: string, english: string, args: string[] = []): string {
  const i18n = (globalThis as { chrome?: typeof chrome }).chrome?.i18n;
  return i18n?.getMessage(key, args) || english;
}

/** "the button “Delete repository”", or the selector/ref the agent gave when the page says nothing better. */
function thing(el: ElementWords | undefined, params: Record<string, unknown>): string {
  const role = el?.role ? say(`elementRole_${el.role}`, ROLES[el.role] ?? el.role) : '';
  if (el?.name) return say('elementNamed', `${role} “${el.name}”`, [role, el.name]);
  if (role) return role;
  const spec = (params.ref ?? params.selector ?? '') as string;
  return spec ? say('elementSpec', `“${String(spec).slice(0, 80)}”`, [String(spec).slice(0, 80)]) : '';
}

const len = (v: unknown) => (typeof v === 'string' ? v.length : 0);
const count = (key: string, n: number, ...args: string[]): Msg => ({ key, args: [String(n), ...args], count: n });

/** The words for one action; `target` describes its element (`from` for drags, `to` in `toTarget`). */
export function actionWords(action: string, params: Record<string, unknown>, site: string, target?: ElementWords, toTarget?: ElementWords): Msg {
  const on = thing(target, params);
  switch (action) {
    case 'input.click':
      return { key: 'approveClick', args: [on] };
    case 'input.type':
      return count('approveType', len(params.text), on);
    case 'input.fill':
      return count('approveFill', Array.isArray(params.fields) ? params.fields.length : 0);
    case 'input.press':
      return { key: on ? 'approvePressOn' : 'approvePress', args: [String(params.key ?? ''), ...(on ? [on] : [])] };
    case 'input.select':
      return { key: 'approveSelect', args: [Array.isArray(params.values) ? params.values.join(', ').slice(0, 80) : '', on] };
    case 'input.drag':
      return { key: 'approveDrag', args: [thing(target, (params.from ?? {}) as Record<string, unknown>), thing(toTarget, (params.to ?? {}) as Record<string, unknown>)] };
    case 'file.set':
      return count('approveUpload', Array.isArray(params.files) ? params.files.length : 1, on);
    case 'download':
      return { key: 'approveDownload', args: [typeof params.url === 'string' ? params.url.slice(0, 120) : on || site] };
    case 'navigate':
      return typeof params.url === 'string' ? { key: 'approveNavigate', args: [params.url.slice(0, 120)] } : { key: 'approveHistory', args: [String(params.direction ?? 'back')] };
    case 'cookies.set':
      return { key: 'approveCookie', args: [String(params.name ?? ''), site] };
    case 'clipboard.write':
      return count('approveClipboard', len(params.text));
    case 'evaluate':
      return count('approveEvaluate', len(params.expression));
    case 'dialog.handle':
      return { key: params.accept === false ? 'approveDialogDismiss' : 'approveDialogAccept' };
    case 'tab.close':
      return { key: 'approveTabClose' };
    case 'computer':
      return computerWords(params);
    default:
      return { key: 'approveOther', args: [action] };
  }
}

function computerWords(params: Record<string, unknown>): Msg {
  const at = Array.isArray(params.coordinate) ? params.coordinate.map((n) => Math.round(Number(n))).join(', ') : '';
  switch (params.action) {
    case 'type':
      return count('approveTypeHere', len(params.text));
    case 'key':
      return { key: 'approvePress', args: [String(params.text ?? params.key ?? '')] };
    default:
      return { key: 'approveClickAt', args: [at] };
  }
}
