package dev.tabrelay.gateway;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.modelcontextprotocol.client.McpAsyncClient;
import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.McpJsonMapper;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import reactor.core.publisher.Mono;

/**
 * One local MCP server of the gateway: its process, started with the SDK's stdio client, its tool
 * list, and a restart after 1, 2, 4… up to 30 s whenever it fails to start or its process exits.
 * A call to it while it is down, or when it exits during the call, fails at once with
 * GATEWAY_SERVER_DOWN instead of waiting for the deadline: the process's exit is watched apart
 * from the client, which would otherwise only notice at its request timeout.
 */
final class LocalServer {
    private static final Logger log = LoggerFactory.getLogger(LocalServer.class);
    static final Duration FIRST_RETRY = Duration.ofSeconds(1);
    static final Duration MAX_RETRY = Duration.ofSeconds(30);
    /** Up this long, a later exit counts as a new failure, not one more of a crash loop. */
    private static final Duration STABLE = Duration.ofSeconds(20);

    enum State { STARTING, RUNNING, DOWN, STOPPED }

    /** A running process and its client; {@code exited} completes when the process is gone. */
    private record Running(McpAsyncClient client, CompletableFuture<Void> exited, long since, java.util.Deque<String> stderr) {}

    private final GatewayConfig.Entry entry;
    private final McpJsonMapper json;
    private final Duration deadline;
    private final ScheduledExecutorService timer;
    /** Told the server's tools after each start and list change. */
    private final Consumer<LocalServer> onTools;
    private volatile Running running;
    private volatile State state = State.STARTING;
    private volatile List<McpSchema.Tool> tools = List.of();
    private volatile String problem;
    private volatile long nextStartAt;
    private int failures;
    private int restarts;

    LocalServer(GatewayConfig.Entry entry, McpJsonMapper json, Duration deadline, ScheduledExecutorService timer,
                Consumer<LocalServer> onTools) {
        this.entry = entry;
        this.json = json;
        this.deadline = deadline;
        this.timer = timer;
        this.onTools = onTools;
    }

    String name() {
        return entry.name();
    }

    List<McpSchema.Tool> tools() {
        return tools;
    }

    /** Starts the process on a virtual thread; failures are kept for status and retried. */
    void start() {
        Thread.ofVirtual().name("gateway-" + entry.name()).start(this::startNow);
    }

    private void startNow() {
        if (state == State.STOPPED) {
            return;
        }
        state = State.STARTING;
        StdioClientTransport transport = new StdioClientTransport(ServerParameters.builder(entry.command())
                .args(entry.args()).env(entry.env()).build(), json);
        // The server's stderr is its log: ours at debug, and its last lines at info when it stops.
        java.util.Deque<String> stderr = new java.util.concurrent.ConcurrentLinkedDeque<>();
        transport.setStdErrorHandler(line -> {
            log.debug("[{}] {}", entry.name(), line);
            stderr.addLast(line);
            while (stderr.size() > 5) {
                stderr.pollFirst();
            }
        });
        McpAsyncClient client = McpClient.async(transport)
                .clientInfo(new McpSchema.Implementation("tabrelay-gateway", "1"))
                .requestTimeout(deadline.plusSeconds(5))
                .initializationTimeout(Duration.ofSeconds(30))
                .toolsChangeConsumer(changed -> Mono.fromRunnable(() -> adopt(changed)))
                .build();
        CompletableFuture<Void> exited = new CompletableFuture<>();
        Thread.ofVirtual().name("gateway-exit-" + entry.name()).start(() -> watchExit(transport, exited));
        try {
            // A command that exits at once fails its start at once, not at the 30 s initialization timeout.
            Mono.firstWithSignal(client.initialize().then(), exitOf(exited)
                    .then(Mono.error(() -> new IllegalStateException("its process exited while starting"))))
                    .block(Duration.ofSeconds(35));
            List<McpSchema.Tool> listed = listAll(client);
            Running now = new Running(client, exited, System.nanoTime(), stderr);
            running = now;
            problem = null;
            state = State.RUNNING;
            adopt(listed);
            log.info("Gateway server '{}' running with {} tool(s)", entry.name(), listed.size());
            exited.whenComplete((v, e) -> exited(now));
        } catch (RuntimeException e) {
            client.closeGracefully().onErrorComplete().subscribe();
            logLastLines(stderr);
            failed("could not start: " + rootMessage(e));
        }
    }

    /**
     * Completes {@code exited} when the server's process ends. The SDK's transport starts the
     * process only when the client connects and exposes it only through awaitForExit(), which
     * fails until then: so this waits for it to exist first (polling, up to the start deadline).
     */
    private void watchExit(StdioClientTransport transport, CompletableFuture<Void> exited) {
        long giveUp = System.nanoTime() + Duration.ofSeconds(40).toNanos();
        while (state != State.STOPPED) {
            try {
                transport.awaitForExit();
                exited.complete(null);
                return;
            } catch (NullPointerException notStartedYet) {
                if (System.nanoTime() > giveUp) {
                    return;
                }
                try {
                    Thread.sleep(20);   // poll interval while the client starts the process
                } catch (InterruptedException e) {
                    return;
                }
            } catch (RuntimeException interrupted) {
                return;
            }
        }
    }

    private void logLastLines(java.util.Deque<String> stderr) {
        if (!stderr.isEmpty()) {
            log.info("Gateway server '{}' last wrote on stderr: {}", entry.name(), String.join(" | ", stderr));
        }
    }

    private static List<McpSchema.Tool> listAll(McpAsyncClient client) {
        List<McpSchema.Tool> all = new ArrayList<>();
        String cursor = null;
        do {
            McpSchema.ListToolsResult page = client.listTools(cursor).block(Duration.ofSeconds(30));
            all.addAll(page.tools());
            cursor = page.nextCursor();
        } while (cursor != null && all.size() < 10_000);
        return all;
    }

    private void adopt(List<McpSchema.Tool> listed) {
        tools = List.copyOf(listed);
        onTools.accept(this);
    }

    private void exited(Running which) {
        if (running != which || state == State.STOPPED) {
            return;
        }
        running = null;
        which.client().closeGracefully().onErrorComplete().subscribe();
        logLastLines(which.stderr());
        if (System.nanoTime() - which.since() > STABLE.toNanos()) {
            failures = 0;
        }
        failed("its process exited");
    }

    private synchronized void failed(String why) {
        if (state == State.STOPPED) {
            return;
        }
        long delay = Math.min(MAX_RETRY.toMillis(), FIRST_RETRY.toMillis() << Math.min(failures, 10));
        failures++;
        restarts++;
        problem = why;
        nextStartAt = System.currentTimeMillis() + delay;
        state = State.DOWN;
        log.warn("Gateway server '{}' {}; starting it again in {} s", entry.name(), why, delay / 1000);
        timer.schedule(this::start, delay, TimeUnit.MILLISECONDS);
    }

    /** Calls one of its tools by its own name; fails with a code, never hangs past the deadline. */
    Mono<McpSchema.CallToolResult> call(String tool, Map<String, Object> arguments) {
        Running r = running;
        if (r == null) {
            return Mono.error(down("is not running (" + describeProblem() + ")"));
        }
        Mono<McpSchema.CallToolResult> exit = exitOf(r.exited())
                .then(Mono.error(() -> down("exited during the call to " + tool + ", so its outcome is unknown")));
        return Mono.firstWithSignal(r.client().callTool(new McpSchema.CallToolRequest(tool, arguments)), exit)
                .timeout(deadline)
                .onErrorMap(TimeoutException.class, e -> new ToolFailure(ErrorCode.GATEWAY_TIMEOUT, "The local MCP server '"
                        + entry.name() + "' did not answer " + tool + " within " + deadline.toSeconds() + " s; retry with less"
                        + " work, or raise COMMAND_TIMEOUT."))
                .onErrorMap(McpError.class, e -> new ToolFailure(ErrorCode.GATEWAY_CALL_FAILED, "The local MCP server '"
                        + entry.name() + "' refused " + tool + ": " + clip(e.getMessage()) + ". Check the arguments against"
                        + " the tool's inputSchema."));
    }

    /**
     * The process's end as a Mono that, when the race it is in is won by the other side, is
     * cancelled without cancelling the future: Reactor's default would complete the shared
     * future with a CancellationException, which reads as the process having exited.
     */
    private static Mono<Void> exitOf(CompletableFuture<Void> exited) {
        return Mono.fromFuture(exited, true);
    }

    private ToolFailure down(String what) {
        long wait = Math.max(1, (nextStartAt - System.currentTimeMillis() + 999) / 1000);
        String when = state == State.DOWN ? "it starts again in " + wait + " s" : "it is starting again";
        return new ToolFailure(ErrorCode.GATEWAY_SERVER_DOWN, "The local MCP server '" + entry.name() + "' " + what + "; "
                + when + ", retry then (tabrelay status shows its state).");
    }

    private String describeProblem() {
        return problem == null ? "starting" : problem;
    }

    /** For /health and `tabrelay status`: no command line, no stderr (the file has them). */
    Map<String, Object> status() {
        Map<String, Object> s = new java.util.LinkedHashMap<>();
        s.put("name", entry.name());
        s.put("state", state.name().toLowerCase(java.util.Locale.ROOT));
        s.put("tools", tools.size());
        s.put("restarts", restarts);
        if (state != State.RUNNING && problem != null) {
            s.put("error", problem);
        }
        if (state == State.DOWN) {
            s.put("nextStartInMs", Math.max(0, nextStartAt - System.currentTimeMillis()));
        }
        return s;
    }

    boolean running() {
        return state == State.RUNNING;
    }

    void stop() {
        state = State.STOPPED;
        Running r = running;
        running = null;
        if (r != null) {
            // The SDK's graceful close ends the process (stdin closed, then destroyed).
            r.client().closeGracefully().onErrorComplete().block(Duration.ofSeconds(3));
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable c = e;
        while (c.getCause() != null && c.getCause() != c) {
            c = c.getCause();
        }
        return clip(c.getMessage() == null ? c.getClass().getSimpleName() : c.getMessage());
    }

    private static String clip(String s) {
        String t = s == null ? "" : s.replaceAll("\\s+", " ").trim();
        return t.length() > 200 ? t.substring(0, 200) + "…" : t;
    }
}
