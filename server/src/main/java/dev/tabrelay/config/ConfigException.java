package dev.tabrelay.config;

/** A setting that cannot be used; the message names it and says what is expected. */
public final class ConfigException extends RuntimeException {
    public ConfigException(String message) {
        super(message, null, false, false);
    }
}
