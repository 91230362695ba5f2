import { CommandError } from '../shared/errors';
import { asPolicy, checkUrl, type SitePolicy } from '../shared/site-policy';
import { StorageKey } from '../shared/state';

// The user's own boundary: whatever the bridge sends, a command never touches a site the
// user's policy blocks. Read from storage on every check, so an edit applies to the next command.

export async function loadPolicy(): Promise<SitePolicy> {
  const got = await chrome.storage.local.get(StorageKey.sitePolicy);
  return asPolicy(got[StorageKey.sitePolicy]);
}

export function blockedError(url: string, pattern: string | undefined): CommandError {
  const host = safeHost(url);
  return pattern
    ? new CommandError('SITE_BLOCKED', `This site (${host}) is blocked by your TabRelay site policy (pattern ${pattern}); change it in the extension options.`, { pattern })
    : new CommandError('SITE_BLOCKED', `This site (${host}) is not in your TabRelay allow-list; add it in the extension options to let agents use it.`);
}

/** Throws SITE_BLOCKED when `url` is blocked; called before acting and again on the final URL. */
export async function requireAllowedSite(url: string, policy?: SitePolicy): Promise<void> {
  const decision = checkUrl(policy ?? (await loadPolicy()), url);
  if (!decision.allowed) throw blockedError(url, decision.pattern);
}

function safeHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
