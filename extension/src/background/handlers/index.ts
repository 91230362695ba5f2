import type { Action } from '../../shared/protocol';
import type { Handler } from '../dispatch';
import { browserInfo } from './browser';
import { extractTabHandler, extractUrlHandler } from './extract';
import { listTabs } from './tabs';

/** Every action this extension runs; the keys are exactly the protocol's action names. */
export const handlers: Readonly<Record<Action, Handler>> = {
  'tabs.list': listTabs,
  'extract.tab': extractTabHandler,
  'extract.url': extractUrlHandler,
  'browser.info': browserInfo,
};
