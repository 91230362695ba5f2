import type { HandlerMap } from '../dispatch';
import { browserInfo } from './browser';
import { screenshot } from './capture';
import { clipboardWrite } from './browser-data/clipboard';
import { computer } from './computer';
import { cookiesGet, cookiesSet } from './browser-data/cookies';
import { consoleRead, networkRead } from './log';
import { dialogHandle } from './browser-data/dialog';
import { download } from './file-download';
import { evaluate } from './evaluate';
import { extractTabHandler, extractUrlHandler } from './extract';
import { budgeted, extractPart } from './extract-part';
import { fileSet } from './file-set';
import { inputClick, inputDrag, inputFill, inputHover, inputPress, inputScroll, inputSelect, inputType } from './input';
import { pageFind, pageQuery, pageQueryText, pageSnapshot, pageText } from './page';
import { planUpdate, turnComplete, turnStart } from './plan';
import { navigate } from './navigate';
import { sessionEnd, tabClose, tabCreate, tabSelect, windowResize } from './tab-actions';
import { listTabs } from './tab-list';
import { waitElement, waitFor } from './wait';

/** Every action this extension runs; the keys are exactly the contract's action names (a missing or extra one fails the build). */
export const handlers: HandlerMap = {
  'tabs.list': listTabs,
  'extract.tab': budgeted(extractTabHandler),
  'extract.url': budgeted(extractUrlHandler),
  'extract.part': extractPart,
  'plan.update': planUpdate,
  'turn.start': turnStart,
  'turn.complete': turnComplete,
  'browser.info': browserInfo,
  'tab.create': tabCreate,
  'tab.close': tabClose,
  'tab.select': tabSelect,
  'window.resize': windowResize,
  navigate,
  'session.end': sessionEnd,
  'page.snapshot': pageSnapshot,
  'page.query': pageQuery,
  'page.queryText': pageQueryText,
  'page.find': pageFind,
  'page.text': pageText,
  'input.click': inputClick,
  'input.type': inputType,
  'input.press': inputPress,
  'input.hover': inputHover,
  'input.select': inputSelect,
  'input.fill': inputFill,
  'input.scroll': inputScroll,
  'input.drag': inputDrag,
  'file.set': fileSet,
  computer,
  'wait.element': waitElement,
  'wait.for': waitFor,
  screenshot,
  'cookies.get': cookiesGet,
  'cookies.set': cookiesSet,
  'clipboard.write': clipboardWrite,
  download,
  'dialog.handle': dialogHandle,
  'console.read': consoleRead,
  'network.read': networkRead,
  evaluate,
};
