// Service worker entry. Listeners are registered synchronously at top level so Chrome can wake
// the worker for them; each wake re-runs boot(), which rebuilds everything from storage.

import { ActivityRecorder } from './activity-recorder';
import { updateBadge, watchBadge } from './badge';
import { Dispatcher } from './dispatch';
import { handlers } from './handlers/index';
import { Link } from './link';
import { createMenus, listenToMenus } from './menus';
import { applyPairingFile } from './pairing-file';
import { listenToPopup } from './popup-api';
import { listenToReader } from './reader';
import { listenToDebugger } from './debugger/manager';
import { trackRequests } from './inflight';
import { applyStartupMode } from './startup';
import { listenToWatch, startWatch } from './worker-watch';
import { getPairing } from './store';
import { StorageKey, type LinkStatus } from '../shared/state';
import { listenToChat } from '../chat/worker/index';
import { listenToShortcuts } from '../shortcuts/worker';
import { listenForAnswers } from '../approval/approvals';
import { gate } from '../approval/gate';
import { listenToPause } from '../approval/pause';

const ALARM = 'tabrelay-reconnect';
// Revives a worker Chrome killed while the bridge was away, when the offscreen watch could not
// (worker-watch.ts brings it back within a second otherwise). Store builds clamp alarms to 30 s;
// development builds use 3 s (unpacked extensions are not clamped) so lifecycle tests run fast.
const ALARM_PERIOD_MIN = __DEV__ ? 0.05 : 0.5;

const recorder = new ActivityRecorder();
const link = new Link(new Dispatcher(handlers, recorder, gate));
let booting: Promise<void> | undefined;

/**
 * Content scripts share the extension's storage by default; the pairing key lives there, so
 * only extension pages and the worker may read it (Chrome 102+; older ones lack the call).
 */
async function lockStorage(): Promise<void> {
  const local = chrome.storage.local as chrome.storage.StorageArea & { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
  if (typeof local.setAccessLevel === 'function') await local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
}

function boot(): Promise<void> {
  booting ??= (async () => {
    await lockStorage();
    await recorder.reset();
    void updateBadge();
    const alarm = await chrome.alarms.get(ALARM);
    if (alarm?.periodInMinutes !== ALARM_PERIOD_MIN) {
      await chrome.alarms.create(ALARM, { periodInMinutes: ALARM_PERIOD_MIN });
    }
    const fromFile = await applyPairingFile();
    const fresh = await applyStartupMode();
    if (fromFile === 'changed' || fresh) await link.restart();
    else await link.ensure();
    // Brings this worker back within a second when Chrome stops it (worker-watch.ts).
    if (await getPairing()) void startWatch();
  })();
  return booting;
}

chrome.runtime.onStartup.addListener(() => void boot());
chrome.runtime.onInstalled.addListener(() => {
  createMenus();
  void boot();
});
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === ALARM) void boot().then(() => link.ensure());
});
listenToPopup(link);
listenToWatch();
listenToReader();
listenToMenus();
listenToDebugger();
trackRequests();
watchBadge();
listenToChat(recorder);
listenToShortcuts();
listenForAnswers();
listenToPause();
chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'local' && StorageKey.toolProfile in changes) void link.renewHello();
  // Paired in the popup after this worker booted: start the watch now, not at the next boot.
  const status = area === 'local' ? (changes[StorageKey.status]?.newValue as LinkStatus | undefined) : undefined;
  if (status?.state === 'connected') void startWatch();
});
// The hello says whether the bridge is enabled here (the "tabs" permission); only that change
// renews it: an advanced switch turned on mid-call must not cut the link.
const enabling = (change: chrome.permissions.Permissions) => change.permissions?.includes('tabs') === true;
chrome.permissions.onAdded.addListener((change) => enabling(change) && void link.renewHello());
chrome.permissions.onRemoved.addListener((change) => enabling(change) && void link.renewHello());
if (__TEST__) {
  // Chromium tests run one action's handler directly, without a bridge (extension/ui-tests);
  // `sites` stands for the API key's patterns the bridge would send.
  const run = (action: string, params: Record<string, unknown> = {}, session?: string, sites?: string[]) =>
    new Promise((resolve) => {
      void new Dispatcher(handlers).run({ type: 'command', id: crypto.randomUUID(), action, params, session, client: 'test', ...(sites ? { sites } : {}) }, resolve);
    });
  Object.assign(globalThis, { tabrelayRun: run });
}
void boot();
