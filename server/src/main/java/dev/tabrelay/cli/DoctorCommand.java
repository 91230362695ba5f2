package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code tabrelay doctor}: checks the whole chain and prints the fix for each failure; exit 1 when one fails. */
@Command(name = "doctor", description = "Check the whole chain (Java, config dir, keys, daemon, Host check, browser,"
        + " extension, one real call) and print the fix for each failure. Exit code 1 when a check fails.")
final class DoctorCommand implements Callable<Integer> {
    @Mixin
    DaemonOptions options;

    @Mixin
    KeyOption key;

    @Override
    public Integer call() {
        Config config = options.load();
        DaemonProbe probe = key.probe(config);
        List<DoctorChecks.Check> checks;
        try {
            checks = new DoctorChecks(config, probe, System.getenv()).run();
        } catch (DaemonProbe.KeyRequired e) {
            System.out.println("FAIL daemon: " + e.getMessage());
            return 1;
        }
        boolean failed = false;
        for (DoctorChecks.Check c : checks) {
            System.out.println(String.format("%-4s %-12s %s", c.outcome(), c.name(), c.detail()));
            if (c.fix() != null && c.outcome() != DoctorChecks.Outcome.OK) {
                System.out.println("     fix: " + c.fix());
            }
            failed |= c.outcome() == DoctorChecks.Outcome.FAIL;
        }
        System.out.println(failed ? "Some checks failed: try the fixes above in order, then run `tabrelay doctor` again."
                : "All checks passed.");
        return failed ? 1 : 0;
    }
}
