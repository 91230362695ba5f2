package dev.tabrelay.stdio;

/**
 * The client's MCP handshake as it passed through, kept so that a new daemon connection can be
 * brought to the same state without the client noticing: the {@code initialize} request (replayed
 * under a proxy-owned id, its answer swallowed) and {@code notifications/initialized}.
 */
final class ClientHandshake {
    static final String REPLAY_ID_PREFIX = "tabrelay-proxy-replay-";

    private String initializeLine; // guarded by this
    private JsonRpcPeek initializePeek;
    private boolean answered;
    private String initializedLine;
    private int replays;

    /** Called for every client line before it is sent. */
    synchronized void clientSent(String line, JsonRpcPeek peek) {
        if (peek.kind() == JsonRpcPeek.Kind.REQUEST && "initialize".equals(peek.method())) {
            initializeLine = line;
            initializePeek = peek;
            answered = false;
            initializedLine = null;
        } else if (peek.kind() == JsonRpcPeek.Kind.NOTIFICATION && "notifications/initialized".equals(peek.method())) {
            initializedLine = line;
        }
    }

    /** Called for every daemon message passed to the client. */
    synchronized void daemonSent(JsonRpcPeek peek) {
        if (peek.kind() == JsonRpcPeek.Kind.RESPONSE && initializePeek != null && !peek.hasError()
                && initializePeek.idKey().equals(peek.idKey())) {
            answered = true;
        }
    }

    /**
     * What to send on a fresh connection, or null when there is nothing to replay: the client was
     * never answered an initialize, so its own retry (after the -32000 error) is the right one.
     */
    synchronized Replay replay() {
        if (!answered) {
            return null;
        }
        String id = REPLAY_ID_PREFIX + (++replays);
        return new Replay(initializePeek.withId(initializeLine, "\"" + id + "\""), JsonRpcPeek.stringIdKey(id), initializedLine);
    }

    /** @param initializedLine null when the client had not sent it yet */
    record Replay(String initializeLine, String initializeIdKey, String initializedLine) {
    }
}
