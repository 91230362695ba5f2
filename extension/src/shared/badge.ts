import type { Msg } from './i18n';
import type { LinkState } from './state';

export interface Badge {
  text: string;
  color: string;
  title: Msg;
}

// Colours pass WCAG AA against the badge's white text; the symbols read without colour too.
const GREEN = '#1a7f37';
const BLUE = '#0969da';
const AMBER = '#9a6700';
const GREY = '#57606a';
const RED = '#cf222e';

/**
 * The toolbar badge for a link state and a number of commands in flight. A pause and an action
 * waiting for the person's approval come first: they need the person, the rest is status.
 */
export function badgeFor(state: LinkState | undefined, inFlight: number, person: { paused?: boolean; waiting?: number } = {}): Badge {
  if (person.paused) return { text: 'II', color: GREY, title: { key: 'badgePaused' } };
  if (person.waiting) return { text: '!', color: AMBER, title: { key: 'badgeApproval' } };
  switch (state) {
    case 'connected':
      if (inFlight > 0) {
        const n = String(Math.min(inFlight, 99));
        return { text: n, color: BLUE, title: { key: 'badgeWorking', args: [n], count: Math.min(inFlight, 99) } };
      }
      return { text: '✓', color: GREEN, title: { key: 'badgeConnected' } };
    case 'connecting':
    case 'disconnected':
      return { text: '…', color: AMBER, title: { key: 'badgeReconnecting' } };
    case 'stopped':
      return { text: '×', color: GREY, title: { key: 'badgeDisconnected' } };
    default:
      return { text: '?', color: RED, title: { key: 'badgeUnpaired' } };
  }
}
