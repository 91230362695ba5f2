// Putting text into a chat site's editor and sending it. The editors (ProseMirror, Quill) keep
// their own document and re-render over DOM they did not make, so text goes in through the
// browser's editing path (execCommand → beforeinput/input), never innerHTML.

import type { SiteAdapter } from './adapters';

const SEND_WAIT_MS = 5_000;

function caretToEnd(el: HTMLElement): void {
  el.focus();
  const range = document.createRange();
  range.selectNodeContents(el);
  range.collapse(false);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Long text goes in as a paste, which editors parse in one step; execCommand inserts it line by
 * line through the DOM, which froze the renderer for seconds with a 20 KB, 100-line prompt.
 */
const LONG_TEXT = 2_000;

function paste(composer: HTMLElement, text: string): void {
  caretToEnd(composer);
  const data = new DataTransfer();
  data.setData('text/plain', text);
  composer.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

/** True when the editor shows the text afterwards (read back, not assumed). */
export function insertIntoComposer(adapter: SiteAdapter, text: string): boolean {
  const composer = adapter.composer();
  if (!composer) return false;
  const probe = text.trim().slice(0, 40);
  const shows = () => (composer.textContent ?? '').includes(probe);
  if (text.length > LONG_TEXT) {
    paste(composer, text);
    if (shows()) return true;
  }
  caretToEnd(composer);
  document.execCommand('insertText', false, text);
  if (shows()) return true;
  // Some editors ignore execCommand but take a paste, which they parse themselves.
  if (text.length <= LONG_TEXT) paste(composer, text);
  return shows();
}

/** Waits for the send button to be enabled (the editor's state must have changed), then clicks it. */
export async function send(adapter: SiteAdapter): Promise<boolean> {
  const deadline = Date.now() + SEND_WAIT_MS;
  while (Date.now() < deadline) {
    const button = adapter.sendButton();
    if (button && !button.disabled && button.getAttribute('aria-disabled') !== 'true') {
      button.click();
      return true;
    }
    await new Promise((r) => setTimeout(r, 100)); // the editor enables Send on its next render
  }
  return false;
}

/** Gives the site's file input the files at once, as if the user picked them; the site uploads them. */
export function attachFiles(adapter: SiteAdapter, files: { name: string; mimeType: string; base64: string }[]): boolean {
  const input = adapter.fileInput();
  if (!input) return false;
  const data = new DataTransfer();
  for (const file of files) {
    const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
    data.items.add(new File([bytes], file.name, { type: file.mimeType }));
  }
  input.files = data.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
