package dev.tabrelay.daemon;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A stand-in Selenium Grid for integration tests: answers the four WebDriver requests the grid
 * provider sends and, as a node's browser would, connects a {@link FakeExtension} with the pairing
 * key it finds in the new-session request's extension zip, before it answers the request (a real
 * Grid's browser may connect that early too). Real-Grid behaviour is tested end to
 * end (e2e/grid-leases.test.mjs); this one makes the rare paths (a browser that never says hello,
 * a session the queue serves after the daemon gave up, a crash) quick and exact.
 */
final class FakeGrid implements AutoCloseable {
    /** How the next new-session requests are served. */
    enum Mode { CONNECT, SILENT, LATE }

    record Session(String id, String name, FakeExtension extension) {}

    final Map<String, Session> sessions = new ConcurrentHashMap<>();
    final List<String> deleted = new CopyOnWriteArrayList<>();
    final Set<String> crashed = ConcurrentHashMap.newKeySet();
    final List<String> keys = new CopyOnWriteArrayList<>();
    volatile Mode mode = Mode.CONNECT;
    volatile long lateMillis = 2000;
    volatile int daemonPort;
    private final AtomicInteger serial = new AtomicInteger();
    private final HttpServer server;

    FakeGrid() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.createContext("/", this::handle);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private void handle(HttpExchange ex) throws IOException {
        String path = ex.getRequestURI().getPath();
        String method = ex.getRequestMethod();
        try {
            if (method.equals("POST") && path.equals("/session")) {
                newSession(ex);
            } else if (method.equals("GET") && path.equals("/status")) {
                reply(ex, 200, status());
            } else if (method.equals("DELETE") && path.startsWith("/session/")) {
                String id = path.substring("/session/".length());
                Session s = sessions.remove(id);
                deleted.add(id);
                if (s != null && s.extension() != null) {
                    s.extension().close();
                }
                reply(ex, 200, "{\"value\":null}");
            } else if (method.equals("GET") && path.endsWith("/window/handles")) {
                String id = path.split("/")[2];
                if (crashed.contains(id)) {
                    reply(ex, 500, "{\"value\":{\"error\":\"unknown error\",\"message\":\"chrome not reachable\\n(details)\"}}");
                } else if (!sessions.containsKey(id)) {
                    reply(ex, 404, "{\"value\":{\"error\":\"invalid session id\",\"message\":\"no such session\"}}");
                } else {
                    reply(ex, 200, "{\"value\":[\"w1\"]}");
                }
            } else {
                reply(ex, 404, "{\"value\":{\"error\":\"unknown command\",\"message\":\"" + method + " " + path + "\"}}");
            }
        } catch (Exception | AssertionError e) {
            // Also a browser the daemon refused (FakeExtension.paired's AssertionError): the call fails now, naming it,
            // instead of the request hanging unanswered until the client gives up.
            reply(ex, 500, "{\"value\":{\"error\":\"unknown error\",\"message\":\"fake grid: "
                    + e.toString().replace('"', '\'') + "\"}}");
        }
    }

    private void newSession(HttpExchange ex) throws Exception {
        JsonNode caps = FakeExtension.JSON.readTree(ex.getRequestBody().readAllBytes()).path("capabilities").path("alwaysMatch");
        String name = caps.path("se:name").asString();
        String key = keyIn(caps.path("goog:chromeOptions").path("extensions").path(0).asString());
        keys.add(key);
        String id = "fake-" + serial.incrementAndGet();
        Mode m = mode;
        if (m == Mode.LATE) {
            // The daemon gives up first; the session appears anyway, as a late Grid queue can serve it.
            Thread.sleep(lateMillis);
            sessions.put(id, new Session(id, name, null));
            reply(ex, 200, answer(id));
            return;
        }
        // The session exists before its browser runs, as on a Grid: a test that saw the browser answer sees its session.
        sessions.put(id, new Session(id, name, null));
        if (m == Mode.CONNECT) {
            // The browser's extension connects (and is welcomed) before the answer, as a real Grid's may.
            FakeExtension ext = FakeExtension.paired(daemonPort, key, "browser-" + id);
            Thread.ofVirtual().start(() -> answerCommands(ext));
            sessions.put(id, new Session(id, name, ext));
        }
        reply(ex, 200, answer(id));
    }

    /** Answers every command the way a browser with one empty tab would, until the socket goes. */
    private static void answerCommands(FakeExtension ext) {
        try {
            while (!ext.closed.isDone()) {
                JsonNode cmd = ext.pollCommand(200);
                if (cmd != null) {
                    ObjectNode data = FakeExtension.JSON.createObjectNode();
                    data.putArray("tabs");
                    ext.respond(cmd, data);
                }
            }
        } catch (InterruptedException | RuntimeException e) {
            // the test ended or the socket closed
        }
    }

    /** The pairing key inside the lease's zip: what the extension reads from pairing.json. */
    private static String keyIn(String base64Zip) throws IOException {
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(Base64.getDecoder().decode(base64Zip)))) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
                if (e.getName().equals("pairing.json")) {
                    String connect = FakeExtension.JSON.readTree(zip.readAllBytes()).path("connect").asString();
                    String json = new String(Base64.getUrlDecoder().decode(connect.substring("tabrelay://".length())),
                            StandardCharsets.UTF_8);
                    return FakeExtension.JSON.readTree(json).path("k").asString();
                }
            }
        }
        throw new IllegalStateException("no pairing.json in the extension zip");
    }

    private static String answer(String id) {
        return "{\"value\":{\"sessionId\":\"" + id + "\",\"capabilities\":{\"browserName\":\"chrome\",\"browserVersion\":\"156\"}}}";
    }

    private String status() {
        ObjectNode root = FakeExtension.JSON.createObjectNode();
        ObjectNode node = root.putObject("value").putArray("nodes").addObject().put("uri", "http://fake-node:5555");
        var slots = node.putArray("slots");
        sessions.values().forEach(s -> slots.addObject().putObject("session").put("sessionId", s.id())
                .putObject("capabilities").put("se:name", s.name()));
        return root.toString();
    }

    private static void reply(HttpExchange ex, int status, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        try {
            ex.sendResponseHeaders(status, b.length);
            ex.getResponseBody().write(b);
        } catch (IOException gone) {
            // the daemon aborted the request (its queue deadline)
        }
        ex.close();
    }

    @Override
    public void close() {
        sessions.values().forEach(s -> {
            if (s.extension() != null) {
                s.extension().close();
            }
        });
        server.stop(0);
    }
}
