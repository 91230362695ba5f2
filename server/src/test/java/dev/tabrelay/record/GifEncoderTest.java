package dev.tabrelay.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;

class GifEncoderTest {

    /** A 1280×800 JPEG of one colour, as a captured viewport would be. */
    static byte[] viewport(Color color) throws IOException {
        BufferedImage img = new BufferedImage(1280, 800, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(color);
        g.fillRect(0, 0, 1280, 800);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(img, "jpeg", out);
        return out.toByteArray();
    }

    static List<Frame> frames(int n) throws IOException {
        List<Frame> frames = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            frames.add(new Frame(viewport(new Color(20 * i % 255, 120, 200)), "click #b" + i, "click", 300 + i, 200, i % 2 == 0 ? "typed " + i : null, 1280));
        }
        return frames;
    }

    @Test
    void everyFrameIsInTheGifWithTheDelayAndTheSizeAsked() throws IOException {
        for (String quality : List.of("high", "fast")) {
            GifEncoder.Gif gif = GifEncoder.encode(frames(4), new GifOptions(640, 500, quality, true, true, true));
            assertEquals(640, gif.width());
            assertEquals(400, gif.height(), "the aspect ratio of the frames is kept");
            try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(gif.bytes()))) {
                ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
                reader.setInput(in);
                assertEquals(4, reader.getNumImages(true), quality);
                BufferedImage first = reader.read(0);
                assertEquals(640, first.getWidth());
                IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(1).getAsTree("javax_imageio_gif_image_1.0");
                IIOMetadataNode control = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension").item(0);
                assertEquals("50", control.getAttribute("delayTime"), "delays are in 1/100 s");
            }
        }
    }

    @Test
    void theClickMarkerIsDrawnWhereTheActionPointed() throws IOException {
        Frame plain = new Frame(viewport(Color.WHITE), "click", "click", 640, 400, null, 1280);
        BufferedImage painted = FramePainter.paint(plain, 0, 1, 640, 400, GifOptions.DEFAULT);
        Color centre = new Color(painted.getRGB(320, 200));
        assertTrue(centre.getRed() > 150 && centre.getGreen() < 120, "a red marker at the scaled point: " + centre);
        Color corner = new Color(painted.getRGB(600, 150));
        assertTrue(corner.getGreen() > 200, "the rest of the frame is untouched: " + corner);
    }

    @Test
    void aRecordingKeepsItsFirstFrameAndABoundedNumber() throws IOException {
        Recording r = new Recording(7);
        byte[] img = viewport(Color.GRAY);
        for (int i = 0; i < Recording.MAX_FRAMES + 5; i++) {
            r.add(new Frame(img, "step " + i, "other", Double.NaN, Double.NaN, null, 1280));
        }
        assertEquals(Recording.MAX_FRAMES, r.frames().size());
        assertEquals("step 0", r.frames().getFirst().label());
        assertEquals(5, r.dropped());
        r.stop();
        assertEquals(false, r.add(new Frame(img, "late", "other", 0, 0, null, 1280)), "a stopped recording takes no frames");
    }
}
