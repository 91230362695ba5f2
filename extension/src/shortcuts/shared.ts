// Shortcuts in the side panel (the bridge's shortcuts family, docs/shortcuts.md): the messages the
// panel sends the worker and the pure steps between what the user picks and what the bridge gets.
// The worker runs browser_shortcut_list / _run / _save over MCP on the paired daemon, so a
// shortcut saved or run here goes through the same registry, ACL and site checks as an agent's.

import type { ActivityEntry } from '../shared/activity';

/** The bridge tools the panel may call through the worker; nothing else. */
export const SHORTCUT_TOOLS = ['browser_shortcut_list', 'browser_shortcut_run', 'browser_shortcut_save'] as const;
export type ShortcutTool = (typeof SHORTCUT_TOOLS)[number];

export interface ShortcutRequest {
  type: 'shortcuts.call';
  tool: ShortcutTool;
  args: Record<string, unknown>;
  /** Add the tabId of the tab the user is looking at (a run from the panel acts on it). */
  activeTab?: boolean;
}

export type ShortcutReply = { ok: true; text: string; data: Record<string, unknown> } | { ok: false; error: string };

export function isShortcutRequest(msg: unknown): msg is ShortcutRequest {
  if (typeof msg !== 'object' || msg === null) return false;
  const m = msg as Partial<ShortcutRequest>;
  return m.type === 'shortcuts.call' && (SHORTCUT_TOOLS as readonly string[]).includes(m.tool as string)
    && typeof m.args === 'object' && m.args !== null;
}

export interface ShortcutParameter {
  description?: string;
  default?: unknown;
}

export interface Shortcut {
  name: string;
  description?: string;
  parameters?: Record<string, ShortcutParameter>;
  steps: { tool: string; args?: Record<string, unknown>; when?: string }[];
}

export function shortcutsOf(data: Record<string, unknown>): Shortcut[] {
  const list = data.shortcuts;
  return Array.isArray(list) ? list.filter((s): s is Shortcut => typeof s?.name === 'string' && Array.isArray(s.steps)) : [];
}

/**
 * The call ids of the picked log entries, oldest first, each once: the log is stored oldest
 * first, and one tool call may have sent several commands (entries).
 */
export function pickedCalls(log: readonly ActivityEntry[], picked: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const e of log) if (e.call && picked.has(e.call) && !out.includes(e.call)) out.push(e.call);
  return out;
}

export interface ParameterRow {
  name: string;
  description: string;
  /** The text the agent typed that this parameter replaces. */
  value: string;
}

/** The arguments of browser_shortcut_save for the picked calls; rows without a name are left out. */
export function saveArguments(name: string, description: string, calls: string[], rows: readonly ParameterRow[]): Record<string, unknown> {
  const parameters: Record<string, { description: string; value?: string }> = {};
  for (const r of rows) {
    const key = r.name.trim();
    if (!key) continue;
    parameters[key] = { description: r.description.trim() || key, ...(r.value ? { value: r.value } : {}) };
  }
  return { name: name.trim(), description: description.trim(), fromActivity: calls, parameters };
}

/**
 * The shortcuts in an imported file: the export's {"shortcuts": [...]}, a list, or one shortcut
 * as stored in the bridge's shortcuts/ folder. Throws with what is wrong.
 */
export function parseImport(text: string): Shortcut[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const list = Array.isArray(json) ? json : typeof json === 'object' && json !== null && 'shortcuts' in json
    ? (json as { shortcuts: unknown }).shortcuts : [json];
  const found = Array.isArray(list) ? shortcutsOf({ shortcuts: list }) : [];
  if (found.length === 0) throw new Error('no shortcut (an object with "name" and "steps") in it');
  return found.map((s) => ({ name: s.name, description: s.description ?? '', parameters: s.parameters ?? {}, steps: s.steps }));
}

/** The file an export writes: what parseImport reads back. */
export function exportText(shortcuts: readonly Shortcut[]): string {
  return `${JSON.stringify({ shortcuts }, null, 2)}\n`;
}
