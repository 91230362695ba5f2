package dev.tabrelay.tools;

import dev.tabrelay.link.BrowserHub;
import java.util.ArrayList;
import java.util.List;

/** The one list of every tool TabRelay offers; add a tool here and it appears everywhere. */
public final class Tools {
    private Tools() {}

    public static ToolRegistry registry(BrowserHub hub) {
        List<ToolDefinition> all = new ArrayList<>();
        all.addAll(TabTools.definitions(hub));
        all.add(BrowserListTool.definition(hub));
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
        return new ToolRegistry(all);
    }
}
