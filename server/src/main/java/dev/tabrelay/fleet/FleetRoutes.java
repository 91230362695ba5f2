package dev.tabrelay.fleet;

import dev.tabrelay.config.FleetConfig;
import java.net.URI;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * Which daemon of the fleet serves an id: this one, a peer (forward to it), or none it knows
 * (PEER_UNREACHABLE). Pure, so every rule is unit-tested (FleetRoutesTest).
 */
public final class FleetRoutes {
    /** Set on every forwarded request, with the forwarding daemon's id; such a request is never forwarded again. */
    public static final String FORWARDED_BY = "TabRelay-Forwarded-By";
    public static final String SESSION_HEADER = "Mcp-Session-Id";
    /** A browser handle a daemon minted: {@code d0.L42} (a Grid lease). An extension's own browser id is not one. */
    private static final Pattern HANDLE = Pattern.compile("[a-z0-9-]{1,32}\\.L[0-9]{1,18}");

    /** Where a request goes. */
    public sealed interface Route {}

    /** Served here: this daemon's id, or an id without prefix (minted by an older daemon). */
    public record Local() implements Route {}

    /** Forwarded to the daemon that minted the id. */
    public record Peer(String id, URI url) implements Route {}

    /** Minted by a daemon no PEERS entry names: nothing can serve it. */
    public record Unknown(String id) implements Route {}

    private static final Route LOCAL = new Local();
    private final FleetConfig fleet;

    public FleetRoutes(FleetConfig fleet) {
        this.fleet = fleet;
    }

    public FleetConfig fleet() {
        return fleet;
    }

    /** The id the client sees for a session the SDK named {@code raw}: {@code <daemonId>.<raw>}. */
    public String mint(String raw) {
        return raw == null || raw.isEmpty() ? raw : fleet.daemonId() + "." + raw;
    }

    /** The SDK's name of a session this daemon minted; any other id unchanged (so an older daemon's id still works). */
    public String local(String id) {
        String own = fleet.daemonId() + ".";
        return id != null && id.startsWith(own) ? id.substring(own.length()) : id;
    }

    /** The route of a Streamable HTTP request with this {@code Mcp-Session-Id}. */
    public Route forSession(String sessionId) {
        return byPrefix(FleetConfig.prefixOf(sessionId));
    }

    /** Whether {@code browser} is a browser handle some daemon minted ({@code d0.L42}), not an extension's own id. */
    public static boolean isHandle(String browser) {
        return browser != null && HANDLE.matcher(browser).matches();
    }

    /** The route of a tool call whose {@code browser} argument is this; only a handle ({@code d0.L42}) may be another daemon's. */
    public Route forBrowser(String browser) {
        return !isHandle(browser) ? LOCAL : byPrefix(FleetConfig.prefixOf(browser));
    }

    private Route byPrefix(String prefix) {
        if (prefix == null || prefix.equals(fleet.daemonId())) {
            return LOCAL;
        }
        URI url = fleet.peers().get(prefix);
        return url != null ? new Peer(prefix, url) : new Unknown(prefix);
    }

    /** The {@code browser} argument of a {@code tools/call} message, or null. */
    public static String browserArgument(JsonNode message) {
        if (message == null || !"tools/call".equals(message.path("method").asString(""))) {
            return null;
        }
        JsonNode browser = message.path("params").path("arguments").get("browser");
        return browser != null && browser.isString() ? browser.asString() : null;
    }
}
