package dev.tabrelay.cli;

import dev.tabrelay.config.Config;
import dev.tabrelay.config.PairingKey;
import dev.tabrelay.json.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code tabrelay chat …}: sets up the extension's chat client in the connected browser (for
 * administrators and tests), through the running daemon (POST /api/v1/chat/*, with the pairing key
 * read from the config directory) and the link. The extension shows every change on its options page.
 */
@Command(name = "chat", description = "Set up the extension's chat client (chat sites as MCP clients) in the connected browser.",
        subcommands = {ChatCommand.Enable.class, ChatCommand.Disable.class, ChatCommand.Servers.class, ChatCommand.Status.class})
final class ChatCommand {
    private ChatCommand() {}

    /** Sends one chat command; prints the answer with {@code print}, or the error; exit 0 only on success. */
    static int send(DaemonOptions options, String browser, String command, ObjectNode params,
                    java.util.function.Consumer<JsonNode> print) {
        Config config = options.load();
        DaemonProbe probe = new DaemonProbe(config.host(), config.port());
        String key = PairingKey.loadOrCreate(config.configDir()).reveal();
        String query = browser == null ? "" : "?browser=" + java.net.URLEncoder.encode(browser, java.nio.charset.StandardCharsets.UTF_8);
        try {
            HttpResponse<String> r = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build().send(
                    HttpRequest.newBuilder(URI.create(probe.baseUrl() + "/api/v1/chat/" + command + query))
                            .timeout(Duration.ofSeconds(config.commandTimeout().toSeconds() + 10))
                            .header("Authorization", "Bearer " + key).header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(params.toString())).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode body = Json.MAPPER.readTree(r.body());
            if (r.statusCode() != 200) {
                System.err.println("tabrelay chat: " + body.path("error").path("code").asString("ERROR") + ": "
                        + body.path("error").path("message").asString(r.body()));
                return 1;
            }
            print.accept(body);
            return 0;
        } catch (java.io.IOException e) {
            System.err.println("tabrelay chat: no daemon answers on " + probe.baseUrl() + "; start it with `tabrelay launch`"
                    + " (or `tabrelay serve`) and connect the browser first.");
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    static void printSite(JsonNode s) {
        List<String> auto = s.path("auto").valueStream().map(JsonNode::asString).toList();
        System.out.println(s.path("site").asString() + ": " + (s.path("enabled").asBoolean() ? "enabled" : "off")
                + (s.path("autoSend").asBoolean() ? ", sends results by itself" : "")
                + (auto.isEmpty() ? "" : ", runs without asking: " + String.join(", ", auto))
                + (s.path("enabled").asBoolean() && !s.path("hostAccess").asBoolean(true)
                        ? " (Chrome has not granted the site yet: the user presses Save for it on the options page once)" : ""));
    }

    static void printServers(JsonNode body) {
        for (JsonNode s : body.path("servers")) {
            System.out.println(s.path("name").asString() + "  " + s.path("url").asString() + " (" + s.path("transport").asString()
                    + ")" + (s.path("enabled").asBoolean() ? "" : " disabled") + (s.path("builtIn").asBoolean() ? " built-in" : "")
                    + (s.path("keySet").asBoolean() ? " key set" : ""));
        }
    }

    abstract static class Base implements Callable<Integer> {
        @Mixin
        DaemonOptions options;

        @Option(names = "--browser", paramLabel = "ID", description = "Which connected browser (default: the default one).")
        String browser;

        ObjectNode params() {
            return Json.MAPPER.createObjectNode();
        }
    }

    @Command(name = "enable", description = "Let a chat site run tool calls (claude.ai, chatgpt.com, gemini.google.com).")
    static final class Enable extends Base {
        @Parameters(paramLabel = "SITE")
        String site;

        @Option(names = "--auto", split = ",", paramLabel = "TOOL,…", description = "Tools that run there without asking (replaces the site's list).")
        List<String> auto;

        @Option(names = "--send", negatable = true, description = "Send results by themselves (--no-send: the user presses Send).")
        Boolean send;

        @Override
        public Integer call() {
            ObjectNode p = params().put("site", site);
            if (auto != null) {
                auto.forEach(p.putArray("auto")::add);
            }
            if (send != null) {
                p.put("send", send);
            }
            return send(options, browser, "enable", p, ChatCommand::printSite);
        }
    }

    @Command(name = "disable", description = "Stop a chat site from running tool calls.")
    static final class Disable extends Base {
        @Parameters(paramLabel = "SITE")
        String site;

        @Override
        public Integer call() {
            return send(options, browser, "disable", params().put("site", site), ChatCommand::printSite);
        }
    }

    @Command(name = "status", description = "Show each chat site's settings and the chat client's MCP servers.")
    static final class Status extends Base {
        @Override
        public Integer call() {
            return send(options, browser, "status", params(), body -> {
                body.path("sites").forEach(ChatCommand::printSite);
                printServers(body);
            });
        }
    }

    @Command(name = "servers", description = "The chat client's MCP servers.",
            subcommands = {Servers.Add.class, Servers.Remove.class, Servers.ListServers.class})
    static final class Servers {
        @Command(name = "add", description = "Add an MCP server the chat sites may call.")
        static final class Add extends Base {
            @Parameters(index = "0", paramLabel = "NAME")
            String name;

            @Parameters(index = "1", paramLabel = "URL")
            String url;

            @Option(names = "--transport", paramLabel = "T", description = "auto, http, sse or ws (default auto).")
            String transport = "auto";

            @Option(names = "--key", paramLabel = "KEY", description = "Its key (Bearer, or ?token= on WebSocket).")
            String key;

            @Override
            public Integer call() {
                ObjectNode p = params().put("name", name).put("url", url).put("transport", transport);
                if (key != null) {
                    p.put("key", key);
                }
                return send(options, browser, "servers-add", p, ChatCommand::printServers);
            }
        }

        @Command(name = "remove", description = "Remove an MCP server by name.")
        static final class Remove extends Base {
            @Parameters(paramLabel = "NAME")
            String name;

            @Override
            public Integer call() {
                return send(options, browser, "servers-remove", params().put("name", name), ChatCommand::printServers);
            }
        }

        @Command(name = "list", description = "List the chat client's MCP servers (never their keys).")
        static final class ListServers extends Base {
            @Override
            public Integer call() {
                return send(options, browser, "servers-list", params(), ChatCommand::printServers);
            }
        }
    }
}
