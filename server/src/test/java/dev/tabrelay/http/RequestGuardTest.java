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
}
