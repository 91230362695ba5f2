import { CommandError } from '../../../shared/errors';
import type { ClipboardReply, ClipboardRequest } from '../../../offscreen/clipboard';
import { requirePermission } from '../../debugger/permission';
import type { Handler, Handlers } from '../../dispatch';
import { ensureOffscreen } from '../../offscreen-client';

const MAX_CHARS = 1_000_000;

/** `clipboard.write` (optional permission "clipboardWrite"), done in the offscreen document. */
export const clipboardWrite: Handler<'clipboard.write'> = async (params) => {
  const text = params.text;
  if (typeof text !== 'string') throw new CommandError('INVALID_ARGUMENT', '"text" is required and must be a string; pass it and retry.');
  if (text.length > MAX_CHARS) throw new CommandError('INVALID_ARGUMENT', `"text" is longer than ${MAX_CHARS} characters; copy less and retry.`);
  await requirePermission('clipboardWrite', 'Copying to the clipboard');
  await ensureOffscreen();
  const request: ClipboardRequest = { type: 'offscreen.clipboard', text };
  const reply = (await chrome.runtime.sendMessage(request)) as ClipboardReply | undefined;
  if (!reply?.ok) {
    throw new CommandError('INTERNAL', `Could not copy to the clipboard (${reply?.error ?? 'no answer from the offscreen document'}); retry, and reload the extension if it persists.`);
  }
  return { written: text.length };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'clipboard.write': clipboardWrite,
} satisfies Handlers;
