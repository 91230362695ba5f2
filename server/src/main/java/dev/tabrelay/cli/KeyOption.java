package dev.tabrelay.cli;

import picocli.CommandLine.Option;

/** {@code --key}: the API key a command sends to a daemon that requires keys (else TABRELAY_KEY). */
final class KeyOption {
    @Option(names = "--key", paramLabel = "KEY", description = "API key for a daemon that requires keys (env TABRELAY_KEY;"
            + " connect-string and stop need an admin key). Prefer the env variable: a command line shows in ps.")
    String key;
}
