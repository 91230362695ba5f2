package dev.tabrelay.record;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * Writes frames as an animated GIF with the JDK's own ImageIO GIF writer: no dependency, and
 * the same code on every platform the bridge runs on. ImageIO writes one image per call; the
 * animation is in the metadata (a Graphic Control Extension with the delay on every frame, and
 * the NETSCAPE2.0 application extension that makes it loop, on the first).
 */
public final class GifEncoder {
    static {
        // The daemon never shows a window; without this, AWT may try a display (or a Dock icon on macOS).
        System.setProperty("java.awt.headless", "true");
    }

    private static final String FORMAT = "javax_imageio_gif_image_1.0";

    /** The GIF and what it took. */
    public record Gif(byte[] bytes, int width, int height, int frames, long encodeMs) {}

    private GifEncoder() {}

    public static Gif encode(List<Frame> frames, GifOptions options) {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("no frames");
        }
        long started = System.nanoTime();
        int width = options.width();
        int height = height(frames, width);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.prepareWriteSequence(null);
            for (int i = 0; i < frames.size(); i++) {
                BufferedImage painted = FramePainter.paint(frames.get(i), i, frames.size(), width, height, options);
                BufferedImage image = options.fast() ? indexed(painted) : painted;
                ImageWriteParam param = writer.getDefaultWriteParam();
                IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(image), param);
                animate(meta, options.frameDelayMs(), i == 0);
                writer.writeToSequence(new IIOImage(image, null, meta), param);
            }
            writer.endWriteSequence();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            writer.dispose();
        }
        return new Gif(bytes.toByteArray(), width, height, frames.size(), (System.nanoTime() - started) / 1_000_000);
    }

    /** Each frame painted as for the GIF, as a PNG of its own (export with format "png"). */
    public static List<byte[]> pngs(List<Frame> frames, GifOptions options) {
        int height = height(frames, options.width());
        List<byte[]> out = new java.util.ArrayList<>();
        for (int i = 0; i < frames.size(); i++) {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            try {
                ImageIO.write(FramePainter.paint(frames.get(i), i, frames.size(), options.width(), height, options), "png", png);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            out.add(png.toByteArray());
        }
        return out;
    }

    /** Every frame gets the first one's aspect ratio at the asked width. */
    private static int height(List<Frame> frames, int width) {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("no frames");
        }
        BufferedImage first = FramePainter.decode(frames.getFirst());
        return Math.max(1, (int) Math.round(first.getHeight() * (width / (double) first.getWidth())));
    }

    /**
     * "fast": Java2D's fixed 256-colour palette (a colour cube and a grey ramp). ImageIO then
     * skips its per-frame octree quantiser, which is most of the encoding time.
     */
    private static BufferedImage indexed(BufferedImage rgb) {
        BufferedImage out = new BufferedImage(rgb.getWidth(), rgb.getHeight(), BufferedImage.TYPE_BYTE_INDEXED);
        Graphics2D g = out.createGraphics();
        try {
            g.drawImage(rgb, 0, 0, null);
        } finally {
            g.dispose();
        }
        return out;
    }

    private static void animate(IIOMetadata meta, int delayMs, boolean first) throws IOException {
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(FORMAT);
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "none");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", Integer.toString(Math.max(2, delayMs / 10)));
        control.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, 0, 0});   // sub-block 1, loop count 0 = forever
            child(root, "ApplicationExtensions").appendChild(app);
        }
        meta.setFromTree(FORMAT, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
