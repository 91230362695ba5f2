// The chat content script exists only on sites the user enabled and the site policy allows:
// registered with chrome.scripting at run time, never listed in the manifest.

import { asPolicy, checkUrl } from '../../shared/site-policy';
import { StorageKey } from '../../shared/state';
import { CHAT_SITES, type ChatSite } from '../shared/sites';
import { ChatKey, settingsOf, type SiteSettings } from '../shared/types';

export const SCRIPT_ID = 'tabrelay-chat';

/** The site's settings when the extension may act on it right now, else undefined. */
export async function activeSite(site: ChatSite): Promise<SiteSettings | undefined> {
  const stored = await chrome.storage.local.get([ChatKey.settings, StorageKey.sitePolicy]);
  const settings = settingsOf(stored[ChatKey.settings]).sites[site.id];
  if (!settings?.enabled) return undefined;
  // TabRelay's site policy vetoes: a denied chat site gets no script and no calls.
  if (!checkUrl(asPolicy(stored[StorageKey.sitePolicy]), `https://${site.hosts[0]}/`).allowed) return undefined;
  return settings;
}

let syncing: Promise<void> = Promise.resolve();

export function syncRegistration(): Promise<void> {
  syncing = syncing.then(doSync, doSync);
  return syncing;
}

async function doSync(): Promise<void> {
  const matches: string[] = [];
  for (const site of CHAT_SITES) {
    if (!(await activeSite(site))) continue;
    // Without the host permission registration would fail; the options page asks for it.
    if (await chrome.permissions.contains({ origins: site.matches })) matches.push(...site.matches);
  }
  const existing = await chrome.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (matches.length === 0) {
    if (existing.length) await chrome.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
    return;
  }
  const script = { id: SCRIPT_ID, matches, js: ['content/chat.js'], runAt: 'document_idle' as const, persistAcrossSessions: true };
  if (existing.length) await chrome.scripting.updateContentScripts([script]);
  else await chrome.scripting.registerContentScripts([script]);
}
