package dev.tabrelay.grid;

import dev.tabrelay.launch.ExtensionCopy;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The extension as ChromeDriver takes it in {@code goog:chromeOptions.extensions}: a base64 zip
 * (ChromeDriver accepts a plain zip, keeps the manifest's key and so the fixed extension id, and
 * unpacks it on the node). Each lease gets its own zip carrying {@code pairing.json} with that
 * lease's one-time key, so no file on the node and no custom node image is needed.
 *
 * <p>The built files are read once; a lease's zip is made in memory (the 1.2 MB build zips to
 * about 280 KB in tens of milliseconds).
 */
final class LeaseZip {
    private final Map<String, byte[]> files = new LinkedHashMap<>();
    private final String manifest;

    LeaseZip(Path dist) {
        try (Stream<Path> walk = Files.walk(dist)) {
            for (Path p : (Iterable<Path>) walk.filter(Files::isRegularFile).sorted()::iterator) {
                String name = dist.relativize(p).toString().replace('\\', '/');
                if (!name.equals("manifest.json") && !name.equals("pairing.json")) {
                    files.put(name, Files.readAllBytes(p));
                }
            }
            manifest = ExtensionCopy.automationManifest(dist, false).toPrettyString();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the built extension in " + dist + ": " + e.getMessage(), e);
        }
    }

    /** The base64 zip for one lease: the build, its automation manifest and {@code pairing.json}. */
    String forLease(String connectionString, String label) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(384 * 1024);
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            put(zip, "manifest.json", manifest.getBytes(StandardCharsets.UTF_8));
            put(zip, "pairing.json", ExtensionCopy.pairingFile(connectionString, label, false).getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                put(zip, f.getKey(), f.getValue());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);   // in memory: does not happen
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    private static void put(ZipOutputStream zip, String name, byte[] data) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(data);
        zip.closeEntry();
    }
}
