package dev.tabrelay.launch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds a Chromium-based browser that still honours {@code --load-extension}. Branded Google
 * Chrome dropped that flag (137+), so Chromium comes first; Chrome is only a last resort.
 */
public final class BrowserFinder {
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "brave-browser", "microsoft-edge",
            "google-chrome", "google-chrome-stable");
    private static final List<String> MAC = List.of(
            "/Applications/Chromium.app/Contents/MacOS/Chromium",
            "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome");

    private BrowserFinder() {}

    public static Optional<Path> find(String explicit, Map<String, String> env) {
        if (explicit != null && !explicit.isBlank()) {
            Path p = Path.of(explicit);
            return Files.isExecutable(p) ? Optional.of(p) : Optional.empty();
        }
        List<Path> candidates = new ArrayList<>();
        String chrome = env.get("CHROME_PATH");
        if (chrome != null && !chrome.isBlank()) {
            candidates.add(Path.of(chrome));
        }
        String path = env.getOrDefault("PATH", "");
        for (String name : NAMES) {
            for (String dir : path.split(java.io.File.pathSeparator)) {
                if (!dir.isEmpty()) {
                    candidates.add(Path.of(dir, name));
                }
            }
        }
        MAC.forEach(m -> candidates.add(Path.of(m)));
        return candidates.stream().filter(Files::isExecutable).findFirst();
    }

    public static String installHint() {
        return "No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: `brew install --cask chromium`)"
                + " or pass --browser /path/to/chromium.";
    }
}
