package dev.tabrelay.link;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.LogSafe;
import dev.tabrelay.errors.ToolFailure;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import dev.tabrelay.websocket.FrameSender;
import org.eclipse.jetty.websocket.api.Session;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * One extension's socket. Until a valid {@code hello} arrives nothing else is accepted; after
 * it, commands flow both ways and many may be in flight. Public because Jetty instantiates
 * listener proxies only for public classes.
 */
public final class BrowserConnection implements Session.Listener.AutoDemanding {
    /** The longest a command's deadline may be pushed by one progress message (an approval's wait): 10 minutes. */
    static final long MAX_WAIT_MS = 600_000;

    private static final Logger log = LoggerFactory.getLogger(BrowserConnection.class);
    static final Duration HELLO_TIMEOUT = Duration.ofSeconds(10);

    private final BrowserHub hub;
    private final PendingCalls pending;
    private final AtomicLong ids = new AtomicLong();
    private volatile FrameSender sender;
    private volatile LinkProtocol.Hello hello;
    private volatile boolean closed;
    private volatile Instant connectedAt;
    private volatile long lastUsedNanos;
    private volatile long latencyMs = -1;
    private ScheduledFuture<?> helloTimer;
    /** Given to the extension in its welcome; a reconnect presents it to replace this connection. */
    private final String resume = LinkProtocol.newSecret();
    private volatile long lastHeardNanos = System.nanoTime();
    private volatile boolean rejected;
    /** The lease this browser serves on a {@code grid} daemon, or null (a browser paired with the daemon's key). */
    private volatile String leaseId;

    BrowserConnection(BrowserHub hub) {
        this.hub = hub;
        this.pending = new PendingCalls(hub.scheduler());
    }

    @Override
    public void onWebSocketOpen(Session s) {
        sender = new FrameSender(s);
        helloTimer = hub.scheduler().schedule(() -> {
            if (hello == null) {
                close(CloseCode.BAD_HELLO, "no hello within " + HELLO_TIMEOUT.toSeconds() + " s");
            }
        }, HELLO_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void onWebSocketText(String text) {
        if (rejected) {
            return;   // refused; the close is on its way
        }
        lastHeardNanos = System.nanoTime();
        JsonNode msg;
        try {
            msg = LinkProtocol.JSON.readTree(text);
        } catch (JacksonException e) {
            msg = null;
        }
        if (msg == null || !msg.isObject()) {
            log.warn("Ignored a link message that is not a JSON object ({} chars)", text.length());
            if (hello == null) {
                close(CloseCode.BAD_HELLO, "first message must be a JSON hello");
            }
            return;
        }
        String type = LinkProtocol.text(msg, "type");
        if (hello == null) {
            onHello(type, msg);
            return;
        }
        switch (type == null ? "" : type) {
            case LinkProtocol.RESPONSE -> onResponse(msg);
            case LinkProtocol.PROGRESS -> pending.progress(LinkProtocol.text(msg, "id"), msg.path("progress").asDouble(0),
                    msg.has("total") ? msg.get("total").asDouble() : null, LinkProtocol.text(msg, "message"),
                    Math.min(msg.path("waitMs").asLong(0), MAX_WAIT_MS));
            case LinkProtocol.SETTINGS -> onSettings(msg);
            case LinkProtocol.PONG -> latencyMs = Math.max(0, System.currentTimeMillis() - msg.path("ts").asLong(0));
            case LinkProtocol.PING -> sender.send(LinkProtocol.JSON.createObjectNode().put("type", LinkProtocol.PONG)
                    .put("ts", msg.path("ts").asLong(0)).toString());
            default -> log.debug("Ignored link message of type {}", type);
        }
    }

    private void onHello(String type, JsonNode msg) {
        LinkProtocol.Hello h = LinkProtocol.Hello.from(msg);
        if (!LinkProtocol.HELLO.equals(type) || !h.wellFormed()) {
            close(CloseCode.BAD_HELLO, "first message must be hello with key and browserId");
        } else if (h.protocol() != LinkProtocol.VERSION) {
            close(CloseCode.PROTOCOL_UNSUPPORTED, "protocol " + h.protocol() + " not supported; this bridge speaks "
                    + LinkProtocol.VERSION + ": update the extension or the bridge");
        } else if (hub.pairingKey().matches(h.key())) {
            accept(h, null);
        } else {
            LeaseAdmission.Verdict lease = hub.leaseVerdict(h);
            if (lease != null && lease.admitted()) {
                accept(h, lease.leaseId());
                return;
            }
            helloTimer.cancel(false);
            rejected = true;
            hub.failedHello(h.browserId());
            String why = lease == null ? "wrong pairing key: paste a fresh connection string" : lease.refusal();
            hub.scheduler().schedule(() -> close(CloseCode.BAD_KEY, why),
                    BrowserHub.FAILED_HELLO_DELAY.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** @param lease the lease this browser serves (admitted on its one-time lease key), or null */
    private void accept(LinkProtocol.Hello h, String lease) {
        helloTimer.cancel(false);
        hello = h;
        connectedAt = Instant.now();
        // Registered before the welcome goes out, so a caller told "connected" can use it at once.
        if (!hub.register(this, h.browserId(), h.resume())) {
            rejected = true;
            log.warn("Refused a second connection claiming browser id '{}' while that browser is connected"
                    + " (it did not prove to be the same browser)", LogSafe.text(h.browserId(), 64));
            close(CloseCode.DUPLICATE, "this browser is already connected; retry later");
            return;
        }
        leaseId = lease;
        sender.send(LinkProtocol.welcome(hub.serverVersion(), h.browserId(), resume, hub.maxMessageBytes(), hub.gatewayServers()));
        if (lease != null) {
            hub.leaseBound(lease, this, resume);
        }
        hub.welcomed();
        log.info("Browser connected: {} ({}, extension {}{})", LogSafe.text(label(), 80), LogSafe.text(h.browserId(), 64),
                LogSafe.text(h.extensionVersion(), 32), lease == null ? "" : ", lease " + lease);
    }

    private void onSettings(JsonNode msg) {
        hello = hello.withSettings(msg);
        log.info("Browser settings changed: {} (tool profile {}, {})", LogSafe.text(label(), 80),
                hello.toolProfile() == null ? "not chosen" : LogSafe.text(hello.toolProfile(), 16),
                hello.enabled() ? "enabled" : "waiting to be enabled");
    }

    private void onResponse(JsonNode msg) {
        String id = LinkProtocol.text(msg, "id");
        if (id == null) {
            return;
        }
        if (msg.path("success").asBoolean(false)) {
            pending.complete(id, msg.has("data") ? msg.get("data") : LinkProtocol.JSON.createObjectNode());
        } else {
            JsonNode err = msg.path("error");
            String message = LinkProtocol.text(err, "message");
            pending.fail(id, new ToolFailure(ErrorCode.parse(LinkProtocol.text(err, "code")),
                    message == null || message.isBlank() ? "The browser reported a failure without details." : message));
        }
    }

    @Override
    public void onWebSocketClose(int status, String reason) {
        closed = true;
        sender.closed("link closed");
        if (helloTimer != null) {
            helloTimer.cancel(false);
        }
        pending.failAll(new ToolFailure(ErrorCode.EXTENSION_DISCONNECTED, "The browser disconnected from TabRelay"
                + " while the call ran. It usually reconnects by itself within seconds; retry the call."));
        if (hello != null && !rejected) {
            hub.unregister(this);
            if (leaseId != null) {
                hub.leaseDropped(leaseId, this);
            }
            log.info("Browser disconnected: {} ({} {})", LogSafe.text(label(), 80), status, LogSafe.text(reason, 120));
        }
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        log.debug("Link error: {}", cause.toString());
    }

    /** Sends a command; the future fails with a {@link ToolFailure} on error, timeout or disconnect. */
    public CompletableFuture<JsonNode> call(Action action, JsonNode params, CallContext ctx, Duration timeout) {
        if (closed) {
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.EXTENSION_DISCONNECTED,
                    "The browser just disconnected; retry in a moment."));
        }
        if (ctx.cancellation().cancelled()) {
            return CompletableFuture.failedFuture(ctx.cancellation().reason());   // a cancelled call's next step is not sent
        }
        lastUsedNanos = System.nanoTime();
        String id = "c" + ids.incrementAndGet();
        String frame = LinkProtocol.command(id, action.name(), params, ctx, timeout.toMillis());
        long size = LinkProtocol.utf8Length(frame);
        if (size > hub.maxMessageBytes()) {
            // The extension's socket would take it, but the same limit holds both ways: refuse this
            // one call clearly instead of sending what the other side may not handle.
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.TOO_LARGE, String.format(java.util.Locale.ROOT,
                    "This call would send %.1f MB to the browser, more than the link carries (MAX_MESSAGE_BYTES, %.1f MB);"
                            + " send less per call.", size / 1048576.0, hub.maxMessageBytes() / 1048576.0)));
        }
        CompletableFuture<JsonNode> f = pending.register(id, action.name(), ctx, timeout, this::sendCancel);
        sender.send(frame);
        if (ctx.cancellation().cancelled()) {
            sendCancel(id);   // cancelled while the command was being sent: its cancel may have gone first
        }
        return f;
    }

    private void sendCancel(String id) {
        if (!closed) {
            sender.send(LinkProtocol.cancel(id));
        }
    }

    /** The daemon is stopping: answer every pending call now, before the socket goes. */
    void failPending(ToolFailure failure) {
        pending.failAll(failure);
    }

    void ping() {
        if (!closed && hello != null && !rejected) {
            sender.send(LinkProtocol.ping(System.currentTimeMillis()));
        }
    }

    boolean resumeMatches(String presented) {
        return presented != null && java.security.MessageDigest.isEqual(
                resume.getBytes(java.nio.charset.StandardCharsets.US_ASCII), presented.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    boolean silentLongerThan(Duration d) {
        return System.nanoTime() - lastHeardNanos > d.toNanos();
    }

    void close(CloseCode code, String reason) {
        FrameSender s = sender;
        if (s != null) {
            s.close(code.code(), reason);   // after frames already queued, so a reason sent before it arrives
        }
    }

    /** The lease this browser serves, or null when it was paired with the daemon's own key. */
    public String leaseId() {
        return leaseId;
    }

    public String browserId() {
        return hello.browserId();
    }

    /** The user enabled the bridge in this browser (see {@link LinkProtocol.Hello}). */
    public boolean enabled() {
        LinkProtocol.Hello h = hello;
        return h == null || h.enabled();
    }

    public String label() {
        String l = hello.label();
        return l == null || l.isBlank() ? "Browser " + hello.browserId() : l;
    }

    /** The tool profile chosen on the extension's options page, or null. */
    public String toolProfile() {
        return hello.toolProfile();
    }

    public String extensionVersion() {
        return hello.extensionVersion();
    }

    public Instant connectedAt() {
        return connectedAt;
    }

    long lastUsedNanos() {
        return lastUsedNanos;
    }

    /** Round trip of the last keepalive ping in ms, or -1 before the first pong. */
    public long latencyMs() {
        return latencyMs;
    }

    public int inFlight() {
        return pending.size();
    }
}
