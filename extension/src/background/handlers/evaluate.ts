import { CommandError } from '../../shared/errors';
import { send } from '../debugger/manager';
import type { Handler, Handlers } from '../dispatch';
import { requiredString } from '../params';
import { scriptableTab } from '../target-tab';

// `evaluate` (only sent when the bridge runs with ENABLE_EVALUATE): Runtime.evaluate in the
// page's main world through the debugger, which, unlike chrome.scripting, is not stopped by the
// page's Content-Security-Policy against eval. Promises are awaited; the value comes back as JSON.

interface RemoteObject { type: string; subtype?: string; value?: unknown; unserializableValue?: string; description?: string }
interface EvaluateReply { result: RemoteObject; exceptionDetails?: { text?: string; exception?: RemoteObject } }

export const evaluate: Handler<'evaluate'> = async (params, ctx) => {
  const expression = requiredString(params, 'expression');
  const { tabId, url } = await scriptableTab(params, ctx);
  const budget = Math.max(100, ctx.deadline - Date.now() - 500);
  let reply: EvaluateReply;
  try {
    reply = await send<EvaluateReply>(tabId, 'Runtime.evaluate', {
      expression, returnByValue: true, awaitPromise: true, userGesture: true, timeout: budget,
    }, 'Evaluating JavaScript');
  } catch (error) {
    throw new CommandError('INVALID_ARGUMENT', `The page could not run the expression (${String(error instanceof Error ? error.message : error)}); fix it and retry.`);
  }
  if (reply.exceptionDetails) {
    const d = reply.exceptionDetails;
    const what = (d.exception?.description ?? d.text ?? 'an exception').split('\n', 1)[0];
    throw new CommandError('INVALID_ARGUMENT', `The expression threw in the page: ${what}; fix the expression and retry.`, { exception: what });
  }
  const r = reply.result;
  // NaN, Infinity, -0 and BigInt have no JSON form: they come back as their source text.
  const value = r.unserializableValue ?? (r.value === undefined ? null : r.value);
  return { tabId, url: url.href, value, type: r.subtype ? `${r.type}:${r.subtype}` : r.type };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  evaluate,
} satisfies Handlers;
