/** Name content/prepare.js gives its entry point in the extension's isolated world. */
export const PREPARE_GLOBAL = '__tabrelayPrepare';
/** Name content/prepare.js gives the selection's snapshot function (null without a selection). */
export const PREPARE_SELECTION_GLOBAL = '__tabrelayPrepareSelection';
