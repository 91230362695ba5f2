package dev.tabrelay.auth;

import java.time.Instant;
import java.util.List;
import java.util.Set;

/**
 * One API key as stored (never the key itself: only its hash) with its access-control list.
 *
 * @param id          short public id, the middle part of {@code trk_<id>_<secret>}
 * @param name        what the user called it ("claude-desktop", "ci-script")
 * @param hash        hex SHA-256 of the secret part
 * @param tools       canonical tool names it may call; empty = every tool
 * @param sites       URL patterns it may touch; empty = every site
 * @param rateLimit   calls allowed per window; 0 = the daemon default
 * @param rateWindowMs the window of {@code rateLimit}
 * @param evaluate    may run page JavaScript (only when evaluate is enabled on the daemon)
 * @param admin       may manage keys through the REST API
 * @param gateway     may use the gateway's local MCP servers ({@code /gateway/mcp}, {@code /gateway/mcp-ws});
 *                    a separate grant because those servers run commands on this machine, outside the browser
 * @param mode        the most it may do on a page: read, ask (each action waits for the person) or act;
 *                    a ceiling, the person's own setting for the site can only make it stricter
 */
public record ApiKey(String id, String name, String hash, Set<String> tools, List<String> sites, int rateLimit,
                     long rateWindowMs, boolean evaluate, boolean admin, Instant createdAt, Instant lastUsedAt, boolean gateway,
                     AgentMode mode) {
    public ApiKey {
        tools = Set.copyOf(tools);
        sites = List.copyOf(sites);
        // Keys made before modes existed act, as they did.
        mode = mode == null ? AgentMode.ACT : mode;
    }

    /** A key that may act (keys made before modes existed read this way). */
    public ApiKey(String id, String name, String hash, Set<String> tools, List<String> sites, int rateLimit,
                  long rateWindowMs, boolean evaluate, boolean admin, Instant createdAt, Instant lastUsedAt, boolean gateway) {
        this(id, name, hash, tools, sites, rateLimit, rateWindowMs, evaluate, admin, createdAt, lastUsedAt, gateway, AgentMode.ACT);
    }

    /** A key without the gateway grant (keys made before the gateway existed read this way). */
    public ApiKey(String id, String name, String hash, Set<String> tools, List<String> sites, int rateLimit,
                  long rateWindowMs, boolean evaluate, boolean admin, Instant createdAt, Instant lastUsedAt) {
        this(id, name, hash, tools, sites, rateLimit, rateWindowMs, evaluate, admin, createdAt, lastUsedAt, false);
    }

    public ApiKey withLastUsed(Instant when) {
        return new ApiKey(id, name, hash, tools, sites, rateLimit, rateWindowMs, evaluate, admin, createdAt, when, gateway, mode);
    }
}
