package dev.tabrelay.gateway;

import dev.tabrelay.auth.ApiKey;
import dev.tabrelay.auth.Authenticator;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.config.PairingKey;
import java.util.Optional;

/**
 * Who may use the gateway. Its servers run commands on this machine with the user's rights, so
 * unlike the browser tools it always needs a key, loopback or not: the pairing key (which the
 * paired extension holds, and which only the user's own files reveal) or an API key created with
 * {@code --gateway}. Host and Origin are checked before this, as on every endpoint.
 */
public final class GatewayAccess {
    /** Paths it guards; everything under it. */
    public static final String PREFIX = "/gateway/";
    /** The owner's chat settings (`tabrelay chat`): the pairing key or an admin API key. */
    public static final String CHAT_PREFIX = "/api/v1/chat/";

    private final PairingKey pairingKey;
    private final KeyStore keys;

    public GatewayAccess(PairingKey pairingKey, KeyStore keys) {
        this.pairingKey = pairingKey;
        this.keys = keys;
    }

    /** A key that is valid but not granted the gateway (answered 403). */
    public static final class Forbidden extends RuntimeException {
        public Forbidden(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * @param token the bearer token (from the Authorization header, or {@code ?access_token=} /
     *              {@code ?token=} on the WebSocket endpoint); null when none was sent
     * @return the caller: local for the pairing key, the key otherwise
     * @throws Authenticator.Unauthorized no key, or a wrong one (401)
     * @throws Forbidden a valid API key without the gateway grant (403)
     */
    public Caller resolve(String token) {
        if (token == null || token.isBlank()) {
            throw new Authenticator.Unauthorized("The gateway needs a key: send 'Authorization: Bearer <key>' (on /gateway/mcp-ws"
                    + " also ?access_token=<key>) with the pairing key or an API key created with `tabrelay keys create --name NAME"
                    + " --gateway`.");
        }
        if (pairingKey.matches(token.trim())) {
            return Caller.LOCAL;
        }
        Optional<ApiKey> key = keys.authenticate(token.trim());
        if (key.isEmpty()) {
            throw new Authenticator.Unauthorized("The key is wrong or was revoked; the gateway takes the pairing key or an API key"
                    + " created with --gateway (`tabrelay keys list` shows which have it).");
        }
        if (!key.get().gateway()) {
            throw new Forbidden("The API key '" + key.get().name() + "' is not granted the gateway; create one with"
                    + " `tabrelay keys create --name NAME --gateway`.");
        }
        return new Caller(key.get());
    }

    /**
     * For `tabrelay chat` (/api/v1/chat/*): the pairing key, which the CLI reads from the config
     * directory, or an API key created with --admin. These settings say what a chat site may run
     * without asking, so a key made for tools must not change them.
     */
    public Caller owner(String token) {
        if (token == null || token.isBlank()) {
            throw new Authenticator.Unauthorized("Chat settings need the pairing key (`tabrelay chat` reads it from the config"
                    + " directory) or an admin API key: send 'Authorization: Bearer <key>'.");
        }
        if (pairingKey.matches(token.trim())) {
            return Caller.LOCAL;
        }
        Optional<ApiKey> key = keys.authenticate(token.trim());
        if (key.isEmpty()) {
            throw new Authenticator.Unauthorized("The key is wrong or was revoked; run `tabrelay chat` on this machine"
                    + " (it uses the pairing key), or use an admin key.");
        }
        if (!key.get().admin()) {
            throw new Forbidden("The API key '" + key.get().name() + "' may not change chat settings; use an admin key"
                    + " (`tabrelay keys create --name NAME --admin`) or run `tabrelay chat` on this machine.");
        }
        return new Caller(key.get());
    }

    /** The caller of a WebSocket upgrade the guard already admitted; nobody if it cannot be resolved again. */
    public Caller resolveQuietly(org.eclipse.jetty.websocket.api.UpgradeRequest request) {
        String token = Authenticator.bearer(request.getHeader("Authorization"));
        java.util.Map<String, java.util.List<String>> query = request.getParameterMap() == null ? java.util.Map.of() : request.getParameterMap();
        for (String name : java.util.List.of("access_token", "token")) {
            if (token == null && query.get(name) != null && !query.get(name).isEmpty()) {
                token = query.get(name).get(0);
            }
        }
        try {
            return resolve(token);
        } catch (RuntimeException e) {
            return Caller.NOBODY;
        }
    }
}
