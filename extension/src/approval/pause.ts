// Pause all (issue 30): one switch in the popup and a keyboard shortcut stop every agent at
// once. The flag lives in local storage (a pause outlasts a browser restart, as the person
// meant it to); the gate reads it on every command, and cards still waiting answer PAUSED_BY_USER.
import { StorageKey } from '../shared/state';
import { pauseAll } from './approvals';

export const PAUSE_COMMAND = 'pause-agents';

export async function setPaused(paused: boolean): Promise<void> {
  await chrome.storage.local.set({ [StorageKey.paused]: paused });
}

export async function togglePause(): Promise<void> {
  const got = await chrome.storage.local.get(StorageKey.paused);
  await setPaused(got[StorageKey.paused] !== true);
}

/** The shortcut (Alt+Shift+P) arrives through menus.ts's one commands listener. */
export function listenToPause(): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && changes[StorageKey.paused]?.newValue === true) pauseAll();
  });
}
