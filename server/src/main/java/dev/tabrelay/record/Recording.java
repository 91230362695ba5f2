package dev.tabrelay.record;

import java.util.ArrayList;
import java.util.List;

/**
 * The frames of one tab's recording, in order. Frames are added while it records; stopping keeps
 * them for export. Bounded: past {@link #MAX_FRAMES} the oldest middle frames are not kept, so a
 * forgotten recording cannot grow the daemon without limit (300 JPEG viewports ≈ 30–60 MB).
 */
public final class Recording {
    public static final int MAX_FRAMES = 300;

    private final long tabId;
    private final List<Frame> frames = new ArrayList<>();
    private boolean recording = true;
    private int dropped;

    public Recording(long tabId) {
        this.tabId = tabId;
    }

    public long tabId() {
        return tabId;
    }

    public synchronized boolean recording() {
        return recording;
    }

    public synchronized void stop() {
        recording = false;
    }

    /** Adds a frame if still recording; the first frame is always kept, so the GIF starts where the recording did. */
    public synchronized boolean add(Frame frame) {
        if (!recording) {
            return false;
        }
        if (frames.size() >= MAX_FRAMES) {
            frames.remove(1);
            dropped++;
        }
        frames.add(frame);
        return true;
    }

    public synchronized List<Frame> frames() {
        return List.copyOf(frames);
    }

    public synchronized int dropped() {
        return dropped;
    }
}
