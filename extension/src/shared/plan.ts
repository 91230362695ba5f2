// Agents' plans and turns (link actions plan.update, turn.start, turn.complete), as pure
// functions over one bounded record. The worker stores it in chrome.storage.session: a plan
// describes live work, so it may end with the browser session; the side panel renders it.

export type StepStatus = 'pending' | 'in_progress' | 'completed';
export const STEP_STATUSES: readonly StepStatus[] = ['pending', 'in_progress', 'completed'];

export interface PlanStep {
  step: string;
  status: StepStatus;
}

export interface Turn {
  id: string;
  started: number;
  /** Set by turn.complete, or when the next turn.start closes a turn left open. */
  completed?: number;
  summary?: string;
}

/** One agent conversation: the command's `session` (or its client when the bridge sent none). */
export interface AgentSession {
  key: string;
  session?: string;
  client?: string;
  plan: PlanStep[];
  explanation?: string;
  /** Epoch ms of the last plan or turn change: the least recent session is dropped first. */
  updated: number;
  turns: Turn[];
}

export type PlanState = Record<string, AgentSession>;

/** Matches the bridge's update_plan schema (1–50 steps of at most 300 characters). */
export const MAX_STEPS = 50;
export const MAX_STEP_CHARS = 300;
export const MAX_NOTE_CHARS = 500;
export const MAX_SESSIONS = 20;
export const MAX_TURNS = 30;

export interface Who {
  session?: string;
  client?: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export interface PlanUpdate {
  plan: PlanStep[];
  explanation?: string;
}

/** Validates plan.update params; the error names the field and what was expected. */
export function parsePlanUpdate(params: { plan?: unknown; explanation?: unknown }): Parsed<PlanUpdate> {
  const plan = params.plan;
  if (!Array.isArray(plan) || plan.length === 0 || plan.length > MAX_STEPS) {
    return { ok: false, error: `"plan" must be an array of 1 to ${MAX_STEPS} steps; send the whole plan and retry.` };
  }
  const steps: PlanStep[] = [];
  for (const [i, raw] of plan.entries()) {
    const item = raw as { step?: unknown; status?: unknown } | null;
    if (typeof item !== 'object' || item === null || typeof item.step !== 'string' || !item.step.trim()) {
      return { ok: false, error: `"plan[${i}].step" must be a non-empty string; describe the step and retry.` };
    }
    if (item.step.length > MAX_STEP_CHARS) {
      return { ok: false, error: `"plan[${i}].step" is ${item.step.length} characters; keep each step under ${MAX_STEP_CHARS} and retry.` };
    }
    if (!STEP_STATUSES.includes(item.status as StepStatus)) {
      return { ok: false, error: `"plan[${i}].status" must be "pending", "in_progress" or "completed", got ${JSON.stringify(item.status)}.` };
    }
    steps.push({ step: item.step.trim(), status: item.status as StepStatus });
  }
  const explanation = optionalNote(params, 'explanation');
  if (explanation === null) return { ok: false, error: '"explanation" must be a string when given; fix it and retry.' };
  return { ok: true, value: explanation ? { plan: steps, explanation } : { plan: steps } };
}

/** Validates turn.complete params. */
export function parseTurnComplete(params: { summary?: unknown }): Parsed<{ summary?: string }> {
  const summary = optionalNote(params, 'summary');
  if (summary === null) return { ok: false, error: '"summary" must be a string when given; fix it and retry.' };
  return { ok: true, value: summary ? { summary } : {} };
}

/** undefined when absent or blank, null when not a string, else the trimmed, bounded text. */
function optionalNote(params: Record<string, unknown>, name: string): string | undefined | null {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text ? bounded(text, MAX_NOTE_CHARS) : undefined;
}

function bounded(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function sessionKey(who: Who): string {
  return who.session ? `s:${who.session}` : `c:${who.client ?? ''}`;
}

function touch(state: PlanState, who: Who, now: number, change: (s: AgentSession) => AgentSession): PlanState {
  const key = sessionKey(who);
  const previous = state[key] ?? { key, session: who.session, client: who.client, plan: [], updated: now, turns: [] };
  const next: PlanState = { ...state, [key]: { ...change(previous), client: who.client ?? previous.client, updated: now } };
  return prune(next);
}

/** Keeps the MAX_SESSIONS most recently updated sessions. */
function prune(state: PlanState): PlanState {
  const sessions = Object.values(state);
  if (sessions.length <= MAX_SESSIONS) return state;
  const kept = sessions.sort((a, b) => b.updated - a.updated).slice(0, MAX_SESSIONS);
  return Object.fromEntries(kept.map((s) => [s.key, s]));
}

export function applyPlan(state: PlanState, who: Who, update: PlanUpdate, now: number): PlanState {
  return touch(state, who, now, (s) => ({ ...s, plan: update.plan, explanation: update.explanation }));
}

/** Opens a turn; one left open by an agent that never completed it ends where the new one starts. */
export function startTurn(state: PlanState, who: Who, id: string, now: number): PlanState {
  return touch(state, who, now, (s) => {
    const closed = s.turns.map((turn) => (turn.completed === undefined ? { ...turn, completed: now } : turn));
    return { ...s, turns: [...closed, { id, started: now }].slice(-MAX_TURNS) };
  });
}

export function openTurn(state: PlanState, who: Who): Turn | undefined {
  return state[sessionKey(who)]?.turns.find((turn) => turn.completed === undefined);
}

/** Closes the open turn; the caller checks openTurn first (there is nothing to close otherwise). */
export function completeTurn(state: PlanState, who: Who, summary: string | undefined, now: number): PlanState {
  return touch(state, who, now, (s) => ({
    ...s,
    turns: s.turns.map((turn) => (turn.completed === undefined ? { ...turn, completed: now, summary } : turn)),
  }));
}

export function isPlanState(value: unknown): value is PlanState {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sessions with a plan or a turn, most recently updated first. */
export function sessionsByRecency(state: PlanState): AgentSession[] {
  return Object.values(state).sort((a, b) => b.updated - a.updated);
}
