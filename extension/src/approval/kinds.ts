// Which commands are actions (they change something: the person's approval is needed in `ask`
// mode, and `read` mode refuses them) and which only read. The one table of it: a new action
// fails the build until it is classified here.
import type { Action } from '../shared/contract';
import { siteOf } from './modes';

/**
 * internal: the daemon's own housekeeping (no agent's request; never gated, not even by pause)
 * read:     reads a page or the browser, changes nothing on any site
 * act:      changes something: input, uploads, downloads, cookies, clipboard, page JavaScript, dialogs
 * navigate: an action when it leaves the tab's site (checked against the destination)
 * computer: per its own `action` (a screenshot reads, a click acts)
 */
export type Kind = 'internal' | 'read' | 'act' | 'navigate' | 'computer';

export const ACTION_KINDS = {
  'browser.info': 'internal',
  'chat.disable': 'internal',
  'chat.enable': 'internal',
  'chat.servers.add': 'internal',
  'chat.servers.list': 'internal',
  'chat.servers.remove': 'internal',
  'chat.status': 'internal',
  'diagnostic.permissions': 'internal',
  'session.end': 'internal',
  'plan.update': 'internal',
  'turn.start': 'internal',
  'turn.complete': 'internal',
  'console.read': 'read',
  'cookies.get': 'read',
  'extract.part': 'read',
  'extract.tab': 'read',
  'extract.url': 'read',
  'input.hover': 'read',
  'input.scroll': 'read',
  'network.read': 'read',
  'page.find': 'read',
  'page.query': 'read',
  'page.queryText': 'read',
  'page.snapshot': 'read',
  'page.text': 'read',
  'record.frame': 'read',
  'screenshot': 'read',
  'tab.create': 'read',
  'tab.select': 'read',
  'tabs.list': 'read',
  'wait.element': 'read',
  'wait.for': 'read',
  'window.resize': 'read',
  'clipboard.write': 'act',
  'cookies.set': 'act',
  'dialog.handle': 'act',
  'download': 'act',
  'evaluate': 'act',
  'file.set': 'act',
  'input.click': 'act',
  'input.drag': 'act',
  'input.fill': 'act',
  'input.press': 'act',
  'input.select': 'act',
  'input.type': 'act',
  'tab.close': 'act',
  'navigate': 'navigate',
  'computer': 'computer',
} as const satisfies Record<Action, Kind>;

const COMPUTER_READS = new Set(['mouse_move', 'scroll', 'wait', 'screenshot']);

export function kindOf(action: string): Kind | undefined {
  return Object.hasOwn(ACTION_KINDS, action) ? ACTION_KINDS[action as Action] : undefined;
}

/**
 * Whether this command is an action on `tabUrl` (the page it works on; '' when none). Unknown
 * actions count as actions: the dispatcher refuses them anyway, and the safe side is to ask.
 */
export function isAction(action: string, params: Record<string, unknown>, tabUrl: string): boolean {
  switch (kindOf(action)) {
    case 'internal':
    case 'read':
      return false;
    case 'computer':
      return !COMPUTER_READS.has(String(params.action));
    case 'navigate': {
      if (params.direction === 'reload') return false;
      if (typeof params.url !== 'string') return true; // back or forward: it may leave the site
      const to = siteOf(params.url);
      return !to || to !== siteOf(tabUrl);
    }
    default:
      return true;
  }
}

/** Actions that are about no page (the clipboard): their site is none, so the browser default applies. */
export function pageless(action: string): boolean {
  return action === 'clipboard.write';
}

/** Actions whose site is their `url` argument rather than a tab's page. */
export function urlSite(action: string): boolean {
  return action === 'cookies.set';
}
