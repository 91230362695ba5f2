// Public interface of the content-extraction pipeline.
// preparePage runs in the page (content script); extractFromPrepared runs in the offscreen
// document (it needs DOMParser but not the live page). Both are plain functions so the same
// code runs in the quality bench (bench/extraction).
export { preparePage, type PreparedPage } from './prepare.js';
export { extractFromPrepared, type ExtractOptions, type Extraction } from './extract.js';
export { markdownToText } from './text.js';
