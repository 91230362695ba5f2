// Injected into a tab with chrome.scripting.executeScript({files}); the worker then calls the
// entry point with a func injection, which returns the PreparedPage as the script result.
// Both injections run in the extension's isolated world, so the page cannot see or spoof it.

// Straight from prepare.ts, not the index: the index also pulls in Readability and Turndown
// (CommonJS, so esbuild cannot drop them), which would make every injection ~130 kB instead of ~10.
import { prepareFragment, preparePage, type PrepareOptions } from '../extract/prepare';
import { PREPARE_GLOBAL, PREPARE_SELECTION_GLOBAL } from '../shared/prepare-global';

const globals = globalThis as unknown as Record<string, unknown>;
globals[PREPARE_GLOBAL] = (options?: PrepareOptions) => preparePage(document, options);
globals[PREPARE_SELECTION_GLOBAL] = () => {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed) return null;
  const holder = document.createElement('div');
  for (let i = 0; i < selection.rangeCount; i++) holder.append(selection.getRangeAt(i).cloneContents());
  return prepareFragment(holder, document, false);
};
