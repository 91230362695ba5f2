package dev.tabrelay.json;

import java.util.List;
import java.util.Map;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The one Jackson configuration of the bridge (Jackson's defaults: unknown fields are read past,
 * as the link protocol wants) and the small helpers the tools and the REST API share.
 */
public final class Json {
    public static final JsonMapper MAPPER = JsonMapper.builder().build();

    private Json() {}

    /** Plain Java collections, which the SDK serializes as structured content. */
    public static Object toPlain(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return List.of();
        }
        return MAPPER.convertValue(node, new TypeReference<Object>() {});
    }

    public static Map<String, Object> toMap(JsonNode node) {
        return MAPPER.convertValue(node, new TypeReference<Map<String, Object>>() {});
    }

    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
