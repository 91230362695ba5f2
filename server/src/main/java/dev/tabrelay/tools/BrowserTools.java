package dev.tabrelay.tools;

import dev.tabrelay.link.BrowserConnection;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** {@code browser_list}: the connected browsers, so a caller can address one with {@code browser}. */
final class BrowserTools {
    private BrowserTools() {}

    static ToolDefinition definition(BrowserHub hub) {
        return new ToolDefinition("browser_list", List.of(), "List connected browsers",
                """
                List the browsers connected to TabRelay (several profiles or machines may be): id, label, \
                extension version, and which one answers when a call gives no 'browser' (the most recently \
                used). Pass an id as 'browser' to any other tool to use that browser. Takes no arguments.""",
                Schema.object().build(),
                ToolDefinition.readOnly("List connected browsers", false),
                null,
                call -> CompletableFuture.completedFuture(result(hub, call.context())))
                .withOutput(Output.object().array("browsers"));
    }

    static CallToolResult result(BrowserHub hub, dev.tabrelay.link.CallContext ctx) {
        boolean leased = hub.router() != null;
        // Leased browsers are listed to their owners only; the default is the caller's own lease.
        List<BrowserConnection> browsers = hub.browsers(ctx);
        String defaultId = browsers.isEmpty() ? null : leased ? browsers.get(0).browserId() : hub.select(null).browserId();
        StringBuilder text = new StringBuilder(browsers.isEmpty()
                ? leased ? "No browser is leased to this client yet: its first browser call leases one from the Selenium Grid."
                : "No browser is connected. Run `tabrelay launch`, or open the TabRelay popup in Chrome and press Connect."
                : browsers.size() + (browsers.size() == 1 ? " browser connected" : " browsers connected"));
        List<Map<String, Object>> list = new ArrayList<>();
        for (BrowserConnection b : browsers) {
            boolean isDefault = b.browserId().equals(defaultId);
            text.append("\n- ").append(b.label()).append(" (id ").append(b.browserId()).append(isDefault ? ", default" : "").append(')');
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", b.browserId());
            m.put("label", b.label());
            m.put("extensionVersion", b.extensionVersion());
            m.put("connectedAt", b.connectedAt().toString());
            m.put("default", isDefault);
            if (b.leaseId() != null) {
                m.put("lease", b.leaseId());   // the handle a 2026-07-28 client passes as 'browser'
            }
            list.add(m);
        }
        return CallToolResult.builder().addTextContent(text.toString()).structuredContent(Map.of("browsers", list)).build();
    }
}
