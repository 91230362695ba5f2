package dev.tabrelay.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Raw HTTP against a real daemon: forged Host headers (DNS rebinding) and web-page Origins are
 * refused on every endpoint with a JSON body and no stack trace.
 */
class RequestGuardIT {
    static Daemon daemon;

    @BeforeAll
    static void start() throws Exception {
        daemon = Daemon.start(new ConfigLoader(Map.of("PORT", "0",
                "CONFIG_DIR", Files.createTempDirectory("guard").toString()), Map.of()).load());
    }

    @AfterAll
    static void stop() {
        daemon.close();
    }

    static String request(String method, String path, String... headers) throws Exception {
        try (Socket s = new Socket("127.0.0.1", daemon.port())) {
            StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            boolean hasHost = false;
            for (String h : headers) {
                req.append(h).append("\r\n");
                hasHost |= h.toLowerCase().startsWith("host:");
            }
            if (!hasHost) {
                req.append("Host: 127.0.0.1\r\n");
            }
            req.append("Connection: close\r\nContent-Length: 0\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.UTF_8));
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void rebindingHostIsRefusedEverywhere() throws Exception {
        List<String> paths = List.of("/health", "/mcp", "/sse", "/message", "/mcp-ws", "/extension", "/connect",
                "/api/v1/command", "/api/v1/keys", "/tools", "/nope");
        for (String path : paths) {
            String r = request("GET", path, "Host: attacker.example:22816");
            assertTrue(r.startsWith("HTTP/1.1 403"), path + ": " + r);
            assertTrue(r.contains("FORBIDDEN_HOST"), path);
        }
        System.out.printf("[figure] DNS-rebinding Host header: %d/%d endpoints refused with 403%n", paths.size(), paths.size());
    }

    @Test
    void aRebindingNameThatStartsLikeLoopbackIsRefused() throws Exception {
        for (String host : List.of("127.0.0.1.evil.test", "127.evil.test", "localhost.evil.test")) {
            for (String path : List.of("/connect", "/health", "/tools", "/api/v1/status")) {
                String r = request("GET", path, "Host: " + host + ":22816");
                assertTrue(r.startsWith("HTTP/1.1 403") && r.contains("FORBIDDEN_HOST"), host + path + ": " + r);
                assertTrue(!r.contains("tabrelay://"), "no pairing key");
            }
        }
        System.out.println("[checked] rebinding names that start like loopback (127.0.0.1.evil.test, …): 12/12 requests refused");
    }

    @Test
    void webPageOriginIsRefusedEverywhere() throws Exception {
        List<String> paths = List.of("/health", "/mcp", "/sse", "/message", "/mcp-ws", "/extension", "/connect",
                "/api/v1/command", "/api/v1/keys", "/tools");
        for (String path : paths) {
            String r = request("POST", path, "Origin: https://attacker.example");
            assertTrue(r.startsWith("HTTP/1.1 403"), path + ": " + r);
            assertTrue(r.contains("FORBIDDEN_ORIGIN"), path);
        }
        System.out.printf("[figure] foreign browser Origin: %d/%d endpoints refused with 403%n", paths.size(), paths.size());
    }

    @Test
    void theDaemonsOwnOriginIsAcceptedAndOtherLoopbackPortsAreNot() throws Exception {
        String own = "127.0.0.1:" + daemon.port();
        assertTrue(request("GET", "/health", "Host: " + own, "Origin: http://" + own).startsWith("HTTP/1.1 200"));
        String mcp = request("POST", "/mcp", "Host: " + own, "Origin: http://" + own);
        assertFalse(mcp.contains("FORBIDDEN_ORIGIN"), mcp);
        for (String other : List.of("http://127.0.0.1:3000", "http://localhost:" + daemon.port(), "https://" + own)) {
            String r = request("POST", "/mcp", "Host: " + own, "Origin: " + other);
            assertTrue(r.startsWith("HTTP/1.1 403") && r.contains("FORBIDDEN_ORIGIN"), other + ": " + r);
        }
    }

    @Test
    void connectStringIsNotGivenToTheExtensionOrigin() throws Exception {
        String r = request("GET", "/connect", "Origin: chrome-extension://hoddiojdknopfofgicbmfpnlbfjcmhen");
        assertTrue(r.startsWith("HTTP/1.1 403"), r);
        assertTrue(request("GET", "/connect").contains("tabrelay://"));
    }

    @Test
    void errorsAreJsonWithoutJavaInternals() throws Exception {
        String r = request("GET", "/does-not-exist");
        assertTrue(r.startsWith("HTTP/1.1 404"), r);
        assertTrue(r.contains("\"code\":\"NOT_FOUND\""), r);
        assertFalse(r.contains("Exception") || r.contains("at org.") || r.contains("<html"), r);
    }

    @Test
    void configuredHostsAndOriginsAreLetThrough() throws Exception {
        Daemon open = Daemon.start(new ConfigLoader(Map.of("PORT", "0",
                "CONFIG_DIR", Files.createTempDirectory("guard2").toString(),
                "ALLOWED_HOSTS", "tabrelay.lan", "ALLOWED_ORIGINS", "http://localhost:6274"), Map.of()).load());
        Daemon saved = daemon;
        daemon = open;
        try {
            assertTrue(request("GET", "/health", "Host: tabrelay.lan:22816").startsWith("HTTP/1.1 200"));
            assertTrue(request("GET", "/health", "Origin: http://localhost:6274").startsWith("HTTP/1.1 200"));
            assertTrue(request("GET", "/health", "Host: other.lan").startsWith("HTTP/1.1 403"));
            assertTrue(request("GET", "/health", "Origin: http://localhost:9999").startsWith("HTTP/1.1 403"));
        } finally {
            daemon = saved;
            open.close();
        }
    }

    /** The response's head (status line and headers), read from a connection kept open. */
    private static String head(InputStream in) throws Exception {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.append((char) b);
        }
        return head.toString();
    }

    @Test
    void aRefusalWrittenBeforeTheBodyArrivedSaysTheConnectionCloses() throws Exception {
        String refused = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: https://attacker.example\r\n"
                + "Content-Type: application/json\r\nContent-Length: 17\r\n\r\n";
        String body = "{\"jsonrpc\":\"2.0\"}";
        // The body never comes: Jetty closes the connection after the answer, and the answer says so,
        // so a client that pools connections does not send its next request into a closing one.
        try (Socket s = new Socket("127.0.0.1", daemon.port())) {
            s.getOutputStream().write(refused.getBytes(StandardCharsets.UTF_8));
            String r = head(s.getInputStream());
            assertTrue(r.startsWith("HTTP/1.1 403"), r);
            assertTrue(r.toLowerCase().contains("connection: close"), r);
        }
        // The body came with the headers: it is read and dropped, and the connection serves the next request.
        try (Socket s = new Socket("127.0.0.1", daemon.port())) {
            OutputStream out = s.getOutputStream();
            out.write((refused + body).getBytes(StandardCharsets.UTF_8));
            String r = head(s.getInputStream());
            assertTrue(r.startsWith("HTTP/1.1 403"), r);
            assertFalse(r.toLowerCase().contains("connection: close"), r);
            s.getInputStream().readNBytes(Integer.parseInt(r.replaceAll("(?is).*content-length: *(\\d+).*", "$1")));
            out.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.UTF_8));
            assertTrue(head(s.getInputStream()).startsWith("HTTP/1.1 200"));
        }
    }

    @Test
    void healthSaysWhatIsConnected() throws Exception {
        String r = request("GET", "/health");
        assertEquals(200, Integer.parseInt(r.substring(9, 12)));
        assertTrue(r.contains("\"extensionConnected\":false"), r);
    }
}
