package dev.tabrelay.link;

/**
 * Admits the extension of a leased browser on its one-time pairing key instead of the daemon's
 * own key. The key is good once, for one lease, until it expires; a reconnect of the same browser
 * (its service worker restarted) presents the burned key together with the resume secret of its
 * last welcome, and nothing else is let in on that lease.
 */
public interface LeaseAdmission {
    /** The verdict: the lease this hello belongs to, or null with the reason it is refused. */
    record Verdict(String leaseId, String refusal) {
        public static Verdict admit(String leaseId) {
            return new Verdict(leaseId, null);
        }

        public static Verdict refuse(String why) {
            return new Verdict(null, why);
        }

        public boolean admitted() {
            return leaseId != null;
        }
    }

    /** @return null when {@code key} is no lease key at all (the hello is then refused as a wrong key) */
    Verdict admit(String key, String browserId, String resume);

    /** The welcome went out: this connection now serves the lease, with this resume secret. */
    void bound(String leaseId, BrowserConnection connection, String resume);

    /** The lease's connection closed (a worker restart, a crash, a dead node: the provider finds out which). */
    void dropped(String leaseId, BrowserConnection connection);
}
