package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/**
 * One call: the name it was made by (a canonical name or an alias), its arguments (checked
 * against that name's schema, then translated to the canonical shape), who made it, which sites
 * that caller may see, and the output budget its page content is cut with.
 *
 * @param name        the name used in the call
 * @param scope       the caller's identity for cursors (an API key id, or "local")
 * @param nested      runs another tool as this same caller in this session, through the invoker
 *                    (a shortcut's steps, a recipe's): the ACL, sites, rate limit and schema apply
 *                    to each as if the caller had made it
 */
public record ToolCall(String name, JsonNode args, CallContext context, Predicate<String> siteAllowed, String scope,
                       OutputBudget budget, AsCaller nested) {
    private static final OutputBudget UNSHARED = new OutputBudget();

    public ToolCall(JsonNode args, CallContext context, Predicate<String> siteAllowed) {
        this("", args, context, siteAllowed, "local", UNSHARED, AsCaller.NONE);
    }

    public ToolCall(JsonNode args, CallContext context) {
        this(args, context, url -> true);
    }

    /** For tools that learn a page's URL only from the browser (a tab, the final URL after redirects). */
    public void requireSite(String url) {
        if (!siteAllowed.test(url)) {
            throw siteBlocked("this API key");
        }
    }

    /**
     * The refusal names no URL, host or query: a redirect's target or a token in a query string
     * is exactly what the caller must not learn.
     */
    public static ToolFailure siteBlocked(String who) {
        return new ToolFailure(ErrorCode.SITE_BLOCKED, "This page is outside the sites allowed for " + who
                + "; use a URL on an allowed site, or ask the user for a key whose --sites include it.");
    }

    /** This call's {@code maxChars}: what its page content may add up to. */
    public int maxChars() {
        return (int) integer("maxChars", OutputBudget.DEFAULT_CHARS);
    }

    /**
     * Content of the page at {@code url} cut to this call's {@code maxChars}; the rest stays behind
     * a cursor. Every part is marked as page content ({@link PageContent}).
     */
    public OutputBudget.Part cut(String url, String full) {
        return budget.cut(scope, url, full == null ? "" : full, maxChars());
    }

    /** Like {@link #cut(String, String)} for a text of {@code total} characters whose rest after {@code head} stays in the browser. */
    public OutputBudget.Part cut(String url, String head, int total, OutputBudget.Source rest) {
        return budget.cut(scope, url, head, total, rest, maxChars());
    }

    public String string(String field, String fallback) {
        JsonNode v = args.get(field);
        return v == null || v.isNull() ? fallback : v.asString();
    }

    public boolean bool(String field, boolean fallback) {
        JsonNode v = args.get(field);
        return v == null || v.isNull() ? fallback : v.asBoolean();
    }

    public long integer(String field, long fallback) {
        JsonNode v = args.get(field);
        return v == null || !v.canConvertToLong() ? fallback : v.asLong();
    }

    public String requiredString(String field) {
        String v = string(field, null);
        if (v == null || v.isBlank()) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument '" + field + "' is required.");
        }
        return v;
    }

    public long requiredInt(String field) {
        JsonNode v = args.get(field);
        if (v == null || !v.canConvertToLong()) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, "Argument '" + field + "' is required and must be an integer.");
        }
        return v.asLong();
    }
}
