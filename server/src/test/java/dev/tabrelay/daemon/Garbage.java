package dev.tabrelay.daemon;

import java.util.List;
import java.util.Random;

/**
 * Generates hostile inputs: broken JSON, valid JSON of the wrong shape, JSON-RPC with wrong
 * types, unknown methods, absurd ids, truncations of valid messages, deep nesting, odd
 * characters. Each generator picks a family at random so a seeded run covers all of them.
 */
final class Garbage {
    private static final List<String> VALID = List.of(
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/call\",\"params\":{\"name\":\"list_tabs\",\"arguments\":{}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}");
    private static final List<String> LINK = List.of(
            "{\"type\":\"response\",\"id\":\"c1\",\"success\":true,\"data\":{}}",
            "{\"type\":\"progress\",\"id\":\"c9\",\"progress\":1}",
            "{\"type\":\"pong\",\"ts\":1}",
            "{\"type\":\"hello\",\"protocol\":1,\"key\":\"x\",\"browserId\":\"y\"}");
    private static final List<String> VALUES = List.of("null", "true", "-1", "1e308", "\"\"", "[]", "{}", "\"\\u0000\"",
            "\"𝄞\"", "9999999999999999999999", "\"" + "x".repeat(300) + "\"", "[[[[[[[[[[]]]]]]]]]]");

    private Garbage() {}

    static String jsonRpcish(Random r) {
        return switch (r.nextInt(8)) {
            case 0 -> truncate(pick(r, VALID), r);
            case 1 -> pick(r, VALUES);
            case 2 -> "{\"jsonrpc\":" + pick(r, VALUES) + ",\"id\":" + pick(r, VALUES) + ",\"method\":" + pick(r, VALUES) + "}";
            case 3 -> "{\"jsonrpc\":\"2.0\",\"id\":" + r.nextInt() + ",\"method\":\"tools/call\",\"params\":" + pick(r, VALUES) + "}";
            case 4 -> "{\"jsonrpc\":\"2.0\",\"id\":" + r.nextInt(100) + ",\"method\":\"" + randomText(r, 20) + "\"}";
            case 5 -> "[" + pick(r, VALID) + "," + pick(r, VALUES) + "]";
            case 6 -> "{".repeat(1 + r.nextInt(200)) + "}".repeat(r.nextInt(200));
            default -> randomText(r, 1 + r.nextInt(200));
        };
    }

    static String linkish(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> truncate(pick(r, LINK), r);
            case 1 -> pick(r, VALUES);
            case 2 -> "{\"type\":" + pick(r, VALUES) + ",\"id\":" + pick(r, VALUES) + ",\"success\":" + pick(r, VALUES)
                    + ",\"error\":" + pick(r, VALUES) + "}";
            case 3 -> "{\"type\":\"response\",\"id\":\"c" + r.nextInt(1000) + "\",\"success\":false,\"error\":" + pick(r, VALUES) + "}";
            case 4 -> pick(r, LINK);
            default -> randomText(r, 1 + r.nextInt(100));
        };
    }

    private static String pick(Random r, List<String> options) {
        return options.get(r.nextInt(options.size()));
    }

    private static String truncate(String s, Random r) {
        return s.substring(0, r.nextInt(s.length()));
    }

    private static String randomText(Random r, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append((char) (r.nextBoolean() ? 32 + r.nextInt(95) : r.nextInt(0x3000)));
        }
        return b.toString();
    }
}
