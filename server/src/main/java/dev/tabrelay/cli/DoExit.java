package dev.tabrelay.cli;

import java.util.Map;

/**
 * Exit statuses of {@code tabrelay do}, by the error's code, so a script branches without parsing
 * text (README "tabrelay do", docs/agent-skill.md). Codes not named here exit 1.
 */
final class DoExit {
    static final int OK = 0;
    static final int OTHER = 1;
    /** Bad arguments or an unknown tool: fix the command line. */
    static final int USAGE = 2;
    /** No daemon answers: start one. */
    static final int NOT_RUNNING = 3;
    /** No browser connected (or it left): connect or launch one. */
    static final int NO_BROWSER = 4;
    /** The element is not there, not visible, not editable: take a new snapshot. */
    static final int ELEMENT = 5;
    /** The page, the tab or the dialog is not what the call expected. */
    static final int PAGE = 6;
    /** The deadline passed. */
    static final int TIMEOUT = 7;
    /** Not allowed: the key, the site policy, a permission the user has not granted. */
    static final int FORBIDDEN = 8;

    private static final Map<String, Integer> BY_CODE = Map.ofEntries(
            Map.entry("INVALID_ARGUMENT", USAGE), Map.entry("UNKNOWN_TOOL", USAGE), Map.entry("UNKNOWN_ACTION", USAGE),
            Map.entry("NO_BROWSER", NO_BROWSER), Map.entry("EXTENSION_DISCONNECTED", NO_BROWSER), Map.entry("BROWSER_LOST", NO_BROWSER),
            Map.entry("ELEMENT_NOT_FOUND", ELEMENT), Map.entry("ELEMENT_NOT_VISIBLE", ELEMENT), Map.entry("ELEMENT_NOT_EDITABLE", ELEMENT),
            Map.entry("TAB_NOT_FOUND", PAGE), Map.entry("NAVIGATION_FAILED", PAGE), Map.entry("RESTRICTED_URL", PAGE),
            Map.entry("NO_DIALOG", PAGE), Map.entry("DIALOG_OPEN", PAGE), Map.entry("EXTRACTION_FAILED", PAGE),
            Map.entry("TIMEOUT", TIMEOUT),
            Map.entry("FORBIDDEN", FORBIDDEN), Map.entry("SITE_BLOCKED", FORBIDDEN), Map.entry("PERMISSION_REQUIRED", FORBIDDEN),
            Map.entry("EVALUATE_DISABLED", FORBIDDEN), Map.entry("UNAUTHORIZED", FORBIDDEN));

    private DoExit() {}

    static int of(String code) {
        return code == null ? OTHER : BY_CODE.getOrDefault(code, OTHER);
    }
}
