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
import picocli.CommandLine.Option;

/** {@code tabrelay stop}: asks the daemon to stop cleanly (pending calls get a clear error). */
@Command(name = "stop", description = "Stop the running daemon cleanly.")
final class StopCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Option(names = "--key", paramLabel = "KEY", description = "Admin API key, when the daemon requires keys (env TABRELAY_KEY).")
    String key;

    @Override
    public Integer call() throws Exception {
        Config config = options.load();
        DaemonProbe probe = new DaemonProbe(config.host(), config.port());
        if (probe.health().isEmpty()) {
            System.err.println("No TabRelay daemon runs on " + probe.baseUrl() + ".");
            return 0;
        }
        String bearer = key != null ? key : System.getenv("TABRELAY_KEY");
        HttpRequest.Builder req = HttpRequest.newBuilder(URI.create(probe.baseUrl() + "/api/v1/shutdown"))
                .timeout(Duration.ofSeconds(5)).POST(HttpRequest.BodyPublishers.noBody());
        if (bearer != null) {
            req.header("Authorization", "Bearer " + bearer);
        }
        HttpResponse<String> r = HttpClient.newHttpClient().send(req.build(), HttpResponse.BodyHandlers.ofString());
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
        return stopped ? 0 : 1;
    }
}
