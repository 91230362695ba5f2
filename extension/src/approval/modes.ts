// How far agents may go on a site (issue 30, SECURITY.md "Modes"): `read` (reading tools only),
// `ask` (every action waits for the person's approval) or `act`. Pure logic: the gate (gate.ts)
// applies it to every command, the popup and the options page edit the same settings.
import { matchesPattern, parsePattern } from '../shared/site-policy';

export const MODES = ['read', 'ask', 'act'] as const;
export type Mode = (typeof MODES)[number];

/** The person's settings, in chrome.storage.local under StorageKey.agentModes. */
export interface ModeSettings {
  /** The browser's default; absent = by how the browser was paired (defaultFor). */
  default?: Mode;
  /** Per site pattern (site-policy.ts grammar), e.g. { pattern: 'github.com', mode: 'ask' }. */
  sites: SiteMode[];
}

export interface SiteMode {
  pattern: string;
  mode: Mode;
}

const RANK: Record<Mode, number> = { read: 0, ask: 1, act: 2 };

export function isMode(value: unknown): value is Mode {
  return (MODES as readonly unknown[]).includes(value);
}

/** The strictest of the given modes; undefined ones do not count (no limit from that side). */
export function strictest(...modes: (Mode | undefined)[]): Mode {
  let out: Mode = 'act';
  for (const m of modes) if (m && RANK[m] < RANK[out]) out = m;
  return out;
}

/**
 * A browser the person paired by hand (the popup) starts in `ask`: someone's own Chrome, their
 * sessions behind it. One started by `tabrelay launch` or a Grid lease (pairing.json) starts in
 * `act`: nobody watches it, and its profile holds only what the automation put there.
 */
export function defaultFor(pairingSource: 'popup' | 'file' | undefined): Mode {
  return pairingSource === 'file' ? 'act' : 'ask';
}

/** The settings as stored, or empty ones: anything malformed is dropped, never trusted. */
export function asModeSettings(stored: unknown): ModeSettings {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as { default?: unknown; sites?: unknown };
  const sites = Array.isArray(s.sites)
    ? s.sites.filter((r): r is SiteMode => typeof r?.pattern === 'string' && parsePattern(r.pattern).ok && isMode(r?.mode))
    : [];
  return { ...(isMode(s.default) ? { default: s.default } : {}), sites };
}

/** The person's own rule for this URL: the strictest of the site patterns it matches; undefined when none does. */
export function siteMode(settings: ModeSettings, url: string): Mode | undefined {
  const matching = settings.sites.filter((r) => matchesPattern(r.pattern, url)).map((r) => r.mode);
  return matching.length ? strictest(...matching) : undefined;
}

export interface ModeInputs {
  settings: ModeSettings;
  pairingSource: 'popup' | 'file' | undefined;
  /** The calling API key's --mode, sent by the bridge; absent: the caller has no key limit. */
  keyMode: Mode | undefined;
  /** The page the action is about; '' when it is about no page (clipboard). */
  url: string;
}

/**
 * The mode for one action: the person's rule for the site, else the browser's default, then the
 * strictest of that and the key's mode. A site rule replaces the browser default rather than
 * adding to it, so "act on localhost" works in a browser that asks everywhere else; the key only
 * ever makes it stricter (it is the caller's ceiling, set by whoever created the key).
 */
export function resolveMode({ settings, pairingSource, keyMode, url }: ModeInputs): Mode {
  const person = (url ? siteMode(settings, url) : undefined) ?? settings.default ?? defaultFor(pairingSource);
  return strictest(person, keyMode);
}

/** The site as shown to the person and used for "allow on this site": the host, or the scheme for hostless URLs. */
export function siteOf(url: string): string {
  try {
    const u = new URL(url);
    return u.host || u.protocol.replace(/:$/, '');
  } catch {
    return '';
  }
}
