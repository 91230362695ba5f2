import { clientNames, isActivityList, newestFirst, type ActivityEntry } from '../shared/activity';
import { t } from '../shared/i18n';
import { StorageKey } from '../shared/state';
import { clientLabel, renderActivity } from '../ui/activity-list';
import { $, el } from '../ui/dom';

/** Value of the filter's "all clients" option; client names are free text, so it cannot be one. */
const ALL = '\u0000all';

async function load(): Promise<ActivityEntry[]> {
  const got = await chrome.storage.local.get(StorageKey.activity);
  const stored: unknown = got[StorageKey.activity];
  return isActivityList(stored) ? stored : [];
}

async function render(): Promise<void> {
  const log = await load();
  const select = $<HTMLSelectElement>('client-filter');
  const chosen = select.value || ALL;
  const names = clientNames(log);
  const all = el('option', t('activityAllClients'));
  all.value = ALL;
  select.replaceChildren(all, ...names.map((n) => Object.assign(el('option', clientLabel(n)), { value: n })));
  select.value = chosen === ALL || names.includes(chosen) ? chosen : ALL;
  const shown = newestFirst(log, select.value === ALL ? undefined : select.value);
  renderActivity($('activity-list'), shown);
  $('activity-count').textContent = log.length ? t('activityCount', [String(shown.length), String(log.length)]) : t('recentNone');
}

/** Downloads the log as JSON through a blob URL, which needs no downloads permission. */
async function exportLog(): Promise<void> {
  const blob = new Blob([JSON.stringify(await load(), null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = el('a');
  link.href = url;
  link.download = `tabrelay-activity-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000); // the download has started reading it by then
}

export async function initActivity(): Promise<void> {
  $('client-filter').addEventListener('change', () => void render());
  $('activity-clear').addEventListener('click', () => void chrome.storage.local.remove(StorageKey.activity));
  $('activity-export').addEventListener('click', () => void exportLog());
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && StorageKey.activity in changes) void render();
  });
  await render();
}
