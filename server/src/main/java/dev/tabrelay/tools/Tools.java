package dev.tabrelay.tools;

import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.record.Recordings;
import dev.tabrelay.shortcuts.ShortcutStore;
import dev.tabrelay.tools.extract.ExtractTools;
import dev.tabrelay.tools.log.LogTools;
import dev.tabrelay.tools.page.PageTools;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/** The one list of every tool TabRelay offers; add a tool here and it appears everywhere. */
public final class Tools {
    private Tools() {}

    /**
     * For tests and the contract export: what tools keep on disk goes to a temporary folder, the
     * recipes are the built-in ones only and no Java plugin loads, so the exported contract does not
     * depend on the machine.
     */
    public static ToolRegistry registry(BrowserHub hub) {
        return registry(hub, Path.of(System.getProperty("java.io.tmpdir"), "tabrelay"), false);
    }

    /**
     * {@code configDir} (the daemon's) holds what tools keep on disk: recordings/, shortcuts/,
     * recipes/ (watched) and plugins/ (Java plugin jars, loaded at start with those on the classpath).
     */
    public static ToolRegistry registry(BrowserHub hub, Path configDir) {
        return registry(hub, configDir, true, List.of());
    }

    /** With the tools of a browser provider ({@code grid}'s browser_acquire and browser_release). */
    public static ToolRegistry registry(BrowserHub hub, Path configDir, List<ToolDefinition> provider) {
        return registry(hub, configDir, true, provider);
    }

    private static ToolRegistry registry(BrowserHub hub, Path configDir, boolean userRecipes) {
        return registry(hub, configDir, userRecipes, List.of());
    }

    private static ToolRegistry registry(BrowserHub hub, Path configDir, boolean userRecipes, List<ToolDefinition> provider) {
        List<ToolDefinition> all = new ArrayList<>();
        all.addAll(TabTools.definitions(hub));
        all.add(BrowserTools.definition(hub));
        all.addAll(provider);
        all.add(NavigateTool.definition(hub));
        all.addAll(ExtractTools.definitions(hub, new TabSlots(hub.commandTimeout())));
        all.addAll(PageTools.definitions(hub));
        all.addAll(InputTools.definitions(hub));
        all.add(ComputerTool.definition(hub));
        all.addAll(WaitTools.definitions(hub));
        all.add(CaptureTools.screenshot(hub));
        all.addAll(BrowserDataTools.definitions(hub));
        all.addAll(FileTools.definitions(hub));
        all.addAll(LogTools.definitions(hub));
        all.add(EvaluateTool.definition(hub));
        all.addAll(PlanTools.definitions(hub));
        Recordings recordings = new Recordings();
        RecordObserver observer = new RecordObserver(hub, recordings);
        all.add(new RecordTools(recordings, observer, configDir.resolve("recordings")).definition());
        // Shortcut runs and permissions_check look tools up in the registry they are part of.
        AtomicReference<ToolRegistry> self = new AtomicReference<>();
        CallHistory history = new CallHistory();
        all.addAll(new ShortcutTools(new ShortcutStore(configDir.resolve("shortcuts")), self::get, recordings, history).definitions());
        ErrorLog errors = new ErrorLog();
        all.addAll(new DiagnosticTools(hub, self::get, errors).definitions());
        ToolRegistry registry = new ToolRegistry(errors.observe(observer.observe(new ImageIds().observe(all))), history);
        self.set(registry);
        // Java plugins load once (a jar's classes cannot be unloaded safely); recipes reload as their files change.
        JavaPlugins java = JavaPlugins.load(userRecipes ? configDir.resolve("plugins") : null, userRecipes,
                hub.commandTimeout().plusSeconds(15), self::get);
        registry.pluginStatus(java::status);
        new RecipeLoader(userRecipes ? configDir.resolve("recipes") : null, self::get, java.tools()).start();
        return registry;
    }

    /**
     * Every extension action: the ones the tools send (their {@link ToolDefinition#action}) and the
     * ones sent without a tool of their own. The extension's handler table is typed by this list
     * (through contract/link.json), so an action missing here fails its build.
     */
    public static List<Action> actions(ToolRegistry registry) {
        java.util.Map<String, Action> all = new java.util.TreeMap<>();
        for (ToolDefinition t : registry.tools()) {
            if (t.action() != null) {
                all.put(t.action().name(), t.action());
            }
        }
        for (Action a : List.of(ExtractTools.URL_ACTION, ExtractTools.PART, RecordTools.FRAME, Action.SESSION_END, Action.BROWSER_INFO)) {
            all.put(a.name(), a);
        }
        ChatTools.BY_COMMAND.values().forEach(a -> all.put(a.name(), a));
        return List.copyOf(all.values());
    }
}
