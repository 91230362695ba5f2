// The DOM picker, injected into a tab when the user presses "Pick an element" in the popup.
// Hovering highlights the element under the pointer; a click converts just that element to
// Markdown (in the worker's offscreen document), copies it and shows it in a small panel;
// Escape cancels. Everything it draws lives in a closed shadow root, so the page's CSS cannot
// restyle it and the page's scripts cannot reach into it.

import { prepareFragment } from '../extract/prepare';
import { t } from '../shared/i18n';
import type { ReaderReply, ReaderRequest } from '../shared/reader';
import { elementLabel } from './picker-label';

const HOST_ID = 'tabrelay-picker';
const Z = '2147483647';
const STYLE = `
  .box { position: fixed; pointer-events: none; border: 2px solid #0969da; background: rgba(9,105,218,.12); border-radius: 3px; z-index: ${Z}; }
  .tag { position: fixed; pointer-events: none; background: #0969da; color: #fff; font: 11px/1.6 ui-monospace, monospace; padding: 0 5px; border-radius: 3px; z-index: ${Z}; }
  .bar { position: fixed; top: 8px; left: 50%; transform: translateX(-50%); pointer-events: none; background: #1f2328; color: #fff;
         font: 13px/1.4 system-ui, sans-serif; padding: 6px 12px; border-radius: 6px; z-index: ${Z}; box-shadow: 0 4px 16px rgba(0,0,0,.3); }
  .panel { position: fixed; right: 16px; bottom: 16px; width: min(420px, calc(100vw - 32px)); max-height: 50vh; display: flex; flex-direction: column;
           gap: 6px; background: #fff; color: #1f2328; border: 1px solid #d1d9e0; border-radius: 8px; padding: 10px; z-index: ${Z};
           font: 13px/1.4 system-ui, sans-serif; box-shadow: 0 8px 24px rgba(0,0,0,.25); }
  .panel pre { margin: 0; overflow: auto; white-space: pre-wrap; font: 12px/1.4 ui-monospace, monospace; background: #f6f8fa; padding: 6px; border-radius: 4px; }
  .panel .head { display: flex; justify-content: space-between; align-items: center; font-weight: 600; }
  .panel button { font: inherit; border: 1px solid #d1d9e0; background: #f6f8fa; border-radius: 6px; padding: 2px 10px; cursor: pointer; }
`;

/** Where an injection leaves its teardown, so a second press replaces the first picker cleanly. */
const STOP = '__tabrelayPickerStop';
const globals = globalThis as unknown as Record<string, (() => void) | undefined>;

function start(): void {
  globals[STOP]?.();
  const host = document.createElement('div');
  host.id = HOST_ID;
  host.style.cssText = 'all: initial; position: fixed; top: 0; left: 0; width: 0; height: 0;';
  const root = host.attachShadow({ mode: 'closed' });
  const make = (tag: string, className: string, text = '') => {
    const node = document.createElement(tag);
    node.className = className;
    node.textContent = text;
    return node;
  };
  const style = document.createElement('style');
  style.textContent = STYLE;
  const box = make('div', 'box');
  const tag = make('div', 'tag');
  const bar = make('div', 'bar', t('pickerHint'));
  bar.setAttribute('role', 'status');
  root.append(style, box, tag, bar);
  document.documentElement.append(host);
  let current: Element | null = null;
  /** The elements ↑ widened from, innermost last: ↓ goes back down them. */
  const narrower: Element[] = [];
  let picking = true;

  const highlight = (target: Element, keepTrail = false) => {
    if (!keepTrail) narrower.length = 0;
    current = target;
    const r = target.getBoundingClientRect();
    Object.assign(box.style, { left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px` });
    tag.textContent = elementLabel(target);
    Object.assign(tag.style, { left: `${Math.max(0, r.left)}px`, top: `${Math.max(0, r.top - 20)}px` });
  };
  const onMove = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || target === host) return;
    // Widened with ↑: moving inside the wider element keeps it (a click there takes it).
    if (narrower.length > 0 && current?.contains(target)) return;
    highlight(target);
  };
  const onClick = (event: MouseEvent) => {
    if (event.target === host) return; // the result panel's own buttons
    event.preventDefault();
    event.stopPropagation();
    // A selection widened with ↑ holds the clicked element: the click takes the wider one.
    const inside = current && event.target instanceof Node && current.contains(event.target);
    const target = inside ? current : event.target instanceof Element ? event.target : current;
    if (target) void pick(target);
  };
  // The pointer lands on the innermost element (a bold word, not its list item): ↑ widens to the
  // parent, ↓ goes back, Enter takes the highlighted element, Esc cancels.
  const onKey = (event: KeyboardEvent) => {
    const parent = current?.parentElement;
    if (event.key === 'Escape') teardown();
    else if (!picking || !current) return;
    else if (event.key === 'ArrowUp' && parent && parent !== document.documentElement) {
      narrower.push(current);
      highlight(parent, true);
    } else if (event.key === 'ArrowDown' && narrower.length > 0) highlight(narrower.pop()!, true);
    else if (event.key === 'Enter') void pick(current);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  const stop = () => {
    document.removeEventListener('mousemove', onMove, true);
    document.removeEventListener('click', onClick, true);
  };
  const teardown = () => {
    stop();
    document.removeEventListener('keydown', onKey, true);
    host.remove();
    globals[STOP] = undefined;
  };
  globals[STOP] = teardown;
  const pick = async (target: Element) => {
    picking = false;
    stop();
    box.remove();
    tag.remove();
    const request: ReaderRequest = { type: 'reader.convert', page: prepareFragment(target, document, true) };
    const reply = (await chrome.runtime.sendMessage(request)) as ReaderReply | undefined;
    const markdown = reply?.ok && reply.extraction ? reply.extraction.markdown : '';
    let copied = false;
    if (markdown) copied = await navigator.clipboard.writeText(markdown).then(() => true, () => false);
    bar.remove();
    const panel = make('div', 'panel');
    const head = make('div', 'head', copied ? t('pickerCopied') : t('toastCopyFailed'));
    const close = make('button', '', t('pickerClose'));
    close.addEventListener('click', teardown);
    head.append(close);
    panel.append(head, make('pre', '', markdown || (reply && !reply.ok ? reply.detail : '')));
    root.append(panel);
    close.focus();
  };
  document.addEventListener('mousemove', onMove, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
}

start();
