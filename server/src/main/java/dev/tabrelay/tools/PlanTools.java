package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Tools that show the user what an agent is doing, in the extension's side panel: its plan as
 * steps ({@code update_plan}, the Claude-in-Chrome name) and turn boundaries that group the
 * activity log ({@code turn_answer_start} / {@code turn_answer_complete}). They touch no page.
 */
final class PlanTools {
    private static final McpSchema.ToolAnnotations HINTS = new McpSchema.ToolAnnotations(null, false, false, true, false, null);

    static final Action PLAN_UPDATE = Action.forwarded("plan.update", "plan");
    static final Action TURN_START = Action.forwarded("turn.start", "plan");
    static final Action TURN_COMPLETE = Action.forwarded("turn.complete", "plan");

    private PlanTools() {}

    static List<ToolDefinition> definitions(BrowserHub hub) {
        return List.of(updatePlan(hub), turn(hub, "turn_answer_start", TURN_START, "Start a turn",
                        """
                        Tell the user's browser that you start working on a request: the side panel groups the \
                        actions that follow under this turn until turn_answer_complete. Takes no arguments."""),
                turn(hub, "turn_answer_complete", TURN_COMPLETE, "Complete a turn",
                        """
                        Tell the user's browser that you finished the current request; optional 'summary' is shown \
                        with the turn in the side panel. Example: {"summary": "Compared the three offers"}."""));
    }

    private static ToolDefinition updatePlan(BrowserHub hub) {
        Map<String, Object> schema = Schema.object().string("explanation", "Optional note on why the plan changed.")
                .string("browser", "Id of a connected browser; omit for the most recently used one.").required("plan").build();
        @SuppressWarnings("unchecked")
        Map<String, Object> props = (Map<String, Object>) schema.get("properties");
        props.put("plan", Map.of("type", "array", "minItems", 1, "maxItems", 50,
                "description", "The steps, in order, each with its status.",
                "items", Map.of("type", "object", "additionalProperties", false, "required", List.of("step", "status"),
                        "properties", Map.of(
                                "step", Map.of("type", "string", "maxLength", 300, "description", "What this step does."),
                                "status", Map.of("type", "string", "enum", List.of("pending", "in_progress", "completed"))))));
        return new ToolDefinition("update_plan", List.of(), "Show your plan to the user",
                """
                Show the user your plan for the current task in the TabRelay side panel of their browser, and keep \
                it current: call it when you make the plan and whenever a step starts or finishes. Send the whole \
                plan each time. Example: {"plan": [{"step": "Open the pricing page", "status": "completed"}, \
                {"step": "Extract the table", "status": "in_progress"}, {"step": "Summarize", "status": "pending"}]}.""",
                schema, HINTS, PLAN_UPDATE,
                call -> {
                    ObjectNode params = Json.object();
                    ArrayNode plan = params.putArray("plan");
                    for (JsonNode s : call.args().path("plan")) {
                        plan.addObject().put("step", s.path("step").asString()).put("status", s.path("status").asString());
                    }
                    if (call.args().hasNonNull("explanation")) {
                        params.put("explanation", call.args().get("explanation").asString());
                    }
                    return hub.call(call.string("browser", null), PLAN_UPDATE, params, call.context())
                            .thenApply(data -> text("Plan shown to the user (" + plan.size() + " steps)."));
                });
    }

    private static ToolDefinition turn(BrowserHub hub, String name, Action action, String title, String description) {
        Schema schema = Schema.object().string("browser", "Id of a connected browser; omit for the most recently used one.");
        if (action == TURN_COMPLETE) {
            schema.string("summary", "Optional one-line summary shown with the turn.");
        }
        return new ToolDefinition(name, List.of(), title, description, schema.build(), HINTS, action,
                call -> {
                    ObjectNode params = Json.object();
                    if (call.args().hasNonNull("summary")) {
                        params.put("summary", call.args().get("summary").asString());
                    }
                    return hub.call(call.string("browser", null), action, params, call.context())
                            .thenApply(data -> text(title + ": done (turn " + data.path("turnId").asString("?") + ")."));
                });
    }

    private static CallToolResult text(String s) {
        return CallToolResult.builder().addTextContent(s).build();
    }
}
