package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tabrelay stop}: asks the daemon to stop cleanly (pending calls get a clear error). */
@Command(name = "stop", description = "Stop the running daemon cleanly.")
final class StopCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    KeyOption key;

    @Override
    public Integer call() throws Exception {
        Config config = options.load();
        DaemonProbe probe = key.probe(config);
        if (probe.health().isEmpty()) {
            System.err.println("No TabRelay daemon runs on " + probe.baseUrl() + ".");
            stopLaunch(config);
            return 0;
        }
        String bearer = probe.key();
        HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(probe.baseUrl() + "/api/v1/shutdown"))
                .timeout(Duration.ofSeconds(5)).POST(HttpRequest.BodyPublishers.noBody());
        if (bearer != null) {
            req.header("Authorization", "Bearer " + bearer);
        }
        HttpResponse<String> r = HttpClient.newHttpClient().send(req.build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 401) {
            throw new DaemonProbe.KeyRequired(bearer == null);
        }
        if (r.statusCode() == 403) {
            System.err.println("tabrelay: stopping the daemon needs an admin key (`tabrelay keys create --name NAME --admin`).");
            return 1;
        }
        if (r.statusCode() != 202) {
            System.err.println("tabrelay: the daemon refused to stop (HTTP " + r.statusCode() + "): " + r.body());
            return 1;
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline && probe.health().isPresent()) {
            Thread.sleep(100);
        }
        boolean stopped = probe.health().isEmpty();
        System.err.println(stopped ? "TabRelay daemon stopped." : "tabrelay: the daemon is still answering after 10 s.");
        stopLaunch(config);
        return stopped ? 0 : 1;
    }

    /** Ends the `tabrelay launch` of this config dir, which closes the browser it started. */
    private static void stopLaunch(Config config) throws InterruptedException {
        var launch = LaunchPid.running(config.configDir());
        if (launch.isEmpty()) {
            return;
        }
        launch.get().destroy();   // SIGTERM: its shutdown hook closes the browser
        try {
            launch.get().onExit().get(15, java.util.concurrent.TimeUnit.SECONDS);
            System.err.println("Closed the browser `tabrelay launch` started (pid " + launch.get().pid() + ").");
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            System.err.println("tabrelay: `tabrelay launch` (pid " + launch.get().pid() + ") did not end within 15 s.");
        }
    }
}
