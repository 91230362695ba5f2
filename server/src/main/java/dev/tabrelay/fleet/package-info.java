/**
 * Several daemons behind one round-robin load balancer, with no shared store (docs/mcp-conformance.md,
 * "Several daemons"). Each daemon's DAEMON_ID prefixes the MCP session ids ({@link SessionIdFilter})
 * and browser handles it mints; a request for another daemon's id is forwarded to that daemon, its
 * answer streamed back ({@link FleetRouter}, {@link PeerProxy}); which daemon owns an id is
 * {@link FleetRoutes}'s pure decision.
 */
package dev.tabrelay.fleet;
