package dev.tabrelay.tools;

import dev.tabrelay.testing.Generated;
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
        Generated.file(Path.of("..", "contract", "link.json"),
                PRETTY.writeValueAsString(LinkContract.document(ToolRegistryTest.registry())) + "\n", "contract.update");
    }
}
