import { CommandError } from '../shared/errors';
import { asPolicy, checkUrl, matchesPattern, type SitePolicy } from '../shared/site-policy';
import { StorageKey } from '../shared/state';
import { debug } from './log';

// The one site check of every command. Two boundaries apply together: the user's own policy
// (whatever the bridge sends, a command never touches a site it blocks) and the calling API
// key's `sites`, which the bridge sends with each command (absent = the caller is not
// restricted). The policy is read from storage on every check, so an edit applies to the next command.

/** What a check needs from the command: HandlerContext satisfies it. */
export interface SiteScope {
  readonly sites?: readonly string[];
}

export type SiteDecision =
  | { allowed: true }
  /** by: the user's deny-list (`pattern` is the deny pattern), the user's allow-list, or the key's sites. */
  | { allowed: false; by: 'policy' | 'allowlist' | 'key'; pattern?: string };

/** What the refusal is about, at the start of its message. */
export type Subject = 'page' | 'frame' | 'address' | 'download' | 'result';

const SUBJECT: Record<Subject, string> = {
  page: 'This page',
  frame: 'A frame of this page',
  address: 'This address',
  download: 'The site this download comes from',
  result: 'The action was done, but the page it led to',
};

export async function loadPolicy(): Promise<SitePolicy> {
  const got = await chrome.storage.local.get(StorageKey.sitePolicy);
  return asPolicy(got[StorageKey.sitePolicy]);
}

/**
 * The user's policy first (its refusal names the fix only the user can make), then the key's
 * sites. Not a URL: the policy leaves it to the caller's own validation, but a restricted
 * caller may only use URLs that match its sites, so it is refused.
 */
export function decideSite(policy: SitePolicy, sites: readonly string[] | undefined, url: string): SiteDecision {
  const user = checkUrl(policy, url);
  if (!user.allowed) return user.pattern ? { allowed: false, by: 'policy', pattern: user.pattern } : { allowed: false, by: 'allowlist' };
  if (sites?.length && !sites.some((pattern) => matchesPattern(pattern, url))) return { allowed: false, by: 'key' };
  return { allowed: true };
}

/**
 * SITE_BLOCKED, saying what happened and what to do. Never the URL, its host or its query
 * (they can carry session tokens), nor the user's deny pattern (it names the user's bank):
 * the activity log and the debug log keep those on this machine.
 */
export function blockedError(decision: Exclude<SiteDecision, { allowed: true }>, subject: Subject = 'page'): CommandError {
  const what = SUBJECT[subject];
  switch (decision.by) {
    case 'policy':
      return new CommandError('SITE_BLOCKED', `${what} is blocked by your TabRelay site policy; change it in the extension options, or use another site.`);
    case 'allowlist':
      return new CommandError('SITE_BLOCKED', `${what} is not in your TabRelay allow-list; add it in the extension options to let agents use it.`);
    case 'key':
      return new CommandError('SITE_BLOCKED', `${what} is outside the sites this API key may use; use an allowed site, or a key whose --sites include it.`);
  }
}

/** A check bound to one command: load the policy once, decide many URLs (tabs, frames). */
export async function siteChecker(scope: SiteScope): Promise<(url: string) => SiteDecision> {
  const policy = await loadPolicy();
  return (url) => decideSite(policy, scope.sites, url);
}

/** Throws SITE_BLOCKED when `url` is blocked for this command; called before acting and again on every final URL. */
export async function requireSite(url: string, scope: SiteScope, subject: Subject = 'page'): Promise<void> {
  const decision = (await siteChecker(scope))(url);
  if (!decision.allowed) {
    debug('site blocked', decision.by, decision.pattern ?? '', url);
    throw blockedError(decision, subject);
  }
}

/** The tab's committed URL (or the one it is loading) must be usable by this command. */
export async function requireTabSite(tab: chrome.tabs.Tab, scope: SiteScope): Promise<void> {
  await requireSite(tab.url || tab.pendingUrl || '', scope);
}
