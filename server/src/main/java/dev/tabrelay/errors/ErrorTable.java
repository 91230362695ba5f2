package dev.tabrelay.errors;

/** The README's table of tool error codes, generated from {@link ErrorCode} (ReadmeErrorTableTest). */
public final class ErrorTable {
    public static final String BEGIN = "<!-- error-table:begin (generated from errors.ErrorCode: ./scripts/generate) -->";
    public static final String END = "<!-- error-table:end -->";

    private ErrorTable() {}

    public static String markdown() {
        StringBuilder s = new StringBuilder("| code | REST status | why | what to do |\n|---|---|---|---|\n");
        for (ErrorCode c : ErrorCode.values()) {
            s.append("| `").append(c.name()).append("` | ").append(c.httpStatus()).append(" | ").append(cell(c.why())).append(" | ").append(cell(c.next())).append(" |\n");
        }
        return s.toString();
    }

    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
