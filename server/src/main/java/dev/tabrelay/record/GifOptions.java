package dev.tabrelay.record;

/**
 * How a recording is exported.
 *
 * @param width         output width in pixels; the height keeps the first frame's aspect ratio
 * @param frameDelayMs  how long each frame shows (GIF delays are in 1/100 s)
 * @param quality       "high": an adaptive 256-colour palette per frame (ImageIO's octree
 *                      quantiser); "fast": one fixed palette for all frames, quicker to encode
 * @param clickMarkers  draw a ring where a click or pointer action landed
 * @param labels        draw the action's label (and typed text) on its frame
 * @param progressBar   draw how far into the recording each frame is
 */
public record GifOptions(int width, int frameDelayMs, String quality, boolean clickMarkers, boolean labels, boolean progressBar) {
    public static final GifOptions DEFAULT = new GifOptions(800, 1000, "high", true, true, true);

    public GifOptions {
        width = Math.clamp(width, 160, 1920);
        frameDelayMs = Math.clamp(frameDelayMs, 20, 10_000);
        quality = "fast".equals(quality) ? "fast" : "high";
    }

    public boolean fast() {
        return "fast".equals(quality);
    }
}
