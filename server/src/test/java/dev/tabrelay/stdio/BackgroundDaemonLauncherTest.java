package dev.tabrelay.stdio;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BackgroundDaemonLauncherTest {
    @Test
    void runsServeWithThisJvmAndClasspath() {
        List<String> command = new BackgroundDaemonLauncher(java.util.Map.of()).command();
        int java = command.indexOf(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // Optionally preceded by setsid, never by anything else; a bare `serve` (Main's fast path).
        assertEquals(command.size() - 5, java);
        assertEquals(List.of("-cp", System.getProperty("java.class.path"), "dev.tabrelay.cli.Main", "serve"),
                command.subList(java + 1, command.size()));
    }

    @Test
    void passesWhereToServeInTheEnvironmentOverTheCallersSettings() {
        var env = new BackgroundDaemonLauncher(java.util.Map.of("MCP_CONFIG", "/x.json", "PORT", "1"))
                .environment("127.0.0.1", 22816, Path.of("/tmp/tr"));
        assertEquals(java.util.Map.of("MCP_CONFIG", "/x.json", "PORT", "22816", "HOST", "127.0.0.1",
                "CONFIG_DIR", Path.of("/tmp/tr").toAbsolutePath().toString()), env);
    }
}
