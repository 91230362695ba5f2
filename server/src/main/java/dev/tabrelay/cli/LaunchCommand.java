package dev.tabrelay.cli;

import dev.tabrelay.json.Json;
import dev.tabrelay.config.Config;
import dev.tabrelay.daemon.Daemon;
import dev.tabrelay.launch.BrowserFailure;
import dev.tabrelay.launch.BrowserFinder;
import dev.tabrelay.launch.BrowserKeeper;
import dev.tabrelay.launch.BrowserProcess;
import dev.tabrelay.launch.ExtensionCopy;
import dev.tabrelay.launch.RestartPolicy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import tools.jackson.databind.JsonNode;

/**
 * {@code tabrelay launch}: a Chromium with the extension loaded and already paired to the
 * daemon (started here if none runs). Stays in the foreground until the browser is closed or
 * Ctrl-C, which closes the browser it started; a browser that dies is started again (BrowserKeeper).
 */
@Command(name = "launch", description = "Start (or reuse) the daemon and a Chromium with the TabRelay extension loaded and paired.")
final class LaunchCommand implements Callable<Integer> {
    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(40);

    @Mixin
    DaemonOptions options;

    @Mixin
    ServingOptions serving;

    @Option(names = "--headless", description = "Run the browser without a window (the default where there is no display).")
    boolean headless;

    @Option(names = "--browser", paramLabel = "PATH", description = "Chromium-based browser to start (env CHROME_PATH; default: chromium on PATH).")
    String browser;

    @Option(names = "--profile", paramLabel = "DIR", description = "Keep this browser profile between runs (logins stay); default: a fresh temporary profile.")
    Path profile;

    @Option(names = "--url", paramLabel = "URL", description = "Page to open first (default: the daemon's start page, /start).")
    String url;

    @Option(names = "--advanced", description = "Also grant the advanced permissions (debugger for trusted input, dialogs,"
            + " full-page screenshots, console and network; cookies; downloads; clipboard) without asking.")
    boolean advanced;

    @Override
    public Integer call() throws Exception {
        Config config = options.load(serving);
        Path exe = BrowserFinder.find(browser, System.getenv()).orElse(null);
        if (exe == null) {
            System.err.println("tabrelay: " + (browser != null ? browser + " is not an executable file." : BrowserFinder.installHint()));
            return 2;
        }
        DaemonProbe probe = new DaemonProbe(config.host(), config.port());
        Daemon own = null;
        String connect;
        int before = browserCount(probe);
        if (probe.health().isPresent()) {
            connect = probe.get("/connect").map(String::trim).orElseThrow(() ->
                    new IllegalStateException("the daemon on " + probe.baseUrl() + " did not give its connection string."));
            System.out.println("Using the TabRelay daemon already running on " + probe.baseUrl());
            probe.health().ifPresent(h -> SettingsCheck.warn(System.err, "launch",
                    SettingsCheck.differences(options.given(serving), config, h)));
        } else {
            String busy = ServeCommand.busyPortMessage(config);
            if (busy != null) {
                System.err.println("tabrelay: " + busy);
                return 2;
            }
            own = Daemon.start(config);
            rememberPortIfChosen(config);
            connect = own.connectionString();
            System.out.println("Started the TabRelay daemon on " + own.baseUrl());
        }
        if (!headless && BrowserFailure.noDisplay(System.getenv())) {
            headless = true;
            System.out.println("No display (DISPLAY and WAYLAND_DISPLAY are unset): starting the browser headless.");
        }
        String first = url != null ? url : probe.baseUrl() + "/start";
        Path tmp = Files.createTempDirectory("tabrelay-launch-");
        Path ext = ExtensionCopy.create(extensionDist(), tmp.resolve("extension"), connect, "TabRelay launch", advanced);
        Path userData = profile != null ? profile : tmp.resolve("profile");
        boolean windowless = headless;
        // The same command each time: a browser that died comes back with the same profile (and so
        // the same browser id), opening the start page again.
        Daemon ownDaemon = own;
        BrowserKeeper keeper = BrowserKeeper.start(() -> BrowserProcess.start(exe, userData, ext, windowless,
                tmp.resolve("browser.log"), first), RestartPolicy.DEFAULT, restarting -> {
                    System.out.println(restarting);
                    if (ownDaemon != null) {
                        // Calls that arrive meanwhile wait for the restarted browser up to half their deadline.
                        ownDaemon.hub().expectBrowser(CONNECT_TIMEOUT.plus(RestartPolicy.DEFAULT.maxPause()));
                    }
                });
        BrowserProcess proc = keeper.current();
        Daemon daemon = own;
        Thread cleanup = new Thread(() -> {
            keeper.close();
            if (daemon != null) {
                daemon.close();
            }
            deleteTree(tmp);
        }, "launch-cleanup");
        Runtime.getRuntime().addShutdownHook(cleanup);
        // `tabrelay stop` ends this process too (and so the browser): a stopped TabRelay must not
        // leave a browser behind that re-attaches to the next daemon. A crash or restart does not.
        LaunchPid.write(config.configDir(), userData);

        JsonNode connected = waitForNewBrowser(probe, before, proc);
        if (connected == null) {
            boolean slow = proc.alive();
            keeper.close(); // a browser that never came up is not restarted: the reason is in its log
            // The temporary folder goes at exit: the log is kept in the config dir, and its end shown.
            Path kept = config.configDir().resolve("launch-browser.log");
            BrowserFailure.keepLog(proc.log(), kept);
            System.err.println("tabrelay: the browser " + (slow ? "did not connect within " + CONNECT_TIMEOUT.toSeconds() + " s"
                    : "exited before connecting") + ". " + BrowserFailure.likelyCause(kept, exe) + " Its log is kept in " + kept
                    + "; its last lines:");
            BrowserFailure.tail(kept, 12).forEach(line -> System.err.println("  " + line));
            return 1;
        }
        String id = newestBrowserId(probe);
        System.out.println("Browser connected: " + connected.path("label").asString() + (id == null ? "" : " (id " + id + ")"));
        System.out.println("MCP endpoint: " + probe.baseUrl() + "/mcp  ·  stdio: `tabrelay stdio`");
        System.out.println("Press Ctrl-C to close the browser" + (own != null ? " and stop the daemon." : ".")
                + " If the browser dies, it is started again; closing it ends launch.");
        BrowserKeeper.Ended end = keeper.ended().join();
        if (end.reason() == BrowserKeeper.Reason.GAVE_UP || end.reason() == BrowserKeeper.Reason.RESTART_FAILED) {
            Path kept = config.configDir().resolve("launch-browser.log");
            BrowserFailure.keepLog(proc.log(), kept);
            System.err.println("tabrelay: the browser is not started again: " + end.detail() + ". Its log is kept in " + kept
                    + "; run `tabrelay launch` again once the cause is fixed.");
            return 1;
        }
        System.out.println("The browser closed; TabRelay launch is done.");
        return 0;
    }

    private static int browserCount(DaemonProbe probe) {
        return probe.health().map(h -> h.path("browsers").size()).orElse(0);
    }

    /**
     * Polls /health, which works the same whether this process or another one runs the daemon.
     * /health names no browser ids (they are for callers with a key), so a new browser shows as
     * one more entry; the newest connection is listed last.
     */
    private static JsonNode waitForNewBrowser(DaemonProbe probe, int before, BrowserProcess proc) throws InterruptedException {
        long deadline = System.nanoTime() + CONNECT_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline && proc.alive()) {
            JsonNode browsers = probe.health().map(h -> h.path("browsers")).orElse(null);
            if (browsers != null && browsers.size() > before) {
                return browsers.get(browsers.size() - 1);
            }
            Thread.sleep(100);
        }
        return null;
    }

    /** The id of the browser that connected last, from the status this caller may read (its key, or local); null if not. */
    /** The id to print; only a nicety, so a daemon that wants a key this command lacks just leaves it out. */
    private static String newestBrowserId(DaemonProbe probe) {
        java.util.Optional<String> status;
        try {
            status = probe.get("/api/v1/status");
        } catch (DaemonProbe.KeyRequired e) {
            return null;
        }
        return status.map(body -> {
            try {
                JsonNode newest = null;
                for (JsonNode b : Json.MAPPER.readTree(body).path("browsers")) {
                    if (newest == null || b.path("connectedAt").asString("").compareTo(newest.path("connectedAt").asString("")) > 0) {
                        newest = b;
                    }
                }
                return newest == null ? null : newest.path("id").asString(null);
            } catch (RuntimeException e) {
                return null;
            }
        }).orElse(null);
    }

    /** The built extension: TABRELAY_EXTENSION_DIR, else extension/dist under the install (set by the launcher script). */
    static Path extensionDist() {
        String explicit = System.getenv("TABRELAY_EXTENSION_DIR");
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit);
        }
        String home = System.getProperty("tabrelay.home", ".");
        return Path.of(home, "extension", "dist").toAbsolutePath().normalize();
    }

    private static void deleteTree(Path root) {
        try (var paths = Files.walk(root)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException ignored) {
                    // Best effort: a browser still writing its profile must not fail the shutdown.
                }
            });
        } catch (IOException ignored) {
            // Temp dir already gone.
        }
    }

    /** A port given on purpose (--port or PORT) is kept for the next command (ConfigLoader.rememberPort). */
    private void rememberPortIfChosen(Config config) throws java.io.IOException {
        if (config.port() > 0 && (options.port != null || System.getenv("PORT") != null)) {
            dev.tabrelay.config.ConfigLoader.rememberPort(config.configDir(), config.port());
        }
    }
}
