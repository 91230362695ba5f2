package dev.tabrelay.stdio;

import java.nio.ByteBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The proxy's WebSocket to the daemon, shaped like {@code java.net.http.WebSocket} (which the
 * proxy used before {@link LoopbackWebSocket}) but not that type: loading the JDK's
 * {@code java.net.http} module cost each `tabrelay stdio` start ~15 ms, for two interfaces.
 */
interface LinkSocket {
    int NORMAL_CLOSURE = 1000;

    CompletableFuture<LinkSocket> sendText(CharSequence data, boolean last);

    CompletableFuture<LinkSocket> sendBinary(ByteBuffer data, boolean last);

    CompletableFuture<LinkSocket> sendPing(ByteBuffer message);

    CompletableFuture<LinkSocket> sendPong(ByteBuffer message);

    CompletableFuture<LinkSocket> sendClose(int statusCode, String reason);

    void request(long n);

    String getSubprotocol();

    boolean isOutputClosed();

    boolean isInputClosed();

    void abort();

    /** What the connection tells its owner; the defaults ask for the next message, as the JDK's do. */
    interface Listener {
        default void onOpen(LinkSocket socket) {
            socket.request(1);
        }

        default CompletionStage<?> onText(LinkSocket socket, CharSequence data, boolean last) {
            socket.request(1);
            return null;
        }

        default CompletionStage<?> onBinary(LinkSocket socket, ByteBuffer data, boolean last) {
            socket.request(1);
            return null;
        }

        default CompletionStage<?> onPing(LinkSocket socket, ByteBuffer message) {
            socket.request(1);
            return null;
        }

        default CompletionStage<?> onPong(LinkSocket socket, ByteBuffer message) {
            socket.request(1);
            return null;
        }

        default CompletionStage<?> onClose(LinkSocket socket, int statusCode, String reason) {
            return null;
        }

        default void onError(LinkSocket socket, Throwable error) {
        }
    }
}
