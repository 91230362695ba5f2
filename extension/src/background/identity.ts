import { StorageKey } from '../shared/state';

/** A uuid that names this browser profile to the bridge across restarts and reconnects. */
export async function getBrowserId(): Promise<string> {
  const got = await chrome.storage.local.get(StorageKey.browserId);
  const existing = got[StorageKey.browserId];
  if (typeof existing === 'string' && existing) return existing;
  const id = crypto.randomUUID();
  await chrome.storage.local.set({ [StorageKey.browserId]: id });
  return id;
}

interface UaData {
  brands?: { brand: string }[];
  platform?: string;
}

/**
 * A human label such as "Google Chrome — Linux". Extensions cannot read the profile name
 * without the identity permission, so the platform stands in; pairing.json may override it.
 */
export function browserLabel(nav: { userAgent: string; userAgentData?: UaData } = navigator as never): string {
  const brands = (nav.userAgentData?.brands ?? []).map((b) => b.brand).filter((b) => !/not.?a.?brand/i.test(b));
  // "Chromium" is listed by every Chromium-based browser; a more specific brand names the product.
  const brand = brands.find((b) => b !== 'Chromium') ?? (brands.length ? 'Chromium' : brandFromUa(nav.userAgent));
  const platform = nav.userAgentData?.platform || platformFromUa(nav.userAgent);
  return platform ? `${brand} — ${platform}` : brand;
}

function brandFromUa(ua: string): string {
  if (/\bEdg\//.test(ua)) return 'Microsoft Edge';
  if (/\bOPR\//.test(ua)) return 'Opera';
  if (/\bChrome\//.test(ua)) return 'Chromium';
  return 'Browser';
}

function platformFromUa(ua: string): string {
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Linux/.test(ua)) return 'Linux';
  return '';
}
