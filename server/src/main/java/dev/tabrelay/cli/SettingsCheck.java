package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.DaemonSettings;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A command that uses a daemon already running cannot apply its own daemon options: it says which
 * of the ones given differ from the daemon's, and how to apply them, instead of ignoring them.
 */
final class SettingsCheck {
    private SettingsCheck() {}

    /** "ISOLATION=group (the running daemon uses shared)" for each given setting that differs. */
    static List<String> differences(Map<String, String> given, Config requested, JsonNode health) {
        JsonNode running = health.path("settings");
        List<String> out = new ArrayList<>();
        if (!running.isObject()) {
            return out;   // an older daemon does not say
        }
        Map<String, String> wanted = DaemonSettings.of(requested);
        for (Map.Entry<String, String> e : wanted.entrySet()) {
            String theirs = running.path(e.getKey()).asString(null);
            if (given.containsKey(e.getKey()) && theirs != null && !theirs.equals(e.getValue())) {
                out.add(e.getKey() + "=" + e.getValue() + " (the running daemon uses " + (theirs.isEmpty() ? "none" : theirs) + ")");
            }
        }
        return out;
    }

    static void warn(PrintStream err, String command, List<String> differences) {
        if (!differences.isEmpty()) {
            err.println("tabrelay " + command + ": the daemon already running was started with other settings, so these are not"
                    + " applied: " + String.join(", ", differences) + ". To apply them, `tabrelay stop` it and start again"
                    + " with them.");
        }
    }
}
