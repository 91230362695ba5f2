package dev.tabrelay.auth;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * URL patterns of a key's site ACL. Two forms, matched case-insensitively:
 * <ul>
 * <li>a host: {@code example.com} (that host only) or {@code *.example.com} (it and every subdomain);</li>
 * <li>a URL glob with {@code *} wildcards: {@code https://docs.example.com/*}.</li>
 * </ul>
 * Anything else is rejected when the key is created, so a typo cannot silently allow nothing.
 */
public final class SitePatterns {
    private static final Pattern HOST = Pattern.compile("(\\*\\.)?[a-z0-9-]+(\\.[a-z0-9-]+)*(:\\d+)?");

    private SitePatterns() {}

    /** @return null when valid, else why not */
    public static String problem(String pattern) {
        String p = pattern.trim().toLowerCase(Locale.ROOT);
        if (p.isEmpty()) {
            return "an empty pattern";
        }
        if (p.contains("://")) {
            return p.matches("(https?|\\*)://[^\\s]+") ? null : "'" + pattern + "' is not an http(s) URL pattern like https://example.com/*";
        }
        return HOST.matcher(p).matches() ? null : "'" + pattern + "' is neither a host (example.com, *.example.com) nor a URL pattern (https://example.com/*)";
    }

    public static boolean allows(List<String> patterns, String url) {
        if (patterns.isEmpty()) {
            return true;
        }
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            return false;
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        String hostPort = uri.getPort() < 0 ? host : host + ":" + uri.getPort();
        for (String raw : patterns) {
            String p = raw.trim().toLowerCase(Locale.ROOT);
            if (p.contains("://")) {
                if (glob(p).matcher(url.toLowerCase(Locale.ROOT)).matches()) {
                    return true;
                }
            } else if (hostMatches(p, p.contains(":") ? hostPort : host)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hostMatches(String pattern, String host) {
        if (pattern.startsWith("*.")) {
            String base = pattern.substring(2);
            return host.equals(base) || host.endsWith("." + base);
        }
        return host.equals(pattern);
    }

    private static Pattern glob(String p) {
        StringBuilder re = new StringBuilder();
        for (String part : p.split("\\*", -1)) {
            if (!re.isEmpty()) {
                re.append(".*");
            }
            re.append(Pattern.quote(part));
        }
        return Pattern.compile(re.toString());
    }
}
