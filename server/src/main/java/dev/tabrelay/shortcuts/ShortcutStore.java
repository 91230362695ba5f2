package dev.tabrelay.shortcuts;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The shortcuts folder. Read on every use rather than cached: a file the user copied in (import)
 * or edited is there on the next call, with no reload command and no restart. A file that does
 * not parse is skipped with a warning, so one bad file does not hide the others.
 */
public final class ShortcutStore {
    private static final Logger log = LoggerFactory.getLogger(ShortcutStore.class);

    private final Path folder;

    public ShortcutStore(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    public List<Shortcut> list() {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        List<Shortcut> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                read(f).ifPresent(all::add);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not list " + folder, e);
        }
        return all;
    }

    public Optional<Shortcut> find(String name) {
        if (!Shortcut.NAME.matcher(name).matches()) {
            return Optional.empty();
        }
        Path f = folder.resolve(name + ".json");
        return Files.isRegularFile(f) ? read(f) : Optional.empty();
    }

    /** Writes {@code <name>.json} (pretty-printed, replacing any old one in one move); true if it replaced one. */
    public boolean save(Shortcut shortcut) {
        try {
            Files.createDirectories(folder);
            Path target = folder.resolve(shortcut.name() + ".json");
            boolean existed = Files.exists(target);
            Path tmp = Files.createTempFile(folder, shortcut.name(), ".tmp");
            Files.writeString(tmp, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(shortcut.toJson()) + "\n");
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return existed;
        } catch (IOException e) {
            throw new ToolFailure(ErrorCode.INTERNAL, "Could not save the shortcut in " + folder + ": " + e.getMessage());
        }
    }

    private static Optional<Shortcut> read(Path file) {
        try {
            Shortcut s = Shortcut.parse(Json.MAPPER.readTree(Files.readString(file)), file.getFileName().toString());
            if (!file.getFileName().toString().equals(s.name() + ".json")) {
                log.warn("Shortcut file {} names itself '{}'; skipped (rename the file or the shortcut)", file, s.name());
                return Optional.empty();
            }
            return Optional.of(s);
        } catch (IOException | RuntimeException e) {
            log.warn("Shortcut file {} skipped: {}", file, e.getMessage());
            return Optional.empty();
        }
    }
}
