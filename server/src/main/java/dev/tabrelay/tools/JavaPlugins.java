package dev.tabrelay.tools;

import dev.tabrelay.plugin.PluginTool;
import dev.tabrelay.plugin.TabRelayPlugin;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Supplier;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads the Java plugins once, at start: {@link TabRelayPlugin}s on the daemon's classpath, then
 * those in each jar of the config directory's {@code plugins/} folder (one class loader per jar, so
 * one jar's classes cannot break another's). Anything wrong with a jar or a plugin (not a jar, no
 * service entry, a class that will not load, a constructor that throws, a tool named like a core
 * tool or another plugin's) skips that jar or plugin only: it is logged and listed in
 * {@link #status()}, which the status and browser_diagnostics show, and the daemon starts anyway.
 */
final class JavaPlugins {
    private static final Logger log = LoggerFactory.getLogger(JavaPlugins.class);
    static final String SERVICE_FILE = "META-INF/services/" + TabRelayPlugin.class.getName();

    private final List<ToolDefinition> tools = new ArrayList<>();
    private final List<Map<String, Object>> loaded = new ArrayList<>();
    private final List<Map<String, Object>> problems = new ArrayList<>();
    private final Duration deadline;
    private final Supplier<ToolRegistry> registry;

    private JavaPlugins(Duration deadline, Supplier<ToolRegistry> registry) {
        this.deadline = deadline;
        this.registry = registry;
    }

    /** {@code folder} null: none from disk (the contract export and unit tests); classpath ones only with {@code classpath}. */
    static JavaPlugins load(Path folder, boolean classpath, Duration deadline, Supplier<ToolRegistry> registry) {
        JavaPlugins p = new JavaPlugins(deadline, registry);
        ClassLoader own = JavaPlugins.class.getClassLoader();
        if (classpath) {
            p.loadFrom(ServiceLoader.load(TabRelayPlugin.class, own), own, "classpath");
        }
        for (Path jar : jars(folder)) {
            String source = "plugins/" + jar.getFileName();
            try (JarFile check = new JarFile(jar.toFile())) {
                if (check.getEntry(SERVICE_FILE) == null) {
                    p.problem(source, "has no " + SERVICE_FILE + " naming its TabRelayPlugin class");
                    continue;
                }
            } catch (IOException e) {
                p.problem(source, "is not a readable jar file (" + e.getMessage() + ")");
                continue;
            }
            try {
                // Kept open for the daemon's life: the plugin's tools run its classes.
                URLClassLoader loader = new URLClassLoader(source, new java.net.URL[] {jar.toUri().toURL()}, own);
                p.loadFrom(ServiceLoader.load(TabRelayPlugin.class, loader), loader, source);
            } catch (IOException e) {
                p.problem(source, "could not be opened (" + e.getMessage() + ")");
            }
        }
        return p;
    }

    List<ToolDefinition> tools() {
        return List.copyOf(tools);
    }

    /** {"loaded": [{name, source, tools}], "problems": [{source, message}]}, for the status and diagnostics. */
    Map<String, Object> status() {
        return Map.of("loaded", List.copyOf(loaded), "problems", List.copyOf(problems));
    }

    /** Only the providers defined by {@code loader} itself: a jar's loader also sees the classpath's through its parent. */
    private void loadFrom(ServiceLoader<TabRelayPlugin> services, ClassLoader loader, String source) {
        int found = 0;
        Iterator<ServiceLoader.Provider<TabRelayPlugin>> it = services.stream().iterator();
        for (int errors = 0; errors < 20; ) {
            TabRelayPlugin plugin;
            try {
                if (!it.hasNext()) {
                    break;
                }
                ServiceLoader.Provider<TabRelayPlugin> provider = it.next();
                if (provider.type().getClassLoader() != loader) {
                    continue;
                }
                found++;
                plugin = provider.get();
            } catch (java.util.ServiceConfigurationError | LinkageError | RuntimeException e) {
                errors++;
                found++;
                problem(source, "could not load its plugin class: " + message(e));
                continue;
            }
            add(plugin, source);
        }
        if (found == 0 && !source.equals("classpath")) {
            problem(source, "names no TabRelayPlugin class that could be found in it");
        }
    }

    private void add(TabRelayPlugin plugin, String source) {
        String name;
        List<PluginTool> offered;
        try {
            name = plugin.name();
            offered = plugin.tools();
        } catch (RuntimeException | LinkageError e) {
            problem(source, plugin.getClass().getName() + " failed to list its tools: " + message(e));
            return;
        }
        List<String> names = new ArrayList<>();
        for (PluginTool t : offered == null ? List.<PluginTool>of() : offered) {
            try {
                ToolDefinition def = JavaPluginTools.definition(name, t, deadline, registry);
                if (registry.get().isCore(def.name()) || tools.stream().anyMatch(o -> o.name().equals(def.name()))) {
                    throw new IllegalArgumentException("tool name '" + def.name() + "' is already taken by "
                            + (registry.get().isCore(def.name()) ? "a core tool" : "another plugin"));
                }
                tools.add(def);
                names.add(def.name());
            } catch (RuntimeException e) {
                problem(source, "plugin '" + name + "': " + message(e));
            }
        }
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("name", name);
        entry.put("source", source);
        entry.put("tools", names);
        loaded.add(entry);
        log.info("Plugin '{}' from {}: tools {}", name, source, names);
    }

    private void problem(String source, String message) {
        log.warn("Plugin {} skipped: {}", source, message);
        problems.add(Map.of("source", source, "message", source + " " + message + "; fix or remove the jar and restart the daemon"
                + " (docs/plugins.md)."));
    }

    private static String message(Throwable e) {
        Throwable root = e.getCause() != null && e instanceof java.util.ServiceConfigurationError ? e.getCause() : e;
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }

    private static List<Path> jars(Path folder) {
        if (folder == null || !Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> all = Files.list(folder)) {
            return all.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            log.warn("Could not list {}: {}", folder, e.getMessage());
            return List.of();
        }
    }
}
