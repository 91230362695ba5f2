package dev.tabrelay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tabrelay.json.Json;
import org.junit.jupiter.api.Test;

/** How `tabrelay status` shows a gateway server from /health: state, why it is down, when it starts again. */
class StatusGatewayLineTest {
    @Test
    void saysWhyAServerIsDownAndWhenItStartsAgain() {
        assertEquals("Gateway server files: running, 3 tools", StatusCommand.gatewayLine(Json.MAPPER.readTree(
                "{\"name\":\"files\",\"state\":\"running\",\"tools\":3,\"restarts\":0}")));
        assertEquals("Gateway server notes: down (its process exited), 2 tools, next start in 4 s, 2 restarts",
                StatusCommand.gatewayLine(Json.MAPPER.readTree("{\"name\":\"notes\",\"state\":\"down\",\"tools\":2,\"restarts\":2,"
                        + "\"error\":\"its process exited\",\"nextStartInMs\":3500}")));
    }
}
