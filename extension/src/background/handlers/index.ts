import type { Action } from '../../shared/protocol';
import type { Handler } from '../dispatch';
import { browserInfo } from './browser';
import { extractTabHandler, extractUrlHandler } from './extract';
import { planUpdate, turnComplete, turnStart } from './plan';
import { listTabs } from './tabs';

/** Every action this extension runs; the keys are exactly the protocol's action names. */
export const handlers: Readonly<Record<Action, Handler>> = {
  'tabs.list': listTabs,
  'extract.tab': extractTabHandler,
  'extract.url': extractUrlHandler,
  'plan.update': planUpdate,
  'turn.start': turnStart,
  'turn.complete': turnComplete,
  'browser.info': browserInfo,
};
