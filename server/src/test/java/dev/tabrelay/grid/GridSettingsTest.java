package dev.tabrelay.grid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.ConfigException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** tabrelay grid's settings: defaults, flags over GRID_* variables, every bad value refused with what to do, secrets masked. */
class GridSettingsTest {
    private static final String OWN = "ws://127.0.0.1:22816/extension";

    private static GridSettings parse(Map<String, String> flags, Map<String, String> env) {
        return GridSettings.parse(flags, env, OWN);
    }

    private static String refusal(Map<String, String> flags) {
        return assertThrows(ConfigException.class, () -> parse(flags, Map.of())).getMessage();
    }

    @Test
    void defaultsAreTheDocumentedOnes() {
        GridSettings s = parse(Map.of("GRID_URL", "http://grid:4444/"), Map.of());
        assertEquals("http://grid:4444", s.hub().toString());
        assertEquals(0, s.warm());
        assertEquals(4, s.max());
        assertTrue(s.exclusive());
        assertEquals(OWN, s.advertise().toString());
        assertEquals(60, s.heartbeat().toSeconds());
        assertEquals(20, s.helloTimeout().toSeconds());
        assertEquals(600, s.idleRelease().toSeconds());
        assertEquals(60, s.queueTimeout().toSeconds());
        assertEquals(Map.of(), s.headers());
    }

    @Test
    void flagsWinOverTheEnvironment() {
        GridSettings s = parse(Map.of("GRID_URL", "http://a:4444", "GRID_MAX", "9"),
                Map.of("GRID_URL", "http://b:4444", "GRID_MAX", "2", "GRID_BROWSERS", "2", "GRID_LEASE", "shared:3"));
        assertEquals("a", s.hub().getHost());
        assertEquals(9, s.max());
        assertEquals(2, s.warm());
        assertEquals(3, s.perBrowser());
        assertEquals("shared:3", s.leaseMode());
    }

    @Test
    void advertiseGetsTheLinkPathAndMustBeAWebSocketUrl() {
        assertEquals("ws://tabrelay-0.tabrelay:22816/extension",
                parse(Map.of("GRID_URL", "http://g:4444", "GRID_ADVERTISE", "ws://tabrelay-0.tabrelay:22816"), Map.of()).advertise().toString());
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_ADVERTISE", "http://x:1")).contains("ws://"));
    }

    @Test
    void badValuesAreRefusedNamingTheOption() {
        assertTrue(refusal(Map.of()).contains("--hub"));
        assertTrue(refusal(Map.of("GRID_URL", "ftp://g")).contains("--hub"));
        assertTrue(refusal(Map.of("GRID_URL", "http://u:p@g:4444")).contains("--grid-user"), "no credentials in the URL");
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_MAX", "0")).contains("--max"));
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_MAX", "2", "GRID_BROWSERS", "3")).contains("--browsers 3"));
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_LEASE", "shared:0")).contains("shared:K"));
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_LEASE", "pooled")).contains("exclusive"));
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_HEARTBEAT", "soon")).contains("--heartbeat"));
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_PASSWORD", "x")).contains("--grid-user"));
        assertTrue(refusal(Map.of("GRID_URL", "http://g:4444", "GRID_HEADERS", "novalue")).contains("NAME=VALUE"));
    }

    @Test
    void thePairingKeyMustOutliveTheQueueAndTheStart() {
        String why = refusal(Map.of("GRID_URL", "http://g:4444", "GRID_QUEUE_TIMEOUT", "110", "GRID_HELLO_TIMEOUT", "20"));
        assertTrue(why.contains("120"), why);
        parse(Map.of("GRID_URL", "http://g:4444", "GRID_QUEUE_TIMEOUT", "100", "GRID_HELLO_TIMEOUT", "20"), Map.of());
    }

    @Test
    void credentialsBecomeHeadersAndNeverReachToString() {
        GridSettings s = parse(Map.of("GRID_URL", "http://g:4444", "GRID_USER", "alice", "GRID_PASSWORD", "s3cret",
                "GRID_HEADERS", "X-Token=t0ken;X-Team=web"), Map.of());
        assertEquals("Basic YWxpY2U6czNjcmV0", s.headers().get("Authorization"));
        assertEquals("t0ken", s.headers().get("X-Token"));
        String shown = s.toString();
        assertFalse(shown.contains("s3cret") || shown.contains("YWxpY2U") || shown.contains("t0ken"), shown);
        assertTrue(shown.contains("X-Token"));
    }

    @Test
    void browserArgsFromFlagsKeepTheirSpacesFromTheEnvironmentSplitOnThem() {
        String rules = "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost";
        assertEquals(List.of("--no-sandbox", rules),
                parse(Map.of("GRID_URL", "http://g:4444", "GRID_BROWSER_ARGS", "--no-sandbox\n" + rules), Map.of()).browserArgs());
        assertEquals(List.of("--no-sandbox", "--lang=fr"),
                parse(Map.of("GRID_URL", "http://g:4444"), Map.of("GRID_BROWSER_ARGS", "--no-sandbox  --lang=fr")).browserArgs());
    }
}
