// The person's controls (issue 30), shared by the popup and the options page: the pause switch,
// "On github.com, agents may: read / ask me / act" for the current site, and the browser default.
import { t } from '../shared/i18n';
import { StorageKey, type Pairing } from '../shared/state';
import { el } from '../ui/dom';
import { asModeSettings, defaultFor, isMode, siteOf, type Mode, type ModeSettings } from './modes';
import { setPaused } from './pause';

const LABEL: Record<Mode, string> = { read: 'modeRead', ask: 'modeAsk', act: 'modeAct' };
/** The select's value for "no rule of its own: the browser's default". */
export const DEFAULT_CHOICE = 'default';

export async function loadModes(): Promise<{ settings: ModeSettings; browserDefault: Mode }> {
  const got = await chrome.storage.local.get([StorageKey.agentModes, StorageKey.pairing]);
  const settings = asModeSettings(got[StorageKey.agentModes]);
  const pairing = got[StorageKey.pairing] as Pairing | undefined;
  return { settings, browserDefault: settings.default ?? defaultFor(pairing?.source) };
}

export async function saveModes(settings: ModeSettings): Promise<void> {
  await chrome.storage.local.set({ [StorageKey.agentModes]: settings });
}

/** Fills a select with read / ask me / act, and first, when given, "Browser default (…)". */
export function fillModeSelect(select: HTMLSelectElement, chosen: string, browserDefault?: Mode): void {
  const option = (value: string, text: string) => Object.assign(el('option', text), { value });
  const options = (['read', 'ask', 'act'] as const).map((m) => option(m, t(LABEL[m])));
  if (browserDefault) options.unshift(option(DEFAULT_CHOICE, t('modeDefault', t(LABEL[browserDefault]))));
  select.replaceChildren(...options);
  select.value = chosen;
}

/** The popup's line for the page in the active tab: its rule is the page's host. */
export async function wireSiteMode(select: HTMLSelectElement, label: HTMLElement, url: string | undefined): Promise<boolean> {
  const site = url ? siteOf(url) : '';
  if (!site || !/^https?:/.test(url ?? '')) return false;
  const host = new URL(url!).hostname;
  const { settings, browserDefault } = await loadModes();
  const own = settings.sites.find((r) => r.pattern === host);
  label.textContent = t('modeOnSite', host);
  fillModeSelect(select, own?.mode ?? DEFAULT_CHOICE, browserDefault);
  select.onchange = async () => {
    const latest = (await loadModes()).settings;
    const sites = latest.sites.filter((r) => r.pattern !== host);
    if (isMode(select.value)) sites.push({ pattern: host, mode: select.value });
    await saveModes({ ...latest, sites });
  };
  return true;
}

export async function wirePauseSwitch(input: HTMLInputElement): Promise<void> {
  const got = await chrome.storage.local.get(StorageKey.paused);
  input.checked = got[StorageKey.paused] === true;
  input.onchange = () => void setPaused(input.checked);
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && StorageKey.paused in changes) input.checked = changes[StorageKey.paused]?.newValue === true;
  });
}
