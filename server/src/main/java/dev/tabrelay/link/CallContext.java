package dev.tabrelay.link;

import java.util.List;

/**
 * Who is asking: carried with every command so the extension can show which client did what,
 * and enforce the caller's site ACL on everything it touches.
 *
 * @param sessionId  the MCP session (or another caller's) id
 * @param clientName the client's name as the activity log shows it, e.g. "claude-desktop"
 * @param progress   receives progress messages for the command; never null
 * @param sites      the caller's allowed URL patterns (an API key's --sites); empty = not restricted.
 *                   Sent with every command: the extension checks them before it acts, after every
 *                   navigation and on every frame, where the bridge cannot see (docs/protocol.md).
 * @param call       the tool call this command is part of: a random id and the tool's name, sent with
 *                   each command so the activity log can name the tool and the side panel can save
 *                   logged calls as a shortcut (the bridge keeps their arguments); null outside the invoker
 * @param cancellation set when the client gives up on the call (MCP {@code notifications/cancelled}, its
 *                   session ended): its commands are cancelled on the link; {@link Cancellation#NEVER} when none
 * @param mode       the caller's API key mode ({@code read}, {@code ask}, {@code act}); null = no limit from a key.
 *                   The extension applies the strictest of it and the person's setting for the site (issue 30)
 */
public record CallContext(String sessionId, String clientName, ProgressListener progress, List<String> sites, Call call,
                          Cancellation cancellation, String mode) {
    /** One tool call as the activity log knows it. */
    public record Call(String id, String tool) {}

    public CallContext {
        sessionId = sessionId == null ? "" : sessionId;
        clientName = clientName == null || clientName.isBlank() ? "unknown client" : clientName;
        progress = progress == null ? ProgressListener.NONE : progress;
        sites = sites == null ? List.of() : List.copyOf(sites);
        cancellation = cancellation == null ? Cancellation.NEVER : cancellation;
    }

    public CallContext(String sessionId, String clientName, ProgressListener progress, List<String> sites, Call call,
                       Cancellation cancellation) {
        this(sessionId, clientName, progress, sites, call, cancellation, null);
    }

    public CallContext(String sessionId, String clientName, ProgressListener progress) {
        this(sessionId, clientName, progress, List.of(), null, Cancellation.NEVER);
    }

    /** A call its client can cancel (an MCP tools/call). */
    public CallContext(String sessionId, String clientName, ProgressListener progress, Cancellation cancellation) {
        this(sessionId, clientName, progress, List.of(), null, cancellation);
    }

    public static CallContext of(String sessionId, String clientName) {
        return new CallContext(sessionId, clientName, ProgressListener.NONE);
    }

    /** The same call under another client name (the label the activity log shows). */
    public CallContext withClient(String name) {
        return new CallContext(sessionId, name, progress, sites, call, cancellation, mode);
    }

    /** The same call restricted to {@code allowed} URL patterns. */
    public CallContext withSites(List<String> allowed) {
        return new CallContext(sessionId, clientName, progress, allowed, call, cancellation, mode);
    }

    /** The same context for one tool call (its commands carry the call's id and tool). */
    public CallContext withCall(Call c) {
        return new CallContext(sessionId, clientName, progress, sites, c, cancellation, mode);
    }

    /** The same call limited to an API key's mode ({@code read}, {@code ask}, {@code act}). */
    public CallContext withMode(String keyMode) {
        return new CallContext(sessionId, clientName, progress, sites, call, cancellation, keyMode);
    }

    /** Progress reported by the extension while a command runs. */
    @FunctionalInterface
    public interface ProgressListener {
        ProgressListener NONE = (progress, total, message) -> {};

        void onProgress(double progress, Double total, String message);
    }
}
