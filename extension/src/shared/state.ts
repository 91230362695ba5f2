// Storage keys and record shapes shared by the worker (which writes them) and the popup
// (which renders them and listens to storage.onChanged).

export interface Pairing {
  url: string;
  key: string;
  /** Overrides the computed browser label; set by pairing.json from `tabrelay launch`. */
  label?: string;
  source: 'popup' | 'file';
}

export type LinkState = 'unpaired' | 'connecting' | 'connected' | 'disconnected' | 'stopped';

export interface LinkStatus {
  state: LinkState;
  /** Why the link is not connected, phrased as what to do next. */
  reason?: string;
  bridgeUrl?: string;
  label?: string;
  serverVersion?: string;
  since: number;
}

export const StorageKey = {
  pairing: 'pairing',
  status: 'status',
  browserId: 'browserId',
  /** A key the bridge refused with 4401, so pairing.json does not re-apply it on every wake. */
  rejectedKey: 'rejectedKey',
} as const;
