package dev.tabrelay.plugin;

/**
 * A failure the caller can act on. Thrown by {@link PluginCall#tool} with the failing tool's
 * error code (a plugin may catch it and try something else); thrown by a plugin with its own
 * message, it reaches the caller as {@code PLUGIN_FAILED} unless {@code code} names another
 * TabRelay error code (README, "Errors"). The message should say what to do next.
 */
public class PluginException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String code;

    public PluginException(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public PluginException(String message) {
        this("PLUGIN_FAILED", message);
    }

    /** A TabRelay error code name, e.g. "ELEMENT_NOT_FOUND". */
    public String code() {
        return code;
    }
}
