// The page agent: injected into every frame of a tab (chrome.scripting, isolated world) once
// per document, then called by the worker with small `func` injections (background/page-agent.ts).
// It keeps this frame's refs, walks the DOM for snapshots, finds elements and acts on them.
import { elementForRef } from './dom';
import { AgentFailure, type AgentError } from './errors';
import { drag, click, hover, scroll } from './pointer';
import { fill, select, setFiles } from './forms';
import { press, type } from './keyboard';
import { elementState, find, pageText, query, queryText } from './query';
import { point, rect, resolve, valueOf } from './target';
import { nameOf, normalize } from './names';
import { roleOf } from './roles';
import { walk } from './walk';
import { ownFrameKey } from './frames';
import { AGENT_GLOBAL, type AgentReply } from './protocol';

/** ms of the last DOM change, so the worker can tell when the page has settled after an action. */
let lastChange = performance.now();
/**
 * Scroll events seen in this document (any scroller: captured at the window) and when the last
 * came. A wheel sent through the debugger is acknowledged before the page has scrolled; the
 * worker waits on these so that the next call (a screenshot) sees the scrolled page.
 */
const scrolls = { count: 0, last: 0, ended: 0 };

const methods = {
  snapshot: (root?: { ref?: string; selector?: string }) => ({
    tree: walk(root?.ref || root?.selector ? resolve(root) : document),
    title: document.title,
    url: location.href,
    frameKey: ownFrameKey(),
  }),
  query,
  queryText,
  find,
  text: pageText,
  state: elementState,
  connected: (ref: string) => elementForRef(ref) !== undefined,
  idle: () => performance.now() - lastChange,
  scrolls: () => ({ count: scrolls.count, quietMs: performance.now() - scrolls.last, ended: scrolls.ended }),
  point,
  rect,
  value: valueOf,
  /** The element's role and accessible name, for the approval card (issue 30); touches nothing. */
  describe: (spec: { ref?: string; selector?: string }) => {
    const el = resolve(spec);
    const role = roleOf(el);
    const r = el.getBoundingClientRect();
    return {
      role: role ?? el.tagName.toLowerCase(),
      name: normalize(nameOf(el, role), 80),
      // Where it is in the viewport now, for the card's highlight on a screenshot (the page is not marked).
      box: { x: r.left, y: r.top, width: r.width, height: r.height },
      viewport: { width: innerWidth, height: innerHeight },
    };
  },
  click,
  hover,
  drag,
  scroll,
  type,
  press,
  select,
  fill,
  setFiles,
};

/** What the worker may call (background/page-agent.ts types its calls by this). */
export type AgentMethods = typeof methods;
export type AgentMethod = keyof AgentMethods;

function call(method: string, args: unknown[]): AgentReply {
  const fn = Object.hasOwn(methods, method) ? (methods as Record<string, (...args: never[]) => unknown>)[method] : undefined;
  if (!fn) return { error: { code: 'INVALID_ARGUMENT', message: `The page agent has no "${method}"; reload the extension.` } };
  try {
    return { ok: (fn as (...a: unknown[]) => unknown)(...args) };
  } catch (error) {
    if (error instanceof AgentFailure) return { error: { code: error.code, message: error.message } satisfies AgentError };
    // Unexpected: one line, no stack, so the worker can report it as INTERNAL.
    return { error: { code: 'INTERNAL', message: String(error instanceof Error ? error.message : error).split('\n', 1)[0]! } };
  }
}

const g = globalThis as unknown as Record<string, unknown>;
// Injected again into a document that already has it (the worker re-injects when unsure): keep the first, and its refs.
if (!g[AGENT_GLOBAL]) {
  g[AGENT_GLOBAL] = { call };
  new MutationObserver(() => {
    lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener('scroll', () => {
    scrolls.count++;
    scrolls.last = performance.now();
  }, { capture: true, passive: true });
  addEventListener('scrollend', () => {
    scrolls.ended = scrolls.count;
    scrolls.last = performance.now();
  }, { capture: true, passive: true });
}
