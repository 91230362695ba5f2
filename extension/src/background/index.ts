// Service worker entry. Listeners are registered synchronously at top level so Chrome can wake
// the worker for them; each wake re-runs boot(), which rebuilds everything from storage.

import { Dispatcher } from './dispatch';
import { handlers } from './handlers/index';
import { Link } from './link';
import { applyPairingFile } from './pairing-file';
import { listenToPopup } from './popup-api';

const ALARM = 'tabrelay-reconnect';
// Revives a worker Chrome killed while the bridge was away. Store builds clamp alarms to 30 s;
// development builds use 3 s (unpacked extensions are not clamped) so lifecycle tests run fast.
const ALARM_PERIOD_MIN = __DEV__ ? 0.05 : 0.5;

const link = new Link(new Dispatcher(handlers));
let booting: Promise<void> | undefined;

function boot(): Promise<void> {
  booting ??= (async () => {
    const alarm = await chrome.alarms.get(ALARM);
    if (alarm?.periodInMinutes !== ALARM_PERIOD_MIN) {
      await chrome.alarms.create(ALARM, { periodInMinutes: ALARM_PERIOD_MIN });
    }
    if ((await applyPairingFile()) === 'changed') await link.restart();
    else await link.ensure();
  })();
  return booting;
}

chrome.runtime.onStartup.addListener(() => void boot());
chrome.runtime.onInstalled.addListener(() => void boot());
chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === ALARM) void boot().then(() => link.ensure());
});
listenToPopup(link);
void boot();
