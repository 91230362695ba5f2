package dev.tabrelay.tools;

import dev.tabrelay.json.Json;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;

/**
 * Where recipe tools come from: the built-in recipes in the jar ({@code /recipes/*.json}) and the
 * files in the config directory's {@code recipes/} folder, which replace a built-in of the same
 * name. The folder is checked twice a second; a change (a file added, edited or removed) rebuilds
 * the plugin tools, so a new recipe is in tools/list within a second, with no restart. A file that
 * does not parse, or names a core tool, is skipped with a warning in the daemon log.
 */
final class RecipeLoader {
    private static final Logger log = LoggerFactory.getLogger(RecipeLoader.class);
    static final List<String> BUILT_IN = List.of("x_post", "wechat_post");

    private final Path folder;
    private final Supplier<ToolRegistry> registry;
    /** The folder's state at the last load (names, times, sizes); null before the first. */
    private String seen;

    /** The Java plugins' tools, set beside the recipes on every reload; a recipe may not take their names. */
    private final List<ToolDefinition> javaTools;

    /** {@code folder} null: the built-in recipes only (the contract export and tests). */
    RecipeLoader(Path folder, Supplier<ToolRegistry> registry, List<ToolDefinition> javaTools) {
        this.folder = folder;
        this.registry = registry;
        this.javaTools = List.copyOf(javaTools);
    }

    /** Loads now, then (with a folder) watches it on a daemon thread for the life of the process. */
    void start() {
        reload();
        if (folder != null) {
            ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor(
                    Thread.ofPlatform().daemon().name("recipe-watch").factory());
            watch.scheduleWithFixedDelay(() -> {
                try {
                    reload();
                } catch (RuntimeException e) {   // one bad moment must not end the watch
                    log.warn("Could not reload recipes: {}", e.getMessage());
                }
            }, 500, 500, TimeUnit.MILLISECONDS);
        }
    }

    synchronized void reload() {
        List<Path> files = files();
        String fingerprint = files.stream().map(RecipeLoader::stamp).reduce("", String::concat);
        if (fingerprint.equals(seen)) {
            return;
        }
        boolean first = seen == null;
        seen = fingerprint;
        Map<String, ToolDefinition> byName = new LinkedHashMap<>();
        javaTools.forEach(t -> byName.put(t.name(), t));
        for (String name : BUILT_IN) {
            add(byName, builtIn(name), "built-in recipe " + name);
        }
        for (Path f : files) {
            try {
                add(byName, Json.MAPPER.readTree(Files.readString(f)), f.getFileName().toString());
            } catch (IOException | RuntimeException e) {
                log.warn("Recipe file {} skipped: {}", f, e.getMessage());
            }
        }
        registry.get().setPlugins(new ArrayList<>(byName.values()));
        if (!first) {
            log.info("Recipes reloaded: {}", byName.keySet());
        }
    }

    private void add(Map<String, ToolDefinition> byName, JsonNode file, String where) {
        try {
            ToolDefinition def = RecipeTools.definition(file, where, registry);
            if (registry.get().isCore(def.name())) {
                log.warn("Recipe {} skipped: '{}' is a core tool's name", where, def.name());
                return;
            }
            if (javaTools.stream().anyMatch(t -> t.name().equals(def.name()))) {
                log.warn("Recipe {} skipped: '{}' is a Java plugin's tool", where, def.name());
                return;
            }
            byName.put(def.name(), def);
        } catch (RuntimeException e) {
            log.warn("Recipe {} skipped: {}", where, e.getMessage());
        }
    }

    private List<Path> files() {
        if (folder == null || !Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> all = Files.list(folder)) {
            return all.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static String stamp(Path p) {
        try {
            return p.getFileName() + ":" + Files.getLastModifiedTime(p).toMillis() + ":" + Files.size(p) + ";";
        } catch (IOException e) {
            return p.getFileName() + ":gone;";
        }
    }

    private static JsonNode builtIn(String name) {
        try (InputStream in = RecipeLoader.class.getResourceAsStream("/recipes/" + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("built-in recipe " + name + " is missing from the jar");
            }
            return Json.MAPPER.readTree(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
