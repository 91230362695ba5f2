import { CommandError } from '../../shared/errors';
import { clickAt, dragBetween, mouseMove, pressKey, typeText, wheel, type InputResult } from '../debugger/input';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { withOutcome } from '../outcome';
import { callFrame } from '../page-agent';
import { optionalInt } from '../params';
import type { ComputerParams } from '../../shared/contract';
import { scriptableTab } from '../target-tab';
import { formatOf, takeScreenshot } from './capture';

// `computer`: coordinate-level trusted input through chrome.debugger (docs/automation.md), in
// CSS pixels of the viewport. Also the engine of the page agent's `trusted: true` input
// (trusted-input.ts), which calls this handler with the ctx of its own action.

type Action = ComputerParams['action'];
/** Keyed by the contract's list: an action the bridge does not offer (or one it adds) fails the build. */
const KINDS: Record<Action, true> = {
  left_click: true, right_click: true, double_click: true, mouse_move: true, left_click_drag: true,
  type: true, key: true, scroll: true, wait: true, screenshot: true,
};
const ACTIONS = Object.keys(KINDS) as Action[];
const MAX_WAIT_MS = 30_000;

function point<P extends object>(params: P, name: keyof P & string): [number, number] {
  const value = (params as Record<string, unknown>)[name];
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0)) {
    throw new CommandError('INVALID_ARGUMENT', `"${name}" must be [x, y] in CSS pixels of the viewport, got ${JSON.stringify(value)}; fix the argument and retry.`);
  }
  return [value[0], value[1]];
}

function text<P extends object>(params: P, name: keyof P & string): string {
  const value = (params as Record<string, unknown>)[name];
  if (typeof value !== 'string' || value === '') throw new CommandError('INVALID_ARGUMENT', `"${name}" is required for this action; pass it and retry.`);
  return value;
}

async function act(tabId: number, action: Action, params: ComputerParams, ctx: HandlerContext): Promise<InputResult> {
  switch (action) {
    case 'left_click': case 'right_click': {
      const [x, y] = point(params, 'coordinate');
      return clickAt(tabId, x, y, action.split('_')[0] as 'left' | 'right');
    }
    case 'double_click': {
      const [x, y] = point(params, 'coordinate');
      return clickAt(tabId, x, y, 'left', 2);
    }
    case 'mouse_move': {
      const [x, y] = point(params, 'coordinate');
      return mouseMove(tabId, x, y);
    }
    case 'left_click_drag':
      return dragBetween(tabId, point(params, 'startCoordinate'), point(params, 'coordinate'));
    case 'type':
      return typeText(tabId, text(params, 'text'));
    case 'key': {
      // "ctrl+a Enter": several combos in a row, as the computer-use convention allows.
      for (const combo of text(params, 'key').trim().split(/\s+/)) {
        const result = await pressKey(tabId, combo);
        if (result.dialog) return result;
      }
      return {};
    }
    case 'scroll': {
      const scroll = (params.scroll ?? {}) as { dx?: unknown; dy?: unknown };
      const dx = typeof scroll.dx === 'number' ? scroll.dx : 0;
      const dy = typeof scroll.dy === 'number' ? scroll.dy : 0;
      const [x, y] = params.coordinate === undefined ? [100, 100] : point(params, 'coordinate');
      const before = (await scrollState(tabId, ctx))?.count;
      const result = await wheel(tabId, x, y, dx, dy);
      if (!result.dialog && before !== undefined) await scrollSettled(tabId, before, ctx);
      return result;
    }
    case 'wait': {
      const ms = Math.min(optionalInt(params, 'duration', 0) ?? 1_000, MAX_WAIT_MS, Math.max(0, ctx.deadline - Date.now() - 500));
      await new Promise((resolve) => setTimeout(resolve, ms));
      return {};
    }
    default:
      return {};
  }
}

/** The scroll events the top document has seen; undefined when it cannot be asked (then nobody waits). */
function scrollState(tabId: number, ctx: HandlerContext) {
  return callFrame(tabId, 0, 'scrolls', [], ctx).catch(() => undefined);
}

const SCROLL_START_MS = 300;
const SCROLL_QUIET_MS = 150;
const SCROLL_MAX_MS = 1_500;

/**
 * CDP acknowledges a wheel event once the renderer took it, often before the page has moved
 * (the scroll is applied, or animated, on later frames). Waits until the page has scrolled and
 * come to rest, so that the next call (a screenshot, a snapshot) sees the scrolled page. A wheel
 * over something that cannot scroll (or inside a frame, whose events the top document does not
 * see) ends the wait after SCROLL_START_MS.
 */
async function scrollSettled(tabId: number, before: number, ctx: HandlerContext): Promise<void> {
  const start = Date.now();
  const until = start + Math.min(SCROLL_MAX_MS, Math.max(0, ctx.deadline - start - 1_000));
  while (Date.now() < until && !ctx.signal.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const now = await scrollState(tabId, ctx);
    if (!now) return;
    if (now.count === before) {
      if (Date.now() - start >= SCROLL_START_MS) return;
    } else if (now.ended === now.count || now.quietMs >= SCROLL_QUIET_MS) {
      return;
    }
  }
}

export const computer: Handler<'computer'> = async (params, ctx) => {
  const action = params.action as Action;
  if (!ACTIONS.includes(action)) {
    throw new CommandError('INVALID_ARGUMENT', `"action" must be one of ${ACTIONS.join(', ')}, got ${JSON.stringify(params.action)}; fix the argument and retry.`);
  }
  // Called by another action (trusted input) when that action already resolved its target:
  // the caller reports the Outcome, so this step does not wait for the page a second time.
  const nested = ctx.target.tabId !== undefined;
  const { tab, tabId, url } = await scriptableTab(params, ctx);
  if (action === 'screenshot') {
    const { format, quality } = formatOf({});   // computer takes no format: PNG, as Claude in Chrome's
    return { tabId, url: url.href, ...(await takeScreenshot(tab, format, quality)) };
  }
  if (nested) {
    const { dialog } = await act(tabId, action, params, ctx);
    return { tabId, url: url.href, navigated: false, ...(dialog ? { dialog: { type: dialog.type, message: dialog.message } } : {}) };
  }
  return withOutcome(tabId, 0, ctx, async () => {
    await act(tabId, action, params, ctx);
    return {};
  });
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  computer,
} satisfies Handlers;
