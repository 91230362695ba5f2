import { autoConnectOf, SessionKey, StorageKey, type LinkStatus } from '../shared/state';
import { getPairing, setStatus } from './store';

/** Reasons that mean "the user chose to be disconnected", which a new browser session may undo. */
const USER_STOPS = new Set(['reasonUserDisconnected', 'reasonManualStart']);

/**
 * Decides, once per browser session, whether this session starts connected. storage.session is
 * empty on the first wake after the browser (or the extension) starts, which is how a browser
 * start is told apart from the worker waking up again.
 * @returns true when the caller should (re)connect now regardless of the stored state
 */
export async function applyStartupMode(): Promise<boolean> {
  const session = await chrome.storage.session.get(SessionKey.started);
  if (session[SessionKey.started]) return false;
  await chrome.storage.session.set({ [SessionKey.started]: Date.now() });
  const got = await chrome.storage.local.get([StorageKey.autoConnect, StorageKey.status]);
  const status = got[StorageKey.status] as LinkStatus | undefined;
  const pairing = await getPairing();
  if (!pairing) return false;
  if (!autoConnectOf(got[StorageKey.autoConnect])) {
    // Manual mode: show Disconnected and wait for the user's Reconnect.
    await setStatus({ state: 'stopped', bridgeUrl: pairing.url, label: pairing.label, reason: { key: 'reasonManualStart' } });
    return false;
  }
  // Auto mode: a new session connects even if the last one ended stopped by the user.
  return status?.state === 'stopped' && USER_STOPS.has(status.reason?.key ?? '');
}
