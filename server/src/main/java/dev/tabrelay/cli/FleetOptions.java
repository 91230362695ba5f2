package dev.tabrelay.cli;

import java.util.List;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * Several daemons behind one load balancer ({@code serve}, {@code grid}): this daemon's id and its
 * peers. Checked by ConfigLoader (config.FleetConfig), which says what is wrong with a value.
 */
final class FleetOptions {
    @Option(names = "--daemon-id", paramLabel = "ID", description = "Prefix of every MCP session id and browser handle this"
            + " daemon mints; 1-32 of a-z, 0-9, - (env DAEMON_ID, default d + 6 random hex digits).")
    String daemonId;

    @Option(names = "--peer", paramLabel = "ID=URL", description = "Another daemon behind the same load balancer; a request for"
            + " a session or browser handle it minted is forwarded to URL. Repeatable (env PEERS: ID=URL,ID=URL).")
    List<String> peers;

    void putInto(Map<String, String> flags) {
        DaemonOptions.putFlag(flags, "DAEMON_ID", daemonId);
        DaemonOptions.putFlag(flags, "PEERS", peers == null ? null : String.join(",", peers));
    }
}
