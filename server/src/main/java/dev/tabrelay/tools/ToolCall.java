package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.link.CallContext;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/**
 * One call's arguments (already checked against the tool's schema), who made it, and which
 * sites that caller may see.
 */
public record ToolCall(JsonNode args, CallContext context, Predicate<String> siteAllowed) {

    public ToolCall(JsonNode args, CallContext context) {
        this(args, context, url -> true);
    }

    /** For tools that learn a page's URL only from the browser (a tab, the final URL after redirects). */
    public void requireSite(String url) {
        if (!siteAllowed.test(url)) {
            throw new ToolFailure(ErrorCode.SITE_BLOCKED, url + " is outside the sites this API key may use.");
        }
    }

    public String string(String field, String fallback) {
        JsonNode v = args.get(field);
        return v == null || v.isNull() ? fallback : v.asString();
    }

    public boolean bool(String field, boolean fallback) {
        JsonNode v = args.get(field);
        return v == null || v.isNull() ? fallback : v.asBoolean();
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
