package dev.tabrelay.stdio;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class BackgroundDaemonLauncherTest {
    @Test
    void runsServeWithThisJvmAndClasspath() {
        List<String> command = new BackgroundDaemonLauncher(java.util.Map.of()).command("127.0.0.1", 22816);
        int java = command.indexOf(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // Optionally preceded by setsid, never by anything else.
        assertEquals(command.size() - 9, java);
        assertEquals(List.of("-cp", System.getProperty("java.class.path"), "dev.tabrelay.cli.Main",
                "serve", "--port", "22816", "--host", "127.0.0.1"), command.subList(java + 1, command.size()));
    }
}
