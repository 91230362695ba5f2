package dev.tabrelay.record;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/**
 * Turns a captured frame into the picture the GIF shows: scaled to the export size, with the
 * action drawn on it the way Claude in Chrome's recordings do (a ring where a click landed, the
 * action's label, the typed text, a progress bar along the bottom).
 */
final class FramePainter {
    private static final Color ACCENT = new Color(0xE5, 0x3E, 0x3E);
    private static final Color BAND = new Color(0, 0, 0, 170);
    private static final Color TYPED = new Color(0xFF, 0xF3, 0xB0);

    private FramePainter() {}

    /** Reads the first frame's size, so every frame of the GIF gets the same canvas. */
    static BufferedImage decode(Frame frame) {
        try {
            BufferedImage img = ImageIO.read(new ByteArrayInputStream(frame.image()));
            if (img == null) {
                throw new IOException("not a PNG or JPEG image");
            }
            return img;
        } catch (IOException e) {
            throw new UncheckedIOException("A recorded frame could not be decoded: " + e.getMessage(), e);
        }
    }

    /** Frame {@code index} of {@code total}, scaled to width×height and annotated as the options say. */
    static BufferedImage paint(Frame frame, int index, int total, int width, int height, GifOptions options) {
        BufferedImage source = decode(frame);
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.drawImage(source, 0, 0, width, height, null);
            double scale = width / (frame.viewportWidth() > 0 ? frame.viewportWidth() : source.getWidth());
            if (options.clickMarkers() && frame.hasPoint()) {
                marker(g, frame.x() * scale, frame.y() * scale, width);
            }
            if (options.progressBar() && total > 0) {
                int bar = Math.max(3, height / 120);
                g.setColor(new Color(0, 0, 0, 90));
                g.fillRect(0, height - bar, width, bar);
                g.setColor(ACCENT);
                g.fillRect(0, height - bar, (int) Math.round(width * (index + 1) / (double) total), bar);
            }
            if (options.labels()) {
                labels(g, frame, index, total, width, height);
            }
        } finally {
            g.dispose();
        }
        return out;
    }

    private static void marker(Graphics2D g, double x, double y, int width) {
        int r = Math.max(8, width / 60);
        g.setColor(new Color(ACCENT.getRed(), ACCENT.getGreen(), ACCENT.getBlue(), 90));
        g.fillOval((int) (x - r), (int) (y - r), 2 * r, 2 * r);
        g.setColor(ACCENT);
        g.setStroke(new BasicStroke(Math.max(2f, r / 4f)));
        g.drawOval((int) (x - r), (int) (y - r), 2 * r, 2 * r);
        g.fillOval((int) x - 2, (int) y - 2, 5, 5);
    }

    /**
     * Text needs a font; a headless machine without any (no fontconfig fonts) throws from
     * drawString. Such a machine still gets markers and the progress bar rather than no GIF.
     */
    private static void labels(Graphics2D g, Frame frame, int index, int total, int width, int height) {
        try {
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            int size = Math.max(11, width / 55);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, size));
            band(g, (index + 1) + "/" + total + "  " + frame.label(), 0, width, BAND, Color.WHITE);
            if (frame.typed() != null && !frame.typed().isEmpty()) {
                String typed = "⌨ " + shorten(frame.typed(), 60);
                FontMetrics fm = g.getFontMetrics();
                int y = height - fm.getHeight() - size;
                band(g, typed, y, width, TYPED, Color.BLACK);
            }
        } catch (RuntimeException | Error e) {   // font subsystem unavailable: see the method comment
            g.setComposite(AlphaComposite.SrcOver);
        }
    }

    private static void band(Graphics2D g, String text, int y, int width, Color background, Color foreground) {
        FontMetrics fm = g.getFontMetrics();
        int pad = fm.getHeight() / 3;
        String shown = shorten(text, Math.max(10, (width - 2 * pad) / Math.max(1, fm.charWidth('m')) * 3 / 2));
        int w = Math.min(width, fm.stringWidth(shown) + 2 * pad);
        g.setColor(background);
        g.fillRect(0, y, w, fm.getHeight() + pad);
        g.setColor(foreground);
        g.drawString(shown, pad, y + fm.getAscent() + pad / 2);
    }

    static String shorten(String s, int max) {
        String one = s.replaceAll("\\s+", " ").strip();
        return one.length() <= max ? one : one.substring(0, Math.max(1, max - 1)) + "…";
    }
}
