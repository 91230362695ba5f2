package dev.tabrelay.tools;

import dev.tabrelay.link.BrowserHub;
import java.util.ArrayList;
import java.util.List;

/** The one list of every tool TabRelay offers; add a tool here and it appears everywhere. */
public final class Tools {
    private Tools() {}

    public static ToolRegistry registry(BrowserHub hub) {
        List<ToolDefinition> all = new ArrayList<>();
        all.add(ListTabsTool.definition(hub));
        all.addAll(ExtractTools.definitions(hub, new TabSlots(hub.commandTimeout())));
        all.add(BrowserListTool.definition(hub));
        all.addAll(PlanTools.definitions(hub));
        return new ToolRegistry(all);
    }
}
