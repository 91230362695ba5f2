package dev.tabrelay.grid;

import dev.tabrelay.link.BrowserConnection;
import dev.tabrelay.link.LeaseAdmission;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Map;

/**
 * Which browser may serve a lease: the extension whose hello carries the lease's one-time pairing
 * key (looked up among the pool's leases by its hash), once, before the key expires; afterwards
 * only that browser's reconnects, proving themselves with their last welcome's resume secret. A
 * lease is in the pool before its new-session request leaves (see {@link LeaseLife#begin}), so a
 * browser that says hello before the Grid answers is found; a key no lease has stays a wrong key.
 */
final class LeaseKeys implements LeaseAdmission {
    private final Map<String, Lease> leases;
    private final LeaseLife life;

    /** @param leases the pool's leases by id, read here and never changed */
    LeaseKeys(Map<String, Lease> leases, LeaseLife life) {
        this.leases = leases;
        this.life = life;
    }

    @Override
    public Verdict admit(String key, String browserId, String resume) {
        byte[] hash = hash(key).getBytes(StandardCharsets.US_ASCII);
        Lease lease = leases.values().stream().filter(l -> MessageDigest.isEqual(l.keyHash.getBytes(StandardCharsets.US_ASCII),
                hash)).findFirst().orElse(null);
        return lease == null ? null : verdict(lease, browserId, resume);
    }

    /** The verdict on a hello that carries {@code lease}'s key. */
    Verdict verdict(Lease lease, String browserId, String resume) {
        synchronized (lease) {
            if (!lease.live()) {
                return Verdict.refuse("this lease has ended");
            }
            if (!lease.keyBurned) {
                if (System.nanoTime() > lease.keyExpiresNanos) {
                    return Verdict.refuse("this lease's pairing key expired (keys live " + GridSettings.KEY_LIFETIME.toSeconds() + " s)");
                }
                // Good once: the Grid's queue and UI show capabilities, so the key must be worthless after this hello.
                lease.keyBurned = true;
                lease.browserId = browserId;
                return Verdict.admit(lease.id);
            }
            boolean sameBrowser = browserId.equals(lease.browserId) && resume != null && lease.resume != null
                    && MessageDigest.isEqual(resume.getBytes(StandardCharsets.UTF_8), lease.resume.getBytes(StandardCharsets.UTF_8));
            if (sameBrowser) {
                return Verdict.admit(lease.id);
            }
        }
        if (!browserId.equals(lease.browserId)) {
            // Two browsers hold this key: one read it where it travelled (the Grid's queue or UI). Neither is
            // trusted with the lease's commands any more.
            life.timer().execute(() -> life.end(lease, LeaseLife.lost("a second browser presented this lease's one-time key, so"
                    + " the key was read on its way (the Grid's queue or UI shows new-session requests); the lease was ended."
                    + " Keep the Grid behind authentication.")));
        }
        return Verdict.refuse("this lease's one-time key was used already; only the browser it was given to reconnects");
    }

    @Override
    public void bound(String leaseId, BrowserConnection connection, String resume) {
        Lease lease = leases.get(leaseId);
        if (lease != null) {
            life.bound(lease, connection, resume);
        }
    }

    @Override
    public void dropped(String leaseId, BrowserConnection connection) {
        Lease lease = leases.get(leaseId);
        if (lease != null) {
            life.dropped(lease, connection);
        }
    }

    /** Leases keep only this of their key (status and logs never see the key itself). */
    static String hash(String key) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(String.valueOf(key).getBytes(StandardCharsets.UTF_8));
            return java.util.HexFormat.of().formatHex(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);   // every JDK has SHA-256
        }
    }
}
