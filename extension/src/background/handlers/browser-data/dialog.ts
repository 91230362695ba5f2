import { CommandError } from '../../../shared/errors';
import { send } from '../../debugger/manager';
import { hasPermission } from '../../debugger/permission';
import { forgetDialog, openDialog } from '../../dialogs';
import type { Handler, Handlers } from '../../dispatch';
import { requireTabSite } from '../../site-guard';
import { targetTab } from '../../target-tab';

/** `dialog.handle`: accept or dismiss the JavaScript dialog open in the tab (prompt: with text). */
export const dialogHandle: Handler<'dialog.handle'> = async (params, ctx) => {
  if (typeof params.accept !== 'boolean') {
    throw new CommandError('INVALID_ARGUMENT', '"accept" must be true or false; pass it and retry.');
  }
  if (params.text !== undefined && params.text !== null && typeof params.text !== 'string') {
    throw new CommandError('INVALID_ARGUMENT', `"text" must be a string, got ${JSON.stringify(params.text)}; fix the argument and retry.`);
  }
  const accept = params.accept;
  const tab = await targetTab(params, ctx);
  const tabId = tab.id!;
  // The dialog's text is the page's: it must be usable by this command.
  await requireTabSite(tab, ctx);
  const dialog = await openDialog(tabId);
  if (!dialog) {
    throw new CommandError('NO_DIALOG', `No JavaScript dialog is open in tab ${tabId}; continue without handling one.`);
  }
  if (dialog.type === 'unknown') {
    // Opened before TabRelay watched the tab: Chrome gives no way to answer it now (dialogs.ts).
    if (!(await hasPermission('debugger'))) {
      throw new CommandError('PERMISSION_REQUIRED', `A dialog blocks tab ${tabId}; answering dialogs needs the "Debugger" switch under Advanced features in the TabRelay options. Ask the user to answer this one.`, { permission: 'debugger' });
    }
    throw new CommandError('BUSY', `A dialog that opened before TabRelay watched tab ${tabId} blocks it; ask the user to answer it in the browser, then retry.`);
  }
  const promptText = typeof params.text === 'string' ? params.text : undefined;
  try {
    await send(tabId, 'Page.handleJavaScriptDialog', promptText === undefined ? { accept } : { accept, promptText }, 'Answering dialogs');
  } catch (error) {
    // Answered by the user (or closed by a navigation) in the meantime.
    if (/No dialog is showing/i.test(String(error))) {
      forgetDialog(tabId);
      throw new CommandError('NO_DIALOG', `The dialog in tab ${tabId} was already closed; continue without handling it.`);
    }
    throw error;
  }
  forgetDialog(tabId);
  return { tabId, type: dialog.type, message: dialog.message, accepted: accept };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'dialog.handle': dialogHandle,
} satisfies Handlers;
