package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.ConfigLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code tabrelay}: the one command users and MCP client configs run. */
@Command(name = "tabrelay",
        // INHERIT: --help and --version work after every subcommand too ("tabrelay launch --help").
        mixinStandardHelpOptions = true, scope = CommandLine.ScopeType.INHERIT,
        versionProvider = Main.Version.class,
        description = "Bridge MCP clients (Claude, Cursor, scripts) to your real Chromium browser.",
        subcommands = {ServeCommand.class, GridCommand.class, StdioCommand.class, LaunchCommand.class, ConnectStringCommand.class,
                StatusCommand.class, DoCommand.class, DoctorCommand.class, KeysCommand.class, ChatCommand.class, StopCommand.class, TrainCommand.class,
                CommandLine.HelpCommand.class})
public final class Main {
    public static void main(String[] args) {
        // Before Reactor loads: the SDK's blocking work then runs on virtual threads (stack.md).
        System.setProperty("reactor.schedulers.defaultBoundedElasticOnVirtualThreads", "true");
        // The two starts a person waits for, without picocli (see each fastPath): an MCP client's
        // `tabrelay stdio`, and the daemon that a cold one starts in the background.
        // `do` parses its own words: the tool's arguments (--key, --help…) are not picocli's options,
        // and an agent starts it once per call, so it skips picocli's start-up too.
        if (args.length > 0 && "do".equals(args[0])) {
            DoCommand command = new DoCommand();
            command.words.addAll(java.util.List.of(args).subList(1, args.length));
            System.exit(command.call());
        }
        if (args.length == 1 && ("stdio".equals(args[0]) || "serve".equals(args[0]))) {
            System.exit(fast(args[0]));
        }
        System.exit(run(args));
    }

    /** A bare {@code stdio} or {@code serve}: settings from the environment and config.json only. */
    private static int fast(String command) {
        try {
            Config config = new ConfigLoader(java.util.Map.of(), System.getenv()).load();
            return "stdio".equals(command) ? StdioCommand.fastPath(config) : ServeCommand.fastPath(config);
        } catch (Exception e) {
            System.err.println(oneLine(e));
            return 1;
        }
    }

    static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println(oneLine(e));
            return 1;
        });
        return cli.execute(args);
    }

    /** Users see one line that says what to do, not a stack trace. */
    private static String oneLine(Exception e) {
        return "tabrelay: " + (e.getMessage() == null ? e.toString() : e.getMessage());
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"tabrelay " + dev.tabrelay.daemon.Daemon.VERSION};
        }
    }
}
