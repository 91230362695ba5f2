import { CommandError } from '../../shared/errors';
import {
  applyPlan, completeTurn, isPlanState, openTurn, parsePlanUpdate, parseTurnComplete, startTurn,
  type PlanState, type Who,
} from '../../shared/plan';
import { SessionKey } from '../../shared/state';
import type { Handler, HandlerContext, Handlers } from '../dispatch';

// plan.update, turn.start and turn.complete touch no page: they only record what the agent
// says it is doing, for the side panel. Updates are chained because each is a read-modify-write
// of one storage key and agents send them back to back.
let writes: Promise<unknown> = Promise.resolve();

function update<T>(change: (state: PlanState) => { state: PlanState; result: T }): Promise<T> {
  const run = writes.then(async () => {
    const got = await chrome.storage.session.get(SessionKey.plans);
    const stored: unknown = got[SessionKey.plans];
    const { state, result } = change(isPlanState(stored) ? stored : {});
    await chrome.storage.session.set({ [SessionKey.plans]: state });
    return result;
  });
  writes = run.catch(() => undefined); // one failed write must not block the next
  return run;
}

const who = (ctx: HandlerContext): Who => ({ session: ctx.session, client: ctx.client });

export const planUpdate: Handler<'plan.update'> = async (params, ctx) => {
  const parsed = parsePlanUpdate(params);
  if (!parsed.ok) throw new CommandError('INVALID_ARGUMENT', parsed.error);
  await update((state) => ({ state: applyPlan(state, who(ctx), parsed.value, Date.now()), result: undefined }));
  return { shown: true };
};

export const turnStart: Handler<'turn.start'> = async (_params, ctx) => {
  const turnId = crypto.randomUUID().slice(0, 8);
  await update((state) => ({ state: startTurn(state, who(ctx), turnId, Date.now()), result: undefined }));
  return { turnId };
};

export const turnComplete: Handler<'turn.complete'> = async (params, ctx) => {
  const parsed = parseTurnComplete(params);
  if (!parsed.ok) throw new CommandError('INVALID_ARGUMENT', parsed.error);
  const turnId = await update((state) => {
    const open = openTurn(state, who(ctx));
    if (!open) return { state, result: undefined };
    return { state: completeTurn(state, who(ctx), parsed.value.summary, Date.now()), result: open.id };
  });
  if (!turnId) {
    throw new CommandError('INVALID_ARGUMENT', 'No turn is open for this session; call turn_answer_start before turn_answer_complete.');
  }
  return { turnId };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'plan.update': planUpdate,
  'turn.start': turnStart,
  'turn.complete': turnComplete,
} satisfies Handlers;
