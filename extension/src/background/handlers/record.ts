import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { optionalInt } from '../params';
import { callFrame, frameTarget } from '../page-agent';
import { scriptableTab } from '../target-tab';
import { takeScreenshot } from './capture';

// `record.frame`: one frame of a recording (the bridge's RecordTools), taken right after an
// action: the viewport as JPEG (GIF frames lose more to the 256-colour palette than to JPEG, and
// JPEG keeps the link message small), the viewport's width in CSS pixels so the bridge can map
// points onto the image, and, when the action named an element, where that element is now, so
// the frame can show where the click landed.

interface Box { x: number; y: number; width: number; height: number }

/** Viewport width and scroll offset of the top frame. */
async function viewport(tabId: number): Promise<{ width: number; scrollX: number; scrollY: number }> {
  const [result] = await chrome.scripting.executeScript({
    target: { tabId },
    func: () => ({ width: window.innerWidth, scrollX: window.scrollX, scrollY: window.scrollY }),
  });
  return (result?.result as { width: number; scrollX: number; scrollY: number } | undefined) ?? { width: 0, scrollX: 0, scrollY: 0 };
}

/** The element's box in viewport pixels; undefined when it is gone (the action navigated) or in a frame. */
async function elementBox(tabId: number, params: { ref?: string; selector?: string }, scroll: { scrollX: number; scrollY: number }, ctx: HandlerContext): Promise<Box | undefined> {
  if (params.ref === undefined && params.selector === undefined) return undefined;
  try {
    const target = frameTarget(params);
    if (target.frameId !== 0) return undefined;
    const page = await callFrame(tabId, 0, 'rect', [target.spec], ctx);
    return { x: page.x - scroll.scrollX, y: page.y - scroll.scrollY, width: page.width, height: page.height };
  } catch {
    return undefined;
  }
}

export const recordFrame: Handler<'record.frame'> = async (params, ctx) => {
  const { tab, tabId, url } = await scriptableTab(params, ctx);
  const view = await viewport(tabId);
  const box = await elementBox(tabId, params, view, ctx);
  const shot = await takeScreenshot(tab, 'jpeg', optionalInt(params, 'quality', 1) ?? 80);
  return { tabId, url: url.href, ...shot, viewportWidth: view.width, ...(box ? { box } : {}) };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'record.frame': recordFrame,
} satisfies Handlers;
