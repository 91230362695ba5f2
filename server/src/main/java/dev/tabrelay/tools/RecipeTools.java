package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import dev.tabrelay.shortcuts.Shortcut;
import io.modelcontextprotocol.spec.McpSchema;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;

/**
 * Site recipes as tools: a recipe file (docs/recipes.md) is a shortcut with a tool's face, a
 * typed input schema built from its parameters and a {@code returns} map that picks the answer
 * out of the last step's result. Its steps run through the invoker as the caller, like a
 * shortcut's, so the key's ACL and sites apply to each; a failing step is RECIPE_STEP_FAILED
 * naming the step, because for a recipe that means the site changed under it.
 */
final class RecipeTools {
    private static final java.util.Set<ErrorCode> KEEPS_CODE = java.util.EnumSet.of(ErrorCode.FORBIDDEN, ErrorCode.SITE_BLOCKED,
            ErrorCode.NO_BROWSER, ErrorCode.READ_ONLY, ErrorCode.USER_DENIED, ErrorCode.APPROVAL_TIMEOUT, ErrorCode.PAUSED_BY_USER);

    private RecipeTools() {}

    /** The tool a recipe file describes; INVALID_ARGUMENT naming the field when the file is wrong. */
    static ToolDefinition definition(JsonNode file, String where, Supplier<ToolRegistry> registry) {
        Shortcut recipe = Shortcut.parse(file, where);
        if (recipe.description().length() < 40) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, where + ": 'description' must say what the recipe does and when"
                    + " to use it (40 characters or more).");
        }
        Schema schema = Schema.object();
        List<String> required = new ArrayList<>();
        file.path("parameters").properties().forEach(e -> {
            String type = e.getValue().path("type").asString("string");
            Map<String, Object> p = new LinkedHashMap<>();
            p.put("type", type);
            p.put("description", e.getValue().path("description").asString(""));
            if (type.equals("array")) {
                p.put("items", Map.of("type", "string"));
            }
            if (e.getValue().has("default")) {
                p.put("default", Json.toPlain(e.getValue().get("default")));
            } else {
                required.add(e.getKey());
            }
            schema.raw(e.getKey(), p);
        });
        schema.required(required.toArray(String[]::new));
        JsonNode returns = file.path("returns");
        Output output = Output.object().integer("steps");
        returns.properties().forEach(e -> output.string(e.getKey()).orNull());
        return new ToolDefinition(recipe.name(), List.of(), file.path("title").asString(recipe.name()), recipe.description(),
                schema.build(), new McpSchema.ToolAnnotations(file.path("title").asString(recipe.name()), false, true, false, true, null),
                null, call -> run(recipe, returns, call, registry))
                .withOutput(output);
    }

    private static CompletableFuture<CallToolResult> run(Shortcut recipe, JsonNode returns, ToolCall call, Supplier<ToolRegistry> registry) {
        List<Shortcut.Step> steps = recipe.substitute(call.args());
        List<String> done = new ArrayList<>();
        CompletableFuture<CallToolResult> chain = CompletableFuture.completedFuture(null);
        for (int i = 0; i < steps.size(); i++) {
            int index = i;
            Shortcut.Step step = steps.get(i);
            chain = chain.thenCompose(previous -> step(recipe, index, steps.size(), step, call, registry).thenApply(r -> {
                done.add((index + 1) + ". " + label(step));
                return r;
            }));
        }
        return chain.thenApply(last -> {
            Map<String, Object> data = new LinkedHashMap<>();
            JsonNode lastData = last.structuredContent() == null ? Json.object() : Json.MAPPER.valueToTree(last.structuredContent());
            // Declared as strings (or null) in the output schema: a number or object picked is given as its JSON text.
            returns.properties().forEach(e -> {
                Object v = pick(lastData, e.getValue().asString());
                data.put(e.getKey(), v == null || v instanceof String ? v : Json.MAPPER.valueToTree(v).toString());
            });
            data.put("steps", steps.size());
            StringBuilder text = new StringBuilder(recipe.name() + " done (" + steps.size() + " steps).");
            data.forEach((k, v) -> {
                if (!k.equals("steps")) {
                    text.append(' ').append(k).append(": ").append(v).append('.');
                }
            });
            return CallToolResult.builder().addTextContent(text.toString()).structuredContent(data).build();
        });
    }

    private static CompletableFuture<CallToolResult> step(Shortcut recipe, int index, int total, Shortcut.Step step, ToolCall call,
                                                          Supplier<ToolRegistry> registry) {
        String where = "Recipe '" + recipe.name() + "' failed at step " + (index + 1) + " of " + total + " (" + label(step) + ")";
        ToolDefinition def = registry.get().find(step.tool()).filter(d -> !d.name().startsWith("browser_shortcut_")).orElse(null);
        if (def == null) {
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.RECIPE_STEP_FAILED, where + ": no tool is named '"
                    + step.tool() + "'."));
        }
        return call.nested().call(def, step.tool(), step.args()).handle((result, error) -> {
            if (error != null) {
                ToolFailure f = ToolFailure.from(error);
                // The caller's own limits and the person's answers are not the site's fault: keep their
                // codes so the fix is clear (a denied or paused step is not a page that changed).
                ErrorCode code = KEEPS_CODE.contains(f.code()) ? f.code() : ErrorCode.RECIPE_STEP_FAILED;
                throw new ToolFailure(code, where + ": " + f.code() + ": " + f.getMessage());
            }
            if (Boolean.TRUE.equals(result.isError())) {
                throw new ToolFailure(ErrorCode.RECIPE_STEP_FAILED, where + ": " + result.content().stream()
                        .filter(c -> c instanceof McpSchema.TextContent).map(c -> ((McpSchema.TextContent) c).text()).findFirst().orElse(""));
            }
            return result;
        });
    }

    /** "browser_click [data-testid=tweetButton]": what the user sees to find the step in the file. */
    static String label(Shortcut.Step step) {
        JsonNode a = step.args();
        String target = a.hasNonNull("selector") ? a.get("selector").asString() : a.hasNonNull("text") ? "\"" + a.get("text").asString() + "\""
                : a.hasNonNull("url") ? a.get("url").asString() : "";
        String shown = target.length() > 60 ? target.substring(0, 59) + "…" : target;
        return (step.tool() + " " + shown).strip();
    }

    /** A JSON pointer into the last step's data; a relative link is made absolute against that step's page. */
    private static Object pick(JsonNode data, String pointer) {
        JsonNode v = data.at(pointer);
        if (v.isMissingNode() || v.isNull()) {
            return null;
        }
        if (v.isString() && v.asString().startsWith("/") && data.hasNonNull("url")) {
            try {
                return URI.create(data.get("url").asString()).resolve(v.asString()).toString();
            } catch (IllegalArgumentException e) {
                return v.asString();
            }
        }
        return Json.toPlain(v);
    }
}
