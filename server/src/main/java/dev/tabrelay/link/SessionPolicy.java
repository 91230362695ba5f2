package dev.tabrelay.link;

/**
 * How MCP sessions share the browser (DESIGN.md, "Sessions and tabs").
 *
 * @param groupIsolation  {@code --isolation group}: each session may only touch the tabs of its own
 *                        tab group; sent to the extension as {@code "isolation":"group"} in every command
 * @param closeTabsOnEnd  {@code --session-tabs close}: when a session ends, its tab group is closed
 */
public record SessionPolicy(boolean groupIsolation, boolean closeTabsOnEnd) {
    public static final SessionPolicy DEFAULT = new SessionPolicy(false, false);
}
