package dev.tabrelay.tools;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which names {@code tools/list} shows, so a client written for one of the earlier designs sees
 * the tool set it was written for. Only the listing changes: a call by any name works in every
 * profile. Chosen per connection ({@code ?tools=} on /mcp, /sse, /mcp-ws), else by the daemon
 * ({@code --tools}, TOOLS, config.json {@code tools}), else by the extension's options page
 * (its {@code hello} carries {@code toolProfile}), else {@link #COMPACT}.
 */
public enum Profile {
    /**
     * The default: the tools an agent needs in every conversation, each in its short form
     * ({@link CompactForm}), so the list costs no more than Playwright MCP's.
     */
    COMPACT(Set.of()),
    /** Every tool under its canonical {@code browser_*} name (and the side-panel tools), in its long form. */
    FULL(Set.of()),
    /** The extraction-first design. */
    EXTRACT(Set.of("list_tabs", "extract_active_tab", "extract_tab", "extract_url")),
    /** The tab-control design. */
    TABS(Set.of("browser_get_tabs", "browser_create_tab", "browser_close_tab")),
    /** The Claude-in-Chrome design. */
    CLAUDE(Set.of("tabs_context", "tabs_create", "tabs_context_mcp", "tabs_create_mcp", "permissions_check", "dev_utils", "navigate", "computer", "read_page", "find", "form_input",
            "get_page_text", "resize_window", "upload_image", "read_console_messages", "read_network_requests",
            "javascript_tool", "gif_creator", "shortcuts_list",
            "shortcuts_execute", "update_plan", "turn_answer_start", "turn_answer_complete"));

    public static final List<String> NAMES = List.of("compact", "full", "extract", "tabs", "claude");

    private final Set<String> listed;

    Profile(Set<String> listed) {
        this.listed = listed;
    }

    /**
     * Whether tools/list shows plugin tools (site recipes such as x_post, Java plugins' tools): in
     * the profiles an agent acts through, full and claude. The extract and tabs profiles reproduce
     * their designs' fixed, small tool sets, which a plugin does not change.
     */
    public boolean listsPlugins() {
        return this == COMPACT || this == FULL || this == CLAUDE;
    }

    /** Whether tools/list shows {@code name} (a canonical name or an alias of {@code tool}). */
    public boolean lists(ToolDefinition tool, String name) {
        return switch (this) {
            case FULL -> tool.name().equals(name);
            case COMPACT -> tool.name().equals(name) && CompactForm.has(name);
            default -> listed.contains(name);
        };
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Null or blank → null (not chosen); an unknown name is an error that lists the choices. */
    public static Profile parse(String value, String where) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (!NAMES.contains(v)) {
            throw new ToolFailure(ErrorCode.INVALID_ARGUMENT, where + " names an unknown tool profile '" + value
                    + "'; use one of " + String.join(", ", NAMES) + ".");
        }
        return valueOf(v.toUpperCase(Locale.ROOT));
    }
}
