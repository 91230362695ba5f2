package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.record.Frame;
import dev.tabrelay.record.Recording;
import dev.tabrelay.record.Recordings;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Adds a frame to the recording of a tab after every action a session takes on it. It wraps the
 * handlers of the tools that change a page (not the read-only ones), so it sees each call after
 * the invoker's ACL and site checks, with canonical arguments, whatever name or surface (MCP,
 * REST, a shortcut's step) it came by. The call's answer waits for the frame: the next action
 * must not run before the picture of this one is taken. A frame that cannot be taken is
 * skipped; it never fails the action.
 */
final class RecordObserver {
    private static final Logger log = LoggerFactory.getLogger(RecordObserver.class);

    private final BrowserHub hub;
    private final Recordings recordings;

    RecordObserver(BrowserHub hub, Recordings recordings) {
        this.hub = hub;
        this.recordings = recordings;
    }

    /** Every tool, those that act on pages wrapped so their calls add frames. */
    List<ToolDefinition> observe(List<ToolDefinition> tools) {
        List<ToolDefinition> out = new ArrayList<>();
        for (ToolDefinition t : tools) {
            boolean readOnly = t.annotations() != null && Boolean.TRUE.equals(t.annotations().readOnlyHint());
            out.add(readOnly || t.action() == null || t.name().equals(RecordTools.NAME) ? t : wrap(t));
        }
        return out;
    }

    private ToolDefinition wrap(ToolDefinition t) {
        ToolHandler inner = t.handler();
        ToolHandler observed = call -> inner.call(call).thenCompose(result -> recordingOf(call, result)
                .map(r -> {
                    r.add(new Recording.Call(t.name(), call.args().deepCopy()));
                    return frame(call, r, describe(t.name(), call.args())).thenApply(added -> result);
                })
                .orElseGet(() -> CompletableFuture.completedFuture(result)));
        return new ToolDefinition(t.name(), t.aliases(), t.title(), t.description(), t.inputSchema(), t.outputSchema(),
                t.annotations(), t.action(), observed, t.views(), t.gated(), t.budgeted());
    }

    /** The recording this successful call belongs to: its session's, of the tab it acted on. */
    private Optional<Recording> recordingOf(ToolCall call, CallToolResult result) {
        String session = call.context().sessionId();
        String action = call.args().path("action").asString("");
        if (Boolean.TRUE.equals(result.isError()) || !recordings.anyActive(session)
                || action.equals("screenshot") || action.equals("zoom")) {   // the computer tool's looks change nothing
            return Optional.empty();
        }
        Object tab = result.structuredContent() instanceof Map<?, ?> m ? m.get("tabId") : null;
        long tabId = tab instanceof Number n ? n.longValue() : call.integer("tabId", -1);
        return tabId < 0 ? Optional.empty() : recordings.active(session, tabId);
    }

    /** Captures the tab now and adds the frame; true when one was added. */
    CompletableFuture<Boolean> frame(ToolCall call, Recording recording, Step step) {
        ObjectNode params = Json.object().put("tabId", recording.tabId());
        if (step.ref() != null) {
            params.put("ref", step.ref());
        } else if (step.selector() != null) {
            params.put("selector", step.selector());
        }
        return hub.call(call.string("browser", null), RecordTools.FRAME, params, call.context()).thenApply(data -> {
            call.requireSite(data.path("url").asString(""));
            return recording.add(toFrame(data, step));
        }).exceptionally(e -> {
            log.debug("No frame for tab {}: {}", recording.tabId(), e.toString());
            return false;
        });
    }

    private static Frame toFrame(JsonNode data, Step step) {
        byte[] image = Base64.getDecoder().decode(data.path("data").asString(""));
        double x = step.x();
        double y = step.y();
        JsonNode box = data.path("box");
        if (Double.isNaN(x) && box.isObject()) {
            x = box.path("x").asDouble() + box.path("width").asDouble() / 2;
            y = box.path("y").asDouble() + box.path("height").asDouble() / 2;
        }
        boolean pointer = step.kind().equals("click") || !Double.isNaN(step.x());
        return new Frame(image, step.label(), step.kind(), pointer ? x : Double.NaN, pointer ? y : Double.NaN, step.typed(),
                data.path("viewportWidth").asDouble(0));
    }

    /** What a call did, for its frame: a label, a kind, where it pointed and what it typed. */
    record Step(String label, String kind, String ref, String selector, double x, double y, String typed) {
        static Step start() {
            return new Step("recording started", "start", null, null, Double.NaN, Double.NaN, null);
        }
    }

    static Step describe(String tool, JsonNode args) {
        String verb = tool.startsWith("browser_") ? tool.substring("browser_".length()) : tool;
        String ref = args.hasNonNull("ref") ? args.get("ref").asString() : null;
        String selector = args.hasNonNull("selector") ? args.get("selector").asString() : null;
        String target = ref != null ? ref : selector != null ? selector : "";
        double x = Double.NaN;
        double y = Double.NaN;
        JsonNode coordinate = args.path("coordinate");
        if (coordinate.isArray() && coordinate.size() == 2) {
            x = coordinate.get(0).asDouble();
            y = coordinate.get(1).asDouble();
        }
        String typed = args.hasNonNull("text") && (verb.equals("type") || args.path("action").asString("").equals("type"))
                ? args.get("text").asString() : null;
        String kind = verb.contains("click") || args.path("action").asString("").contains("click") ? "click"
                : typed != null ? "type" : verb.equals("navigate") ? "navigate" : verb.equals("scroll") ? "scroll" : "other";
        String label = switch (verb) {
            case "navigate" -> "navigate " + args.path("url").asString("");
            case "computer" -> "computer " + args.path("action").asString("") + (Double.isNaN(x) ? "" : " (" + (int) x + "," + (int) y + ")");
            default -> (verb + " " + target).strip();
        };
        return new Step(label, kind, ref, selector, x, y, typed);
    }
}
