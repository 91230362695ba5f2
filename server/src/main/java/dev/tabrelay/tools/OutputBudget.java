package dev.tabrelay.tools;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import io.modelcontextprotocol.spec.McpSchema.CallToolResult;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keeps page content inside a model's context: every tool that returns page text cuts it at
 * {@code maxChars} (docs/automation.md, "Output budgets") and keeps the rest for a follow-up call
 * with {@code cursor}. One instance per daemon; the remainders live in memory, per caller, for
 * {@link #TTL}, and the cache drops the oldest when their total passes {@link #MAX_CACHED_CHARS}.
 */
public final class OutputBudget {
    public static final int DEFAULT_CHARS = 20_000;
    public static final int MAX_CHARS = 200_000;
    static final Duration TTL = Duration.ofMinutes(10);
    /** About 64 MB of UTF-16: several large pages per client, bounded whatever they do. */
    static final long MAX_CACHED_CHARS = 32L * 1024 * 1024;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Cache<String, Rest> rests;

    public OutputBudget() {
        this(Caffeine.newBuilder().expireAfterWrite(TTL));
    }

    /** For tests: a builder with a fake ticker to expire cursors without waiting. */
    OutputBudget(Caffeine<Object, Object> builder) {
        this.rests = builder.maximumWeight(MAX_CACHED_CHARS)
                .<String, Rest>weigher((k, r) -> Math.max(1, r.full.length() - r.offset))
                .build();
    }

    /** What one call returns: the text to show and, when cut, the cursor of the rest. */
    public record Part(String text, String cursor, int from, int to, int total) {
        public boolean truncated() {
            return cursor != null;
        }

        /** structuredContent fields that tell a program where it is; empty when nothing was cut. */
        public Map<String, Object> fields() {
            Map<String, Object> m = new LinkedHashMap<>();
            if (truncated() || from > 0) {
                m.put("cursor", cursor);
                m.put("range", Map.of("from", from, "to", to, "total", total));
            }
            return m;
        }
    }

    /** The fields {@link Part#fields()} adds to structured content: the cursor is null on the last part. */
    static Output output() {
        return Output.object().string("cursor").orNull().object("range");
    }

    private record Rest(String full, int offset) {}

    /** The first part of {@code full}; {@code scope} is the caller, whose cursors only it can use. */
    public Part cut(String scope, String full, int maxChars) {
        return part(scope, full, 0, maxChars);
    }

    /** The part a cursor points at, as a plain text result with the next cursor when more remains. */
    public CallToolResult next(String scope, String cursor, int maxChars) {
        Rest rest = cursor == null ? null : rests.getIfPresent(scope + "\u0000" + cursor);
        if (rest == null) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument 'cursor' is unknown or expired (cursors live "
                    + TTL.toMinutes() + " minutes, for the caller that got them); call the tool again without 'cursor'.");
        }
        Part p = part(scope, rest.full, rest.offset, maxChars);
        Map<String, Object> structured = new LinkedHashMap<>(p.fields());
        return CallToolResult.builder().addTextContent(p.text()).structuredContent(structured).build();
    }

    private Part part(String scope, String full, int from, int maxChars) {
        int max = Math.clamp(maxChars, 1, MAX_CHARS);
        if (full.length() - from <= max) {
            return new Part(full.substring(from), null, from, full.length(), full.length());
        }
        int to = from + max;
        if (Character.isHighSurrogate(full.charAt(to - 1))) {
            to--;   // never split a surrogate pair: the part would not be valid UTF-8 on the wire
        }
        String cursor = HexFormat.of().formatHex(bytes());
        rests.put(scope + "\u0000" + cursor, new Rest(full, to));
        String marker = "\n[… truncated: chars " + from + "–" + to + " of " + full.length()
                + ". Call again with {\"cursor\": \"" + cursor + "\"} for the next part]";
        return new Part(full.substring(from, to) + marker, cursor, from, to, full.length());
    }

    private static byte[] bytes() {
        byte[] b = new byte[12];
        RANDOM.nextBytes(b);
        return b;
    }

    /** Adds {@code maxChars} and {@code cursor} to a tool's argument schema. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> addArguments(Map<String, Object> schema) {
        Map<String, Object> copy = new LinkedHashMap<>(schema);
        Map<String, Object> props = new LinkedHashMap<>((Map<String, Object>) schema.getOrDefault("properties", Map.of()));
        props.put("maxChars", Map.of("type", "integer", "minimum", 1, "maximum", MAX_CHARS, "default", DEFAULT_CHARS,
                "description", "Longest text to return (default " + DEFAULT_CHARS + "); longer output is cut and a"
                        + " cursor returned for the rest."));
        props.put("cursor", Map.of("type", "string", "maxLength", 64,
                "description", "From a previous truncated answer: returns the next part (other arguments are ignored)."));
        copy.put("properties", props);
        return copy;
    }
}
