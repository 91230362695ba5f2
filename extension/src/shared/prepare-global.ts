/** Name content/prepare.js gives its entry point in the extension's isolated world. */
export const PREPARE_GLOBAL = '__tabrelayPrepare';
