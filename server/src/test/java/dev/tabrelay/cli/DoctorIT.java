package dev.tabrelay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** `tabrelay doctor` against a real daemon without a browser, and against no daemon: each failure names its fix. */
class DoctorIT {
    static String[] doctor(int port, Path configDir) {
        PrintStream before = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            int code = Main.run("doctor", "--port", String.valueOf(port), "--config-dir", configDir.toString());
            return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(before);
        }
    }

    @Test
    void aDaemonWithoutABrowserFailsAtTheExtensionAndSaysHowToConnectOne() throws Exception {
        Path dir = Files.createTempDirectory("tabrelay-doctor-");
        try (Daemon daemon = Daemon.start(new ConfigLoader(Map.of("PORT", "0", "CONFIG_DIR", dir.toString()), Map.of()).load())) {
            String[] r = doctor(daemon.port(), dir);
            String out = r[1];
            assertEquals("1", r[0], out);
            assertTrue(out.contains("OK   java"), out);
            assertTrue(out.contains("OK   config dir"), out);
            assertTrue(out.contains("OK   pairing key") && out.contains("(private)"), out);
            assertTrue(out.contains("OK   daemon") && out.contains("pid " + ProcessHandle.current().pid()), out);
            assertTrue(out.contains("OK   host check"), out);
            assertTrue(out.contains("FAIL extension") && out.contains("fix: run `tabrelay launch`"), out);
            assertTrue(out.contains("SKIP round trip"), out);
            assertTrue(out.contains("Some checks failed"), out);
        }
    }

    @Test
    void noDaemonFailsWithTheCommandThatStartsOne() throws Exception {
        Path dir = Files.createTempDirectory("tabrelay-doctor-");
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        String[] r = doctor(port, dir);
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].contains("FAIL daemon") && r[1].contains("nothing answers") && r[1].contains("fix: start it: `tabrelay serve`"), r[1]);
        assertTrue(r[1].contains("SKIP host check"), r[1]);
    }

    @Test
    void aKeyFileOthersCanReadFails() throws Exception {
        Path dir = Files.createTempDirectory("tabrelay-doctor-");
        Path key = dir.resolve("pairing-key");
        Files.writeString(key, "x".repeat(43) + "\n");
        Files.setPosixFilePermissions(key, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        String[] r = doctor(1, dir);
        assertTrue(r[1].contains("FAIL pairing key") && r[1].contains("chmod 600"), r[1]);
    }
}
