package dev.tabrelay.link;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.tabrelay.json.Json;
import dev.tabrelay.tools.SchemaCheck;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The welcome and settings messages are what contract/link.json declares (LinkProtocol.messages;
 * the extension's types are generated from it): a field sent or read here but not declared, or
 * declared but not sent or read, fails here; the extension's side fails its type check
 * (extension/tests/contract-drift.test.mjs).
 */
class LinkMessagesTest {
    @SuppressWarnings("unchecked")
    private static Map<String, Object> schema(String message) {
        return (Map<String, Object>) ((Map<String, Object>) LinkProtocol.messages().get(message)).get("schema");
    }

    @SuppressWarnings("unchecked")
    private static Set<String> declared(String message) {
        return new TreeSet<>(((Map<String, Object>) schema(message).get("properties")).keySet());
    }

    @Test
    void theWelcomeSendsExactlyTheDeclaredFields() {
        JsonNode full = Json.MAPPER.readTree(LinkProtocol.welcome("1.2.3", "b-1", "secret", 1024, 2));
        assertNull(SchemaCheck.SHARED.problems(schema(LinkProtocol.WELCOME), full));
        assertEquals(declared(LinkProtocol.WELCOME), new TreeSet<>(full.propertyNames()),
                "every declared field is sent when it applies (gatewayServers above 0)");
        JsonNode plain = Json.MAPPER.readTree(LinkProtocol.welcome("1.2.3", "b-1", "secret", 1024, 0));
        assertNull(SchemaCheck.SHARED.problems(schema(LinkProtocol.WELCOME), plain));
    }

    @Test
    void everyDeclaredSettingsFieldChangesTheLiveHello() {
        LinkProtocol.Hello hello = new LinkProtocol.Hello(1, "k", "1.0", "b-1", "label", "ua", "full", null, true);
        Map<String, JsonNode> changed = Map.of("toolProfile", Json.MAPPER.valueToTree("tabs"), "enabled", Json.MAPPER.valueToTree(false));
        assertEquals(declared(LinkProtocol.SETTINGS), new TreeSet<>(java.util.stream.Stream.concat(
                java.util.stream.Stream.of("type"), changed.keySet().stream()).toList()), "a value to try for each declared field");
        for (Map.Entry<String, JsonNode> field : changed.entrySet()) {
            ObjectNode settings = Json.object().put("type", LinkProtocol.SETTINGS);
            settings.set(field.getKey(), field.getValue());
            assertNull(SchemaCheck.SHARED.problems(schema(LinkProtocol.SETTINGS), settings));
            assertNotEquals(hello, hello.withSettings(settings), "settings." + field.getKey() + " is read by the bridge");
        }
        // The extension sends both; an undeclared field is refused by the schema it is generated from.
        ObjectNode extra = Json.object().put("type", LinkProtocol.SETTINGS).put("theme", "dark");
        assertNotEquals(null, SchemaCheck.SHARED.problems(schema(LinkProtocol.SETTINGS), extra));
    }
}
