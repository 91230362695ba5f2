// Reconnect schedule from docs/protocol.md: 250 ms, doubling, capped at 5 s. No jitter: one
// extension talks to one local bridge, so there is no thundering herd to spread out.

export const BACKOFF_START_MS = 250;
export const BACKOFF_CAP_MS = 5_000;

/** Delay before reconnect attempt number `attempt` (0 = first retry after a drop). */
export function backoffDelay(attempt: number): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 20));
  return Math.min(BACKOFF_START_MS * 2 ** exponent, BACKOFF_CAP_MS);
}
