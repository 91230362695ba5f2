// What the worker and the agent exchange through chrome.scripting results.

/** The isolated-world global the agent installs itself under. */
export const AGENT_GLOBAL = '__tabrelayAgent';

/** Returned by the call stub in a frame the agent has not been injected into yet. */
export interface AgentMissing {
  missing: true;
}

export type AgentReply = { ok: unknown } | { error: { code: string; message: string } };
