import type { HandlerMap } from '../dispatch';
import { handlers as browser } from './browser';
import { handlers as browserDataClipboard } from './browser-data/clipboard';
import { handlers as browserDataCookies } from './browser-data/cookies';
import { handlers as browserDataDialog } from './browser-data/dialog';
import { handlers as capture } from './capture';
import { handlers as chat } from './chat';
import { handlers as computer } from './computer';
import { handlers as diagnostic } from './diagnostic';
import { handlers as evaluate } from './evaluate';
import { handlers as extract } from './extract';
import { handlers as extractPart } from './extract-part';
import { handlers as fileDownload } from './file-download';
import { handlers as fileSet } from './file-set';
import { handlers as input } from './input';
import { handlers as log } from './log';
import { handlers as navigate } from './navigate';
import { handlers as page } from './page';
import { handlers as plan } from './plan';
import { handlers as record } from './record';
import { handlers as tabActions } from './tab-actions';
import { handlers as tabList } from './tab-list';
import { handlers as wait } from './wait';

/**
 * Every action this extension runs, gathered from each family's own table. The keys are exactly
 * the contract's action names: a missing one fails the build here, an unknown one in its file.
 */
export const handlers: HandlerMap = {
  ...browser,
  ...browserDataClipboard,
  ...browserDataCookies,
  ...browserDataDialog,
  ...capture,
  ...chat,
  ...computer,
  ...diagnostic,
  ...evaluate,
  ...extract,
  ...extractPart,
  ...fileDownload,
  ...fileSet,
  ...input,
  ...log,
  ...navigate,
  ...page,
  ...plan,
  ...record,
  ...tabActions,
  ...tabList,
  ...wait,
};
