package dev.tabrelay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.config.ConfigLoader;
import dev.tabrelay.daemon.Daemon;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * TabRelay's own commands against a daemon that requires keys: without one (or with a wrong one)
 * they say a key is needed and how to give it, never that no daemon runs or that the port is taken.
 */
class KeyRequiredIT {
    static Daemon daemon;
    static Path configDir;
    static String admin;

    @BeforeAll
    static void start() throws Exception {
        configDir = Files.createTempDirectory("tabrelay-cli-");
        admin = new KeyStore(configDir).create("admin", List.of(), List.of(), 0, 0, false, true).secret();
        daemon = Daemon.start(new ConfigLoader(Map.of("PORT", "0", "CONFIG_DIR", configDir.toString(), "REQUIRE_AUTH", "true"),
                Map.of()).load());
    }

    @AfterAll
    static void stop() {
        daemon.close();
    }

    /** Runs a command with this daemon's port; returns exit code and what it printed on stderr. */
    static String[] run(String... args) {
        PrintStream before = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            String[] all = new String[args.length + 4];
            System.arraycopy(args, 0, all, 0, args.length);
            all[args.length] = "--port";
            all[args.length + 1] = String.valueOf(daemon.port());
            all[args.length + 2] = "--config-dir";
            all[args.length + 3] = configDir.toString();
            return new String[] {String.valueOf(Main.run(all)), err.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setErr(before);
        }
    }

    @Test
    void connectStringWithoutAKeyAsksForOne() {
        String[] r = run("connect-string");
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].contains("requires an API key") && r[1].contains("TABRELAY_KEY"), r[1]);
    }

    @Test
    void connectStringWithAWrongKeySaysItWasRefused() {
        String[] r = run("connect-string", "--key", "trk_wrong_wrong");
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].contains("refused the API key"), r[1]);
    }

    @Test
    void stopWithoutAKeyAsksForOneAndTheDaemonStaysUp() {
        String[] r = run("stop");
        assertEquals("1", r[0], r[1]);
        assertTrue(r[1].contains("requires an API key"), r[1]);
        assertTrue(new DaemonProbe("127.0.0.1", daemon.port()).health().isPresent(), "still running");
    }

    @Test
    void connectStringWithTheAdminKeyWorks() {
        String[] r = run("connect-string", "--key", admin);
        assertEquals("0", r[0], r[1]);
    }
}
