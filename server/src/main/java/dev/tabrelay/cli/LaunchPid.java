package dev.tabrelay.cli;

import dev.tabrelay.config.PrivateFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The pid of the running `tabrelay launch` of a config dir, so `tabrelay stop` stops what launch
 * started: the launch process closes its browser in its shutdown hook when stop signals it.
 */
final class LaunchPid {
    private static final String FILE = "launch.pid";

    private LaunchPid() {}

    /** @param profile the browser profile launch uses (shown by `tabrelay status`) */
    static void write(Path configDir, Path profile) throws IOException {
        Path file = PrivateFiles.ensureFile(configDir.resolve(FILE));
        long pid = ProcessHandle.current().pid();
        Files.writeString(file, pid + "\n" + profile.toAbsolutePath() + "\n");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                // Only our own line: a newer launch may have written its pid meanwhile.
                if (Files.readString(file).lines().findFirst().orElse("").trim().equals(String.valueOf(pid))) {
                    Files.deleteIfExists(file);
                }
            } catch (IOException gone) {
                // Nothing to clean up.
            }
        }, "launch-pid"));
    }

    /** The launch process of this config dir, if one runs (a stale file or a reused pid is ignored). */
    static Optional<ProcessHandle> running(Path configDir) {
        try {
            long pid = Long.parseLong(Files.readString(configDir.resolve(FILE)).lines().findFirst().orElse("").trim());
            return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                    .filter(p -> p.info().commandLine().map(c -> c.contains("dev.tabrelay") || c.contains("tabrelay")).orElse(false));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The browser profile the running launch of this config dir uses, when it says (older launches did not). */
    static Optional<String> profile(Path configDir) {
        try {
            return Files.readString(configDir.resolve(FILE)).lines().skip(1).findFirst().filter(s -> !s.isBlank());
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
