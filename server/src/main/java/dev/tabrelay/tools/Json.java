package dev.tabrelay.tools;

import java.util.List;
import java.util.Map;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Small JSON helpers shared by the tools. */
final class Json {
    static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Json() {}

    /** Plain Java collections, which the SDK serializes as structured content. */
    static Object toPlain(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return List.of();
        }
        return MAPPER.convertValue(node, new TypeReference<Object>() {});
    }

    static Map<String, Object> toMap(JsonNode node) {
        return MAPPER.convertValue(node, new TypeReference<Map<String, Object>>() {});
    }

    static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
