package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import dev.tabrelay.record.Recording;
import dev.tabrelay.record.Recordings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Where a saved shortcut's steps come from: given as {@code steps}, or taken from calls already
 * made, those of a recording ({@code fromRecording}) or those picked in the side panel's activity
 * log ({@code fromActivity}, by the call ids its entries carry). Taken calls lose their tabId (the
 * run's tabId applies) and each parameter's recorded {@code value} becomes its placeholder.
 */
final class ShortcutSources {
    private final Recordings recordings;
    private final CallHistory history;

    ShortcutSources(Recordings recordings, CallHistory history) {
        this.recordings = recordings;
        this.history = history;
    }

    /** The save call's arguments with its steps. */
    JsonNode withSteps(ToolCall call) {
        JsonNode a = call.args();
        int given = (a.hasNonNull("steps") ? 1 : 0) + (a.hasNonNull("fromRecording") ? 1 : 0) + (a.hasNonNull("fromActivity") ? 1 : 0);
        if (given != 1) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Give one of 'steps', 'fromRecording' (a recorded tabId) or"
                    + " 'fromActivity' (call ids from the activity log).");
        }
        if (a.hasNonNull("steps")) {
            return a;
        }
        List<Recording.Call> calls = a.hasNonNull("fromRecording") ? recorded(call) : logged(call);
        ObjectNode out = ((ObjectNode) a).deepCopy();
        out.remove("fromRecording");
        out.remove("fromActivity");
        ObjectNode params = out.putObject("parameters");
        Map<String, String> values = new LinkedHashMap<>();
        a.path("parameters").properties().forEach(e -> {
            ObjectNode p = params.putObject(e.getKey()).put("description", e.getValue().path("description").asString(""));
            if (e.getValue().has("default")) {
                p.set("default", e.getValue().get("default"));
            }
            if (e.getValue().hasNonNull("value")) {
                values.put(e.getKey(), e.getValue().get("value").asString());
            }
        });
        ArrayNode steps = out.putArray("steps");
        for (Recording.Call c : calls) {
            ObjectNode args = ((ObjectNode) c.args()).deepCopy();
            args.remove("tabId");
            steps.addObject().put("tool", c.tool()).set("args", placeholders(args, values));
        }
        return out;
    }

    private List<Recording.Call> recorded(ToolCall call) {
        long tabId = call.requiredInt("fromRecording");
        Recording recording = recordings.find(call.context().sessionId(), tabId).orElseThrow(() -> new ToolFailure(
                ErrorCode.INVALID_ARGUMENT, "Tab " + tabId + " has no recording in this session; record the steps with "
                        + "browser_record {\"action\": \"start_recording\"} first."));
        if (recording.calls().isEmpty()) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "The recording of tab " + tabId + " has no actions yet.");
        }
        return recording.calls();
    }

    /**
     * The calls behind the picked log entries, in the order given, each once (one call may send
     * several commands). A key may save only its own calls: another's is answered like a forgotten
     * one, so a key learns nothing about other clients' calls.
     */
    private List<Recording.Call> logged(ToolCall call) {
        LinkedHashSet<String> ids = new LinkedHashSet<>();
        call.args().get("fromActivity").forEach(id -> ids.add(id.asString()));
        List<Recording.Call> out = new ArrayList<>();
        int n = 0;
        for (String id : ids) {
            n++;
            CallHistory.Entry e = history.find(id).filter(h -> call.scope().equals("local") || h.scope().equals(call.scope()))
                    .orElse(null);
            if (e == null) {
                throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Step " + n + " of fromActivity (call " + id + ") is not"
                        + " known to the bridge any more: it keeps the arguments of the last " + CallHistory.MAX + " calls for "
                        + CallHistory.KEPT.toHours() + " hours and forgets them when it restarts. Pick newer entries, or give 'steps'.");
            }
            out.add(new Recording.Call(e.tool(), e.args()));
        }
        return out;
    }

    /** Strings containing a parameter's recorded value get {{parameter}} there instead. */
    private static ObjectNode placeholders(ObjectNode args, Map<String, String> values) {
        args.properties().forEach(e -> {
            if (e.getValue().isString()) {
                String text = e.getValue().asString();
                for (Map.Entry<String, String> v : values.entrySet()) {
                    if (!v.getValue().isEmpty()) {
                        text = text.replace(v.getValue(), "{{" + v.getKey() + "}}");
                    }
                }
                e.setValue(Json.MAPPER.getNodeFactory().stringNode(text));
            } else if (e.getValue().isObject()) {
                placeholders((ObjectNode) e.getValue(), values);
            }
        });
        return args;
    }
}
