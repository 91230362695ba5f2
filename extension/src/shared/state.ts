// Storage keys and record shapes shared by the worker (which writes them) and the pages
// (which render them and listen to storage.onChanged).

import type { Msg } from './i18n';

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
  /** Why the link is not connected, phrased as what to do next; pages render it in their language. */
  reason?: Msg;
  bridgeUrl?: string;
  label?: string;
  serverVersion?: string;
  browserId?: string;
  /** How many local MCP servers the daemon's gateway runs (its welcome says); absent: none. */
  gatewayServers?: number;
  since: number;
}

/** chrome.storage.local: survives restarts. */
export const StorageKey = {
  pairing: 'pairing',
  status: 'status',
  browserId: 'browserId',
  /** A key the bridge refused with 4401, so pairing.json does not re-apply it on every wake. */
  rejectedKey: 'rejectedKey',
  /** '' (the bridge decides) or a tool profile: which tool names the bridge lists to MCP clients. */
  toolProfile: 'toolProfile',
  /** boolean, default true: connect when the browser starts. */
  autoConnect: 'autoConnect',
  /** ActivityEntry[], oldest first, bounded. */
  activity: 'activity',
  /** SitePolicy. */
  sitePolicy: 'sitePolicy',
  /** Diagnostics: recent link errors and the last ping. */
  diagnostics: 'diagnostics',
  /** ModeSettings (approval/modes.ts): read / ask / act per site and the browser's default. */
  agentModes: 'agentModes',
  /** boolean: the person paused every agent (popup switch, Alt+Shift+P); calls answer PAUSED_BY_USER. */
  paused: 'paused',
  /** number: how long an approval card waits for the person before APPROVAL_TIMEOUT (default 55 s). */
  approvalTimeoutMs: 'approvalTimeoutMs',
} as const;

/** chrome.storage.session: cleared when the browser restarts, which is what these mean. */
export const SessionKey = {
  /** Commands running right now (the worker rewrites it on every start and finish). */
  inFlight: 'inFlight',
  /** Set on the first wake of a browser session; its absence means the browser just started. */
  started: 'started',
  /** PlanState: each agent session's plan and turns, for the side panel. */
  plans: 'plans',
  /**
   * { url, secret }: the last welcome's resume secret and the bridge it came from. Session storage
   * because it must outlive a worker restart (the bridge may not have noticed the old socket die)
   * but not the browser: a new browser's hello is a new link.
   */
  resume: 'resume',
  /** Approval[] (approval/approvals.ts): actions waiting for the person's answer; the side panel shows them. */
  approvals: 'approvals',
  /** Grant[]: "Allow on this site for this client for 1 hour" answers, until they expire. */
  approvalGrants: 'approvalGrants',
} as const;

export const AUTO_CONNECT_DEFAULT = true;

export function autoConnectOf(stored: unknown): boolean {
  return typeof stored === 'boolean' ? stored : AUTO_CONNECT_DEFAULT;
}

/** Tool-name profiles the bridge knows (README "Tool profiles"); '' leaves the choice to the bridge. */
export const TOOL_PROFILES = ['', 'compact', 'full', 'extract', 'tabs', 'claude'] as const;
export type ToolProfile = (typeof TOOL_PROFILES)[number];

export function toolProfileOf(value: unknown): ToolProfile {
  return (TOOL_PROFILES as readonly unknown[]).includes(value) ? (value as ToolProfile) : '';
}
