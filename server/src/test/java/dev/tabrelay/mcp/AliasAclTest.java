package dev.tabrelay.mcp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.auth.ApiKey;
import dev.tabrelay.auth.Caller;
import dev.tabrelay.auth.RateLimits;
import dev.tabrelay.config.PairingKey;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.tools.Schema;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolInvoker;
import dev.tabrelay.tools.ToolRegistry;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/**
 * A tool hidden from a key stays hidden and refused under every name it answers to: the ACL
 * is checked on the canonical tool, whichever alias the call or the listing uses.
 */
class AliasAclTest {
    final ToolDefinition secret = new ToolDefinition("secret_tool", List.of("old_name", "other_design_name"), "Secret",
            "A tool this key may not use, with aliases from earlier designs.", Schema.object().build(), null, null,
            call -> CompletableFuture.completedFuture(CallToolResult.builder().addTextContent("ran").build()));
    final ToolDefinition open = new ToolDefinition("open_tool", List.of(), "Open", "A tool this key may use.",
            Schema.object().build(), null, null, call -> CompletableFuture.completedFuture(CallToolResult.builder().build()));
    final ToolRegistry registry = new ToolRegistry(List.of(secret, open));
    final Caller key = new Caller(new ApiKey("k1", "limited", "", Set.of("open_tool"), List.of(), 0, 0, false, false, Instant.now(), null));

    @Test
    void aliasesAreNotListedForAKeyThatMayNotCallTheTool() {
        for (String name : secret.names()) {
            assertFalse(McpServers.visible(registry, key, name), name);
        }
        assertTrue(McpServers.visible(registry, key, "open_tool"));
        assertTrue(McpServers.visible(registry, Caller.LOCAL, "old_name"), "local callers see everything");
    }

    @Test
    void callingByAnAliasIsRefusedLikeByTheName() throws Exception {
        BrowserHub hub = new BrowserHub(PairingKey.loadOrCreate(Files.createTempDirectory("alias")), "t", Duration.ofSeconds(1));
        ToolInvoker invoker = new ToolInvoker(hub, new RateLimits(60, Duration.ofMinutes(1)), 4);
        for (String name : secret.names()) {
            ToolDefinition def = registry.find(name).orElseThrow();
            CompletionException e = org.junit.jupiter.api.Assertions.assertThrows(CompletionException.class, () ->
                    invoker.invoke(def, JsonMapper.builder().build().createObjectNode(), key, CallContext.of("s", "c")).join());
            assertTrue(e.getCause() instanceof ToolFailure f && f.code() == ErrorCode.FORBIDDEN, name + ": " + e.getCause());
        }
        hub.close();
    }
}
