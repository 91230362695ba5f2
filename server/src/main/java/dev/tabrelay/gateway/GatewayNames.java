package dev.tabrelay.gateway;

import java.util.regex.Pattern;

/**
 * How gateway tools are named: {@code <server>__<tool>}. A server name cannot hold {@code __}, so
 * the first {@code __} always ends it; tool names keep to the characters chat clients accept in a
 * call (the extension's parser: letters, digits, {@code _ . : -}, at most 128).
 */
public final class GatewayNames {
    public static final String SEPARATOR = "__";
    static final int MAX_TOOL_NAME = 128;
    private static final Pattern SERVER = Pattern.compile("[A-Za-z0-9](?:[A-Za-z0-9-]|_(?!_)){0,31}");
    private static final Pattern TOOL = Pattern.compile("[A-Za-z0-9_.:-]+");

    private GatewayNames() {}

    /** Why a config entry's name cannot be a server name, or null when it can. */
    static String serverNameProblem(String name) {
        if (SERVER.matcher(name).matches() && !name.endsWith("_")) {
            return null;
        }
        return "its name must be 1-32 letters, digits, '-' or single '_' (no '__', which separates server and tool"
                + " in '<server>__<tool>'), starting with a letter or digit";
    }

    /** The gateway's name for a server's tool, or null when the result would not be a usable tool name. */
    public static String toolName(String server, String tool) {
        String name = server + SEPARATOR + tool;
        return tool != null && TOOL.matcher(tool).matches() && name.length() <= MAX_TOOL_NAME ? name : null;
    }

    /** {@code files__read} → {"files", "read"}; null when the name has no server part. */
    public static String[] split(String name) {
        int cut = name == null ? -1 : name.indexOf(SEPARATOR);
        return cut <= 0 ? null : new String[] {name.substring(0, cut), name.substring(cut + SEPARATOR.length())};
    }
}
