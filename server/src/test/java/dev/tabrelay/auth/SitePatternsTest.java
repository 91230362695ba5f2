package dev.tabrelay.auth;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SitePatternsTest {
    @Test
    void hostPatternsMatchTheHostAndSubdomainsOnlyWithAStar() {
        assertTrue(SitePatterns.allows(List.of("example.com"), "https://example.com/a"));
        assertFalse(SitePatterns.allows(List.of("example.com"), "https://www.example.com/a"));
        assertTrue(SitePatterns.allows(List.of("*.example.com"), "https://www.example.com/a"));
        assertTrue(SitePatterns.allows(List.of("*.example.com"), "https://example.com/"));
        assertFalse(SitePatterns.allows(List.of("*.example.com"), "https://notexample.com/"));
        assertFalse(SitePatterns.allows(List.of("*.example.com"), "https://example.com.evil.org/"));
        assertTrue(SitePatterns.allows(List.of("localhost:8080"), "http://localhost:8080/x"));
        assertFalse(SitePatterns.allows(List.of("localhost:8080"), "http://localhost:9090/x"));
    }

    @Test
    void urlPatternsAreGlobs() {
        assertTrue(SitePatterns.allows(List.of("https://docs.example.com/*"), "https://docs.example.com/guide"));
        assertFalse(SitePatterns.allows(List.of("https://docs.example.com/*"), "http://docs.example.com/guide"));
        assertFalse(SitePatterns.allows(List.of("https://docs.example.com/*"), "https://docs.example.com.evil.org/"));
    }

    @Test
    void noPatternsMeansEverySiteAndGarbageUrlsAreRefused() {
        assertTrue(SitePatterns.allows(List.of(), "https://anything/"));
        assertFalse(SitePatterns.allows(List.of("example.com"), "not a url"));
    }

    @Test
    void badPatternsAreExplained() {
        assertNull(SitePatterns.problem("*.example.com"));
        assertNull(SitePatterns.problem("https://example.com/*"));
        assertNotNull(SitePatterns.problem("exa mple.com"));
        assertNotNull(SitePatterns.problem("ftp://example.com/*"));
        assertNotNull(SitePatterns.problem(""));
    }
}
