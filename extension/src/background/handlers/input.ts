// DOM-level input actions (docs/automation.md): the page agent finds the element, checks it and
// acts with DOM events; withOutcome then reports what the page did. `trusted: true` goes through
// the debugger (trusted-input.ts) when it can.
import type { FillField } from '../../agent/forms';
import type { AgentMethods } from '../../agent/index';
import { CommandError } from '../../shared/errors';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { withOutcome, type Settle } from '../outcome';
import { callFrame, frameTarget, optionalFrameTarget, type FrameTarget } from '../page-agent';
import { optionalBool, optionalInt, requiredString, type TabParams } from '../params';
import { scriptableTab } from '../target-tab';
import { centreOf, sendTrusted, wantsTrusted, type TrustedStep } from '../trusted-input';

const invalid = (message: string) => new CommandError('INVALID_ARGUMENT', message);

function stringList<P extends object>(params: P, name: keyof P & string): string[] {
  const value = (params as Record<string, unknown>)[name];
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === 'string')) {
    throw invalid(`"${name}" must be a non-empty list of strings; fix it and retry.`);
  }
  return value as string[];
}

function optionalNumber<P extends object>(params: P, name: keyof P & string): number | undefined {
  const value = (params as Record<string, unknown>)[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid(`"${name}" must be a number of CSS pixels; fix it and retry.`);
  return value;
}

/** Runs `method` in the target's frame and reports the Outcome. */
/** The page agent's input methods: each answers with the ref it acted on (and its own fields); file-set.ts uses setFiles. */
type InputMethod = 'click' | 'hover' | 'type' | 'press' | 'select' | 'scroll' | 'drag' | 'setFiles';

export async function act<M extends InputMethod>(params: TabParams, ctx: HandlerContext, target: FrameTarget, method: M, args: Parameters<AgentMethods[M]>, settle: Settle = 'react') {
  const { tabId } = await scriptableTab(params, ctx);
  return withOutcome(tabId, target.frameId, ctx, () => callFrame(tabId, target.frameId, method, args, ctx), settle);
}

const CLICK_ACTIONS = { left: 'left_click', right: 'right_click' } as const satisfies Record<string, TrustedStep['action']>;

export const inputClick: Handler<'input.click'> = async (params, ctx) => {
  const target = frameTarget(params);
  const button = params.button ?? 'left';
  if (button !== 'left' && button !== 'right' && button !== 'middle') throw invalid('"button" must be "left", "right" or "middle"; fix it and retry.');
  const clickCount = optionalInt(params, 'clickCount', 1) ?? 1;
  const modifiers = params.modifiers === undefined ? [] : stringList(params, 'modifiers');
  const { tabId } = await scriptableTab(params, ctx);
  if (wantsTrusted(params, target) && button !== 'middle' && modifiers.length === 0) {
    return withOutcome(tabId, 0, ctx, async () => {
      const { ref, x, y } = await centreOf(tabId, target, ctx);
      const action: TrustedStep['action'] = clickCount >= 2 && button === 'left' ? 'double_click' : CLICK_ACTIONS[button];
      await sendTrusted(tabId, [{ action, coordinate: [x, y] }], ctx);
      return { ref };
    });
  }
  return act(params, ctx, target, 'click', [target.spec, { button, clickCount, modifiers }]);
};

export const inputType: Handler<'input.type'> = async (params, ctx) => {
  const target = frameTarget(params);
  const text = params.text;
  if (typeof text !== 'string') throw invalid('"text" must be a string (the text to type); fix it and retry.');
  const clear = optionalBool(params, 'clear', false);
  const submit = optionalBool(params, 'submit', false);
  if (wantsTrusted(params, target)) {
    const { tabId } = await scriptableTab(params, ctx);
    return withOutcome(tabId, 0, ctx, async () => {
      const { ref, x, y } = await centreOf(tabId, target, ctx);
      // Clicking the centre may put the caret inside the text: Control+End appends, as without trusted.
      const steps: TrustedStep[] = [{ action: 'left_click', coordinate: [x, y] }, ...(clear ? [{ action: 'key', key: 'Control+a' }, { action: 'key', key: 'Delete' }] satisfies TrustedStep[] : [{ action: 'key', key: 'Control+End' }] satisfies TrustedStep[])];
      steps.push({ action: 'type', text }, ...(submit ? [{ action: 'key', key: 'Enter' } satisfies TrustedStep] : []));
      await sendTrusted(tabId, steps, ctx);
      return { ref, value: await callFrame(tabId, 0, 'value', [{ ref }], ctx).catch(() => undefined) };
    });
  }
  return act(params, ctx, target, 'type', [target.spec, text, clear, submit], submit ? 'react' : 'typed');
};

export const inputPress: Handler<'input.press'> = async (params, ctx) => {
  const key = requiredString(params, 'key');
  const target = optionalFrameTarget(params);
  if (wantsTrusted(params, target)) {
    const { tabId } = await scriptableTab(params, ctx);
    return withOutcome(tabId, 0, ctx, async () => {
      if (target) {
        const { x, y } = await centreOf(tabId, target, ctx);
        await sendTrusted(tabId, [{ action: 'left_click', coordinate: [x, y] }], ctx);
      }
      await sendTrusted(tabId, [{ action: 'key', key }], ctx);
      return { ref: undefined };
    });
  }
  return act(params, ctx, target ?? { frameId: 0, spec: {}, label: 'focused element' }, 'press', [target?.spec, key]);
};

export const inputHover: Handler<'input.hover'> = async (params, ctx) => {
  const target = frameTarget(params);
  if (wantsTrusted(params, target)) {
    const { tabId } = await scriptableTab(params, ctx);
    return withOutcome(tabId, 0, ctx, async () => {
      const { ref, x, y } = await centreOf(tabId, target, ctx);
      await sendTrusted(tabId, [{ action: 'mouse_move', coordinate: [x, y] }], ctx);
      return { ref };
    });
  }
  return act(params, ctx, target, 'hover', [target.spec]);
};

export const inputSelect: Handler<'input.select'> = async (params, ctx) => {
  const target = frameTarget(params);
  return act(params, ctx, target, 'select', [target.spec, stringList(params, 'values')]);
};

export const inputFill: Handler<'input.fill'> = async (params, ctx) => {
  const raw = params.fields;
  if (!Array.isArray(raw) || raw.length === 0) throw invalid('"fields" must be a non-empty list of {ref or selector, value}; fix it and retry.');
  const byFrame = new Map<number, FillField[]>();
  for (const [i, field] of raw.entries()) {
    if (typeof field !== 'object' || field === null) throw invalid(`fields[${i}] must be an object {ref or selector, value}.`);
    const f = field as Record<string, unknown>;
    const value = typeof f.value === 'boolean' || typeof f.value === 'number' ? String(f.value) : f.value;
    if (typeof value !== 'string') throw invalid(`fields[${i}].value must be a string ("true"/"false" for checkboxes); fix it and retry.`);
    const target = frameTarget(f, `field ${i}`);
    byFrame.set(target.frameId, [...(byFrame.get(target.frameId) ?? []), { ...target.spec, value }]);
  }
  const { tabId } = await scriptableTab(params, ctx);
  const [firstFrame] = byFrame.keys();
  return withOutcome(tabId, firstFrame!, ctx, async () => {
    let filled = 0;
    let ref: string | undefined;
    for (const [frameId, fields] of byFrame) {
      const result = await callFrame(tabId, frameId, 'fill', [fields], ctx);
      filled += result.filled;
      if (frameId === firstFrame) ref = result.ref;
    }
    return { ref, filled };
  });
};

export const inputScroll: Handler<'input.scroll'> = async (params, ctx) => {
  const target = optionalFrameTarget(params);
  const to = params.to;
  if (to !== undefined && to !== null && to !== 'top' && to !== 'bottom') throw invalid('"to" must be "top" or "bottom"; fix it and retry.');
  const options = { dx: optionalNumber(params, 'dx'), dy: optionalNumber(params, 'dy'), to: to ?? undefined };
  return act(params, ctx, target ?? { frameId: 0, spec: {}, label: 'page' }, 'scroll', [target?.spec, options]);
};

export const inputDrag: Handler<'input.drag'> = async (params, ctx) => {
  const side = (name: 'from' | 'to') => {
    const value = params[name];
    if (typeof value !== 'object' || value === null) throw invalid(`"${name}" must be {ref} or {selector}; fix it and retry.`);
    return frameTarget(value, `"${name}" element`);
  };
  const from = side('from');
  const to = side('to');
  if (from.frameId !== to.frameId) throw invalid('Drag and drop works inside one frame; "from" and "to" are in different frames.');
  return act(params, ctx, from, 'drag', [from.spec, to.spec]);
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'input.click': inputClick,
  'input.type': inputType,
  'input.press': inputPress,
  'input.hover': inputHover,
  'input.select': inputSelect,
  'input.fill': inputFill,
  'input.scroll': inputScroll,
  'input.drag': inputDrag,
} satisfies Handlers;
