package dev.tabrelay.auth;

import java.util.Locale;

/**
 * How far an API key's caller may go in the browser (issue 30, SECURITY.md "Modes"): {@code read}
 * (reading tools only), {@code ask} (every action waits for the person's approval in the
 * extension's side panel), {@code act} (actions run). The key's mode is a ceiling: the extension
 * applies the strictest of it and the person's own setting for the site, which only it knows.
 */
public enum AgentMode {
    READ, ASK, ACT;

    /** The name on the wire, in keys.json and on the command line. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@code read}, {@code ask} or {@code act}; anything else is refused naming the choices. */
    public static AgentMode parse(String value) {
        for (AgentMode m : values()) {
            if (m.wire().equals(value == null ? "" : value.trim().toLowerCase(Locale.ROOT))) {
                return m;
            }
        }
        throw new IllegalArgumentException("--mode must be read, ask or act, not '" + value + "'.");
    }
}
