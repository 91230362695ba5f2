package dev.tabrelay.daemon;

import dev.tabrelay.config.ConfigLoader;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.HttpClientStreamableHttpTransport;
import io.modelcontextprotocol.spec.McpSchema;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/** A real daemon on a free port with its own config dir, plus helpers to reach it. */
final class TestDaemon implements AutoCloseable {
    final Daemon daemon;
    final Path configDir;

    TestDaemon(Map<String, String> settings) throws Exception {
        this(settings, dir -> { });
    }

    /** @param prepare runs on the fresh config dir before the daemon starts (e.g. to create keys) */
    TestDaemon(Map<String, String> settings, java.util.function.Consumer<Path> prepare) throws Exception {
        configDir = Files.createTempDirectory("tabrelay-it-");
        prepare.accept(configDir);
        Map<String, String> flags = new HashMap<>(settings);
        flags.put("PORT", "0");
        flags.put("CONFIG_DIR", configDir.toString());
        daemon = Daemon.start(new ConfigLoader(flags, Map.of()).load());
    }

    TestDaemon() throws Exception {
        this(Map.of());
    }

    String key() throws Exception {
        return Files.readString(configDir.resolve("pairing-key")).trim();
    }

    int port() {
        return daemon.port();
    }

    McpSyncClient client() {
        return client("/mcp");
    }

    /** @param endpoint "/mcp", or with a query such as "/mcp?tools=extract" */
    McpSyncClient client(String endpoint) {
        McpSyncClient c = McpClient.sync(HttpClientStreamableHttpTransport.builder(daemon.baseUrl()).endpoint(endpoint).build())
                .clientInfo(new McpSchema.Implementation("it-client", "1.0"))
                .requestTimeout(Duration.ofSeconds(60)).build();
        c.initialize();
        return c;
    }

    @Override
    public void close() {
        daemon.close();
    }
}
