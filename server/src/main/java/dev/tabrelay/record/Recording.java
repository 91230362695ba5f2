package dev.tabrelay.record;

import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * The frames of one tab's recording, in order. Frames are added while it records; stopping keeps
 * them for export. Bounded: past {@link #MAX_FRAMES} the oldest middle frames are not kept, so a
 * forgotten recording cannot grow the daemon without limit (300 JPEG viewports ≈ 30–60 MB).
 */
public final class Recording {
    public static final int MAX_FRAMES = 300;

    private final long tabId;
    private final List<Frame> frames = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();
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

    /** A tool call recorded on this tab, by its canonical name and arguments: a shortcut can be saved from these. */
    public record Call(String tool, JsonNode args) {}

    /** Adds a call if still recording (bounded like the frames; the newest are kept). */
    public synchronized void add(Call call) {
        if (recording) {
            if (calls.size() >= MAX_FRAMES) {
                calls.removeFirst();
            }
            calls.add(call);
        }
    }

    public synchronized List<Call> calls() {
        return List.copyOf(calls);
    }

    public synchronized List<Frame> frames() {
        return List.copyOf(frames);
    }

    public synchronized int dropped() {
        return dropped;
    }
}
