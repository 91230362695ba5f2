package dev.tabrelay.tools.grid;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.grid.LeasePool;
import dev.tabrelay.tools.Output;
import dev.tabrelay.tools.Schema;
import dev.tabrelay.tools.ToolDefinition;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * {@code browser_acquire} and {@code browser_release}: explicit browser handles, listed only on a
 * daemon that leases browsers ({@code tabrelay grid}). A client of the 2026-07-28 revision has no
 * session for a browser to belong to, so it holds a handle instead and passes it as
 * {@code browser}; a 2025 session may take further browsers of its own the same way.
 */
public final class GridTools {
    private GridTools() {}

    public static List<ToolDefinition> definitions(LeasePool pool) {
        return List.of(acquire(pool), release(pool));
    }

    private static ToolDefinition acquire(LeasePool pool) {
        return new ToolDefinition("browser_acquire", List.of(), "Lease a browser",
                """
                Lease a new browser of your own from the Selenium Grid and return its handle. Pass the handle as \
                'browser' to any tool to use it; browser_release gives it back (it is also released after the \
                daemon's --idle-release without calls). Needed on the 2026-07-28 revision, which has no session; a \
                session's first browser call leases one by itself. May wait for a free Grid slot (with progress), \
                then fails NO_CAPACITY.""",
                Schema.object().build(), ToolDefinition.acts("Lease a browser", false), null,
                call -> pool.acquire(call.context()).thenApply(handle -> CallToolResult.builder()
                        .addTextContent("Leased browser " + handle + ": pass \"browser\": \"" + handle + "\" to use it.")
                        .structuredContent(Map.of("browser", handle)).build()))
                .withOutput(Output.object().string("browser"));
    }

    private static ToolDefinition release(LeasePool pool) {
        return new ToolDefinition("browser_release", List.of(), "Release a leased browser",
                "Give back a browser you leased (its handle from browser_acquire or browser_list): the Grid session"
                        + " ends, its tabs are gone.",
                Schema.object().string("browser", "The handle of a browser you leased, such as d0.L3.").required("browser").build(),
                ToolDefinition.acts("Release a leased browser", true), null,
                call -> {
                    String handle = call.string("browser", "");
                    if (!pool.release(call.context(), handle)) {
                        return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.INVALID_ARGUMENT, "You hold no leased"
                                + " browser '" + handle + "'. Call browser_list for yours."));
                    }
                    return CompletableFuture.completedFuture(CallToolResult.builder().addTextContent("Released " + handle + ".")
                            .structuredContent(Map.of("released", handle)).build());
                })
                .withOutput(Output.object().string("released"));
    }
}
