package dev.tabrelay.auth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The URL tricks of contract/site-patterns.json against each pattern form: the same file the
 * extension's site policy is tested with, so a key's --sites and the user's policy cannot drift.
 */
class SitePatternVectorsTest {
    static JsonNode vectors() throws Exception {
        return JsonMapper.builder().build().readTree(Files.readString(Path.of("..", "contract", "site-patterns.json")));
    }

    @TestFactory
    Stream<DynamicTest> everyUrlTrickIsDecidedByItsComponents() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode c : vectors().path("cases")) {
            String pattern = c.path("pattern").asString();
            String url = c.path("url").asString();
            boolean expected = c.has("bridge") ? c.path("bridge").asBoolean() : c.path("allowed").asBoolean();
            tests.add(DynamicTest.dynamicTest(pattern + " vs " + url, () ->
                    assertEquals(expected, SitePatterns.allows(List.of(pattern), url), c.path("note").asString(""))));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> invalidPatternsAreRefusedWithAReason() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode p : vectors().path("invalid")) {
            tests.add(DynamicTest.dynamicTest("'" + p.asString() + "'", () -> assertNotNull(SitePatterns.problem(p.asString()))));
        }
        return tests.stream();
    }
}
