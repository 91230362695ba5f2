package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** contract/link.json is the bridge's contract as it is: regenerate it with -Dcontract.update=true (./scripts/generate). */
class LinkContractTest {
    private static final JsonMapper PRETTY = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();   // Map.of order changes from run to run

    @Test
    void committedContractMatchesTheBridge() throws Exception {
        Path file = Path.of("..", "contract", "link.json");
        String expected = PRETTY.writeValueAsString(LinkContract.document(ToolRegistryTest.registry())) + "\n";
        String actual = Files.exists(file) ? Files.readString(file) : "";
        if (Boolean.getBoolean("contract.update") && !expected.equals(actual)) {
            Files.writeString(file, expected);
            return;
        }
        assertEquals(expected, actual, "contract/link.json is stale: run ./scripts/generate (or in server/: mvn test"
                + " -Dtest=LinkContractTest -Dcontract.update=true)");
    }
}
