package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.spec.McpSchema.CallToolRequest;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Which browser answers a call that names none: the most recently used one the user has enabled.
 * A browser that is paired but still waiting for Enable bridge (it would answer every call
 * PERMISSION_REQUIRED) is chosen only when it is the only one.
 */
class BrowserChoiceIT {
    static TestDaemon bridge;
    static McpSyncClient client;

    @BeforeAll
    static void start() throws Exception {
        bridge = new TestDaemon(Map.of("COMMAND_TIMEOUT", "3000"));
        client = bridge.client();
    }

    @AfterAll
    static void stop() {
        client.closeGracefully();
        bridge.close();
    }

    /** Calls browser_tab_list with no browser and answers it from whichever fake got the command. */
    static String whoAnswers(FakeExtension... fakes) throws Exception {
        CompletableFuture<CallToolResult> call = CompletableFuture.supplyAsync(
                () -> client.callTool(new CallToolRequest("browser_tab_list", Map.of())), AutomationToolsIT.CALLERS);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            for (FakeExtension f : fakes) {
                JsonNode cmd = f.pollCommand(50);
                if (cmd != null) {
                    f.respond(cmd, FakeExtension.JSON.createObjectNode().set("tabs", FakeExtension.JSON.createArrayNode()));
                    assertTrue(!Boolean.TRUE.equals(call.get(10, TimeUnit.SECONDS).isError()));
                    return f.browserId;
                }
            }
        }
        throw new AssertionError("no fake got the command");
    }

    @Test
    void aPairedButNotEnabledBrowserIsNotTheDefault() throws Exception {
        try (FakeExtension ready = FakeExtension.paired(bridge.port(), bridge.key(), "b-ready", null, null, true)) {
            // Connected later, so the most recent: without its enabled flag it would be chosen.
            try (FakeExtension waiting = FakeExtension.paired(bridge.port(), bridge.key(), "b-waiting", null, null, false)) {
                assertEquals("b-ready", whoAnswers(ready, waiting));
            }
        }
        try (FakeExtension alone = FakeExtension.paired(bridge.port(), bridge.key(), "b-alone", null, null, false)) {
            assertEquals("b-alone", whoAnswers(alone), "the only browser is still chosen: its answer says what to do");
        }
    }
}
