import type { Diagnostics } from '../background/diagnostics';
import { t } from '../shared/i18n';
import { StorageKey } from '../shared/state';
import { $, el, formatWhen } from '../ui/dom';

async function render(): Promise<void> {
  const got = await chrome.storage.local.get(StorageKey.diagnostics);
  const diagnostics = (got[StorageKey.diagnostics] as Diagnostics | undefined) ?? { errors: [] };
  $('o-version').textContent = chrome.runtime.getManifest().version;
  $('o-latency').textContent =
    diagnostics.latencyMs !== undefined && diagnostics.lastPingAt !== undefined
      ? t('latencyValue', [String(diagnostics.latencyMs), formatWhen(diagnostics.lastPingAt)])
      : t('latencyNone');
  const errors = [...diagnostics.errors].reverse();
  $('o-errors').replaceChildren(
    ...errors.map((e) => el('li', `${formatWhen(e.t)} — ${t('diagClose', [String(e.code), e.reason || '—'])}`)),
  );
  $('o-no-errors').hidden = errors.length > 0;
}

export async function initDiagnostics(): Promise<void> {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && StorageKey.diagnostics in changes) void render();
  });
  await render();
}
