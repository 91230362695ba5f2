// Talks to the page agent (src/agent/) in a tab's frames: injects it where it is missing, calls
// one of its methods with a small `func` injection, and turns its replies into typed errors.
// Only frames this command may use are reached (frame-sites.ts): each call first asks the
// frames where they are, then talks to the allowed documents by their documentId.
import type { AgentMethod, AgentMethods } from '../agent/index';
import { AGENT_GLOBAL, type AgentReply } from '../agent/protocol';
import { parseRef } from '../agent/refs-format';
import type { TargetSpec } from '../agent/target';
import { CommandError } from '../shared/errors';
import type { ExtensionErrorCode } from '../shared/contract';
import { fromChromeError } from './chrome-errors';
import type { HandlerContext } from './dispatch';
import { usableFrames, type FrameDocument } from './frame-sites';
import type { TargetParams } from './params';

const AGENT_FILE = 'content/agent.js';

export interface FrameReply<T> {
  frameId: number;
  value: T;
}

/** Runs in the page (serialized by chrome.scripting, so self-contained). */
function callStub(global: string, method: string, args: unknown[]): unknown {
  const agent = (globalThis as unknown as Record<string, { call(m: string, a: unknown[]): unknown } | undefined>)[global];
  return agent ? agent.call(method, args) : { missing: true };
}

type Where = { frameId: number } | 'all';

function run(tabId: number, documentIds: string[], method: string, args: unknown[]) {
  return chrome.scripting.executeScript({ target: { tabId, documentIds }, func: callStub, args: [AGENT_GLOBAL, method, args] });
}

/**
 * Calls the documents in one injection; when that fails (one of several documents went away
 * since the probe), each on its own, so the others still answer.
 */
async function execute(tabId: number, docs: FrameDocument[], method: string, args: unknown[], single: boolean) {
  const ids = docs.map((d) => d.documentId);
  if (single || ids.length === 1) return run(tabId, ids, method, args);
  try {
    return await run(tabId, ids, method, args);
  } catch {
    const each = await Promise.allSettled(ids.map((id) => run(tabId, [id], method, args)));
    return each.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  }
}

/**
 * Calls `method` in one frame or all frames; frames without the agent get it first. With 'all',
 * frames that fail (still loading, gone, not scriptable) are left out; with one frame, its
 * failure is the call's error.
 */
export async function callAgent<M extends AgentMethod>(tabId: number, where: Where, method: M, args: Parameters<AgentMethods[M]>, ctx: HandlerContext): Promise<FrameReply<ReturnType<AgentMethods[M]>>[]> {
  type T = ReturnType<AgentMethods[M]>;
  const mapError = (error: unknown) =>
    fromChromeError(error, { tabId }, (detail) => {
      if (/No frame with id|Frame with ID|No document with id/i.test(detail)) return new CommandError('ELEMENT_NOT_FOUND', 'That frame is gone; take a new browser_snapshot and use a fresh ref.');
      return new CommandError('INTERNAL', `Could not reach the page in tab ${tabId} (${detail}); reload the page and retry.`);
    });
  try {
    const docs = await usableFrames(tabId, where, ctx);
    if (docs.length === 0) return [];
    const single = where !== 'all';
    let results = await execute(tabId, docs, method, args, single);
    const missing = docs.filter((d) => results.some((r) => r.documentId === d.documentId && isMissing(r.result)));
    if (missing.length) {
      ctx.signal.throwIfAborted();
      // One injection per frame: a frame that cannot take it (an error page, a frame being torn
      // down) must not cost the answers of the others.
      const injected = await Promise.allSettled(missing.map((d) => chrome.scripting.executeScript({ target: { tabId, documentIds: [d.documentId] }, files: [AGENT_FILE] })));
      const ready = missing.filter((_, i) => injected[i]!.status === 'fulfilled');
      if (single && ready.length === 0) throw (injected[0] as PromiseRejectedResult).reason;
      const again = ready.length ? await execute(tabId, ready, method, args, single) : [];
      results = [...results.filter((r) => !missing.some((d) => d.documentId === r.documentId)), ...again];
    }
    const replies: FrameReply<T>[] = [];
    for (const result of results) {
      const reply = result.result as AgentReply | { missing: true } | null | undefined;
      if (reply && 'ok' in reply) replies.push({ frameId: result.frameId, value: reply.ok as T });
      else if (where !== 'all') throw agentError(reply);
    }
    return replies;
  } catch (error) {
    throw mapError(error);
  }
}

/** Calls one frame and returns its value. */
export async function callFrame<M extends AgentMethod>(tabId: number, frameId: number, method: M, args: Parameters<AgentMethods[M]>, ctx: HandlerContext): Promise<ReturnType<AgentMethods[M]>> {
  const [reply] = await callAgent(tabId, { frameId }, method, args, ctx);
  if (!reply) throw new CommandError('ELEMENT_NOT_FOUND', 'The frame did not answer; take a new browser_snapshot and retry.');
  return reply.value;
}

function isMissing(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { missing?: boolean }).missing === true;
}

const AGENT_CODES = new Set<string>(['ELEMENT_NOT_FOUND', 'ELEMENT_NOT_VISIBLE', 'ELEMENT_NOT_EDITABLE', 'INVALID_ARGUMENT'] satisfies ExtensionErrorCode[]);

function agentError(reply: unknown): CommandError {
  const error = (reply as { error?: { code?: string; message?: string } } | undefined)?.error;
  if (error?.code && AGENT_CODES.has(error.code) && error.message) return new CommandError(error.code as ExtensionErrorCode, error.message);
  if (error?.message) return new CommandError('INTERNAL', `The page agent failed (${error.message}); reload the page and retry.`);
  return new CommandError('INTERNAL', 'The page agent did not answer; reload the page and retry.');
}

/** A target resolved to the frame it lives in and what to ask that frame for. */
export interface FrameTarget {
  frameId: number;
  spec: TargetSpec;
  /** How the model named it, for messages. */
  label: string;
}

/** `ref` or `selector` (exactly one) from params, or from `params[key]` for drag's from/to. */
export function frameTarget(params: TargetParams, what = 'target'): FrameTarget {
  const ref = params.ref;
  const selector = params.selector;
  if ((ref === undefined || ref === null || ref === '') === (selector === undefined || selector === null || selector === '')) {
    throw new CommandError('INVALID_ARGUMENT', `The ${what} needs exactly one of "ref" (from browser_snapshot) or "selector" (CSS); pass one and retry.`);
  }
  if (ref !== undefined && ref !== null && ref !== '') {
    const parsed = typeof ref === 'string' ? parseRef(ref) : undefined;
    if (!parsed) throw new CommandError('INVALID_ARGUMENT', `"${String(ref)}" is not a ref; refs look like e12 or f3e12 — take a browser_snapshot to get them.`);
    return { frameId: parsed.frameId, spec: { ref: parsed.local }, label: String(ref) };
  }
  if (typeof selector !== 'string') throw new CommandError('INVALID_ARGUMENT', '"selector" must be a CSS selector string; fix it and retry.');
  return { frameId: 0, spec: { selector }, label: selector };
}

/** Like frameTarget, but the target is optional. */
export function optionalFrameTarget(params: TargetParams): FrameTarget | undefined {
  const none = (v: unknown) => v === undefined || v === null || v === '';
  return none(params.ref) && none(params.selector) ? undefined : frameTarget(params);
}
