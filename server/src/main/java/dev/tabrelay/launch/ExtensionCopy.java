package dev.tabrelay.launch;

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
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private ExtensionCopy() {}

    public static Path create(Path dist, Path target, String connectionString, String label) {
        if (!Files.isRegularFile(dist.resolve("manifest.json"))) {
            throw new IllegalStateException("The extension is not built: " + dist + "/manifest.json is missing. Run"
                    + " `./tabrelay build` (or `npm run build` in extension/).");
        }
        try {
            copyTree(dist, target);
            ObjectNode manifest = (ObjectNode) JSON.readTree(Files.readString(target.resolve("manifest.json")));
            promote(manifest, "optional_permissions", "permissions");
            promote(manifest, "optional_host_permissions", "host_permissions");
            Files.writeString(target.resolve("manifest.json"), manifest.toPrettyString());
            ObjectNode pairing = JSON.createObjectNode().put("connect", connectionString).put("label", label);
            Files.writeString(target.resolve("pairing.json"), pairing.toString());
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot prepare the extension copy in " + target + ": " + e.getMessage(), e);
        }
    }

    private static void promote(ObjectNode manifest, String from, String to) {
        JsonNode optional = manifest.remove(from);
        if (optional == null || !optional.isArray()) {
            return;
        }
        ArrayNode required = manifest.has(to) ? (ArrayNode) manifest.get(to) : manifest.putArray(to);
        for (JsonNode p : optional) {
            if (!required.toString().contains(p.toString())) {
                required.add(p);
            }
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
