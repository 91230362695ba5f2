// The popup is a view of chrome.storage (written by the worker) plus three requests to the
// worker. It keeps no state of its own, so it is always in step with the worker.

import type { PopupReply, PopupRequest } from '../shared/messages';
import { StorageKey, type LinkStatus, type Pairing } from '../shared/state';
import { parseConnectionString } from '../shared/protocol';
import { localizePage, t } from '../shared/i18n';

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const STATE_TEXT: Record<LinkStatus['state'], string> = {
  unpaired: 'stateUnpaired',
  connecting: 'stateConnecting',
  connected: 'stateConnected',
  disconnected: 'stateDisconnected',
  stopped: 'stateStopped',
};

const ACCESS: chrome.permissions.Permissions = { permissions: ['tabs'], origins: ['<all_urls>'] };

async function ask(request: PopupRequest): Promise<PopupReply> {
  return (await chrome.runtime.sendMessage(request)) as PopupReply;
}

async function render(): Promise<void> {
  const got = await chrome.storage.local.get([StorageKey.status, StorageKey.pairing]);
  const status = got[StorageKey.status] as LinkStatus | undefined;
  const pairing = got[StorageKey.pairing] as Pairing | undefined;
  const state = pairing ? (status?.state ?? 'connecting') : 'unpaired';

  const stateEl = $('state');
  stateEl.textContent = t(STATE_TEXT[state]);
  stateEl.dataset.state = state;
  $('setup').hidden = state !== 'unpaired';
  $('linked').hidden = state === 'unpaired';
  $('bridge-url').textContent = status?.bridgeUrl ?? pairing?.url ?? '';
  $('browser-label').textContent = status?.label ?? pairing?.label ?? '';
  $('reconnect').hidden = state === 'connected' || state === 'connecting';
  $('reason').textContent = state === 'connected' ? '' : (status?.reason ?? '');
  if (state === 'unpaired') $('connect-error').textContent = status?.reason ?? '';
}

async function renderAccess(): Promise<void> {
  const granted = await chrome.permissions.contains(ACCESS);
  $('access-state').textContent = granted
    ? 'Enabled: the bridge can list tabs and read pages.'
    : 'Not enabled: the bridge cannot list tabs or read pages yet.';
  $('enable').hidden = granted;
}

$('connect-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $<HTMLTextAreaElement>('connect-string');
  const error = $('connect-error');
  // Checked here too so a typo is reported at once, next to the field.
  const parsed = parseConnectionString(input.value);
  if (!parsed.ok) {
    error.textContent = parsed.error;
    input.focus();
    return;
  }
  error.textContent = '';
  void ask({ type: 'popup.connect', connect: input.value }).then((reply) => {
    if (reply.ok) input.value = '';
    else error.textContent = reply.error;
  });
});

$('reconnect').addEventListener('click', () => void ask({ type: 'popup.reconnect' }));
$('forget').addEventListener('click', () => void ask({ type: 'popup.forget' }));

// permissions.request must run inside the click's user gesture: no await before it.
$('enable').addEventListener('click', () => {
  chrome.permissions.request(ACCESS).then(
    (granted) => {
      if (!granted) $('access-state').textContent = 'Not granted: press Enable bridge and accept the prompt.';
      else void renderAccess();
    },
    (error: unknown) => {
      $('access-state').textContent = `Could not ask for access (${String(error)}); reopen the popup and retry.`;
    },
  );
});

chrome.storage.onChanged.addListener((_changes, area) => {
  if (area === 'local') void render();
});
chrome.permissions.onAdded.addListener(() => void renderAccess());
chrome.permissions.onRemoved.addListener(() => void renderAccess());
localizePage();
void render();
void renderAccess();
