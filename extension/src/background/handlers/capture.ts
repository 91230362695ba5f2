import { CommandError } from '../../shared/errors';
import { imageSize } from '../capture/image-size';
import { send } from '../debugger/manager';
import type { Handler, HandlerContext, Handlers } from '../dispatch';
import { optionalBool, optionalInt, type TargetParams } from '../params';
import { callFrame, frameTarget } from '../page-agent';
import { scriptableTab } from '../target-tab';

// `screenshot`: the viewport through tabs.captureVisibleTab when the tab is the one showing in
// its window (no debugger needed); otherwise, and for full pages and elements, the debugger's
// Page.captureScreenshot, which renders a background tab without stealing focus.

/** Chrome allows MAX_CAPTURE_VISIBLE_TAB_CALLS_PER_SECOND = 2; a little margin over 500 ms. */
const CAPTURE_SPACING_MS = 520;
let lastCapture = 0;
let queue: Promise<unknown> = Promise.resolve();

export interface Shot { mimeType: string; data: string; width: number; height: number }
type Format = 'png' | 'jpeg';
interface Clip { x: number; y: number; width: number; height: number }

/** Runs captureVisibleTab calls one after another, at most two per second. */
function visibleTab(windowId: number, format: Format, quality: number | undefined): Promise<string> {
  const run = queue.then(async () => {
    const wait = lastCapture + CAPTURE_SPACING_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      return await chrome.tabs.captureVisibleTab(windowId, quality === undefined ? { format } : { format, quality });
    } finally {
      lastCapture = Date.now();
    }
  });
  queue = run.catch(() => undefined);
  return run;
}

function shot(format: Format, data: string): Shot {
  return { mimeType: `image/${format}`, data, ...imageSize(data) };
}

/** A screenshot of the viewport, the full page, or a clip in page (document) coordinates. */
export async function takeScreenshot(tab: chrome.tabs.Tab, format: Format, quality: number | undefined, fullPage = false, clip?: Clip): Promise<Shot> {
  const tabId = tab.id!;
  if (!fullPage && !clip && tab.active) {
    const window = await chrome.windows.get(tab.windowId).catch(() => undefined);
    if (window && window.state !== 'minimized') {
      try {
        const url = await visibleTab(tab.windowId, format, quality);
        return shot(format, url.slice(url.indexOf(',') + 1));
      } catch {
        // Without <all_urls> Chrome refuses captureVisibleTab: the debugger can still do it.
      }
    }
  }
  const params: Record<string, unknown> = { format, ...(quality === undefined ? {} : { quality }) };
  const what = clip || fullPage ? 'Full-page and element screenshots' : 'Screenshots of background tabs';
  if (!clip) {
    // A background tab draws no frames, so a plain Page.captureScreenshot waits for one that never
    // comes; with a clip and captureBeyondViewport Chrome renders it on demand (as for a full page).
    const metrics = await send<LayoutMetrics>(tabId, 'Page.getLayoutMetrics', {}, what);
    const v = metrics.cssVisualViewport;
    clip = fullPage
      ? { x: 0, y: 0, width: Math.ceil(metrics.cssContentSize.width), height: Math.ceil(metrics.cssContentSize.height) }
      : { x: Math.floor(v.pageX), y: Math.floor(v.pageY), width: Math.ceil(v.clientWidth), height: Math.ceil(v.clientHeight) };
  }
  Object.assign(params, { clip: { ...clip, scale: 1 }, captureBeyondViewport: true });
  const { data } = await withinDeadline(send<{ data: string }>(tabId, 'Page.captureScreenshot', params, what), tabId);
  return shot(format, data);
}

interface LayoutMetrics {
  cssContentSize: { width: number; height: number };
  cssVisualViewport: { pageX: number; pageY: number; clientWidth: number; clientHeight: number };
}

/** Longest wait for Chrome to render a screenshot; past it the caller hears how to get one. */
const RENDER_DEADLINE_MS = 10_000;

/** A capture that Chrome never renders must not hold the call until the command's deadline. */
function withinDeadline<T>(capture: Promise<T>, tabId: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CommandError('TIMEOUT', `Chrome did not render tab ${tabId} for the screenshot within`
      + ` ${RENDER_DEADLINE_MS / 1000} s; bring it to the front with browser_tab_select {"tabId": ${tabId}, "activate": true} and retry.`)),
    RENDER_DEADLINE_MS);
  });
  return Promise.race([capture, late]).finally(() => clearTimeout(timer));
}

/** The element's box in page coordinates; ELEMENT_NOT_FOUND / ELEMENT_NOT_VISIBLE when it cannot be shot. */
async function elementClip(tabId: number, params: TargetParams, ctx: HandlerContext): Promise<Clip> {
  const target = frameTarget(params);
  if (target.frameId !== 0) throw new CommandError('INVALID_ARGUMENT', 'Element screenshots work for elements of the top frame; screenshot the page instead.');
  const box = await callFrame(tabId, 0, 'rect', [target.spec], ctx);
  if (box.width < 1 || box.height < 1) throw new CommandError('ELEMENT_NOT_VISIBLE', 'The element has no size on screen; scroll to it or wait until it shows, then retry.');
  return { x: Math.floor(box.x), y: Math.floor(box.y), width: Math.ceil(box.width), height: Math.ceil(box.height) };
}

export function formatOf(params: { format?: unknown; quality?: number }): { format: Format; quality: number | undefined } {
  const format = params.format ?? 'png';
  if (format !== 'png' && format !== 'jpeg') {
    throw new CommandError('INVALID_ARGUMENT', `"format" must be png or jpeg, got ${JSON.stringify(format)}; fix the argument and retry.`);
  }
  const quality = optionalInt(params, 'quality', 0);
  if (quality !== undefined && quality > 100) throw new CommandError('INVALID_ARGUMENT', '"quality" must be between 0 and 100; fix the argument and retry.');
  return { format, quality: format === 'jpeg' ? (quality ?? 80) : undefined };
}

export const screenshot: Handler<'screenshot'> = async (params, ctx) => {
  const { format, quality } = formatOf(params);
  const fullPage = optionalBool(params, 'fullPage', false);
  const hasTarget = typeof params.ref === 'string' || typeof params.selector === 'string';
  if (fullPage && hasTarget) throw new CommandError('INVALID_ARGUMENT', 'Pass fullPage or a target (ref or selector), not both, and retry.');
  const { tab, tabId, url } = await scriptableTab(params, ctx);
  const clip = hasTarget ? await elementClip(tabId, params, ctx) : undefined;
  return { tabId, url: url.href, ...(await takeScreenshot(tab, format, quality, fullPage, clip)) };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  screenshot,
} satisfies Handlers;
