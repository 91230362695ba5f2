// Page agent actions (docs/automation.md): snapshot, query, find, text.
import { countRefs, formatOutline, interactiveOnly, type OItem } from '../../agent/outline';
import type { FindMatch, QueryMatch } from '../../agent/query';
import { formatRef, parseRef } from '../../agent/refs-format';
import { hasFrames, stitch, type FrameTree } from '../../agent/stitch';
import { CommandError } from '../../shared/errors';
import type { Handler, Handlers } from '../dispatch';
import { callAgent, callFrame } from '../page-agent';
import { optionalBool, optionalInt, requiredString } from '../params';
import { scriptableTab } from '../target-tab';

interface FrameSnapshot {
  tree: OItem[];
  title: string;
  url: string;
  frameKey: string;
}

/** `root` as a ref (any frame) or a CSS selector (top frame). */
function rootTarget(params: { root?: unknown }) {
  const root = params.root;
  if (root === undefined || root === null || root === '') return undefined;
  if (typeof root !== 'string') throw new CommandError('INVALID_ARGUMENT', '"root" must be a ref (e12) or a CSS selector; fix it and retry.');
  const ref = parseRef(root);
  return ref ? { frameId: ref.frameId, spec: { ref: ref.local } } : { frameId: 0, spec: { selector: root } };
}

export const pageSnapshot: Handler<'page.snapshot'> = async (params, ctx) => {
  const { tabId, tab, url } = await scriptableTab(params, ctx);
  const interactive = optionalBool(params, 'interactive', false);
  const root = rootTarget(params);
  const frames: FrameTree[] = [];
  let top: FrameSnapshot | undefined;
  const start = root?.frameId ?? 0;
  if (root) {
    const snap = await callFrame(tabId, root.frameId, 'snapshot', [root.spec], ctx);
    frames.push({ frameId: root.frameId, frameKey: snap.frameKey, tree: snap.tree });
    if (root.frameId === 0) top = snap;
  }
  if (!root || hasFrames(frames[0]!.tree)) {
    for (const { frameId, value } of await callAgent(tabId, 'all', 'snapshot', [], ctx)) {
      if (frameId !== root?.frameId) frames.push({ frameId, frameKey: value.frameKey, tree: value.tree });
      if (frameId === 0) top ??= value;
    }
  }
  if (!frames.some((f) => f.frameId === start)) throw new CommandError('TAB_NOT_FOUND', `Tab ${tabId} has no readable page right now (still loading?); wait for it and retry.`);
  let items = stitch(frames, start);
  if (interactive) items = interactiveOnly(items);
  return {
    tabId, url: top?.url || url.href, title: top?.title || tab.title || '',
    snapshot: formatOutline(items), refs: countRefs(items),
  };
};

function limitOf(params: { limit?: number }, fallback: number): number {
  return Math.min(optionalInt(params, 'limit', 1) ?? fallback, 1000);
}

export const pageQuery: Handler<'page.query'> = async (params, ctx) => {
  const selector = requiredString(params, 'selector');
  const limit = limitOf(params, 20);
  const { tabId, url } = await scriptableTab(params, ctx);
  const result = await callFrame(tabId, 0, 'query', [selector, limit], ctx);
  return { tabId, url: url.href, ...result };
};

export const pageQueryText: Handler<'page.queryText'> = async (params, ctx) => {
  const selector = requiredString(params, 'selector');
  const limit = limitOf(params, 50);
  const { tabId, url } = await scriptableTab(params, ctx);
  const result = await callFrame(tabId, 0, 'queryText', [selector, limit], ctx);
  return { tabId, url: url.href, ...result };
};

export const pageFind: Handler<'page.find'> = async (params, ctx) => {
  const criteria: Record<string, string> = {};
  for (const key of ['text', 'label', 'role', 'placeholder'] as const) {
    const value: unknown = params[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') throw new CommandError('INVALID_ARGUMENT', `"${key}" must be a string; fix it and retry.`);
    criteria[key] = value;
  }
  if (Object.keys(criteria).length === 0) {
    throw new CommandError('INVALID_ARGUMENT', 'Pass at least one of "text", "label", "role" or "placeholder" to find elements.');
  }
  const limit = limitOf(params, 20);
  const { tabId, url } = await scriptableTab(params, ctx);
  const replies = await callAgent(tabId, 'all', 'find', [criteria], ctx);
  // Top frame first, then frames in id order; visible matches before hidden ones overall.
  const all = replies
    .sort((a, b) => a.frameId - b.frameId)
    .flatMap(({ frameId, value }) => value.map((m) => ({ ...m, ref: formatRef(frameId, m.ref) })))
    .sort((a, b) => Number(b.visible) - Number(a.visible));
  return { tabId, url: url.href, matches: all.slice(0, limit), total: all.length };
};

export const pageText: Handler<'page.text'> = async (params, ctx) => {
  const { tabId, tab, url } = await scriptableTab(params, ctx);
  const replies = await callAgent(tabId, 'all', 'text', [], ctx);
  replies.sort((a, b) => a.frameId - b.frameId);
  const top = replies.find((r) => r.frameId === 0)?.value;
  const parts = replies
    .filter((r) => r.value.text.trim())
    .map((r) => (r.frameId === 0 ? r.value.text : `\n[frame ${r.value.url}]\n${r.value.text}`));
  return { tabId, url: top?.url || url.href, title: top?.title || tab.title || '', text: parts.join('\n').trim() };
};

/** This file's actions, for the handler table (index.ts). */
export const handlers = {
  'page.snapshot': pageSnapshot,
  'page.query': pageQuery,
  'page.queryText': pageQueryText,
  'page.find': pageFind,
  'page.text': pageText,
} satisfies Handlers;
