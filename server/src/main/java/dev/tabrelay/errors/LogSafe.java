package dev.tabrelay.errors;

/**
 * Text from outside (a hello's browserId, a client's name) made safe to log and show: control
 * characters (newlines that forge log lines, terminal escapes) become '?', and length is capped.
 */
public final class LogSafe {
    private LogSafe() {}

    public static String text(String untrusted, int maxLength) {
        if (untrusted == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(Math.min(untrusted.length(), maxLength + 1));
        untrusted.codePoints().limit(maxLength).forEach(c ->
                out.appendCodePoint(Character.isISOControl(c) || Character.getType(c) == Character.FORMAT ? '?' : c));
        return untrusted.codePointCount(0, untrusted.length()) > maxLength ? out.append('…').toString() : out.toString();
    }
}
