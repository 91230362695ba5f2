// The popup is a view of storage (written by the worker) plus a few requests to the worker. It
// keeps no state of its own, so it is always in step with the worker. The pairing key is never
// rendered: only the textarea the user pastes it into ever holds it.

import { isActivityList, newestFirst, recentClients } from '../shared/activity';
import { localizePage, t, tm, tp } from '../shared/i18n';
import type { PopupReply, PopupRequest } from '../shared/messages';
import { parseConnectionString } from '../shared/protocol';
import { autoConnectOf, SessionKey, StorageKey, type LinkStatus, type Pairing } from '../shared/state';
import { displayState, isConfirmation, nextStep, pillState, selectView } from '../shared/view';
import { initReader, targetTab } from './reader';
import { BRIDGE_ACCESS, wireBridgeAccess } from '../ui/access';
import { clientLabel, renderActivity } from '../ui/activity-list';
import { wireSidePanelButton } from '../ui/side-panel';
import { STATE_KEY } from '../ui/state-label';
import { $, el, formatWhen } from '../ui/dom';
import { wirePauseSwitch, wireSiteMode } from '../approval/settings-ui';
import { renderApprovals } from '../approval/card';

/** How many log entries the popup shows; the options page has the whole log. */
const RECENT_ENTRIES = 5;

async function ask(request: PopupRequest): Promise<PopupReply> {
  return (await chrome.runtime.sendMessage(request)) as PopupReply;
}

/** Set by "Read this page without pairing": the reading tools need neither an agent nor access. */
let readerAsked = false;

async function render(): Promise<void> {
  const [local, session, granted] = await Promise.all([
    chrome.storage.local.get([StorageKey.status, StorageKey.pairing, StorageKey.activity, StorageKey.autoConnect]),
    chrome.storage.session.get(SessionKey.inFlight),
    chrome.permissions.contains(BRIDGE_ACCESS),
  ]);
  const status = local[StorageKey.status] as LinkStatus | undefined;
  const pairing = local[StorageKey.pairing] as Pairing | undefined;
  const storedLog: unknown = local[StorageKey.activity];
  const log = isActivityList(storedLog) ? storedLog : [];
  const view = selectView(status, Boolean(pairing));
  const state = displayState(status, Boolean(pairing));

  const step = nextStep(view, granted);
  const pill = pillState(state, granted);

  document.body.dataset.view = view;
  document.body.dataset.step = step;
  const stateEl = $('state');
  stateEl.textContent = t(STATE_KEY[pill]);
  stateEl.dataset.state = pill;
  $('view-setup').hidden = view !== 'setup';
  $('view-connected').hidden = view !== 'connected';
  $('view-disconnected').hidden = view !== 'disconnected';
  // One next step at a time: pairing alone, then access alone, then the tools and the activity.
  $('access').hidden = step !== 'access';
  $('reader').hidden = step !== 'ready' && !readerAsked;
  $('show-reader').hidden = step === 'ready' || readerAsked;
  $('recent').hidden = step !== 'ready';
  // Enable bridge is the only primary button while access is missing.
  $('reconnect').classList.toggle('primary', step === 'ready');
  $('extract').classList.toggle('primary', step === 'ready');

  const bridge = status?.bridgeUrl ?? pairing?.url ?? '';
  if (view === 'setup') {
    // The reason the key was dropped (4401, Forget) greets the user until they type: a
    // confirmation of what they did (Forget) as a notice, a problem (4401) as an error.
    const confirmation = isConfirmation(status?.reason?.key);
    $('connect-notice').textContent = status?.reason && confirmation ? tm(status.reason) : '';
    if (status?.reason && !confirmation && !$('connect-error').dataset.local) $('connect-error').textContent = tm(status.reason);
  } else if (view === 'connected') {
    $('c-bridge').textContent = bridge;
    $('c-label').textContent = status?.label ?? pairing?.label ?? '';
    $('c-inflight').textContent = String(Number(session[SessionKey.inFlight] ?? 0));
    const clients = recentClients(log, status?.since ?? 0);
    $('c-clients').replaceChildren(
      ...clients.map((c) => el('li', tp('clientLine', c.count, [clientLabel(c.name), formatWhen(c.last), String(c.count)]))),
    );
    $('c-no-clients').hidden = clients.length > 0;
  } else {
    $('d-bridge').textContent = bridge;
    $('d-reason').textContent = status?.reason ? tm(status.reason) : state === 'connecting' ? t('reasonConnecting') : '';
    $('reconnect').hidden = state === 'connecting';
  }

  const recent = newestFirst(log).slice(0, RECENT_ENTRIES);
  renderActivity($('recent-list'), recent);
  $('recent-empty').hidden = recent.length > 0;
  $<HTMLInputElement>('auto-connect').checked = autoConnectOf(local[StorageKey.autoConnect]);
}

function showError(text: string): void {
  if (text) $('connect-notice').textContent = '';
  const error = $('connect-error');
  error.textContent = text;
  // A message the user caused here wins over the stored reason until the next attempt.
  error.dataset.local = text ? 'true' : '';
}

$('connect-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = $<HTMLTextAreaElement>('connect-string');
  // Checked here too so a typo is reported at once, next to the field.
  const parsed = parseConnectionString(input.value);
  if (!parsed.ok) {
    showError(t(parsed.errorKey, parsed.errorArgs));
    input.focus();
    return;
  }
  showError('');
  void ask({ type: 'popup.connect', connect: input.value }).then((reply) => {
    if (reply.ok) input.value = '';
    else showError(t(reply.error, reply.errorArgs));
  });
});

$('disconnect').addEventListener('click', () => void ask({ type: 'popup.disconnect' }));
$('reconnect').addEventListener('click', () => void ask({ type: 'popup.reconnect' }));
$('forget').addEventListener('click', () => void ask({ type: 'popup.forget' }));
$('auto-connect').addEventListener('change', (event) => {
  void chrome.storage.local.set({ [StorageKey.autoConnect]: (event.target as HTMLInputElement).checked });
});
$('open-options').addEventListener('click', () => void chrome.runtime.openOptionsPage());
wireSidePanelButton($<HTMLButtonElement>('open-side-panel'));

$('show-reader').addEventListener('click', () => {
  readerAsked = true;
  void render();
});
const renderAccess = wireBridgeAccess($<HTMLButtonElement>('enable'), $('access-state'), () => void render());
chrome.storage.onChanged.addListener((_changes, area) => {
  if (area === 'local' || area === 'session') void render();
});
localizePage();
void wirePauseSwitch($<HTMLInputElement>('pause-all'));
// The badge's "!" brings the person here: the card waiting answers with one click, as in the side panel.
const renderWaiting = async () => {
  $('approvals').hidden = (await renderApprovals($('approval-list'))) === 0;
};
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'session' && SessionKey.approvals in changes) void renderWaiting();
});
void renderWaiting();
// The same tab the reading tools use: the active one, or ?tab=<id> when the popup is a page of its own.
void targetTab().then(async (id) => {
  const tab = id === undefined ? undefined : await chrome.tabs.get(id).catch(() => undefined);
  $('site-mode-row').hidden = !(await wireSiteMode($<HTMLSelectElement>('site-mode'), $('site-mode-label'), tab?.url));
});
initReader();
void render();
void renderAccess();
