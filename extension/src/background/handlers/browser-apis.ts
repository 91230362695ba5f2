// Capture, cookies, clipboard, downloads, dialogs, console/network, evaluate, computer
// (docs/automation.md): the export point handlers/index.ts imports; one file per family.
import { notYet } from './not-yet';
export { dialogHandle } from './dialog';
export { download } from './downloads';
export { consoleRead, networkRead } from './devtools';
export const screenshot = notYet('screenshot');
export const computer = notYet('computer');
export const cookiesGet = notYet('cookies.get');
export const cookiesSet = notYet('cookies.set');
export const clipboardWrite = notYet('clipboard.write');
export const evaluate = notYet('evaluate');
