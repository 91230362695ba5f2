package dev.tabrelay.link;

/**
 * Who is asking: carried with every command so the extension can show which client did what.
 *
 * @param sessionId  the MCP session (or another caller's) id
 * @param clientName the client's self-reported name, e.g. "claude-desktop"
 * @param progress   receives progress messages for the command; never null
 */
public record CallContext(String sessionId, String clientName, ProgressListener progress) {
    public CallContext {
        sessionId = sessionId == null ? "" : sessionId;
        clientName = clientName == null || clientName.isBlank() ? "unknown client" : clientName;
        progress = progress == null ? ProgressListener.NONE : progress;
    }

    public static CallContext of(String sessionId, String clientName) {
        return new CallContext(sessionId, clientName, ProgressListener.NONE);
    }

    /** Progress reported by the extension while a command runs. */
    @FunctionalInterface
    public interface ProgressListener {
        ProgressListener NONE = (progress, total, message) -> {};

        void onProgress(double progress, Double total, String message);
    }
}
