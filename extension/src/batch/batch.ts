// Batch extract: the user picks open tabs, the worker reads them one after another (the offscreen
// document converts one page at a time anyway), and the page saves one combined Markdown file or
// a zip with one file per tab. Listing tabs and reading them all needs "Enable bridge"; the page
// asks for it in place.

import { combinedMarkdown, markdownZip, type SavedPage } from '../shared/bundle';
import { localizePage, t, tp } from '../shared/i18n';
import { readerErrorMessage, type ReaderReply, type ReaderRequest } from '../shared/reader';
import { BRIDGE_ACCESS, wireBridgeAccess } from '../ui/access';
import { $, el } from '../ui/dom';
import { downloadFile } from '../ui/download';
import { unreadableReason } from '../shared/readable';

function checkboxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>('#tabs input[type=checkbox]:not(:disabled)')];
}

async function listTabs(): Promise<void> {
  const [tabs, fileAccess] = await Promise.all([
    chrome.tabs.query({ windowType: 'normal' }),
    chrome.extension.isAllowedFileSchemeAccess(),
  ]);
  const own = chrome.runtime.getURL('');
  $('tabs').replaceChildren(
    ...tabs.filter((tab) => tab.id !== undefined && !(tab.url ?? '').startsWith(own)).map((tab) => {
      const box = el('input');
      box.type = 'checkbox';
      box.value = String(tab.id);
      const why = unreadableReason(tab.url, fileAccess);
      box.disabled = why !== undefined;
      box.dataset.title = tab.title ?? '';
      const text = el('span');
      text.append(el('div', tab.title || tab.url || '', 'title'), el('div', tab.url ?? '', 'url'));
      if (why) {
        const reason = el('div', t(why), 'why');
        reason.id = `why-${tab.id}`;
        box.setAttribute('aria-describedby', reason.id);
        text.append(reason);
      }
      const label = el('label', undefined, 'check');
      label.append(box, text);
      const item = el('li');
      item.append(label);
      return item;
    }),
  );
}

async function render(): Promise<void> {
  const granted = await chrome.permissions.contains(BRIDGE_ACCESS);
  $('access').hidden = granted;
  $('batch-form').hidden = !granted;
  if (granted) await listTabs();
}

function stamp(): string {
  return new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
}

async function run(): Promise<void> {
  const chosen = checkboxes().filter((box) => box.checked);
  const status = $('status');
  $('skipped').replaceChildren();
  if (chosen.length === 0) {
    status.textContent = t('batchNone');
    return;
  }
  const progress = $<HTMLProgressElement>('progress');
  const start = $<HTMLButtonElement>('start');
  start.disabled = true;
  progress.hidden = false;
  progress.max = chosen.length;
  const pages: SavedPage[] = [];
  try {
    for (const [i, box] of chosen.entries()) {
      progress.value = i;
      status.textContent = t('batchProgress', [String(i), String(chosen.length)]);
      const request: ReaderRequest = { type: 'reader.extract', tabId: Number(box.value), fullPage: false };
      const reply = (await chrome.runtime.sendMessage(request)) as ReaderReply;
      if (reply.ok && reply.extraction) {
        const { title, url, markdown } = reply.extraction;
        pages.push({ title, url, markdown });
      } else if (!reply.ok) {
        const { key, args } = readerErrorMessage(reply.code, reply.detail);
        $('skipped').append(el('li', t('batchSkipped', [box.dataset.title ?? '', t(key, args)])));
      }
    }
    progress.value = chosen.length;
    if (pages.length === 0) {
      status.textContent = t('batchProgress', [String(chosen.length), String(chosen.length)]);
      return;
    }
    const zip = (document.querySelector<HTMLInputElement>('input[name=output]:checked')?.value ?? 'combined') === 'zip';
    const name = `tabrelay-${stamp()}.${zip ? 'zip' : 'md'}`;
    // fflate allocates plain ArrayBuffers, never shared ones, which is what Blob wants.
    if (zip) downloadFile(name, markdownZip(pages) as Uint8Array<ArrayBuffer>, 'application/zip');
    else downloadFile(name, combinedMarkdown(pages), 'text/markdown');
    status.textContent = tp('batchDone', pages.length, [String(pages.length), name]);
  } finally {
    start.disabled = false;
  }
}

localizePage();
const renderAccess = wireBridgeAccess($<HTMLButtonElement>('enable'), $('access-state'));
chrome.permissions.onAdded.addListener(() => void render());
$('select-all').addEventListener('change', (event) => {
  for (const box of checkboxes()) box.checked = (event.target as HTMLInputElement).checked;
});
$('batch-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void run();
});
void renderAccess();
void render();
