import { t, tm } from '../shared/i18n';
import type { PopupRequest } from '../shared/messages';
import { autoConnectOf, StorageKey, type LinkStatus, type Pairing } from '../shared/state';
import { displayState, pillState } from '../shared/view';
import { BRIDGE_ACCESS } from '../ui/access';
import { $ } from '../ui/dom';
import { STATE_KEY } from '../ui/state-label';


async function render(): Promise<void> {
  const [got, granted] = await Promise.all([
    chrome.storage.local.get([StorageKey.status, StorageKey.pairing, StorageKey.browserId, StorageKey.autoConnect]),
    chrome.permissions.contains(BRIDGE_ACCESS),
  ]);
  const status = got[StorageKey.status] as LinkStatus | undefined;
  const pairing = got[StorageKey.pairing] as Pairing | undefined;
  const state = displayState(status, Boolean(pairing));
  const pill = $('state');
  // The same words as the popup's pill: connected without access "needs access".
  const shown = pillState(state, granted);
  pill.textContent = t(STATE_KEY[shown]);
  pill.dataset.state = shown;
  const none = t('notSet');
  $('o-bridge').textContent = status?.bridgeUrl ?? pairing?.url ?? none;
  $('o-label').textContent = status?.label ?? pairing?.label ?? none;
  $('o-browser-id').textContent = status?.browserId ?? (got[StorageKey.browserId] as string | undefined) ?? none;
  $('o-server-version').textContent = state === 'connected' ? (status?.serverVersion ?? none) : none;
  $('o-reason').textContent = state !== 'connected' && status?.reason ? tm(status.reason) : '';
  $('o-reconnect').hidden = !pairing || state === 'connected';
  $('o-disconnect').hidden = !pairing || state === 'stopped';
  $<HTMLInputElement>('auto-connect').checked = autoConnectOf(got[StorageKey.autoConnect]);
}

const send = (request: PopupRequest) => void chrome.runtime.sendMessage(request);

export async function initConnection(): Promise<void> {
  $('o-reconnect').addEventListener('click', () => send({ type: 'popup.reconnect' }));
  $('o-disconnect').addEventListener('click', () => send({ type: 'popup.disconnect' }));
  $('auto-connect').addEventListener('change', (event) => {
    void chrome.storage.local.set({ [StorageKey.autoConnect]: (event.target as HTMLInputElement).checked });
  });
  chrome.permissions.onAdded.addListener(() => void render());
  chrome.permissions.onRemoved.addListener(() => void render());
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && (StorageKey.status in changes || StorageKey.pairing in changes || StorageKey.autoConnect in changes)) void render();
  });
  await render();
}
