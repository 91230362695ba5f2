// The output budget of extract.tab / extract.url, applied before the answer crosses the link,
// and extract.part, which reads the rest a cursor points at (parts.ts, docs/protocol.md).
import { CommandError } from '../../shared/errors';
import type { ActionResult } from '../../shared/contract';
import type { Handler, Handlers } from '../dispatch';
import { optionalInt, requiredString } from '../params';
import { budgetExtraction, parts, type PartField } from '../parts';

/** The bridge's largest maxChars (OutputBudget.MAX_CHARS): a part always fits in one message. */
const MAX_PART_CHARS = 200_000;

/**
 * Wraps an extraction handler: with `maxChars` (the bridge sends the call's budget) the markdown
 * and text are cut to it and the rest is held for extract.part. Without it (an older bridge) the
 * whole result is sent, as before, and the link's size cap (wire-size.ts) still holds.
 */
export function budgeted<A extends 'extract.tab' | 'extract.url'>(handler: Handler<A>): Handler<A> {
  return async (params, ctx) => {
    const maxChars = optionalInt(params, 'maxChars', 1);
    const result = (await handler(params, ctx)) as Parameters<typeof budgetExtraction>[0];
    return (maxChars === undefined ? result : budgetExtraction(result, maxChars, parts)) as ActionResult[A];
  };
}

/** `extract.part`: `{id, field, from, maxChars}` → `{text, from, to, total}` of a held result. */
export const extractPart: Handler<'extract.part'> = async (params) => {
  const id = requiredString(params, 'id');
  const field = params.field;
  if (field !== 'markdown' && field !== 'text') {
    throw new CommandError('INVALID_ARGUMENT', `"field" must be "markdown" or "text", got ${JSON.stringify(field)}; fix the argument and retry.`);
  }
  const from = optionalInt(params, 'from', 0) ?? 0;
  const maxChars = Math.min(optionalInt(params, 'maxChars', 1) ?? MAX_PART_CHARS, MAX_PART_CHARS);
  const part = parts.read(id, field as PartField, from, maxChars);
  if (!part) {
    throw new CommandError('INVALID_ARGUMENT', 'The rest of this page is no longer held by the browser (results are kept 10 minutes, '
      + 'and not across a browser or extension restart); call the tool again without cursor.');
  }
  return part;
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'extract.part': extractPart,
} satisfies Handlers;
