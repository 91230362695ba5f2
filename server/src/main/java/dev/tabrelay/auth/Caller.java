package dev.tabrelay.auth;

import dev.tabrelay.errors.LogSafe;

/**
 * Who is calling: a key with its ACL, or a local client without a key (allowed everything when
 * the daemon does not require keys). Travels in the MCP transport context and REST requests.
 */
public record Caller(ApiKey key, boolean denied) {
    public static final Caller LOCAL = new Caller(null, false);
    /**
     * Allowed nothing: a key revoked while its connection stayed open, or a request whose key
     * could not be resolved.
     */
    public static final Caller NOBODY = new Caller(null, true);

    public Caller(ApiKey key) {
        this(key, false);
    }
    /**
     * Name of the entry in McpTransportContext and of the request attribute the request guard
     * sets, once per request, on every endpoint but /extension and /health.
     */
    public static final String CONTEXT_KEY = "tabrelay.caller";

    /** The caller the request guard resolved ({@code request.getAttribute(CONTEXT_KEY)}); nobody when it is missing. */
    public static Caller of(Object attribute) {
        return attribute instanceof Caller c ? c : NOBODY;
    }

    /**
     * A key that names a tool's canonical name may call it by every alias; a key that names only an
     * alias (keys made for an earlier design: list_tabs, extract_url) may call that name, not its siblings.
     */
    public boolean allowsTool(String canonicalName, String calledAs) {
        return allowsTool(canonicalName) || (!denied && key != null && key.tools().contains(calledAs));
    }

    /** Whether the key's ACL names this alias while not allowing its whole tool. */
    public boolean grantsOnlyAlias(String canonicalName, String alias) {
        return !allowsTool(canonicalName) && allowsTool(canonicalName, alias);
    }

    public boolean allowsTool(String canonicalName) {
        return !denied && (key == null || key.tools().isEmpty() || key.tools().contains(canonicalName));
    }

    public boolean allowsUrl(String url) {
        return !denied && (key == null || SitePatterns.allows(key.sites(), url));
    }

    /** May run page JavaScript, when the daemon enables evaluate: local callers and keys created with --evaluate. */
    public boolean allowsEvaluate() {
        return !denied && (key == null || key.evaluate());
    }

    /** Whose cursors and budgets these are: one key, or every local client without a key. */
    public String scope() {
        return denied ? "nobody" : key == null ? "local" : "key:" + key.id();
    }

    public boolean restrictsSites() {
        return denied || (key != null && !key.sites().isEmpty());
    }

    /** May use the gateway: a key granted it ({@code keys create --gateway}); the pairing key is checked apart. */
    public boolean allowsGateway() {
        return !denied && key != null && key.gateway();
    }

    public boolean admin() {
        return key != null && key.admin();
    }

    public String label() {
        return denied ? "a revoked or unknown API key" : key == null ? "local" : "key '" + key.name() + "'";
    }

    /**
     * The client's name as the user's activity log shows it. A client names itself (MCP
     * clientInfo, X-Client-Name), so a key's calls carry the key's name too: a key holder
     * cannot pass as "Claude Desktop". Control characters and length are cut for the log.
     */
    public String clientLabel(String claimed) {
        String name = LogSafe.text(claimed == null || claimed.isBlank() ? "unknown client" : claimed, 64);
        return key == null ? name : name + " (key " + LogSafe.text(key.name(), 64) + ")";
    }
}
