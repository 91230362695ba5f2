package dev.tabrelay.stdio;

import java.math.BigDecimal;

/**
 * The little the proxy must know about a JSON-RPC message (its kind, method and id), read by
 * scanning the top-level object without a JSON library.
 *
 * <p>Ids are compared by {@link #idKey()}: the same id written differently (a string with escapes,
 * {@code 1} and {@code 1.0}) maps to one key, because the daemon re-serialises the ids it echoes.
 * {@link #idRaw()} keeps the client's own spelling for answers written back to it. Anything that is
 * not a well-formed object yields {@link Kind#OTHER}; the proxy forwards it unchanged and lets the
 * daemon answer with a proper JSON-RPC error.
 */
record JsonRpcPeek(Kind kind, String method, String idKey, String idRaw, int idStart, int idEnd, boolean hasError) {
    enum Kind { REQUEST, NOTIFICATION, RESPONSE, OTHER }

    private static final JsonRpcPeek OTHER = new JsonRpcPeek(Kind.OTHER, null, null, null, -1, -1, false);

    static JsonRpcPeek of(String json) {
        try {
            return new Scanner(json).message();
        } catch (IllegalArgumentException | IndexOutOfBoundsException malformed) {
            return OTHER;
        }
    }

    /** {@code json} (the text this peek was read from) with its id replaced by {@code rawId}. */
    String withId(String json, String rawId) {
        if (idStart < 0) {
            throw new IllegalStateException("message has no id");
        }
        return json.substring(0, idStart) + rawId + json.substring(idEnd);
    }

    /** The key {@link #idKey()} gives a string id. */
    static String stringIdKey(String id) {
        return "s:" + id;
    }

    private static final class Scanner {
        private final String text;
        private int pos;

        Scanner(String text) {
            this.text = text;
        }

        JsonRpcPeek message() {
            String method = null;
            String idKey = null;
            String idRaw = null;
            int idStart = -1;
            int idEnd = -1;
            boolean result = false;
            boolean error = false;
            expect('{');
            if (peekChar() == '}') {
                pos++;
                return OTHER;
            }
            while (true) {
                skipWhitespace();
                String key = string();
                expect(':');
                skipWhitespace();
                int start = pos;
                if (key.equals("method") && text.charAt(pos) == '"') {
                    method = string();
                } else {
                    skipValue();
                }
                switch (key) {
                    case "id" -> {
                        idStart = start;
                        idEnd = pos;
                        idRaw = text.substring(start, pos);
                        idKey = key(idRaw);
                    }
                    case "result" -> result = true;
                    case "error" -> error = true;
                    default -> { }
                }
                char next = peekChar();
                pos++;
                if (next == '}') {
                    break;
                }
                if (next != ',') {
                    throw new IllegalArgumentException("expected , or }");
                }
            }
            if (peekChar() != 0) {
                return OTHER; // trailing garbage after the object
            }
            Kind kind = method != null && idKey != null ? Kind.REQUEST
                    : method != null && idRaw == null ? Kind.NOTIFICATION
                    : method == null && idKey != null && (result || error) ? Kind.RESPONSE
                    : Kind.OTHER;
            return new JsonRpcPeek(kind, method, idKey, idRaw, idStart, idEnd, error);
        }

        /** A JSON integer as clients write ids: no sign on zero, no leading zeros, no fraction or exponent. */
        private static final java.util.regex.Pattern PLAIN_INTEGER = java.util.regex.Pattern.compile("0|-?[1-9][0-9]{0,17}");

        private static String key(String raw) {
            if (raw.startsWith("\"")) {
                return stringIdKey(new Scanner(raw).string());
            }
            if (raw.equals("null")) {
                return null;
            }
            if (PLAIN_INTEGER.matcher(raw).matches()) {
                return "n:" + raw; // what BigDecimal would make of it, without BigDecimal's start-up (~14 ms, on every client's first id)
            }
            try {
                return "n:" + new BigDecimal(raw).stripTrailingZeros().toPlainString();
            } catch (NumberFormatException e) {
                return "r:" + raw; // true, an object...: not a valid id; tracked as written
            }
        }

        /** The next non-whitespace character without consuming it; 0 at the end. */
        private char peekChar() {
            skipWhitespace();
            return pos < text.length() ? text.charAt(pos) : 0;
        }

        private void expect(char c) {
            if (peekChar() != c) {
                throw new IllegalArgumentException("expected " + c);
            }
            pos++;
        }

        private void skipWhitespace() {
            while (pos < text.length() && " \t\r\n".indexOf(text.charAt(pos)) >= 0) {
                pos++;
            }
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            while (true) {
                char c = text.charAt(pos++);
                if (c == '"') {
                    return out.toString();
                }
                if (c != '\\') {
                    out.append(c);
                    continue;
                }
                char e = text.charAt(pos++);
                switch (e) {
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'n' -> out.append('\n');
                    case 'r' -> out.append('\r');
                    case 't' -> out.append('\t');
                    case 'u' -> {
                        out.append((char) Integer.parseInt(text.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> out.append(e); // \" \\ \/
                }
            }
        }

        private void skipValue() {
            char c = text.charAt(pos);
            if (c == '"') {
                string();
            } else if (c == '{' || c == '[') {
                skipNested();
            } else {
                int start = pos;
                while (pos < text.length() && ",}] \t\r\n".indexOf(text.charAt(pos)) < 0) {
                    pos++;
                }
                if (pos == start) {
                    throw new IllegalArgumentException("missing value");
                }
            }
        }

        /** Skips a whole object or array; strings are skipped as units so brackets in them don't count. */
        private void skipNested() {
            int depth = 0;
            do {
                char c = text.charAt(pos);
                if (c == '"') {
                    string();
                    continue;
                }
                if (c == '{' || c == '[') {
                    depth++;
                } else if (c == '}' || c == ']') {
                    depth--;
                }
                pos++;
            } while (depth > 0);
        }
    }
}
