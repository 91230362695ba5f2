package dev.tabrelay.config;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * {@code tabrelay://<base64url({"v":1,"s":"ws://127.0.0.1:22816/extension","k":"…"})>}: what the
 * user pastes into the extension popup once. Built by hand rather than with Jackson so that
 * the JDK-only stdio path could use it too; the fields are fixed and need no escaping
 * beyond what {@link #quote} does.
 */
public final class ConnectionString {
    private ConnectionString() {}

    public static String create(String linkUrl, PairingKey key) {
        return create(linkUrl, key.reveal());
    }

    /** With another key than the daemon's: a leased browser's one-time key (dev.tabrelay.grid). */
    public static String create(String linkUrl, String key) {
        String json = "{\"v\":1,\"s\":" + quote(linkUrl) + ",\"k\":" + quote(key) + "}";
        return "tabrelay://" + Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    private static String quote(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
