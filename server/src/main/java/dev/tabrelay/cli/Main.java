package dev.tabrelay.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tabrelay}: the one command users and MCP client configs run. */
@Command(name = "tabrelay",
        // INHERIT: --help and --version work after every subcommand too ("tabrelay launch --help").
        mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        versionProvider = Main.Version.class,
        description = "Bridge MCP clients (Claude, Cursor, scripts) to your real Chromium browser.",
        subcommands = {ServeCommand.class, StdioCommand.class, LaunchCommand.class, ConnectStringCommand.class,
                StatusCommand.class, DoctorCommand.class, KeysCommand.class, ChatCommand.class, StopCommand.class, TrainCommand.class,
                CommandLine.HelpCommand.class})
public final class Main {
    public static void main(String[] args) {
        // Before Reactor loads: the SDK's blocking work then runs on virtual threads (stack.md).
        System.setProperty("reactor.schedulers.defaultBoundedElasticOnVirtualThreads", "true");
        // The two starts a person waits for, without picocli (see each fastPath): an MCP client's
        // `tabrelay stdio`, and the daemon that a cold one starts in the background.
        if (args.length == 1 && "stdio".equals(args[0])) {
            System.exit(StdioCommand.fastPath());
        }
        if (args.length == 1 && "serve".equals(args[0])) {
            System.exit(serveFast());
        }
        System.exit(run(args));
    }

    private static int serveFast() {
        try {
            return ServeCommand.fastPath();
        } catch (Exception e) {
            System.err.println("tabrelay: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 1;
        }
    }

    static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            // Users see one line that says what to do, not a stack trace.
            cmd.getErr().println("tabrelay: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 1;
        });
        return cli.execute(args);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"tabrelay " + dev.tabrelay.daemon.Daemon.VERSION};
        }
    }
}
