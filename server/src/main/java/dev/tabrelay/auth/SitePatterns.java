package dev.tabrelay.auth;

import java.net.URI;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * URL patterns of a key's site ACL, in the grammar of the user's site policy in the extension
 * (extension/src/shared/site-policy.ts; both sides pass contract/site-patterns.json):
 * <ul>
 * <li>a Chrome match pattern: {@code https://docs.example.com/*}, {@code *://*.example.com/*},
 *     {@code <all_urls>};</li>
 * <li>a glob without a scheme (http and https): {@code example.com} (that host only),
 *     {@code *.example.com} (it and every subdomain), {@code example.com:8080}, {@code example.com/docs/*}.</li>
 * </ul>
 * A pattern is parsed into scheme, host, port and path, and a URL is parsed too; each part is
 * compared on its own, so host text in a query, fragment, path or userinfo never counts as the
 * host (a glob over the whole URL string let {@code http://evil.test/?.allowed.test/} through).
 * Invalid patterns are rejected when the key is created, so a typo cannot silently allow nothing.
 */
public final class SitePatterns {
    private static final Pattern SCHEME = Pattern.compile("^([a-z*][a-z0-9+.-]*)://", Pattern.CASE_INSENSITIVE);
    private static final Pattern AUTHORITY = Pattern.compile("^(.*?)(?::(\\d{1,5}|\\*))?$");
    private static final Pattern HOST_CHARS = Pattern.compile("^[a-z0-9.-]+$|^\\[[0-9a-f:.]+\\]$");
    private static final Set<String> SCHEMES = Set.of("http", "https", "file", "*");

    /** @param scheme null for http and https; @param port null for any port */
    record Parsed(String scheme, String host, boolean subdomains, String port, Pattern path) {
        boolean matches(URI url) {
            String s = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
            if (scheme != null ? !scheme.equals(s) : !s.equals("http") && !s.equals("https")) {
                return false;
            }
            if (!s.equals("file")) {
                String h = url.getHost() == null ? "" : url.getHost().toLowerCase(Locale.ROOT);
                if (h.isEmpty() || !host.equals("*") && !h.equals(host) && !(subdomains && h.endsWith("." + host))) {
                    return false;
                }
                String p = url.getPort() >= 0 ? Integer.toString(url.getPort()) : s.equals("https") ? "443" : "80";
                if (port != null && !port.equals(p)) {
                    return false;
                }
            }
            String rawPath = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
            String query = url.getRawQuery() == null || url.getRawQuery().isEmpty() ? "" : "?" + url.getRawQuery();
            return path.matcher(rawPath + query).matches();
        }
    }

    private SitePatterns() {}

    /** @return null when valid, else why not (for the CLI and the keys REST API) */
    public static String problem(String pattern) {
        try {
            parse(pattern);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** Whether {@code url} matches one of {@code patterns}; no patterns = no restriction. */
    public static boolean allows(List<String> patterns, String url) {
        if (patterns.isEmpty()) {
            return true;
        }
        URI uri = parseUrl(url);
        if (uri == null) {
            return false;
        }
        for (String p : patterns) {
            try {
                if (parse(p).matches(uri)) {
                    return true;
                }
            } catch (IllegalArgumentException invalid) {
                // Never matches; keys are validated when created, this is a hand-edited keys.json.
            }
        }
        return false;
    }

    /**
     * Java's URI parser is stricter than the browser's WHATWG parser: a URL it refuses is not
     * allowed (the extension checks the URL Chrome reports, so the bridge may only be stricter).
     */
    static URI parseUrl(String url) {
        try {
            URI uri = new URI(url == null ? "" : url.trim());
            return uri.isOpaque() || uri.getScheme() == null ? null : uri.normalize();
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    static Parsed parse(String input) {
        String text = input == null ? "" : input.trim();
        if (text.isEmpty()) {
            throw new IllegalArgumentException("an empty pattern");
        }
        if (text.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("'" + text + "' contains a space");
        }
        if (text.equals("<all_urls>")) {
            return new Parsed(null, "*", false, null, Pattern.compile("^.*$", Pattern.DOTALL));
        }
        String scheme = null;
        String rest = text;
        Matcher m = SCHEME.matcher(text);
        if (m.find()) {
            scheme = m.group(1).toLowerCase(Locale.ROOT);
            if (!SCHEMES.contains(scheme)) {
                throw new IllegalArgumentException("'" + text + "' has scheme '" + scheme + "'; use http, https, * or file");
            }
            scheme = scheme.equals("*") ? null : scheme;
            rest = text.substring(m.end());
        } else if (text.contains("://")) {
            throw new IllegalArgumentException("'" + text + "' has an unsupported scheme; use http, https, * or file");
        }
        int slash = rest.indexOf('/');
        String authority = slash < 0 ? rest : rest.substring(0, slash);
        Pattern path = glob(slash < 0 ? "/*" : rest.substring(slash));
        if ("file".equals(scheme)) {
            if (!authority.isEmpty()) {
                throw new IllegalArgumentException("'" + text + "': a file pattern has no host (file:///path/*)");
            }
            return new Parsed(scheme, "", false, null, path);
        }
        Matcher a = AUTHORITY.matcher(authority);
        a.matches();
        String host = a.group(1).toLowerCase(Locale.ROOT);
        String port = a.group(2);
        if (authority.contains(":") && port == null && !host.startsWith("[")
                || port != null && !port.equals("*") && Integer.parseInt(port) > 65535) {
            throw new IllegalArgumentException("'" + text + "' has an invalid port");
        }
        boolean subdomains = host.startsWith("*.");
        host = subdomains ? host.substring(2) : host;
        if (!host.equals("*") && (host.isEmpty() || host.contains("*") || !HOST_CHARS.matcher(host).matches()
                || host.startsWith(".") || host.endsWith("."))) {
            throw new IllegalArgumentException("'" + text + "' is neither a host (example.com, *.example.com) nor a URL"
                    + " pattern (https://example.com/*)");
        }
        return new Parsed(scheme, host, subdomains, "*".equals(port) ? null : port, path);
    }

    /** {@code *} matches any run of characters; everything else is literal. */
    private static Pattern glob(String path) {
        StringBuilder re = new StringBuilder();
        for (String part : path.split("\\*", -1)) {
            if (!re.isEmpty()) {
                re.append(".*");
            }
            re.append(Pattern.quote(part));
        }
        return Pattern.compile(re.toString(), Pattern.DOTALL);
    }
}
