// Groups the activity log under agent turns for the side panel: an entry belongs to a turn of
// its own session when it arrived between turn.start and turn.complete. Pure, so it is tested
// without Chrome.
import { isLogRow, type ActivityEntry } from './activity';
import { sessionKey, type AgentSession, type PlanState, type Turn } from './plan';

export type ActivityBlock =
  | { kind: 'turn'; turn: Turn; client?: string; entries: ActivityEntry[] }
  | { kind: 'entry'; entry: ActivityEntry };

function findTurn(session: AgentSession | undefined, t: number): Turn | undefined {
  // A turn's start is stamped while turn.start runs, a little after that command arrived; the
  // boundary commands themselves are left out, so nothing falls in between.
  return session?.turns.find((turn) => t >= turn.started && (turn.completed === undefined || t <= turn.completed));
}

/**
 * Blocks newest first: each turn once (at the position of its start, its entries oldest first
 * so they read top-down like the plan's steps) and entries outside any turn on their own.
 * `client` filters by client name.
 */
export function groupActivity(log: readonly ActivityEntry[], plans: PlanState, client?: string): ActivityBlock[] {
  const turns = new Map<string, { block: Extract<ActivityBlock, { kind: 'turn' }>; at: number }>();
  const blocks: { block: ActivityBlock; at: number }[] = [];
  for (const entry of log) {
    if (client !== undefined && (entry.client ?? '') !== client) continue;
    // The boundaries are the turn's header and plan updates show as the plan: not rows.
    if (!isLogRow(entry)) continue;
    const session = plans[sessionKey({ session: entry.session, client: entry.client })];
    const turn = findTurn(session, entry.t);
    if (!turn) {
      blocks.push({ block: { kind: 'entry', entry }, at: entry.t });
      continue;
    }
    const id = `${session!.key}/${turn.id}`;
    let group = turns.get(id);
    if (!group) {
      group = { block: { kind: 'turn', turn, client: session!.client, entries: [] }, at: turn.started };
      turns.set(id, group);
      blocks.push(group);
    }
    group.block.entries.push(entry);
  }
  // Turns with no activity yet still show, so the user sees an agent has started.
  for (const session of Object.values(plans)) {
    if (client !== undefined && (session.client ?? '') !== client) continue;
    for (const turn of session.turns) {
      if (turns.has(`${session.key}/${turn.id}`)) continue;
      blocks.push({ block: { kind: 'turn', turn, client: session.client, entries: [] }, at: turn.started });
    }
  }
  return blocks.sort((a, b) => b.at - a.at).map((b) => b.block);
}
