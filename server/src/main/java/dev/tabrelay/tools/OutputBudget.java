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
import java.util.concurrent.CompletableFuture;

/**
 * Keeps page content inside a model's context: every tool that returns page text cuts it at
 * {@code maxChars} (docs/automation.md, "Output budgets") and keeps the rest for a follow-up call
 * with {@code cursor}. One instance per daemon; the remainders live in memory, per caller, for
 * {@link #TTL}, and the cache drops the oldest when their total passes {@link #MAX_CACHED_CHARS}.
 * A page too large to cross the browser link whole stays in the browser: the cursor then reads
 * the rest from there, part by part, through a {@link Source}.
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
                .<String, Rest>weigher((k, r) -> Math.max(1, r.head.length() - r.offset))
                .build();
    }

    /**
     * What one call returns: the page's {@code content} (this part of it), the {@code note} after it
     * that says how to read the rest (empty on the last part), the cursor of the rest, and the
     * fence that marks the content as the page's ({@link PageContent}; null for text of no page).
     */
    public record Part(String content, String note, String cursor, int from, int to, int total, PageContent page) {
        public boolean truncated() {
            return cursor != null;
        }

        /** The text to show: the content, fenced as page content, then the note. */
        public String text() {
            return text("");
        }

        /** Like {@link #text()} with {@code header} (the tool's summary of the page) inside the fence. */
        public String text(String header) {
            String body = header + content;
            return (page == null ? body : page.wrap(body)) + note;
        }

        /** structuredContent fields: where this part is when the text was cut, and the page content mark. */
        public Map<String, Object> fields() {
            Map<String, Object> m = new LinkedHashMap<>();
            if (truncated() || from > 0) {
                m.put("cursor", cursor);
                m.put("range", Map.of("from", from, "to", to, "total", total));
            }
            if (page != null) {
                m.put("pageContent", page.field());
            }
            return m;
        }
    }

    /** The fields {@link Part#fields()} adds to structured content: the cursor is null on the last part. */
    static Output output() {
        return Output.object().string("cursor").orNull().object("range").object("pageContent");
    }

    /**
     * Where the rest of a text lives when the browser kept it (a page too large to cross the link
     * whole): {@code read} returns up to {@code maxChars} characters from {@code from}, counted in
     * the whole text.
     */
    public interface Source {
        CompletableFuture<String> read(int from, int maxChars);
    }

    /**
     * A text of {@code total} characters whose first {@code head.length()} are here; the rest, if
     * any, comes from {@code source}. A text held whole is its own head, with no source.
     */
    private record Rest(String head, int total, Source source, int offset, String url) {}

    /** The first part of {@code full}, text of no page; {@code scope} is the caller, whose cursors only it can use. */
    public Part cut(String scope, String full, int maxChars) {
        return cut(scope, null, full, maxChars);
    }

    /** The first part of {@code full}, the content of the page at {@code url} (null: text of no page). */
    public Part cut(String scope, String url, String full, int maxChars) {
        return part(scope, new Rest(full, full.length(), null, 0, url), maxChars, null);
    }

    /**
     * The first part of a text of {@code total} characters of which only {@code head} crossed the
     * link: the cursor reads the rest from {@code source} when the caller asks for it.
     */
    public Part cut(String scope, String url, String head, int total, Source source, int maxChars) {
        return head.length() >= total ? cut(scope, url, head, maxChars)
                : part(scope, new Rest(head, total, source, 0, url), maxChars, null);
    }

    /** The part a cursor points at, as a plain text result with the next cursor when more remains. */
    public CompletableFuture<CallToolResult> next(String scope, String cursor, int maxChars) {
        Rest rest = cursor == null ? null : rests.getIfPresent(scope + "\u0000" + cursor);
        if (rest == null) {
            return CompletableFuture.failedFuture(new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument 'cursor' is unknown or"
                    + " expired (cursors live " + TTL.toMinutes() + " minutes, for the caller that got them); call the tool"
                    + " again without 'cursor'."));
        }
        int max = Math.clamp(maxChars, 1, MAX_CHARS);
        CompletableFuture<Part> part = rest.offset < rest.head.length() || rest.source == null
                ? CompletableFuture.completedFuture(part(scope, rest, max, null))
                : rest.source.read(rest.offset, max).thenApply(text -> part(scope, rest, max, text));
        return part.thenApply(p -> CallToolResult.builder().addTextContent(p.text())
                .structuredContent(new LinkedHashMap<>(p.fields())).build());
    }

    /**
     * The part of {@code rest} from its offset: from the head while it lasts (up to its end), or
     * {@code fetched}, what the source just returned (null when the head serves).
     */
    private Part part(String scope, Rest rest, int maxChars, String fetched) {
        int max = Math.clamp(maxChars, 1, MAX_CHARS);
        int from = rest.offset;
        int to = fetched != null ? from + fetched.length() : Math.min(rest.head.length(), from + max);
        if (fetched == null && to < rest.total && to > from + 1 && Character.isHighSurrogate(rest.head.charAt(to - 1))) {
            to--;   // never split a surrogate pair: the part would not be valid UTF-8 on the wire
        }
        String text = fetched != null ? fetched : rest.head.substring(from, to);
        // An empty read would hand out the same cursor forever: the source has nothing more.
        PageContent page = rest.url == null ? null : PageContent.of(rest.url);
        if (to >= rest.total || (fetched != null && fetched.isEmpty())) {
            return new Part(text, "", null, from, to, rest.total, page);
        }
        String cursor = HexFormat.of().formatHex(bytes());
        rests.put(scope + "\u0000" + cursor, new Rest(rest.head, rest.total, rest.source, to, rest.url));
        String marker = "\n[… truncated: chars " + from + "–" + to + " of " + rest.total
                + ". Call again with {\"cursor\": \"" + cursor + "\"} for the next part]";
        return new Part(text, marker, cursor, from, to, rest.total, page);
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
