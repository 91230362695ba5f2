// Injected into a tab with chrome.scripting.executeScript({files}); the worker then calls the
// entry point with a func injection, which returns the PreparedPage as the script result.
// Both injections run in the extension's isolated world, so the page cannot see or spoof it.

// Straight from prepare.ts, not the index: the index also pulls in Readability and Turndown
// (CommonJS, so esbuild cannot drop them), which would make every injection ~130 kB instead of ~10.
import { preparePage } from '../extract/prepare';
import { PREPARE_GLOBAL } from '../shared/prepare-global';

(globalThis as unknown as Record<string, unknown>)[PREPARE_GLOBAL] = () => preparePage(document);
