package dev.tabrelay.launch;

import dev.tabrelay.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * A per-run copy of the built extension, pre-paired: {@code pairing.json} holds the connection
 * string, and the optional bridge permissions are made required, because a browser that
 * {@code launch} starts is a dedicated automation profile with no user there to click
 * "Enable bridge". Each run gets its own copy (browsing-testing notes: parallel browsers must
 * not share a folder that carries per-run config); the manifest key keeps the extension ID.
 */
public final class ExtensionCopy {
    private static final JsonMapper JSON = Json.MAPPER;

    private ExtensionCopy() {}

    /**
     * @param advanced also make the advanced optional permissions required (`launch --advanced`):
     *                 a dedicated automation browser where the caller asked for everything up front
     */
    public static Path create(Path dist, Path target, String connectionString, String label, boolean advanced) {
        try {
            ObjectNode manifest = automationManifest(dist, advanced);
            copyTree(dist, target);
            Files.writeString(target.resolve("manifest.json"), manifest.toPrettyString());
            Files.writeString(target.resolve("pairing.json"), pairingFile(connectionString, label, advanced));
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot prepare the extension copy in " + target + ": " + e.getMessage(), e);
        }
    }

    /**
     * The built manifest for a browser no person tends (a launched or leased one): the bridge's
     * permissions required rather than optional, as nobody is there to click "Enable bridge".
     */
    public static ObjectNode automationManifest(Path dist, boolean advanced) throws IOException {
        if (!Files.isRegularFile(dist.resolve("manifest.json"))) {
            throw new IllegalStateException("The extension is not built: " + dist + "/manifest.json is missing. Run"
                    + " `./tabrelay build` (or `npm run build` in extension/).");
        }
        ObjectNode manifest = (ObjectNode) JSON.readTree(Files.readString(dist.resolve("manifest.json")));
        // By default only the bridge's own permissions: advanced features (debugger, cookies, …)
        // stay opt-in in options, as in a user's browser.
        promote(manifest, "optional_permissions", "permissions", advanced ? null : BRIDGE_PERMISSIONS);
        promote(manifest, "optional_host_permissions", "host_permissions", null);
        if (advanced) {
            // Chromium refuses "debugger" as an optional permission, so dist/ has none: the copy
            // requires it, and pairing.json's "advanced" turns the Debugger switch on.
            ArrayNode required = (ArrayNode) manifest.get("permissions");
            if (!required.toString().contains("\"debugger\"")) {
                required.add("debugger");
            }
        }
        return manifest;
    }

    /** pairing.json, which the extension's worker reads at start (extension/src/background/pairing-file.ts). */
    public static String pairingFile(String connectionString, String label, boolean advanced) {
        ObjectNode pairing = JSON.createObjectNode().put("connect", connectionString).put("label", label);
        if (advanced) {
            pairing.put("advanced", true);
        }
        return pairing.toString();
    }

    private static final java.util.Set<String> BRIDGE_PERMISSIONS = java.util.Set.of("tabs");

    /** Moves optional permissions (all of them, or those in {@code only}) into the required list. */
    private static void promote(ObjectNode manifest, String from, String to, java.util.Set<String> only) {
        JsonNode optional = manifest.get(from);
        if (optional == null || !optional.isArray()) {
            return;
        }
        ArrayNode required = manifest.has(to) ? (ArrayNode) manifest.get(to) : manifest.putArray(to);
        ArrayNode left = JSON.createArrayNode();
        for (JsonNode p : optional) {
            if (only != null && !only.contains(p.asString())) {
                left.add(p);
            } else if (!required.toString().contains(p.toString())) {
                required.add(p);
            }
        }
        if (left.isEmpty()) {
            manifest.remove(from);
        } else {
            manifest.set(from, left);
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(p, dest, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }
}
