// `file.set`: the files of an <input type=file>, as if the user picked them. The bridge reads
// any paths itself and sends every file's content (FileTools.java), so only content crosses here.
import type { FilePayload } from '../../agent/forms';
import { CommandError } from '../../shared/errors';
import type { Handler, Handlers } from '../dispatch';
import { frameTarget } from '../page-agent';
import { act } from './input';

export const fileSet: Handler<'file.set'> = async (params, ctx) => {
  const target = frameTarget(params);
  const files = params.files;
  const valid = (f: unknown): f is FilePayload =>
    typeof f === 'object' && f !== null && typeof (f as FilePayload).name === 'string' && typeof (f as FilePayload).base64 === 'string';
  if (!Array.isArray(files) || files.length === 0 || !files.every(valid)) {
    throw new CommandError('INVALID_ARGUMENT', '"files" must be a non-empty list of {name, mimeType, base64}; fix it and retry.');
  }
  const payload = files.map((f) => ({ name: f.name, mimeType: typeof f.mimeType === 'string' ? f.mimeType : '', base64: f.base64 }));
  return act(params, ctx, target, 'setFiles', [target.spec, payload]);
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'file.set': fileSet,
} satisfies Handlers;
