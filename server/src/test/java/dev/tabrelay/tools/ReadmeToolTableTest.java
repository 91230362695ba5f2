package dev.tabrelay.tools;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.testing.Generated;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's tool table is the registry's (./scripts/generate rewrites it). */
class ReadmeToolTableTest {
    /** The names issue 15 asks for (Claude in Chrome's, the site recipes, their canonical names). */
    static final List<String> ISSUE_15 = List.of("gif_creator", "browser_record", "shortcuts_list", "browser_shortcut_list",
            "shortcuts_execute", "browser_shortcut_run", "browser_shortcut_save", "tabs_context_mcp", "tabs_create_mcp",
            "permissions_check", "dev_utils", "upload_image", "x_post", "wechat_post");

    @Test
    void readmeToolTableMatchesTheRegistry() throws Exception {
        Generated.section(Path.of("..", "README.md"), ToolTable.BEGIN, ToolTable.END, ToolTable.markdown(ToolRegistryTest.registry()),
                "readme.update");
    }

    @Test
    void everyNameOfTheRecordReplayExtendIssueIsInTheTable() throws Exception {
        String readme = Files.readString(Path.of("..", "README.md"));
        String table = readme.substring(readme.indexOf(ToolTable.BEGIN), readme.indexOf(ToolTable.END));
        for (String name : ISSUE_15) {
            assertTrue(table.contains("`" + name + "`"), name + " is missing from the README tool table");
        }
    }
}
