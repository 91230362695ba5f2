// Reconnect schedule (docs/protocol.md): 250 ms, doubling, capped at 1.5 s. DESIGN.md says
// "capped near 5 s", but the bridge is on this machine: an attempt to a closed loopback port
// costs almost nothing, and a 5 s cap let a restarted bridge wait up to 5 s for its browser,
// past the 2 s the product promises (measured in e2e/lifecycle.test.mjs). No jitter: one
// extension talks to one local bridge, so there is no thundering herd to spread out.

export const BACKOFF_START_MS = 250;
export const BACKOFF_CAP_MS = 1_500;

/** Delay before reconnect attempt number `attempt` (0 = first retry after a drop). */
export function backoffDelay(attempt: number): number {
  const exponent = Math.max(0, Math.min(Math.floor(attempt), 20));
  return Math.min(BACKOFF_START_MS * 2 ** exponent, BACKOFF_CAP_MS);
}
