package dev.tabrelay.shortcuts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

class ShortcutTest {
    static final String ADD = """
            {"name": "add_item", "description": "Add an item",
             "parameters": {"item": {"description": "What to add"}, "times": {"default": 1}},
             "steps": [{"tool": "browser_type", "args": {"selector": "#item", "text": "Buy {{item}} now", "n": "{{times}}"}},
                       {"tool": "browser_click", "args": {"selector": "#add"}}]}""";

    static JsonNode json(String s) {
        return Json.MAPPER.readTree(s);
    }

    @Test
    void argumentsAreSubstitutedKeepingTheirTypes() {
        Shortcut s = Shortcut.parse(json(ADD), "test");
        List<Shortcut.Step> steps = s.substitute(json("{\"item\": \"Lemons\", \"times\": 3}"));
        assertEquals("Buy Lemons now", steps.get(0).args().get("text").asString());
        assertEquals(3, steps.get(0).args().get("n").asInt());
        assertTrue(steps.get(0).args().get("n").isNumber(), "a whole-string placeholder takes the JSON value");
        assertEquals(1, s.substitute(json("{\"item\": \"x\"}")).get(0).args().get("n").asInt(), "the default");
        assertEquals("Buy {{item}} now", s.steps().get(0).args().get("text").asString(), "the saved steps are unchanged");
    }

    @Test
    void aStepWithWhenRunsOnlyWhenItsArgumentIsGiven() {
        Shortcut s = Shortcut.parse(json("""
                {"name": "post", "parameters": {"text": {}, "images": {"default": []}},
                 "steps": [{"tool": "browser_type", "args": {"text": "{{text}}"}},
                           {"tool": "browser_file_set", "args": {"paths": "{{images}}"}, "when": "images"}]}"""), "test");
        assertEquals(1, s.substitute(json("{\"text\": \"hi\"}")).size(), "an empty array skips the step");
        List<Shortcut.Step> both = s.substitute(json("{\"text\": \"hi\", \"images\": [\"/a.png\"]}"));
        assertEquals(2, both.size());
        assertTrue(both.get(1).args().get("paths").isArray(), "a whole placeholder keeps the array");
        assertThrows(ToolFailure.class, () -> Shortcut.parse(json("""
                {"name": "p", "steps": [{"tool": "x", "args": {}, "when": "nope"}]}"""), "f"), "'when' names a declared parameter");
    }

    @Test
    void missingUnknownAndUndeclaredParametersAreNamed() {
        Shortcut s = Shortcut.parse(json(ADD), "test");
        ToolFailure missing = assertThrows(ToolFailure.class, () -> s.substitute(json("{}")));
        assertEquals(ErrorCode.INVALID_ARGUMENT, missing.code());
        assertTrue(missing.getMessage().contains("'item' (What to add)"), missing.getMessage());
        ToolFailure unknown = assertThrows(ToolFailure.class, () -> s.substitute(json("{\"item\": \"a\", \"colour\": \"red\"}")));
        assertTrue(unknown.getMessage().contains("no parameter 'colour'"), unknown.getMessage());
        ToolFailure undeclared = assertThrows(ToolFailure.class, () -> Shortcut.parse(json(ADD.replace("\"times\": {\"default\": 1}", "\"t\": {}")), "f"));
        assertTrue(undeclared.getMessage().contains("[times]"), undeclared.getMessage());
        assertThrows(ToolFailure.class, () -> Shortcut.parse(json(ADD.replace("add_item", "../x")), "f"));
    }

    @Test
    void theStoreWritesReadableFilesAndSkipsBrokenOnes(@TempDir Path dir) throws Exception {
        ShortcutStore store = new ShortcutStore(dir.resolve("shortcuts"));
        assertEquals(List.of(), store.list());
        assertEquals(false, store.save(Shortcut.parse(json(ADD), "test")));
        assertEquals(true, store.save(Shortcut.parse(json(ADD), "test")), "saving again replaces");
        String file = Files.readString(dir.resolve("shortcuts/add_item.json"));
        assertTrue(file.contains("\n  \"name\" : \"add_item\""), "pretty-printed for people: " + file);
        Files.writeString(dir.resolve("shortcuts/broken.json"), "{not json");
        Files.writeString(dir.resolve("shortcuts/other.json"), ADD);   // names itself add_item
        assertEquals(List.of("add_item"), store.list().stream().map(Shortcut::name).toList());
        assertTrue(store.find("add_item").isPresent());
        assertTrue(store.find("../add_item").isEmpty());
    }
}
