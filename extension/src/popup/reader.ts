// The popup's own reading tools: extract the page to Markdown or JSON (preview, copy,
// download), start the element picker, open the batch page. They work without any agent and
// without "Enable bridge": opening the popup grants activeTab for the page it was opened on.

import type { Extraction } from '../extract/index';
import { fileStem } from '../shared/bundle';
import { t } from '../shared/i18n';
import { readerErrorMessage, type ReaderReply, type ReaderRequest } from '../shared/reader';
import { $ } from '../ui/dom';
import { downloadFile } from '../ui/download';

let result: Extraction | undefined;

/**
 * The tab the tools act on: the active tab of the popup's window, or `?tab=<id>` when the popup
 * is opened as a page of its own (it then is the active tab itself; the UI tests do this).
 */
export async function targetTab(): Promise<number | undefined> {
  const param = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(param) && param > 0) return param;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

async function ask(request: ReaderRequest): Promise<ReaderReply> {
  return ((await chrome.runtime.sendMessage(request)) as ReaderReply | undefined) ?? { ok: false, code: 'INTERNAL', detail: 'no answer' };
}

function showError(reply: Extract<ReaderReply, { ok: false }>): void {
  const { key, args } = readerErrorMessage(reply.code, reply.detail);
  const status = $('extract-status');
  status.textContent = t(key, args);
  status.dataset.error = reply.code;
}

const format = () => $<HTMLSelectElement>('extract-format').value as 'markdown' | 'json';

function renderResult(): void {
  $('extract-result').hidden = !result;
  if (!result) return;
  $<HTMLTextAreaElement>('extract-preview').value = format() === 'json' ? JSON.stringify(result, null, 2) : result.markdown;
}

async function extract(): Promise<void> {
  const tabId = await targetTab();
  const status = $('extract-status');
  delete status.dataset.error;
  status.textContent = t('extractWorking');
  const button = $<HTMLButtonElement>('extract');
  button.disabled = true;
  try {
    if (tabId === undefined) return showError({ ok: false, code: 'TAB_NOT_FOUND', detail: '' });
    const fullPage = $<HTMLSelectElement>('extract-mode').value === 'full';
    const reply = await ask({ type: 'reader.extract', tabId, fullPage });
    if (!reply.ok) return showError(reply);
    result = reply.extraction;
    status.textContent = result
      ? [t('extractDone', [String(result.metadata.wordCount), result.title]), result.fallback ? t('extractFallback') : ''].join(' ').trim()
      : '';
    renderResult();
    // Half the preview would sit below the fold: bring it into view (main scrolls, not the page).
    $('extract-result').scrollIntoView({ block: 'nearest' });
  } finally {
    button.disabled = false;
  }
}

function copy(): void {
  const text = $<HTMLTextAreaElement>('extract-preview').value;
  const button = $('copy');
  navigator.clipboard.writeText(text).then(
    () => (button.textContent = t('previewCopied')),
    () => ($('extract-status').textContent = t('copyFailed')),
  );
}

function download(): void {
  if (!result) return;
  const json = format() === 'json';
  const name = `${fileStem(result.title, result.url)}.${json ? 'json' : 'md'}`;
  downloadFile(name, $<HTMLTextAreaElement>('extract-preview').value, json ? 'application/json' : 'text/markdown');
}

async function pick(): Promise<void> {
  const tabId = await targetTab();
  if (tabId === undefined) return;
  const reply = await ask({ type: 'reader.pick', tabId });
  if (!reply.ok) return showError(reply);
  // The picker waits for a click in the page, which closes the popup anyway.
  if (!new URLSearchParams(location.search).has('tab')) window.close();
}

export function initReader(): void {
  $('extract').addEventListener('click', () => void extract());
  $('extract-format').addEventListener('change', () => {
    renderResult();
    $('copy').textContent = t('previewCopy');
  });
  $('extract-mode').addEventListener('change', () => void (result && extract()));
  $('copy').addEventListener('click', copy);
  $('download').addEventListener('click', download);
  $('pick').addEventListener('click', () => void pick());
  $('batch').addEventListener('click', () => void chrome.tabs.create({ url: chrome.runtime.getURL('batch.html') }));
}
