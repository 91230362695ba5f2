import { CommandError } from '../../shared/errors';
import { requirePermission } from '../debugger/permission';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { optionalInt, type TabParams } from '../params';
import { checkScriptableUrl } from '../restricted';
import { blockedError, siteChecker, type SiteDecision } from '../site-guard';
import { inputClick } from './input';

// `download`: a URL directly (chrome.downloads.download), or the download a click on a target
// starts, or the next download whatever starts it. Always waits for the file to be complete.
// Chrome follows redirects by itself, so the item's url and finalUrl are checked against the
// command's sites when it starts, on every change and when it completes: a download that
// leads to a blocked site is cancelled and erased (its file removed), never reported.

const DEFAULT_TIMEOUT_MS = 30_000;

function failed(reason: string): CommandError {
  return new CommandError('DOWNLOAD_FAILED', `The download failed (${reason}); check the link and that the site allows it, then retry.`, { reason });
}

/** The next download Chrome starts; the listener is in place before the caller triggers one. */
function nextDownload(ms: number, signal: AbortSignal): { created: Promise<chrome.downloads.DownloadItem>; cancel(): void } {
  let cancel = () => undefined as void;
  const created = new Promise<chrome.downloads.DownloadItem>((resolve, reject) => {
    const timer = setTimeout(() => (cancel(), reject(new CommandError('TIMEOUT', `No download started within ${ms} ms; check that the click or page starts one, or pass the file's URL.`))), ms);
    const onCreated = (item: chrome.downloads.DownloadItem) => (cancel(), resolve(item));
    const onAbort = () => (cancel(), reject(signal.reason));
    cancel = () => {
      clearTimeout(timer);
      chrome.downloads.onCreated.removeListener(onCreated);
      signal.removeEventListener('abort', onAbort);
    };
    chrome.downloads.onCreated.addListener(onCreated);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return { created, cancel: () => cancel() };
}

/** The first blocked address of the item (where it started, where it was redirected to). */
function blockedBy(item: chrome.downloads.DownloadItem, decide: (url: string) => SiteDecision): Exclude<SiteDecision, { allowed: true }> | undefined {
  for (const url of [item.url, item.finalUrl]) {
    if (!url) continue;
    const decision = decide(url);
    if (!decision.allowed) return decision;
  }
  return undefined;
}

/** Stops a blocked download and leaves nothing of it: no partial or complete file, no list entry. */
async function discard(id: number): Promise<void> {
  await chrome.downloads.cancel(id).catch(() => undefined);
  const [item] = await chrome.downloads.search({ id }).catch(() => []);
  if (item?.state === 'complete' && item.exists) await chrome.downloads.removeFile(id).catch(() => undefined);
  await chrome.downloads.erase({ id }).catch(() => undefined);
}

/**
 * Resolves with the finished item; DOWNLOAD_FAILED when Chrome interrupts it, SITE_BLOCKED (after
 * discarding it) as soon as its address or a redirect is blocked for the command.
 */
function finished(id: number, ms: number, signal: AbortSignal, decide: (url: string) => SiteDecision): Promise<chrome.downloads.DownloadItem> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      chrome.downloads.onChanged.removeListener(onChanged);
      signal.removeEventListener('abort', onAbort);
    };
    const check = async () => {
      const [item] = await chrome.downloads.search({ id });
      if (!item) return (cleanup(), reject(failed('it was removed from the download list')));
      const blocked = blockedBy(item, decide);
      if (blocked) {
        cleanup();
        await discard(id);
        return reject(blockedError(blocked, 'download'));
      }
      if (item.state === 'complete') return (cleanup(), resolve(item));
      if (item.state === 'interrupted') return (cleanup(), reject(failed(item.error ?? 'interrupted')));
    };
    const onChanged = (delta: chrome.downloads.DownloadDelta) => {
      if (delta.id === id && (delta.state || delta.finalUrl || delta.url)) void check();
    };
    const onAbort = () => (cleanup(), reject(signal.reason));
    const timer = setTimeout(() => {
      cleanup();
      reject(new CommandError('TIMEOUT', `The download did not finish within ${ms} ms; retry with a larger timeoutMs.`));
    }, ms);
    chrome.downloads.onChanged.addListener(onChanged);
    signal.addEventListener('abort', onAbort, { once: true });
    void check(); // it may have finished before the listener was added
  });
}

/** Clicks the target the way input.click does (the page agent resolves refs and selectors). */
async function clickTarget(params: TabParams & { ref?: string; selector?: string }, ctx: HandlerContext): Promise<void> {
  const target = typeof params.ref === 'string' ? { ref: params.ref } : { selector: params.selector };
  await inputClick({ tabId: params.tabId, isolation: params.isolation, ...target }, ctx);
}

export const download: Handler<'download'> = async (params, ctx) => {
  await requirePermission('downloads', 'Downloading files');
  const timeoutMs = Math.max(0, Math.min(optionalInt(params, 'timeoutMs', 1) ?? DEFAULT_TIMEOUT_MS, ctx.deadline - Date.now() - 500));
  const hasTarget = typeof params.ref === 'string' || typeof params.selector === 'string';
  const decide = await siteChecker(ctx);
  let id: number;
  if (typeof params.url === 'string' && params.url !== '') {
    if (hasTarget) throw new CommandError('INVALID_ARGUMENT', 'Pass either "url" or a target (ref or selector), not both, and retry.');
    const url = checkScriptableUrl(params.url, await chrome.extension.isAllowedFileSchemeAccess());
    ctx.target.url = url.href;
    const decision = decide(url.href);
    if (!decision.allowed) throw blockedError(decision, 'address');
    try {
      id = await chrome.downloads.download({ url: url.href });
    } catch (error) {
      throw failed(String(error instanceof Error ? error.message : error));
    }
  } else {
    const next = nextDownload(timeoutMs, ctx.signal);
    try {
      if (hasTarget) await clickTarget(params, ctx);
    } catch (error) {
      next.cancel();
      throw error;
    }
    id = (await next.created).id;
  }
  const item = await finished(id, Math.max(0, timeoutMs), ctx.signal, decide);
  return {
    downloadId: item.id,
    path: item.filename,
    size: item.fileSize >= 0 ? item.fileSize : item.totalBytes,
    mimeType: item.mime ?? '',
    url: item.finalUrl || item.url,
    state: item.state,
  };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  download,
} satisfies Handlers;
