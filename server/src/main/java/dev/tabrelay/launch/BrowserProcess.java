package dev.tabrelay.launch;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A Chromium started by {@code tabrelay launch}: a fresh or given profile, the pre-paired
 * extension loaded, its output in a log file. {@link #close} ends the browser and every
 * process it spawned (renderers, GPU, crashpad), not just the wrapper script.
 */
public final class BrowserProcess implements AutoCloseable {
    private final Process process;
    private final Path log;

    BrowserProcess(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    public static BrowserProcess start(Path executable, Path profile, Path extension, boolean headless, Path log, String startUrl)
            throws IOException {
        List<String> cmd = new ArrayList<>(List.of(executable.toString(),
                "--user-data-dir=" + profile,
                "--disable-extensions-except=" + extension,
                "--load-extension=" + extension,
                "--no-first-run", "--no-default-browser-check", "--disable-default-apps",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--disable-domain-reliability", "--disable-client-side-phishing-detection",
                "--metrics-recording-only", "--password-store=basic", "--use-mock-keychain",
                "--window-size=1280,800", "--silent-debugger-extension-api",
                // A browser BrowserKeeper restarts after a crash opens without the "restore pages?" bubble.
                "--hide-crash-restore-bubble"));
        if (headless) {
            cmd.add("--headless=new");
            cmd.add("--disable-gpu");
        }
        if (isRoot()) {
            // Chromium refuses to start as root with its sandbox on (containers, CI).
            cmd.add("--no-sandbox");
        }
        String extra = System.getenv("TABRELAY_BROWSER_ARGS");
        if (extra != null && !extra.isBlank()) {
            cmd.addAll(List.of(extra.trim().split("\\s+")));
        }
        cmd.add(startUrl);
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        return new BrowserProcess(pb.start(), log);
    }

    private static boolean isRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    public CompletableFuture<Process> onExit() {
        return process.onExit();
    }

    public boolean alive() {
        return process.isAlive();
    }

    /** The exit status once ended: 0 when Chromium shut down in order, 128 + signal when it was killed. */
    public int exitCode() {
        return process.exitValue();
    }

    public long pid() {
        return process.pid();
    }

    public Path log() {
        return log;
    }

    @Override
    public void close() {
        List<ProcessHandle> tree = new ArrayList<>(process.descendants().toList());
        process.destroy();
        tree.forEach(ProcessHandle::destroy);
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        tree.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
    }
}
