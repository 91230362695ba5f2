// Copying from the worker. It has no document, so no clipboard. The offscreen document could
// copy (reason CLIPBOARD), but only with execCommand('copy'), which without a user activation
// needs the clipboardWrite permission, and that one shows an install warning. The page itself
// can: the context-menu click and the shortcut grant activeTab for it, the page has focus right
// after, and Chrome lets a focused document call navigator.clipboard.writeText with no
// permission. So the text is written from the page (our isolated world, invisible to its
// scripts) and the outcome shown there as a short toast.

import { t } from '../shared/i18n';

/**
 * Runs in the page (injected with chrome.scripting: self-contained, no imports). Copies `text`
 * when given, then shows `message` for 3 s in a closed shadow root the page's CSS cannot reach.
 * Resolves with whether the copy worked.
 */
export async function copyInPage(text: string | null, message: string, failed: string): Promise<boolean> {
  let copied = text === null;
  if (text !== null) {
    try {
      await navigator.clipboard.writeText(text);
      copied = true;
    } catch {
      copied = false; // the page lost focus (the shortcut pressed in the address bar)
    }
  }
  document.getElementById('tabrelay-toast')?.remove();
  const host = document.createElement('div');
  host.id = 'tabrelay-toast';
  const root = host.attachShadow({ mode: 'closed' });
  const box = document.createElement('div');
  box.setAttribute('role', 'status');
  box.textContent = copied ? message : failed;
  box.style.cssText = 'position:fixed;z-index:2147483647;right:16px;bottom:16px;max-width:360px;padding:10px 14px;'
    + 'border-radius:8px;font:13px/1.4 system-ui,sans-serif;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.3);'
    + `background:${copied ? '#1f2328' : '#cf222e'}`;
  root.append(box);
  document.documentElement.append(host);
  setTimeout(() => host.remove(), 3000);
  return copied;
}

/** Copies `markdown` in tab `tabId` and tells the user there; false when the page could not copy. */
export async function copyToTab(tabId: number, markdown: string, message: string): Promise<boolean> {
  const [result] = await chrome.scripting.executeScript({
    target: { tabId },
    func: copyInPage,
    args: [markdown, message, t('toastCopyFailed')],
  });
  return result?.result === true;
}

/** Shows `message` in the tab without copying (progress, or why nothing was copied). */
export async function toastInTab(tabId: number, message: string): Promise<void> {
  await chrome.scripting.executeScript({ target: { tabId }, func: copyInPage, args: [null, message, message] }).catch(
    () => undefined, // a page we may not script (chrome://) has no context menu of ours anyway
  );
}
