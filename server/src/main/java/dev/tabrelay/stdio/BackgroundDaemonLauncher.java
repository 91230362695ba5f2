package dev.tabrelay.stdio;

import java.io.File;
import dev.tabrelay.config.PrivateFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Starts the daemon as a detached child: the same JVM binary and classpath as this process, stdin
 * from the null device, stdout and stderr appended to {@code CONFIG_DIR/daemon.log}.
 *
 * <p>The daemon must not share our stdin/stdout: they belong to the MCP client, and a child holding
 * them would keep the client's pipes open after we exit. Where {@code setsid} exists the daemon
 * also gets its own session, so a client that signals our whole process group on shutdown does not
 * take down the daemon that other clients share.
 */
final class BackgroundDaemonLauncher implements DaemonLauncher {
    static final String MAIN_CLASS = "dev.tabrelay.cli.Main";
    static final String LOG_FILE = "daemon.log";
    private static final boolean WINDOWS = System.getProperty("os.name", "").toLowerCase().startsWith("windows");

    private final java.util.Map<String, String> env;

    BackgroundDaemonLauncher(java.util.Map<String, String> env) {
        this.env = java.util.Map.copyOf(env);
    }

    @Override
    public CompletableFuture<Integer> launch(String host, int port, Path configDir) throws IOException {
        // The log may show page titles and client names: 0600 in a 0700 folder, like the keys.
        Path log = PrivateFiles.ensureFile(configDir.resolve(LOG_FILE));
        ProcessBuilder builder = new ProcessBuilder(command())
                .redirectInput(ProcessBuilder.Redirect.from(new File(WINDOWS ? "NUL" : "/dev/null")))
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectErrorStream(true);
        builder.environment().putAll(environment(host, port, configDir));
        Process process = builder.start();
        return process.onExit().thenApply(Process::exitValue);
    }

    /**
     * Where the daemon serves and keeps its files, as environment variables rather than flags: a bare
     * {@code serve} starts without picocli (Main), a second or more of a cold {@code tabrelay stdio}.
     * CONFIG_DIR may have come from a flag of ours.
     */
    java.util.Map<String, String> environment(String host, int port, Path configDir) {
        java.util.Map<String, String> all = new java.util.HashMap<>(env);
        all.put("CONFIG_DIR", configDir.toAbsolutePath().toString());
        all.put("PORT", Integer.toString(port));
        all.put("HOST", host);
        return all;
    }

    List<String> command() {
        List<String> command = new ArrayList<>();
        setsid().ifPresent(command::add);
        command.add(Path.of(System.getProperty("java.home"), "bin", WINDOWS ? "java.exe" : "java").toString());
        // The class cache the launcher made for this jar (tabrelay aot-train) serves the daemon too:
        // a cold `tabrelay stdio` waits for the daemon's start.
        String cache = System.getProperty("tabrelay.aotCache");
        if (cache != null && Files.isRegularFile(Path.of(cache))) {
            command.add("-XX:AOTCache=" + cache);
            command.add("-Xlog:disable");
        }
        // The daemon's JVM flags, from the launcher (scripts/lib.sh, DAEMON_JVM), comma-separated.
        for (String flag : System.getProperty("tabrelay.daemonJvm", "").split(",")) {
            if (flag.startsWith("-XX:")) {
                command.add(flag);
            }
        }
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(MAIN_CLASS);
        command.add("serve");
        return command;
    }

    private static Optional<String> setsid() {
        for (String candidate : List.of("/usr/bin/setsid", "/bin/setsid")) {
            if (Files.isExecutable(Path.of(candidate))) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
