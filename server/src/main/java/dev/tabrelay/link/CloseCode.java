package dev.tabrelay.link;

/**
 * Why the bridge closes an extension link: WebSocket close codes in the 4xxx private range,
 * mirroring HTTP statuses so they read naturally. The extension's copy (close-policy.ts decides
 * what to do on each) is generated from here through contract/link.json.
 */
public enum CloseCode {
    BAD_HELLO(4400, "the first message was not a valid hello"),
    BAD_KEY(4401, "wrong pairing key"),
    /** Sent to the older connection when a proven reconnect of the same browser replaces it. */
    REPLACED(4409, "replaced by a newer connection from the same browserId that proved itself with resume"),
    /** Sent to a hello claiming the id of a browser that is connected, without proving to be it. */
    DUPLICATE(4410, "another connection with this browserId is live and this hello did not prove to be it"),
    PROTOCOL_UNSUPPORTED(4426, "protocol version not supported (the reason names the supported one)"),
    SHUTDOWN(1001, "the bridge is shutting down");

    private final int code;
    private final String meaning;

    CloseCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public int code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }
}
