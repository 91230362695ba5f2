package dev.tabrelay.auth;

import java.util.Optional;

/**
 * Turns an Authorization header into a {@link Caller}. With keys required, no key is an error;
 * a key that is presented but wrong or revoked is always an error, required or not.
 */
public final class Authenticator {
    private final KeyStore keys;
    private final boolean required;

    public Authenticator(KeyStore keys, boolean required) {
        this.keys = keys;
        this.required = required;
    }

    /** Why a request is refused (answered as HTTP 401 with this message). */
    public static final class Unauthorized extends RuntimeException {
        public Unauthorized(String message) {
            super(message, null, false, false);
        }
    }

    public Caller resolve(String authorization) {
        String token = bearer(authorization);
        if (token == null) {
            if (required) {
                throw new Unauthorized("This TabRelay daemon requires an API key: send 'Authorization: Bearer trk_…' (on /mcp-ws"
                        + " and /sse also ?access_token=trk_…; for tabrelay commands set TABRELAY_KEY or pass --key);"
                        + " create one with `tabrelay keys create --name NAME`.");
            }
            return Caller.LOCAL;
        }
        Optional<ApiKey> key = keys.authenticate(token);
        return key.map(Caller::new).orElseThrow(() -> new Unauthorized(
                "The API key is wrong or was revoked; check it with `tabrelay keys list`."));
    }

    /**
     * The caller as the key store sees it now: a connection resolves its caller once, but every
     * request on it is checked with the key's current ACL, and a revoked key is allowed nothing.
     */
    public Caller current(Caller caller) {
        if (caller == null || caller.key() == null) {
            return caller == null ? Caller.NOBODY : caller;
        }
        return keys.byId(caller.key().id()).map(Caller::new).orElse(Caller.NOBODY);
    }

    /** Like {@link #resolve} but never throws; for places that already passed the guard. */
    public Caller resolveQuietly(String authorization) {
        try {
            return resolve(authorization);
        } catch (Unauthorized e) {
            return null;
        }
    }

    /**
     * Whether the caller of a request is the browser's owner: an admin key, or a program on this
     * machine without a key on a daemon that does not require keys (/connect, /api/v1/sessions).
     */
    public boolean owner(Caller caller, String remoteAddress) throws java.net.UnknownHostException {
        boolean loopback = java.net.InetAddress.getByName(remoteAddress).isLoopbackAddress();
        return caller.admin() || caller == Caller.LOCAL && !required() && loopback;
    }

    public boolean required() {
        return required;
    }

    public KeyStore keys() {
        return keys;
    }

    /**
     * The credentials of a request: its Authorization header, or else an RFC 6750
     * {@code access_token} query parameter, which only the long-lived GET endpoints take (/mcp-ws,
     * /sse) for clients that cannot send headers (the official SDK's WebSocket client). Never logged.
     */
    public static String authorization(String header, String accessToken) {
        if (header != null || accessToken == null || accessToken.isBlank()) {
            return header;
        }
        return "Bearer " + accessToken.trim();
    }

    /** The token of an {@code Authorization: Bearer …} header, or null. */
    public static String bearer(String header) {
        if (header == null) {
            return null;
        }
        String h = header.trim();
        return h.regionMatches(true, 0, "Bearer ", 0, 7) ? h.substring(7).trim() : null;
    }
}
