package dev.tabrelay.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Several daemons behind one load balancer (docs/mcp-conformance.md, "Several daemons"): this daemon's id,
 * which prefixes every MCP session id and browser handle it mints ({@code d0.<uuid>}, {@code d0.L42}),
 * and its peers, to which a request for an id another daemon minted is forwarded.
 *
 * @param daemonId DAEMON_ID, {@code [a-z0-9-]{1,32}}
 * @param peers    PEERS: the other daemons' base URLs by daemon id, in the order given
 */
public record FleetConfig(String daemonId, Map<String, URI> peers) {
    /** No dot, so an id's prefix is what comes before its first dot; lower case, so it survives any proxy. */
    public static final Pattern ID = Pattern.compile("[a-z0-9-]{1,32}");

    public FleetConfig {
        peers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(peers));
    }

    /** The daemon id an id minted by a fleet daemon names ({@code d0} of {@code d0.L42}); null for an id without one (an older daemon's). */
    public static String prefixOf(String id) {
        if (id == null) {
            return null;
        }
        int dot = id.indexOf('.');
        return dot <= 0 ? null : id.substring(0, dot);
    }

    /** A random id, so two daemons started without DAEMON_ID never share one. */
    public static String randomId() {
        byte[] bytes = new byte[3];
        new SecureRandom().nextBytes(bytes);
        return "d" + HexFormat.of().formatHex(bytes);
    }

    /**
     * @param id     DAEMON_ID as given, or null for a random one
     * @param peers  PEERS as given ({@code d1=http://b:22816,d2=https://c}), or null for none
     * @param origin where each came from, for the error ("the command line", "the environment", a file)
     */
    public static FleetConfig parse(String id, String idOrigin, String peers, String peersOrigin) {
        String own = id == null || id.isBlank() ? randomId() : id.trim();
        if (!ID.matcher(own).matches()) {
            throw new ConfigException("DAEMON_ID (from " + idOrigin + ") is '" + own + "'; use 1 to 32 lower-case letters,"
                    + " digits or dashes, such as d0.");
        }
        Map<String, URI> out = new LinkedHashMap<>();
        for (String entry : peers == null ? new String[0] : peers.split(",")) {
            if (entry.isBlank()) {
                continue;
            }
            String where = "PEERS (from " + peersOrigin + "): '" + entry.trim() + "' ";
            int eq = entry.indexOf('=');
            String peer = eq < 0 ? "" : entry.substring(0, eq).trim();
            if (!ID.matcher(peer).matches()) {
                throw new ConfigException(where + "is not ID=URL with an id of 1 to 32 lower-case letters, digits or dashes;"
                        + " write d1=http://host:22816.");
            }
            if (peer.equals(own) || out.containsKey(peer)) {
                throw new ConfigException(where + "names " + (peer.equals(own) ? "this daemon's own id" : "a peer given twice")
                        + "; every daemon of a fleet needs its own DAEMON_ID.");
            }
            out.put(peer, url(entry.substring(eq + 1).trim(), where));
        }
        return new FleetConfig(own, out);
    }

    /** An http(s) base URL with a host; no credentials (PEERS is shown by /health) and no query. */
    private static URI url(String text, String where) {
        try {
            URI u = new URI(text.endsWith("/") ? text.substring(0, text.length() - 1) : text);
            if (!("http".equals(u.getScheme()) || "https".equals(u.getScheme())) || u.getHost() == null) {
                throw new ConfigException(where + "needs an http:// or https:// URL with a host, such as http://10.0.0.2:22816.");
            }
            if (u.getRawUserInfo() != null || u.getRawQuery() != null || u.getRawFragment() != null) {
                throw new ConfigException(where + "must be a plain base URL (no user:password@, ? or #): a forwarded request"
                        + " carries its client's own key.");
            }
            return u;
        } catch (URISyntaxException e) {
            throw new ConfigException(where + "is not a URL; write d1=http://host:22816.");
        }
    }

    /** {@code d1=http://b:22816,d2=https://c}: how /health and `tabrelay status` show PEERS (no secret can be in it). */
    public String peersText() {
        StringBuilder s = new StringBuilder();
        peers.forEach((id, url) -> s.append(s.isEmpty() ? "" : ",").append(id).append('=').append(url));
        return s.toString();
    }
}
