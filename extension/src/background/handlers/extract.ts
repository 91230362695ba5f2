import { CommandError, PERMISSION_MESSAGE } from '../../shared/errors';
import type { Handler } from '../dispatch';
import { extractTab } from '../extraction';
import { optionalBool, optionalInt, requiredString } from '../params';
import { targetTab } from '../target-tab';
import { requireHostAccess } from '../permissions';
import { checkScriptableUrl } from '../restricted';
import { requireSite } from '../site-guard';
import { waitForQuiet } from '../settle';
import { waitForTabComplete } from '../tab-load';

/** Load budget for extract.url when the caller gives no timeoutMs; the command deadline still applies. */
const DEFAULT_LOAD_TIMEOUT_MS = 20_000;

async function fileAccess(): Promise<boolean> {
  return chrome.extension.isAllowedFileSchemeAccess();
}

/** `extract.tab`: the given tab, or the active tab of the last focused window. */
export const extractTabHandler: Handler = async (params, ctx) => {
  const fullPage = optionalBool(params, 'fullPage', false);
  // Isolation ("group") applies here too: targetTab checks it.
  const tab = await targetTab(params, ctx, true);
  const tabId = tab.id!;
  const raw = tab.url || tab.pendingUrl;
  if (!raw) {
    throw new CommandError('PERMISSION_REQUIRED', `TabRelay may not see the address of tab ${tabId} yet. ${PERMISSION_MESSAGE}`);
  }
  ctx.target.url = raw;
  const url = checkScriptableUrl(raw, await fileAccess());
  await requireSite(url.href, ctx);
  await requireHostAccess(url);
  if (tab.status !== 'complete') {
    await waitForTabComplete(tabId, Math.max(0, ctx.deadline - Date.now()), ctx.signal);
  }
  await settle(tabId, ctx.deadline);
  // The tab may have navigated while loading; extractTab checks the document it reads again.
  const current = (await chrome.tabs.get(tabId).catch(() => tab)).url || raw;
  ctx.target.url = current;
  return extractTab(tabId, fullPage, current, ctx.signal, ctx);
};

/** Leaves at least 2 s of the deadline for reading and converting the page. */
function settle(tabId: number, deadline: number): Promise<number> {
  return waitForQuiet(tabId, deadline - Date.now() - 2_000);
}

/** `extract.url`: open in a background tab, wait for load, extract, close unless keepTab. */
export const extractUrlHandler: Handler = async (params, ctx) => {
  const raw = requiredString(params, 'url');
  const keepTab = optionalBool(params, 'keepTab', false);
  const fullPage = optionalBool(params, 'fullPage', false);
  const timeoutMs = optionalInt(params, 'timeoutMs', 1) ?? DEFAULT_LOAD_TIMEOUT_MS;
  ctx.target.url = raw;
  const url = checkScriptableUrl(raw, await fileAccess());
  await requireSite(url.href, ctx, 'address');
  await requireHostAccess(url);

  ctx.progress(1, 3, 'Loading page');
  const tab = await chrome.tabs.create({ url: url.href, active: false });
  const tabId = tab.id!;
  ctx.target.tabId = tabId;
  try {
    const loaded = await waitForTabComplete(tabId, Math.min(timeoutMs, Math.max(0, ctx.deadline - Date.now())), ctx.signal);
    // A redirect may land on a page we must not read (another extension, the Web Store, a
    // site the user's policy or the API key's sites leave out).
    const finalUrl = loaded.url ?? url.href;
    ctx.target.url = finalUrl;
    checkScriptableUrl(finalUrl, await fileAccess());
    await requireSite(finalUrl, ctx);
    ctx.progress(2, 3, 'Waiting for the page to settle');
    await settle(tabId, ctx.deadline);
    ctx.signal.throwIfAborted();
    ctx.progress(3, 3, 'Extracting content');
    const extraction = await extractTab(tabId, fullPage, finalUrl, ctx.signal, ctx);
    return { ...extraction, kept: keepTab };
  } finally {
    if (!keepTab) {
      await chrome.tabs.remove(tabId).catch(() => undefined); // the user may have closed it already
    }
  }
};
