package dev.tabrelay.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class RequestGuardTest {
    @Test
    void hostNameDropsThePortAndKeepsIpv6Brackets() {
        assertEquals("127.0.0.1", RequestGuard.hostName("127.0.0.1:22816"));
        assertEquals("localhost", RequestGuard.hostName("LocalHost"));
        assertEquals("[::1]", RequestGuard.hostName("[::1]:22816"));
        assertEquals("evil.example", RequestGuard.hostName("evil.example:22816"));
        assertNull(RequestGuard.hostName(""));
        assertNull(RequestGuard.hostName(null));
    }

    @Test
    void onlyWholeLoopbackLiteralsAreLoopback() {
        for (String ok : java.util.List.of("127.0.0.1", "127.1.2.3", "127.255.255.255", "localhost", "[::1]")) {
            org.junit.jupiter.api.Assertions.assertTrue(RequestGuard.loopback(ok), ok);
        }
        for (String rebinding : java.util.List.of("127.0.0.1.evil.test", "127.evil.test", "127.0.0.1x", "127.0.0.256",
                "127.0.0", "localhost.evil.test", "evil.localhost.test", "[::1].evil.test", "0.0.0.0", "128.0.0.1")) {
            org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.loopback(rebinding), rebinding);
        }
    }

    @Test
    void theDaemonsOwnOriginIsSameOriginOnlyOnLoopback() {
        org.junit.jupiter.api.Assertions.assertTrue(RequestGuard.sameOrigin("http://127.0.0.1:22816", "127.0.0.1:22816"));
        org.junit.jupiter.api.Assertions.assertTrue(RequestGuard.sameOrigin("http://LOCALHOST:22816", "localhost:22816"));
        org.junit.jupiter.api.Assertions.assertTrue(RequestGuard.sameOrigin("http://[::1]:22816", "[::1]:22816"));
        org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.sameOrigin("http://127.0.0.1:3000", "127.0.0.1:22816"));
        org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.sameOrigin("http://localhost:22816", "127.0.0.1:22816"));
        org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.sameOrigin("https://127.0.0.1:22816", "127.0.0.1:22816"));
        org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.sameOrigin("http://tabrelay.lan:22816", "tabrelay.lan:22816"));
        org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.sameOrigin("http://127.0.0.1:22816", null));
        org.junit.jupiter.api.Assertions.assertFalse(RequestGuard.sameOrigin("null", "127.0.0.1:22816"));
    }
}
