package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.grid.GridSettings;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The grid provider against {@link FakeGrid}: shared leases, the hello deadline, a request the queue
 * deadline abandoned and the Grid served later (reaped), idle release, a crashed browser, and
 * shutdown deleting every session. The same behaviour against a real Grid: e2e/grid-leases.test.mjs.
 */
@Timeout(60)
class GridIT {
    private final List<AutoCloseable> open = new ArrayList<>();
    private FakeGrid grid;
    private Daemon daemon;

    private void start(Map<String, String> gridFlags) throws Exception {
        grid = new FakeGrid();
        open.add(grid);
        Path dir = Files.createTempDirectory("tabrelay-grid-it-");
        Path dist = Files.createDirectories(dir.resolve("dist"));
        Files.writeString(dist.resolve("manifest.json"), "{\"manifest_version\": 3, \"name\": \"t\", \"version\": \"1\"}");
        var config = new ConfigLoader(Map.of("PORT", "0", "CONFIG_DIR", dir.resolve("config").toString(), "DAEMON_ID", "dt"),
                Map.of()).load();
        Map<String, String> flags = new HashMap<>(gridFlags);
        flags.put("GRID_URL", grid.url());
        GridSettings settings = GridSettings.parse(flags, Map.of(), "ws://127.0.0.1:1/extension");
        daemon = Daemon.startGrid(config, new Daemon.Grid(settings, "dt", dist));
        grid.daemonPort = daemon.port();
    }

    @AfterEach
    void stop() throws Exception {
        if (daemon != null) {
            daemon.close();
        }
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    private McpSyncClient client() {
        McpSyncClient c = io.modelcontextprotocol.client.McpClient.sync(
                        io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport.builder(daemon.baseUrl()).build())
                .clientInfo(new McpSchema.Implementation("grid-it", "1.0")).requestTimeout(Duration.ofSeconds(30)).build();
        c.initialize();
        open.add(c::close);
        return c;
    }

    private static McpSchema.CallToolResult call(McpSyncClient c, String tool) {
        return c.callTool(new McpSchema.CallToolRequest(tool, Map.of()));
    }

    private static String text(McpSchema.CallToolResult r) {
        return r.content().stream().filter(x -> x instanceof McpSchema.TextContent).map(x -> ((McpSchema.TextContent) x).text())
                .reduce("", String::concat);
    }

    /** The lease handle browser_list names for this client. */
    @SuppressWarnings("unchecked")
    private static String lease(McpSyncClient c) {
        var browsers = (List<Map<String, Object>>) ((Map<String, Object>) call(c, "browser_list").structuredContent()).get("browsers");
        assertEquals(1, browsers.size(), browsers.toString());
        return (String) browsers.get(0).get("lease");
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within 20 s: " + what);
            }
            Thread.sleep(50);   // poll interval, not a wait for an outcome
        }
    }

    @Test
    void sharedLeasesPutUpToKSessionsOnOneBrowser() throws Exception {
        start(Map.of("GRID_LEASE", "shared:2", "GRID_MAX", "2"));
        McpSyncClient a = client();
        McpSyncClient b = client();
        McpSyncClient c = client();
        for (McpSyncClient x : List.of(a, b, c)) {
            assertFalse(call(x, "browser_tab_list").isError());
        }
        assertEquals(lease(a), lease(b), "two sessions share the first browser");
        assertNotEquals(lease(a), lease(c), "the third gets the second");
        assertEquals(2, grid.sessions.size());
    }

    @Test
    void aBrowserWhoseExtensionNeverConnectsEndsItsLeaseNamingTheLikelyCause() throws Exception {
        start(Map.of("GRID_HELLO_TIMEOUT", "1"));
        grid.mode = FakeGrid.Mode.SILENT;
        McpSchema.CallToolResult r = call(client(), "browser_tab_list");
        assertTrue(r.isError());
        String t = text(r);
        assertTrue(t.startsWith("BROWSER_LOST") && t.contains("never connected") && t.contains("branded Google Chrome")
                && t.contains("--advertise"), t);
        await(() -> grid.deleted.contains("fake-1") && grid.sessions.isEmpty(), "the silent session deleted");
    }

    @Test
    void aSessionTheQueueServesAfterTheDeadlineIsReaped() throws Exception {
        start(Map.of("GRID_QUEUE_TIMEOUT", "1", "GRID_HEARTBEAT", "1"));
        grid.mode = FakeGrid.Mode.LATE;
        grid.lateMillis = 2500;
        McpSchema.CallToolResult r = call(client(), "browser_tab_list");
        assertTrue(text(r).startsWith("NO_CAPACITY") && text(r).contains("--queue-timeout"), text(r));
        await(() -> grid.deleted.contains("fake-1"), "the late session deleted by the heartbeat's reaper");
        assertTrue(grid.sessions.isEmpty());
    }

    @Test
    void anIdleLeaseIsReleasedAndItsOwnerToldOnce() throws Exception {
        start(Map.of("GRID_IDLE_RELEASE", "1", "GRID_HEARTBEAT", "1"));
        McpSyncClient a = client();
        assertFalse(call(a, "browser_tab_list").isError());
        String first = lease(a);
        await(() -> grid.deleted.contains("fake-1"), "the idle lease released");
        McpSchema.CallToolResult told = call(a, "browser_tab_list");
        assertTrue(text(told).startsWith("BROWSER_LOST") && text(told).contains("--idle-release") && text(told).contains(first),
                text(told));
        assertFalse(call(a, "browser_tab_list").isError());
        assertNotEquals(first, lease(a), "then a new browser");
    }

    @Test
    void aCrashedBrowserEndsItsLeaseAtOnceAndTheNextCallGetsAnother() throws Exception {
        start(Map.of());
        McpSyncClient a = client();
        assertFalse(call(a, "browser_tab_list").isError());
        String first = lease(a);
        FakeGrid.Session s = grid.sessions.values().iterator().next();
        grid.crashed.add(s.id());
        s.extension().close();   // the browser's socket drops with it
        await(() -> grid.deleted.contains(s.id()), "the crashed session deleted");
        String told = text(call(a, "browser_tab_list"));
        assertTrue(told.startsWith("BROWSER_LOST") && told.contains("crashed"), told);
        assertFalse(call(a, "browser_tab_list").isError());
        assertNotEquals(first, lease(a));
    }

    @Test
    void aGridThatDoesNotAnswerIsNamedAtStartAndOneThatDoesIsNot() throws Exception {
        start(Map.of());
        assertTrue(daemon.gridProblem().isEmpty(), daemon.gridProblem().toString());
        grid.close();
        String problem = daemon.gridProblem().orElseThrow();
        assertTrue(problem.contains(grid.url()) && problem.contains("does not answer"), problem);
    }

    @Test
    void shutdownDeletesEveryGridSession() throws Exception {
        start(Map.of("GRID_MAX", "3"));
        for (int i = 0; i < 3; i++) {
            assertFalse(call(client(), "browser_tab_list").isError());
        }
        assertEquals(3, grid.sessions.size());
        daemon.close();
        daemon = null;
        assertEquals(3, grid.deleted.size());
        assertTrue(grid.sessions.isEmpty());
    }
}
