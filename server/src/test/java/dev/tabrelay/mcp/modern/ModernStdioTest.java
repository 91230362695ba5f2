package dev.tabrelay.mcp.modern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.mcp.ws.FakeModernBackend;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Embedded stdio: modern lines answered here, the rest passed to the SDK's streams, stdout shared a line at a time. */
class ModernStdioTest {
    private static final String DISCOVER = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\",\"params\":{\"_meta\":{"
            + "\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\",\"io.modelcontextprotocol/clientCapabilities\":{}}}}";
    private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{}}";

    @Test
    void modernLinesAreAnsweredAndTheRestReachTheSdk() throws Exception {
        PipedOutputStream stdin = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(stdin);
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        ModernStdio.Streams sdk = ModernStdio.start(new ModernServer(new FakeModernBackend()), in, stdout);
        BufferedReader sdkIn = new BufferedReader(new InputStreamReader(sdk.sdkIn(), StandardCharsets.UTF_8));

        stdin.write((DISCOVER + "\n" + INITIALIZE + "\n").getBytes(StandardCharsets.UTF_8));
        stdin.flush();
        CompletableFuture<String> passed = CompletableFuture.supplyAsync(() -> {
            try {
                return sdkIn.readLine();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertEquals(INITIALIZE, passed.get(5, TimeUnit.SECONDS), "a 2025 line goes to the SDK unchanged");
        String answered;
        synchronized (stdout) {
            answered = stdout.toString(StandardCharsets.UTF_8);
        }
        assertTrue(answered.startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"supportedVersions\""), answered);
        assertTrue(answered.endsWith("}\n"), "one whole line");

        // The SDK writes a message in pieces: it reaches stdout only once its line is whole.
        sdk.sdkOut().write("{\"jsonrpc\":\"2.0\",".getBytes(StandardCharsets.UTF_8));
        assertEquals(answered, stdout.toString(StandardCharsets.UTF_8));
        sdk.sdkOut().write("\"id\":2,\"result\":{}}\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(answered + "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{}}\n", stdout.toString(StandardCharsets.UTF_8));

        stdin.close();
        assertEquals(null, CompletableFuture.supplyAsync(() -> {
            try {
                return sdkIn.readLine();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).get(5, TimeUnit.SECONDS), "stdin's end reaches the SDK");
    }
}
