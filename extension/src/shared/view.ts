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

/**
 * The one thing the popup asks of the person next (issue 19: one obvious button per step):
 * pair first; then grant the bridge's access (every agent call fails with PERMISSION_REQUIRED
 * without it); only then the reading tools and the activity.
 */
export type Step = 'pair' | 'access' | 'ready';

export function nextStep(view: View, accessGranted: boolean): Step {
  if (view === 'setup') return 'pair';
  return accessGranted ? 'ready' : 'access';
}

/** What the header's pill shows: a link without access is not "Connected" to a person, it needs access. */
export type PillState = LinkState | 'needs-access';

export function pillState(state: LinkState, accessGranted: boolean): PillState {
  return state === 'connected' && !accessGranted ? 'needs-access' : state;
}

/**
 * Reasons that confirm what the person just did (shown as a notice), as opposed to problems
 * (shown as an error, in red).
 */
const CONFIRMATIONS = new Set(['reasonForgotten', 'reasonUserDisconnected', 'reasonManualStart']);

export function isConfirmation(reasonKey: string | undefined): boolean {
  return reasonKey !== undefined && CONFIRMATIONS.has(reasonKey);
}
