package dev.tabrelay.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What `tabrelay launch` tells a person whose browser did not come up: where its log is kept,
 * its last lines, and the likely cause read from them (no display, a sandbox a container forbids,
 * a Chrome that ignores --load-extension) instead of a guess about the version.
 */
public final class BrowserFailure {
    private BrowserFailure() {}

    /** No window can open here: Linux (or another X11/Wayland system) without a display. */
    public static boolean noDisplay(Map<String, String> env) {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("mac") || os.contains("windows")) {
            return false;
        }
        return blank(env.get("DISPLAY")) && blank(env.get("WAYLAND_DISPLAY"));
    }

    /** Copies the log out of the temporary folder that is deleted at exit. */
    public static void keepLog(Path log, Path kept) {
        try {
            Files.createDirectories(kept.getParent());
            Files.copy(log, kept, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // Nothing to keep (the browser never wrote one); the message says where it would be.
        }
    }

    public static List<String> tail(Path log, int lines) {
        try {
            List<String> all = Files.readAllLines(log);
            return all.subList(Math.max(0, all.size() - lines), all.size());
        } catch (IOException e) {
            return List.of("(no log was written)");
        }
    }

    public static String likelyCause(Path log, Path executable) {
        String text;
        try {
            text = Files.readString(log).toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            text = "";
        }
        if (text.contains("missing x server") || text.contains("cannot open display") || text.contains("$display")) {
            return "It found no display: pass --headless, or set DISPLAY.";
        }
        if (text.contains("no usable sandbox") || text.contains("sandbox")) {
            return "Its sandbox cannot start here (a container?): run as a normal user, or pass the browser --no-sandbox through"
                    + " TABRELAY_BROWSER_ARGS.";
        }
        if (text.contains("load-extension") || text.contains("not allowed to load")) {
            return executable + " refused to load the extension: branded Google Chrome 137+ ignores --load-extension; pass"
                    + " --browser pointing at Chromium or Chrome for Testing.";
        }
        return "Check that " + executable + " is Chromium 116 or newer (branded Google Chrome ignores --load-extension).";
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}
