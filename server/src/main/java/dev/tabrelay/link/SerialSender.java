package dev.tabrelay.link;

import java.util.ArrayDeque;
import java.util.Queue;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * Sends text frames one after another. Jetty's WebSocket session must not be given a new
 * write before the previous one completed, and commands, pings and cancels come from many
 * threads, so frames wait in a queue.
 */
final class SerialSender {
    private final Session session;
    private final Queue<String> queue = new ArrayDeque<>();
    private boolean sending;

    SerialSender(Session session) {
        this.session = session;
    }

    void send(String text) {
        synchronized (this) {
            if (sending) {
                queue.add(text);
                return;
            }
            sending = true;
        }
        write(text);
    }

    private void write(String text) {
        session.sendText(text, Callback.from(this::next, failure -> next()));
    }

    private void next() {
        String text;
        synchronized (this) {
            text = queue.poll();
            if (text == null) {
                sending = false;
                return;
            }
        }
        write(text);
    }
}
