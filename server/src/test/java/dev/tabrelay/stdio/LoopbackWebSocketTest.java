package dev.tabrelay.stdio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The proxy's WebSocket client against a scripted server speaking raw RFC 6455 (the daemon's
 * Jetty endpoint is covered by StdioProxyIT): frame lengths in all three encodings, fragments,
 * ping/pong, close, and a refused handshake.
 */
class LoopbackWebSocketTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    /** What the listener saw, in order. */
    private static final class Recorder implements LinkSocket.Listener {
        final LinkedBlockingQueue<String> events = new LinkedBlockingQueue<>();

        @Override
        public CompletionStage<?> onText(LinkSocket ws, CharSequence data, boolean last) {
            events.add("text:" + last + ":" + data);
            return null;
        }

        @Override
        public CompletionStage<?> onPong(LinkSocket ws, ByteBuffer message) {
            events.add("pong");
            return null;
        }

        @Override
        public CompletionStage<?> onClose(LinkSocket ws, int code, String reason) {
            events.add("close:" + code + ":" + reason);
            return null;
        }

        @Override
        public void onError(LinkSocket ws, Throwable error) {
            events.add("error:" + error.getMessage());
        }

        String next() throws InterruptedException {
            String event = events.poll(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
            if (event == null) {
                throw new AssertionError("no listener event within " + TIMEOUT);
            }
            return event;
        }
    }

    @Test
    void receivesEveryLengthEncodingAndFragmentsAndEchoesLargeMessages() throws Exception {
        String big = "x".repeat(70_000); // the 64-bit length form
        String medium = "é".repeat(300); // 600 bytes: the 16-bit form, multi-byte characters
        try (ServerSocket server = new ServerSocket(0)) {
            CompletableFuture<String> serverSide = CompletableFuture.supplyAsync(() -> {
                try (Socket s = server.accept()) {
                    DataInputStream in = new DataInputStream(s.getInputStream());
                    OutputStream out = s.getOutputStream();
                    String head = handshake(s, 101);
                    assertTrue(head.contains("x-test: yes"), head);
                    out.write(frame(0x1, true, "small"));
                    out.write(frame(0x1, false, medium.substring(0, 150)));   // a fragmented message...
                    out.write(frame(0x9, true, ""));                          // ...with a ping between its fragments
                    out.write(frame(0x0, true, medium.substring(150)));
                    out.write(frame(0x1, true, big));
                    assertEquals(0xA, in.readUnsignedByte() & 0x0F, "a pong answers the ping");
                    readPayload(in);
                    String echo = new String(readFrame(in), StandardCharsets.UTF_8);
                    out.write(frame(0x8, true, "\u0003\u00e8bye")); // code 1000, reason "bye"
                    return echo;
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            Recorder recorder = new Recorder();
            LinkSocket ws = LoopbackWebSocket.connect(URI.create("ws://127.0.0.1:" + server.getLocalPort() + "/mcp-ws?tools=full"),
                    Map.of("X-Test", "yes"), "mcp", recorder, TIMEOUT);
            assertEquals("text:true:small", recorder.next());
            assertEquals("text:true:" + medium, recorder.next());
            assertEquals("text:true:" + big, recorder.next());
            ws.sendText("y".repeat(200_000), true).get(5, TimeUnit.SECONDS);
            assertEquals("y".repeat(200_000), serverSide.get(5, TimeUnit.SECONDS));
            assertEquals("close:1000:bye", recorder.next());
            assertTrue(ws.isInputClosed());
        }
    }

    @Test
    void aRefusedHandshakeSaysWhichStatus() throws Exception {
        try (ServerSocket server = new ServerSocket(0)) {
            CompletableFuture.runAsync(() -> {
                try (Socket s = server.accept()) {
                    handshake(s, 401);
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            LoopbackWebSocket.Refused refused = assertThrows(LoopbackWebSocket.Refused.class, () -> LoopbackWebSocket.connect(
                    URI.create("ws://127.0.0.1:" + server.getLocalPort() + "/mcp-ws"), Map.of(), "mcp", new Recorder(), TIMEOUT));
            assertEquals(401, refused.status());
        }
    }

    @Test
    void aConnectionCutWithoutCloseIsReportedOnceAsAnError() throws Exception {
        try (ServerSocket server = new ServerSocket(0)) {
            CompletableFuture.runAsync(() -> {
                try (Socket s = server.accept()) {
                    handshake(s, 101);
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            Recorder recorder = new Recorder();
            LoopbackWebSocket.connect(URI.create("ws://127.0.0.1:" + server.getLocalPort() + "/mcp-ws"), Map.of(), "mcp", recorder, TIMEOUT);
            assertEquals("error:the daemon closed the connection", recorder.next());
            assertEquals(null, recorder.events.poll(200, TimeUnit.MILLISECONDS));
        }
    }

    /** Reads the client's upgrade request and answers it with {@code status}; returns the request, lower-cased. */
    private static String handshake(Socket s, int status) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.ISO_8859_1));
        StringBuilder head = new StringBuilder();
        String key = "";
        for (String line = reader.readLine(); line != null && !line.isEmpty(); line = reader.readLine()) {
            head.append(line.toLowerCase()).append('\n');
            if (line.toLowerCase().startsWith("sec-websocket-key:")) {
                key = line.substring(line.indexOf(':') + 1).trim();
            }
        }
        String answer = status == 101
                ? "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Protocol: mcp\r\n"
                        + "Sec-WebSocket-Accept: " + accept(key) + "\r\n\r\n"
                : "HTTP/1.1 " + status + " Unauthorized\r\nContent-Length: 0\r\n\r\n";
        s.getOutputStream().write(answer.getBytes(StandardCharsets.ISO_8859_1));
        return head.toString();
    }

    private static String accept(String key) {
        try {
            return Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-1")
                    .digest((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").getBytes(StandardCharsets.ISO_8859_1)));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** An unmasked server frame. */
    private static byte[] frame(int opcode, boolean fin, String text) {
        byte[] payload = text.getBytes(opcode == 0x8 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
        ByteBuffer b = ByteBuffer.allocate(payload.length + 10);
        b.put((byte) ((fin ? 0x80 : 0) | opcode));
        if (payload.length < 126) {
            b.put((byte) payload.length);
        } else if (payload.length <= 0xFFFF) {
            b.put((byte) 126).putShort((short) payload.length);
        } else {
            b.put((byte) 127).putLong(payload.length);
        }
        b.put(payload);
        byte[] out = new byte[b.position()];
        b.flip().get(out);
        return out;
    }

    /** A masked client frame's payload, after its first byte. */
    private static byte[] readPayload(DataInputStream in) throws IOException {
        int b1 = in.readUnsignedByte();
        assertTrue((b1 & 0x80) != 0, "client frames are masked");
        long length = b1 & 0x7F;
        length = length == 126 ? in.readUnsignedShort() : length == 127 ? in.readLong() : length;
        byte[] mask = in.readNBytes(4);
        byte[] payload = in.readNBytes((int) length);
        for (int i = 0; i < payload.length; i++) {
            payload[i] ^= mask[i & 3];
        }
        return payload;
    }

    private static byte[] readFrame(DataInputStream in) throws IOException {
        assertEquals(0x81, in.readUnsignedByte(), "a whole text frame");
        return readPayload(in);
    }
}
