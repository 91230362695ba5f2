package dev.tabrelay.rest;

import dev.tabrelay.json.Json;
import dev.tabrelay.tools.Profile;
import dev.tabrelay.tools.ToolDefinition;
import dev.tabrelay.tools.ToolRegistry;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** {@code GET /tools}: the registry as JSON, for scripts and generated clients. */
final class ToolCatalog {
    private ToolCatalog() {}

    static ObjectNode json(ToolRegistry registry) {
        ObjectNode out = Json.MAPPER.createObjectNode();
        ArrayNode tools = out.putArray("tools");
        for (ToolDefinition t : registry.tools()) {
            ObjectNode n = tools.addObject().put("name", t.name()).put("title", t.title()).put("description", t.description())
                    .put("action", t.action() == null ? null : t.action().name());
            // In the default (compact) tools/list, in its short form; ?tools=full lists every tool as here.
            n.put("listedByDefault", Profile.COMPACT.lists(t, t.name()) || registry.isPlugin(t.name()));
            ArrayNode aliases = n.putArray("aliases");
            t.aliases().forEach(aliases::add);
            n.set("inputSchema", Json.MAPPER.valueToTree(t.inputSchema()));
            if (t.outputSchema() != null) {
                n.set("outputSchema", Json.MAPPER.valueToTree(t.outputSchema()));
            }
            if (t.annotations() != null) {
                n.set("annotations", Json.MAPPER.valueToTree(t.annotations()));
            }
        }
        return out;
    }
}
