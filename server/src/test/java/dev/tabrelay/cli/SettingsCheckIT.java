package dev.tabrelay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Options given to stdio or launch while a daemon runs are compared with the settings it publishes on /health. */
class SettingsCheckIT {
    static Daemon daemon;
    static Path configDir;

    @BeforeAll
    static void start() throws Exception {
        configDir = Files.createTempDirectory("tabrelay-settings-");
        daemon = Daemon.start(new ConfigLoader(Map.of("PORT", "0", "CONFIG_DIR", configDir.toString()), Map.of()).load());
    }

    @AfterAll
    static void stop() {
        daemon.close();
    }

    static List<String> differences(ServingOptions serving) {
        DaemonOptions options = new DaemonOptions();
        options.port = daemon.port();
        options.configDir = configDir.toString();
        JsonNode health = new DaemonProbe("127.0.0.1", daemon.port()).health().orElseThrow();
        return SettingsCheck.differences(options.given(serving), options.load(serving), health);
    }

    @Test
    void anOptionTheRunningDaemonDoesNotUseIsNamed() {
        ServingOptions serving = new ServingOptions();
        serving.isolation = "group";
        serving.tools = "claude";
        assertEquals(List.of("TOOLS=claude (the running daemon uses none)", "ISOLATION=group (the running daemon uses shared)"),
                differences(serving));
    }

    @Test
    void optionsThatMatchOrWereNotGivenSayNothing() {
        ServingOptions serving = new ServingOptions();
        serving.isolation = "shared";
        assertEquals(List.of(), differences(serving));
        assertEquals(List.of(), differences(new ServingOptions()));
    }
}
