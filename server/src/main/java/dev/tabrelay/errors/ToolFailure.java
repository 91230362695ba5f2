package dev.tabrelay.errors;

/**
 * A failure the caller can act on: a stable code and a one-sentence message that says what
 * happened and what to do next. It is what reaches the client; no stack trace travels with it.
 */
public final class ToolFailure extends RuntimeException {
    private final ErrorCode code;

    public ToolFailure(ErrorCode code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public ErrorCode code() {
        return code;
    }

    /** What a client sees: "CODE: message". */
    public String describe() {
        return code + ": " + getMessage();
    }


    /** Maps anything thrown below the tool layer to a failure that is safe to show. */
    public static ToolFailure from(Throwable t) {
        Throwable cause = t;
        while (cause != null && !(cause instanceof ToolFailure)
                && (cause instanceof java.util.concurrent.CompletionException
                    || cause instanceof java.util.concurrent.ExecutionException)) {
            cause = cause.getCause();
        }
        if (cause instanceof ToolFailure failure) {
            return failure;
        }
        return new ToolFailure(ErrorCode.INTERNAL,
                "TabRelay hit an unexpected internal error; the bridge log has details. Retry the call.");
    }
}
