package dev.tabrelay.stdio;

/** A reason the proxy cannot serve, phrased as the one line the user reads on stderr. */
final class ProxyFailure extends Exception {
    ProxyFailure(String message) {
        super(message, null, false, false);
    }
}
