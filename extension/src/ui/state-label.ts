import type { LinkStatus } from '../shared/state';

/** The i18n message key that names each link state, shared by the popup and the options page. */
export const STATE_KEY: Record<LinkStatus['state'], string> = {
  unpaired: 'stateUnpaired',
  connecting: 'stateConnecting',
  connected: 'stateConnected',
  disconnected: 'stateDisconnected',
  stopped: 'stateStopped',
};
