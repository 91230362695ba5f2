package dev.tabrelay.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class FleetOptionsTest {
    @Test
    void serveTakesTheDaemonIdAndRepeatedPeersUnderTheirEnvironmentNames() {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs("--daemon-id", "d0", "--peer", "d1=http://a:22816", "--peer", "d2=https://b");
        Map<String, String> flags = new HashMap<>();
        serve.fleet.putInto(flags);
        assertEquals(Map.of("DAEMON_ID", "d0", "PEERS", "d1=http://a:22816,d2=https://b"), flags);
    }

    @Test
    void withoutThemNothingIsGiven() {
        ServeCommand serve = new ServeCommand();
        new CommandLine(serve).parseArgs();
        Map<String, String> flags = new HashMap<>();
        serve.fleet.putInto(flags);
        assertEquals(Map.of(), flags);
    }
}
