import type { LinkState, LinkStatus } from './state';

/** The popup's three views. */
export type View = 'setup' | 'connected' | 'disconnected';

/**
 * Which view the popup shows. Setup whenever there is no pairing to use; Connected only when
 * the bridge welcomed us; everything else (connecting, retrying, stopped) is Disconnected,
 * which shows the stored bridge and lets the user act.
 */
export function selectView(status: Pick<LinkStatus, 'state'> | undefined, paired: boolean): View {
  if (!paired || status?.state === 'unpaired') return 'setup';
  return status?.state === 'connected' ? 'connected' : 'disconnected';
}

/** The state the header shows: a paired browser without a status yet is about to connect. */
export function displayState(status: Pick<LinkStatus, 'state'> | undefined, paired: boolean): LinkState {
  if (!paired) return 'unpaired';
  return status?.state && status.state !== 'unpaired' ? status.state : 'connecting';
}
