package dev.tabrelay.link;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * Where a call's browser comes from when browsers are leased (a {@code grid} daemon) rather than
 * connected by hand: the browser provider's side of {@link BrowserHub}. Without a router the hub
 * picks among connected browsers as it always did (the {@code local} provider).
 */
public interface BrowserRouter {
    /**
     * The connected browser id this call runs on: the caller's own lease (taken or requested on its
     * first call, waiting for a free slot up to the provider's deadline with progress on
     * {@link CallContext#progress}), or the browser a handle or id in {@code requested} names when
     * the caller may use it. Fails with a {@code ToolFailure} (NO_CAPACITY, BROWSER_LOST, …).
     */
    CompletableFuture<String> route(String requested, CallContext ctx);

    /** Whether this caller may see a connected browser (browser_list, status): leased ones only by their owners. */
    boolean visible(String browserId, CallContext ctx);

    /** The MCP session or other caller ended: its exclusive lease goes back. */
    void sessionEnded(String sessionId);

    /** The leases for status and /health: id, Grid session, node, age, owners (shortened), state. */
    java.util.List<java.util.Map<String, Object>> leases();

    /** A lease's hello: the verdict on a key that is not the daemon's pairing key. */
    LeaseAdmission admission();
}
