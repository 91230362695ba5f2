// Which frames of a tab a command may read or act in. The tab's URL covers only its top frame:
// an allowed page can embed a frame from a site the user's policy or the API key's sites leave
// out, and that frame's text and refs must not come back. The manifest has no webNavigation
// (a warning-carrying permission), so each frame reports its own address from the extension's
// isolated world, where the page's scripts cannot redefine `location`; a page can only change
// its URL within its own origin (pushState). Chrome reports the frame's documentId alongside,
// and the call that follows targets exactly those documents, so a frame that navigated in
// between is not reached.
import { CommandError } from '../shared/errors';
import type { HandlerContext } from './dispatch';
import { blockedError, siteChecker, type SiteDecision } from './site-guard';

export interface FrameInfo {
  /** location.href of the frame's document. */
  url: string;
  /** Its origin: for about:blank, srcdoc and blob: documents, the origin of the page that made them; "null" when opaque. */
  origin: string;
  /** location.ancestorOrigins, nearest first. */
  ancestors: string[];
}

/** Runs in each frame (serialized by chrome.scripting: self-contained). */
export function frameProbe(): FrameInfo {
  const list = location.ancestorOrigins;
  return { url: location.href, origin: self.origin, ancestors: list ? Array.from(list) : [] };
}

const NETWORK = /^(https?|file):/i;

/**
 * The addresses a frame is judged by. A document fetched from a URL: that URL. A document
 * without one of its own (about:blank, srcdoc, blob:, data:) holds what its creator put in it:
 * judged by its origin, or, when that is opaque (data:, sandboxed), by every frame above it.
 */
export function frameSiteUrls(info: FrameInfo): string[] {
  if (NETWORK.test(info.url)) return [info.url];
  if (info.origin && info.origin !== 'null') return [`${info.origin}/`];
  if (info.ancestors.length) return info.ancestors.map((origin) => `${origin}/`);
  return [info.url];
}

/** The first refusal among the frame's addresses, or allowed. */
export function decideFrame(info: FrameInfo, decide: (url: string) => SiteDecision): SiteDecision {
  for (const url of frameSiteUrls(info)) {
    const decision = decide(url);
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

export interface FrameDocument {
  frameId: number;
  documentId: string;
}

const isInfo = (v: unknown): v is FrameInfo =>
  typeof v === 'object' && v !== null && typeof (v as FrameInfo).url === 'string' && typeof (v as FrameInfo).origin === 'string';

/**
 * The documents of `where` this command may use. With 'all': blocked frames are left out, and
 * a blocked top frame (the tab navigated since it was checked) refuses the whole call. With one
 * frame: SITE_BLOCKED when that frame is blocked; chrome errors (no such frame) propagate.
 */
export async function usableFrames(tabId: number, where: { frameId: number } | 'all', ctx: HandlerContext): Promise<FrameDocument[]> {
  const target = where === 'all' ? { tabId, allFrames: true } : { tabId, frameIds: [where.frameId] };
  const [probes, decide] = await Promise.all([chrome.scripting.executeScript({ target, func: frameProbe }), siteChecker(ctx)]);
  const usable: FrameDocument[] = [];
  for (const probe of probes) {
    // A frame that could not answer reports nothing: unknown, so not used.
    const decision: SiteDecision = isInfo(probe.result) ? decideFrame(probe.result, decide) : { allowed: false, by: 'key' };
    if (decision.allowed) {
      usable.push({ frameId: probe.frameId, documentId: probe.documentId });
    } else if (probe.frameId === 0 || where !== 'all') {
      if (!isInfo(probe.result)) throw new CommandError('ELEMENT_NOT_FOUND', 'The frame did not answer; take a new browser_snapshot and retry.');
      throw blockedError(decision, probe.frameId === 0 ? 'page' : 'frame');
    }
  }
  return usable;
}
