package dev.tabrelay.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** What the proxy waits for when stdin ends: calls still in flight, but not open subscriptions/listen. */
class DaemonLinkTest {
    private static final DaemonLink.Events NONE = new DaemonLink.Events() {
        @Override
        public void onMessage(DaemonLink link, String text, JsonRpcPeek peek) {}

        @Override
        public void onDrop(DaemonLink link, String why) {}
    };

    private static JsonRpcPeek request(int id, String method) {
        return JsonRpcPeek.of("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{}}");
    }

    @Test
    void anOpenListenIsNotACallToWaitFor() {
        DaemonLink link = new DaemonLink(NONE, Duration.ofSeconds(1));
        assertTrue(link.register(request(1, "subscriptions/listen")));
        assertTrue(link.whenIdle().isDone(), "a listen is answered only when it ends: stdin's end must not wait for it");
    }

    @Test
    void aCallInFlightIsWaitedForBesideAListen() {
        DaemonLink link = new DaemonLink(NONE, Duration.ofSeconds(1));
        link.register(request(1, "subscriptions/listen"));
        link.register(request(2, "tools/call"));
        assertFalse(link.whenIdle().isDone(), "the call's answer is still to come");
        assertEquals(2, link.markDropped().size(), "a drop answers both, the listen included");
        assertTrue(link.whenIdle().isDone());
    }
}
