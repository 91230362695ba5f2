package dev.tabrelay.cli;

import dev.tabrelay.auth.AgentMode;
import dev.tabrelay.auth.ApiKey;
import dev.tabrelay.auth.KeyStore;
import dev.tabrelay.auth.SitePatterns;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code tabrelay keys create|list|revoke}: API keys with per-key ACLs. Works on the key file
 * directly; a running daemon picks up changes on its next request.
 */
@Command(name = "keys", description = "Create, list and revoke API keys (Authorization: Bearer trk_…).",
        subcommands = {KeysCommand.Create.class, KeysCommand.ListKeys.class, KeysCommand.Revoke.class})
final class KeysCommand {

    @Command(name = "create", description = "Create a key; it is shown once.")
    static final class Create implements Callable<Integer> {
        @Mixin
        DaemonOptions options;

        @Option(names = "--name", required = true, description = "A name to recognise the key by.")
        String name;

        @Option(names = "--tools", split = ",", paramLabel = "a,b", description = "Tools it may call (default: all).")
        List<String> tools = List.of();

        @Option(names = "--sites", split = ",", paramLabel = "PATTERNS", description = "Sites it may touch: example.com, *.example.com, https://example.com/* (default: all).")
        List<String> sites = List.of();

        @Option(names = "--rate", paramLabel = "N/WINDOW", description = "Its rate limit, e.g. 30/60s or 1000/1h (default: RATE_LIMIT per RATE_WINDOW).")
        String rate;

        @Option(names = "--evaluate", description = "May run page JavaScript (when the daemon enables evaluate).")
        boolean evaluate;

        @Option(names = "--admin", description = "May manage keys through the REST API.")
        boolean admin;

        @Option(names = "--gateway", description = "May use the gateway's local MCP servers (/gateway/mcp, /gateway/mcp-ws).")
        boolean gateway;

        @Option(names = "--mode", paramLabel = "read|ask|act", description = "The most it may do on a page: read (reading"
                + " tools only), ask (each action waits for the person's approval in the browser) or act (default: act; the"
                + " person's own setting for a site can only make it stricter).")
        String mode = "act";

        @Override
        public Integer call() {
            AgentMode agentMode;
            try {
                agentMode = AgentMode.parse(mode);
            } catch (IllegalArgumentException e) {
                System.err.println("tabrelay: " + e.getMessage());
                return 2;
            }
            long[] r = rate == null ? new long[] {0, 0} : Rate.parse(rate);
            for (String s : sites) {
                String problem = SitePatterns.problem(s);
                if (problem != null) {
                    System.err.println("tabrelay: --sites: " + problem + ".");
                    return 2;
                }
            }
            KeyStore store = new KeyStore(options.load().configDir());
            KeyStore.Created c = store.create(name, tools, sites, (int) r[0], r[1], evaluate, admin, gateway, agentMode);
            System.out.println(c.secret());
            System.err.println("Key '" + name + "' created (id " + c.key().id() + "). This is the only time it is shown:"
                    + " store it now. Use it as 'Authorization: Bearer <key>'.");
            return 0;
        }
    }

    @Command(name = "list", description = "List keys (never their secrets).")
    static final class ListKeys implements Callable<Integer> {
        @Mixin
        DaemonOptions options;

        @Override
        public Integer call() {
            List<ApiKey> keys = new KeyStore(options.load().configDir()).list();
            if (keys.isEmpty()) {
                System.out.println("No API keys. Create one with `tabrelay keys create --name NAME`.");
            }
            for (ApiKey k : keys) {
                System.out.printf("%s  %-20s mode=%s tools=%s sites=%s rate=%s%s%s%s last used %s%n", k.id(), k.name(), k.mode().wire(),
                        k.tools().isEmpty() ? "all" : String.join(",", k.tools().stream().sorted().toList()),
                        k.sites().isEmpty() ? "all" : String.join(",", k.sites()),
                        k.rateLimit() > 0 ? k.rateLimit() + "/" + k.rateWindowMs() / 1000 + "s" : "default",
                        k.evaluate() ? " evaluate" : "", k.admin() ? " admin" : "", k.gateway() ? " gateway" : "",
                        k.lastUsedAt() == null ? "never" : k.lastUsedAt().toString());
            }
            return 0;
        }
    }

    @Command(name = "revoke", description = "Revoke a key by id or name; it stops working at once.")
    static final class Revoke implements Callable<Integer> {
        @Mixin
        DaemonOptions options;

        @Parameters(paramLabel = "ID_OR_NAME")
        String which;

        @Override
        public Integer call() {
            boolean removed = new KeyStore(options.load().configDir()).revoke(which);
            System.err.println(removed ? "Revoked " + which + "." : "No key with id or name '" + which + "'; see `tabrelay keys list`.");
            return removed ? 0 : 1;
        }
    }

    /** "30/60s", "1000/1h", "5/500ms" → {limit, windowMs}. */
    static final class Rate {
        private Rate() {}

        static long[] parse(String s) {
            String[] parts = s.trim().split("/");
            if (parts.length != 2) {
                throw new IllegalArgumentException("--rate must look like 30/60s (calls/window); got '" + s + "'.");
            }
            try {
                long limit = Long.parseLong(parts[0]);
                String w = parts[1].trim().toLowerCase(java.util.Locale.ROOT);
                long unit = w.endsWith("ms") ? 1 : w.endsWith("s") ? 1000 : w.endsWith("m") ? 60_000 : w.endsWith("h") ? 3_600_000 : -1;
                String number = w.replaceAll("[a-z]+$", "");
                long window = (number.isEmpty() ? 1 : Long.parseLong(number)) * unit;
                if (limit < 1 || unit < 0 || window < 1000) {
                    throw new NumberFormatException();
                }
                return new long[] {limit, window};
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--rate must be calls/window with a window of at least 1s, like 30/60s, 1000/1h; got '"
                        + s + "'.");
            }
        }
    }
}
