// Which listed tool a call's name means (docs/chat-client.md, "Which tool"). Pure, so the rule
// has its own case table. A gateway serves its stdio servers' tools as `<server>__<tool>`, and a
// model (or a virtual command's default, `get_file`, `save_data`) writes the bare tool name: the
// suffix rule lets that name reach the one gateway tool it can only mean.

export interface NamedTool {
  /** The chat client's server (tabrelay, gateway, a user's server). */
  server: string;
  /** The tool's name as that server lists it. */
  tool: string;
}

export type Match<T> = { kind: 'one'; match: T } | { kind: 'many'; matches: T[] } | { kind: 'none' };

const verdict = <T>(found: T[]): Match<T> =>
  found.length === 1 ? { kind: 'one', match: found[0]! } : found.length > 1 ? { kind: 'many', matches: found } : { kind: 'none' };

/**
 * The exact name on one enabled server; else `server__tool` naming a server and its tool; else
 * the one tool whose name ends in `__<name>`. Two or more at the first rule that finds any is
 * ambiguous: nothing runs. `server` (the call named one) limits every rule to that server.
 */
export function matchTool<T extends NamedTool>(tools: readonly T[], name: string, server?: string): Match<T> {
  const pool = server === undefined ? tools : tools.filter((t) => t.server === server);
  const exact = pool.filter((t) => t.tool === name);
  if (exact.length) return verdict(exact);
  const cut = name.indexOf('__');
  if (server === undefined && cut > 0) {
    const prefixed = tools.filter((t) => t.server === name.slice(0, cut) && t.tool === name.slice(cut + 2));
    if (prefixed.length) return verdict(prefixed);
  }
  return verdict(pool.filter((t) => t.tool.endsWith(`__${name}`)));
}
