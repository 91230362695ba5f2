package dev.tabrelay.auth;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import dev.tabrelay.config.PrivateFiles;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * API keys in {@code CONFIG_DIR/keys.json} (mode 0600), hashed. The CLI writes the file and the
 * running daemon re-reads it when it changes, so {@code tabrelay keys create} and
 * {@code keys revoke} take effect without a restart.
 *
 * <p>Hashing is one SHA-256, not a slow password hash: a key's secret is 256 random bits, so
 * guessing is hopeless anyway, and a slow hash would add its cost to every request.
 */
public final class KeyStore {
    public static final String PREFIX = "trk_";
    private static final Duration LAST_USED_WRITE_INTERVAL = Duration.ofMinutes(1);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path file;
    private List<ApiKey> keys = List.of();
    private FileTime loadedStamp;

    public KeyStore(Path configDir) {
        this.file = configDir.resolve("keys.json");
    }

    /** A key as shown to the user once: the full secret, and what was stored. */
    public record Created(String secret, ApiKey key) {}

    public Created create(String name, List<String> tools, List<String> sites, int rateLimit,
                          long rateWindowMs, boolean evaluate, boolean admin) {
        return create(name, tools, sites, rateLimit, rateWindowMs, evaluate, admin, false);
    }

    public Created create(String name, List<String> tools, List<String> sites, int rateLimit,
                          long rateWindowMs, boolean evaluate, boolean admin, boolean gateway) {
        return create(name, tools, sites, rateLimit, rateWindowMs, evaluate, admin, gateway, AgentMode.ACT);
    }

    public synchronized Created create(String name, List<String> tools, List<String> sites, int rateLimit,
                                       long rateWindowMs, boolean evaluate, boolean admin, boolean gateway, AgentMode mode) {
        reloadIfChanged();
        if (name == null || !name.matches("[A-Za-z0-9._-]{1,64}")) {
            throw new IllegalArgumentException("--name must be 1-64 letters, digits, '.', '_' or '-'.");
        }
        if (keys.stream().anyMatch(k -> k.name().equals(name))) {
            throw new IllegalArgumentException("A key named '" + name + "' exists; revoke it first or pick another name.");
        }
        for (String s : sites) {
            String problem = SitePatterns.problem(s);
            if (problem != null) {
                throw new IllegalArgumentException("--sites: " + problem + ".");
            }
        }
        String id = HexFormat.of().formatHex(random(5));
        String secret = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(random(32));
        ApiKey key = new ApiKey(id, name, hash(secret), java.util.Set.copyOf(tools), sites, rateLimit, rateWindowMs,
                evaluate, admin, Instant.now(), null, gateway, mode);
        List<ApiKey> next = new ArrayList<>(keys);
        next.add(key);
        write(next);
        return new Created(PREFIX + id + "_" + secret, key);
    }

    /** @return whether a key with this id or name existed */
    public synchronized boolean revoke(String idOrName) {
        reloadIfChanged();
        List<ApiKey> next = keys.stream().filter(k -> !k.id().equals(idOrName) && !k.name().equals(idOrName)).toList();
        if (next.size() == keys.size()) {
            return false;
        }
        write(next);
        return true;
    }

    public synchronized List<ApiKey> list() {
        reloadIfChanged();
        return keys;
    }

    /** The key with this id as the file says now (a revoked key is gone). */
    public synchronized Optional<ApiKey> byId(String id) {
        reloadIfChanged();
        return keys.stream().filter(k -> k.id().equals(id)).findFirst();
    }

    public synchronized boolean isEmpty() {
        return list().isEmpty();
    }

    /** The key this bearer token is, if any; compared in constant time. */
    public synchronized Optional<ApiKey> authenticate(String token) {
        if (token == null || !token.startsWith(PREFIX)) {
            return Optional.empty();
        }
        int sep = token.indexOf('_', PREFIX.length());
        if (sep < 0) {
            return Optional.empty();
        }
        String id = token.substring(PREFIX.length(), sep);
        byte[] candidate = hash(token.substring(sep + 1)).getBytes(StandardCharsets.US_ASCII);
        reloadIfChanged();
        for (ApiKey k : keys) {
            if (k.id().equals(id) && MessageDigest.isEqual(k.hash().getBytes(StandardCharsets.US_ASCII), candidate)) {
                return Optional.of(touch(k));
            }
        }
        return Optional.empty();
    }

    /** Records use, writing at most once a minute per key so busy keys do not rewrite the file per call. */
    private ApiKey touch(ApiKey k) {
        Instant now = Instant.now();
        if (k.lastUsedAt() != null && Duration.between(k.lastUsedAt(), now).compareTo(LAST_USED_WRITE_INTERVAL) < 0) {
            return k;
        }
        ApiKey used = k.withLastUsed(now);
        write(keys.stream().map(x -> x.id().equals(k.id()) ? used : x).toList());
        return used;
    }

    private void reloadIfChanged() {
        try {
            FileTime stamp = Files.exists(file) ? Files.getLastModifiedTime(file) : null;
            if (stamp == null) {
                keys = List.of();
            } else if (!stamp.equals(loadedStamp)) {
                keys = KeyFile.read(Files.readString(file));
            }
            loadedStamp = stamp;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private void write(List<ApiKey> next) {
        try {
            PrivateFiles.createDirectories(file.getParent());
            Path tmp = file.resolveSibling("keys.json.tmp");
            Files.deleteIfExists(tmp);
            PrivateFiles.createFile(tmp);
            Files.writeString(tmp, KeyFile.write(next));
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            keys = List.copyOf(next);
            loadedStamp = Files.getLastModifiedTime(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    static String hash(String secret) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(secret.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JDK", e);
        }
    }

    private static byte[] random(int n) {
        byte[] b = new byte[n];
        RANDOM.nextBytes(b);
        return b;
    }
}
