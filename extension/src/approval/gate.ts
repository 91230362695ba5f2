// The gate every command passes before its handler (issue 30): a pause refuses everything an
// agent asks; in `read` mode actions are refused; in `ask` mode an action waits for the
// person's answer on a card in the side panel, and nothing touches the page before Allow.
import { CommandError } from '../shared/errors';
import { tm } from '../shared/i18n';
import type { CommandMessage } from '../shared/protocol';
import { StorageKey } from '../shared/state';
import type { HandlerContext } from '../background/dispatch';
import { callFrame, frameTarget, type FrameTarget } from '../background/page-agent';
import { decideSite, loadPolicy } from '../background/site-guard';
import { getPairing } from '../background/store';
import { targetTab } from '../background/target-tab';
import { approvalTimeoutMs, granted, waitForAnswer, type Approval, type Shot } from './approvals';
import { isAction, kindOf, pageless, urlSite } from './kinds';
import { asModeSettings, resolveMode, siteOf, type Mode } from './modes';
import { cropAround } from './shot';
import { actionWords, type ElementWords } from './words';

export async function isPaused(): Promise<boolean> {
  return (await chrome.storage.local.get(StorageKey.paused))[StorageKey.paused] === true;
}

export const pausedError = () =>
  new CommandError('PAUSED_BY_USER', 'The user paused all agents in TabRelay; nothing was done. Wait, tell the user, and call again once they resume (TabRelay popup, or Alt+Shift+P).');

/** Throws PAUSED_BY_USER, READ_ONLY, USER_DENIED or APPROVAL_TIMEOUT; returns when the command may run. */
export async function gate(command: CommandMessage, ctx: HandlerContext): Promise<void> {
  const kind = kindOf(command.action);
  if (kind === 'internal') return;
  if (await isPaused()) throw pausedError();
  if (kind === 'read') return;
  const params = command.params;
  const page = await pageOf(command, ctx);
  if (page === undefined) return; // no tab: the handler answers TAB_NOT_FOUND as before
  if (!isAction(command.action, params, page.url)) return;
  // A page the person's policy or the key's --sites block is refused by the handler (SITE_BLOCKED) first.
  if (page.url && !decideSite(await loadPolicy(), ctx.sites, page.url).allowed) return;
  const mode = await modeFor(page.url, ctx.keyMode);
  if (mode === 'act') return;
  const site = siteOf(page.url);
  // A drag names its element in `from` (and where it goes in `to`); every other action at the top level.
  const drag = command.action === 'input.drag';
  const target = await describe(page.tab?.id, (drag ? params.from ?? {} : params) as Record<string, unknown>, ctx);
  const words = actionWords(command.action, params, site, target, drag ? await describe(page.tab?.id, (params.to ?? {}) as Record<string, unknown>, ctx) : undefined);
  const client = command.client || 'unknown client';
  if (mode === 'read') {
    ctx.target.approval = { words, answer: 'deny' };
    throw new CommandError('READ_ONLY', `${site || 'This browser'} is in read mode for ${client}: reading tools work, actions do not, so nothing was done ("${tm(words)}"). Read only, or ask the user to choose "ask me" or "act" for this site in the TabRelay popup.`);
  }
  if (await granted(site, client)) {
    ctx.target.approval = { words, answer: 'granted' };
    return;
  }
  const shot = page.tab ? await screenshotOf(page.tab, target) : undefined;
  const title = page.tab?.title?.slice(0, 120);
  await approve({ client, tabId: page.tab?.id, url: page.url, site, words, ...(title ? { title } : {}), ...(shot ? { shot } : {}) }, ctx);
}

async function modeFor(url: string, keyMode: Mode | undefined): Promise<Mode> {
  const got = await chrome.storage.local.get(StorageKey.agentModes);
  const pairing = await getPairing();
  return resolveMode({ settings: asModeSettings(got[StorageKey.agentModes]), pairingSource: pairing?.source, keyMode, url });
}

/** The page the command is about: its tab's, its `url` argument's (cookies), or none (the clipboard). */
async function pageOf(command: CommandMessage, ctx: HandlerContext): Promise<{ url: string; tab?: chrome.tabs.Tab } | undefined> {
  if (pageless(command.action)) return { url: '' };
  if (urlSite(command.action)) return { url: typeof command.params.url === 'string' ? command.params.url : '' };
  try {
    const tab = await targetTab(command.params, ctx);
    return { url: tab.url || tab.pendingUrl || '', tab };
  } catch {
    return undefined;
  }
}

/**
 * The element's role and name from the page agent, for the card's words; nothing when the
 * command names no element or the page does not answer quickly (the card then shows the ref or
 * selector). Reading only: the agent neither scrolls nor focuses.
 */
async function describe(tabId: number | undefined, params: Record<string, unknown>, ctx: HandlerContext): Promise<Described | undefined> {
  if (tabId === undefined || (!params.ref && !params.selector)) return undefined;
  let target: FrameTarget;
  try {
    target = frameTarget(params);
  } catch {
    return undefined;
  }
  const quick = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 2000));
  const got = await Promise.race([callFrame(tabId, target.frameId, 'describe', [target.spec], ctx).catch(() => undefined), quick]);
  // A box inside a frame is in that frame's viewport, not the tab's: no highlight for it.
  return got && target.frameId !== 0 ? { role: got.role, name: got.name } : got;
}

type Described = ElementWords & { box?: { x: number; y: number; width: number; height: number }; viewport?: { width: number; height: number } };

/**
 * What the person sees of the tab, with the element's box marked on the card, never on the page
 * (a mark in the page would be a change the page can see before Allow). Only for the tab shown
 * in its window: Chrome captures nothing else. Best effort: no picture, the words remain.
 */
async function screenshotOf(tab: chrome.tabs.Tab, target: Described | undefined): Promise<Shot | undefined> {
  if (tab.windowId === undefined) return undefined;
  const showing = async () => (await chrome.tabs.query({ active: true, windowId: tab.windowId }))[0]?.id === tab.id;
  try {
    if (!(await showing())) return undefined;
    const capture = await chrome.tabs.captureVisibleTab(tab.windowId, { format: 'jpeg', quality: 60 });
    // Another tab may have come to the front meanwhile: a picture of it would show the wrong page.
    if (!(await showing())) return undefined;
    const { box, viewport } = target ?? {};
    if (!box || !viewport?.width || !viewport.height) return { image: capture };
    return { image: await cropAround(capture, box, viewport).catch(() => capture), marked: true };
  } catch {
    return undefined;
  }
}

async function approve(card: Omit<Approval, 'id' | 'created' | 'expires'>, ctx: HandlerContext): Promise<void> {
  const ms = await approvalTimeoutMs();
  const now = Date.now();
  const approval: Approval = { ...card, id: crypto.randomUUID(), created: now, expires: now + ms };
  ctx.waitForPerson(ms, `Waiting for the user to allow: ${tm(card.words)} (TabRelay side panel, up to ${Math.round(ms / 1000)} s)`);
  void openPanel(card.tabId);
  const outcome = await waitForAnswer(approval, ctx.signal);
  ctx.target.approval = { words: card.words, answer: outcome };
  const what = tm(card.words);
  switch (outcome) {
    case 'once':
    case 'site':
      return;
    case 'deny':
      throw new CommandError('USER_DENIED', `The user denied "${what}" on ${card.site || 'this browser'}; nothing was done. Do not retry it: tell the user what you wanted to do and why, or take another way.`);
    case 'paused':
      throw pausedError();
    case 'timeout':
      throw new CommandError('APPROVAL_TIMEOUT', `Nobody answered the approval for "${what}" on ${card.site || 'this browser'} within ${Math.round(ms / 1000)} s; nothing was done. Ask the user to watch the TabRelay side panel (the toolbar badge shows a waiting approval) and call again.`);
  }
}

/**
 * Chrome opens the side panel only in answer to a user gesture, so this often fails while an
 * agent calls: the toolbar badge then shows the waiting card, and the panel shows it when opened.
 */
async function openPanel(tabId: number | undefined): Promise<void> {
  try {
    if (tabId !== undefined) await chrome.sidePanel.open({ tabId });
  } catch {
    // no gesture: the badge is the signal
  }
}

