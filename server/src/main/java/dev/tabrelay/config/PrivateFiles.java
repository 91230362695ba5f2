package dev.tabrelay.config;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The config folder holds the pairing key, the key hashes and the daemon's log: other OS users
 * must not read any of it. Folders TabRelay creates are 0700 and its files 0600 from the start
 * (not chmod-ed after, which leaves a window). A folder that already exists is left as it is:
 * CONFIG_DIR may point at a place the user shares on purpose. Where POSIX permissions do not
 * exist (Windows), the OS defaults apply.
 */
public final class PrivateFiles {
    private static final Set<PosixFilePermission> DIR = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private PrivateFiles() {}

    public static void createDirectories(Path dir) throws IOException {
        if (Files.isDirectory(dir)) {
            return;
        }
        try {
            Files.createDirectories(dir, attribute(DIR));
        } catch (UnsupportedOperationException notPosix) {
            Files.createDirectories(dir);
        }
    }

    /** Creates {@code file} with mode 0600 if it is missing; an existing one of ours is made 0600 too. */
    public static Path ensureFile(Path file) throws IOException {
        createDirectories(file.toAbsolutePath().getParent());
        try {
            Files.createFile(file, attribute(FILE));
        } catch (FileAlreadyExistsException exists) {
            try {
                Files.setPosixFilePermissions(file, FILE);
            } catch (UnsupportedOperationException notPosix) {
                // Nothing to tighten.
            }
        } catch (UnsupportedOperationException notPosix) {
            if (!Files.exists(file)) {
                Files.createFile(file);
            }
        }
        return file;
    }

    /** Creates a new file with mode 0600; fails if it exists. */
    public static void createFile(Path file) throws IOException {
        try {
            Files.createFile(file, attribute(FILE));
        } catch (UnsupportedOperationException notPosix) {
            Files.createFile(file);
        }
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(Set<PosixFilePermission> perms) {
        return PosixFilePermissions.asFileAttribute(perms);
    }
}
