// Options: what agents may do, the browser's default and one line per site ("github.com ask").
import { APPROVAL_TIMEOUTS_MS, approvalTimeoutMs } from '../approval/approvals';
import { isMode, type SiteMode } from '../approval/modes';
import { StorageKey } from '../shared/state';
import { fillModeSelect, loadModes, saveModes } from '../approval/settings-ui';
import { t, tp } from '../shared/i18n';
import { parsePattern, patternLines } from '../shared/site-policy';
import { $, el } from '../ui/dom';

async function load(): Promise<void> {
  const { settings, browserDefault } = await loadModes();
  fillModeSelect($<HTMLSelectElement>('mode-default'), browserDefault);
  $<HTMLTextAreaElement>('mode-sites').value = settings.sites.map((r) => `${r.pattern} ${r.mode}`).join('\n');
  const timeout = $<HTMLSelectElement>('approval-timeout');
  timeout.replaceChildren(...APPROVAL_TIMEOUTS_MS.map((ms) => Object.assign(el('option', t('approvalTimeoutSeconds', String(ms / 1000))), { value: String(ms) })));
  timeout.value = String(await approvalTimeoutMs());
}

/** Saves only when every line is "pattern mode" with a valid pattern, so nothing is silently dropped. */
async function save(): Promise<void> {
  const errors: string[] = [];
  const sites: SiteMode[] = [];
  for (const line of patternLines($<HTMLTextAreaElement>('mode-sites').value.replace(/[ \t]+(read|ask|act)\b/g, '\u0001$1'))) {
    const [pattern = '', mode = ''] = line.split('\u0001');
    const parsed = parsePattern(pattern);
    if (!parsed.ok) errors.push(t(parsed.error.key, parsed.error.args));
    else if (!isMode(mode)) errors.push(t('modeLineBad', pattern));
    else sites.push({ pattern, mode });
  }
  $('mode-errors').replaceChildren(...errors.map((e) => el('li', e)));
  $('mode-saved').textContent = '';
  if (errors.length) return;
  const chosen = $<HTMLSelectElement>('mode-default').value;
  await saveModes({ ...(isMode(chosen) ? { default: chosen } : {}), sites });
  await chrome.storage.local.set({ [StorageKey.approvalTimeoutMs]: Number($<HTMLSelectElement>('approval-timeout').value) });
  $('mode-saved').textContent = tp('modeSaved', sites.length, String(sites.length));
}

export async function initModes(): Promise<void> {
  $('mode-save').addEventListener('click', () => void save());
  await load();
}
