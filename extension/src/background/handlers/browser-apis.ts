// Capture, cookies, clipboard, downloads, dialogs, console/network, evaluate, computer
// (docs/automation.md): the export point handlers/index.ts imports; one file per family.
export { screenshot } from './capture';
export { computer } from './computer';
export { dialogHandle } from './dialog';
export { download } from './downloads';
export { consoleRead, networkRead } from './devtools';
export { clipboardWrite } from './clipboard';
export { cookiesGet, cookiesSet } from './cookies';
export { evaluate } from './evaluate';
