import type { PillState } from '../shared/view';

/**
 * The i18n message key that names each link state, shared by the popup and the options page.
 * "stopped" reads "Disconnected", the word the reason under it uses ("Disconnected by you").
 */
export const STATE_KEY: Record<PillState, string> = {
  unpaired: 'stateUnpaired',
  connecting: 'stateConnecting',
  connected: 'stateConnected',
  disconnected: 'stateDisconnected',
  stopped: 'stateStopped',
  'needs-access': 'stateNeedsAccess',
};
