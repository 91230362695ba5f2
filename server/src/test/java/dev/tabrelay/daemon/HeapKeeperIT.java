package dev.tabrelay.daemon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The keeper against a real serial-collector JVM (the tests' own runs G1, where it stays off). */
class HeapKeeperIT {
    @Test
    void underTheSerialCollectorItCollectsTheOldGenerationOnceItGrew() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        Process p = new ProcessBuilder(java, "-XX:+UseSerialGC", "-Xmn2m", "-Xlog:disable",
                "-cp", System.getProperty("java.class.path"), HeapKeeperProbe.class.getName())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the probe did not end");
        assertEquals("ok", out);
    }
}
