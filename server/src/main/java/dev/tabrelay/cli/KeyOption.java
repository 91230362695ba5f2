package dev.tabrelay.cli;

import picocli.CommandLine.Option;

/** {@code --key}: the API key a command sends to a daemon that requires keys (else TABRELAY_KEY). */
final class KeyOption {
    @Option(names = "--key", paramLabel = "KEY", description = "API key for a daemon that requires keys (env TABRELAY_KEY;"
            + " connect-string and stop need an admin key). Prefer the env variable: a command line shows in ps.")
    String key;

    /** A probe of the daemon {@code config} names, sending this key (or TABRELAY_KEY). */
    DaemonProbe probe(dev.tabrelay.config.Config config) {
        return new DaemonProbe(config.host(), config.port()).withKey(key);
    }
}
