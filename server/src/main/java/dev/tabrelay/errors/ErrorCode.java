package dev.tabrelay.errors;

/**
 * Stable error codes shared by the bridge and the extension (docs/protocol.md). Clients may
 * branch on them, so a code is never renamed; new ones are only added.
 */
public enum ErrorCode {
    EXTENSION_DISCONNECTED,
    NO_BROWSER,
    TIMEOUT,
    TAB_NOT_FOUND,
    NAVIGATION_FAILED,
    RESTRICTED_URL,
    EXTRACTION_FAILED,
    PERMISSION_REQUIRED,
    INVALID_ARGUMENT,
    UNKNOWN_ACTION,
    UNKNOWN_TOOL,
    SITE_BLOCKED,
    BUSY,
    RATE_LIMITED,
    FORBIDDEN,
    SHUTTING_DOWN,
    INTERNAL,
    // Browser automation (docs/automation.md)
    ELEMENT_NOT_FOUND,
    ELEMENT_NOT_VISIBLE,
    ELEMENT_NOT_EDITABLE,
    NO_DIALOG,
    DOWNLOAD_FAILED,
    /** A message over the link's size limit (MAX_MESSAGE_BYTES), refused by the side that would send it. */
    TOO_LARGE,
    /** Bridge-only: a gated tool (page JavaScript) while evaluate is off or not allowed for the key. */
    EVALUATE_DISABLED;

    /** Codes from the extension are strings; an unknown one is kept as INTERNAL, never thrown on. */
    public static ErrorCode parse(String code) {
        if (code == null) {
            return INTERNAL;
        }
        try {
            return valueOf(code);
        } catch (IllegalArgumentException e) {
            return INTERNAL;
        }
    }
}
