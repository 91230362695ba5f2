package dev.tabrelay.stdio;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A WebSocket client (RFC 6455) for the proxy's one plain {@code ws://} connection to the daemon,
 * behind {@link LinkSocket} (shaped like the JDK's WebSocket) so that {@link DaemonLink} does not
 * know which client it runs on.
 *
 * <p>Why not the JDK's {@code java.net.http} client: creating its {@code HttpClient} alone took
 * 275 ms of the proxy's start here (it sets up TLS even for {@code ws://}), and its WebSocket
 * handshake another 80 ms — more than the whole start-up budget of {@code tabrelay stdio}
 * (bench/startup). Jetty's client is heavier still. What the proxy needs is small: one loopback
 * connection, text frames, ping/pong and close, no TLS and no extensions; this class does just that.
 * Incoming messages are delivered whole ({@code last == true}); {@link #request} demand is not
 * tracked, since the only listener asks for one message after each anyway.
 */
final class LoopbackWebSocket implements LinkSocket {
    /** The handshake was answered, but not with 101: the daemon refused (401) or it is not the daemon. */
    static final class Refused extends IOException {
        private final int status;

        Refused(int status, String statusLine) {
            super("the WebSocket handshake was answered with \"" + statusLine + "\"");
            this.status = status;
        }

        int status() {
            return status;
        }
    }

    private static final String GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
    /** Larger than any message the daemon sends (its own cap is MAX_MESSAGE_BYTES, 8 MB by default). */
    private static final long MAX_MESSAGE = 512L * 1024 * 1024;
    /**
     * The handshake nonce and the frame masks. RFC 6455 wants them unpredictable to protect proxies
     * from scripts in a browser that choose what a socket sends; this client is the proxy's own code
     * on a loopback connection, with no script and no proxy between. A SecureRandom's first use set
     * up the JDK's security providers and seeded itself: ~40 ms of each `tabrelay stdio` start.
     */
    private static java.util.random.RandomGenerator random() {
        return java.util.concurrent.ThreadLocalRandom.current();
    }

    private final Socket socket;
    private final OutputStream out;
    private final String subprotocol;
    private volatile boolean outputClosed;
    private volatile boolean inputClosed;

    private LoopbackWebSocket(Socket socket, String subprotocol) throws IOException {
        this.socket = socket;
        this.out = socket.getOutputStream();
        this.subprotocol = subprotocol;
    }

    /** Connects and completes the handshake, then delivers messages to {@code listener} on a thread of its own. */
    static LoopbackWebSocket connect(URI uri, Map<String, String> headers, String subprotocol, Listener listener,
                                     Duration timeout) throws IOException {
        int port = uri.getPort() < 0 ? 80 : uri.getPort();
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(uri.getHost(), port), (int) timeout.toMillis());
            socket.setTcpNoDelay(true);
            socket.setSoTimeout((int) timeout.toMillis()); // for the handshake only
            byte[] nonce = new byte[16];
            random().nextBytes(nonce);
            String key = Base64.getEncoder().encodeToString(nonce);
            // The first MessageDigest sets up the JDK's security providers (tens of ms): done while
            // the daemon answers the handshake, on the proxy's second core, not after it.
            java.util.concurrent.FutureTask<String> expected = new java.util.concurrent.FutureTask<>(() -> accept(key));
            Thread.ofPlatform().daemon().name("tabrelay-handshake").start(expected);
            StringBuilder request = new StringBuilder()
                    .append("GET ").append(uri.getRawPath()).append(uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery())
                    .append(" HTTP/1.1\r\nHost: ").append(uri.getRawAuthority())
                    .append("\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ")
                    .append(key).append("\r\nSec-WebSocket-Protocol: ").append(subprotocol).append("\r\n");
            headers.forEach((name, value) -> request.append(name).append(": ").append(value).append("\r\n"));
            socket.getOutputStream().write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
            InputStream in = new BufferedInputStream(socket.getInputStream());
            String[] lines = readHead(in).split("\r\n");
            String[] status = lines[0].split(" ", 3);
            int code = status.length > 1 && status[1].matches("\\d{3}") ? Integer.parseInt(status[1]) : 0;
            if (code != 101) {
                throw new Refused(code, lines[0]);
            }
            if (!expectedAccept(expected).equals(header(lines, "sec-websocket-accept"))) {
                throw new IOException("the server's WebSocket handshake answer does not match the key sent");
            }
            socket.setSoTimeout(0); // frames may be minutes apart; pings notice a dead link (Upstream)
            LoopbackWebSocket ws = new LoopbackWebSocket(socket, header(lines, "sec-websocket-protocol"));
            listener.onOpen(ws);
            Thread.ofPlatform().daemon().name("tabrelay-daemon-link").start(() -> ws.read(in, listener));
            return ws;
        } catch (IOException | RuntimeException e) {
            socket.close();
            throw e;
        }
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        while (matched < 4) {
            int b = in.read();
            if (b < 0) {
                throw new EOFException("the connection closed during the WebSocket handshake");
            }
            head.write(b);
            matched = b == "\r\n\r\n".charAt(matched) ? matched + 1 : b == '\r' ? 1 : 0;
            if (head.size() > 16 * 1024) {
                throw new IOException("the WebSocket handshake answer is too long");
            }
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private static String header(String[] lines, String name) {
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0 && lines[i].substring(0, colon).trim().equalsIgnoreCase(name)) {
                return lines[i].substring(colon + 1).trim();
            }
        }
        return "";
    }

    private static String expectedAccept(java.util.concurrent.FutureTask<String> expected) throws IOException {
        try {
            return expected.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted during the WebSocket handshake");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static String accept(String key) {
        try {
            byte[] sha1 = MessageDigest.getInstance("SHA-1").digest((key + GUID).getBytes(StandardCharsets.ISO_8859_1));
            return Base64.getEncoder().encodeToString(sha1);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
    }

    /** The reading loop: whole messages to the listener, pings answered, close and errors reported once. */
    private void read(InputStream raw, Listener listener) {
        DataInputStream in = new DataInputStream(raw);
        ByteArrayOutputStream message = new ByteArrayOutputStream();
        int messageType = -1;
        try {
            while (true) {
                int b0 = in.readUnsignedByte();
                int b1 = in.readUnsignedByte();
                boolean fin = (b0 & 0x80) != 0;
                int opcode = b0 & 0x0F;
                long length = b1 & 0x7F;
                if (length == 126) {
                    length = in.readUnsignedShort();
                } else if (length == 127) {
                    length = in.readLong();
                }
                if (length < 0 || length + message.size() > MAX_MESSAGE) {
                    throw new IOException("a message from the daemon is larger than " + MAX_MESSAGE + " bytes");
                }
                byte[] payload = new byte[(int) length];
                if ((b1 & 0x80) != 0) { // servers never mask; read and apply it anyway rather than misparse
                    byte[] mask = in.readNBytes(4);
                    in.readFully(payload);
                    for (int i = 0; i < payload.length; i++) {
                        payload[i] ^= mask[i & 3];
                    }
                } else {
                    in.readFully(payload);
                }
                switch (opcode) {
                    case 0x0, 0x1, 0x2 -> {
                        if (opcode != 0x0) {
                            messageType = opcode;
                        }
                        message.write(payload);
                        if (fin) {
                            byte[] whole = message.toByteArray();
                            message.reset();
                            if (messageType == 0x1) {
                                listener.onText(this, new String(whole, StandardCharsets.UTF_8), true);
                            } else {
                                listener.onBinary(this, ByteBuffer.wrap(whole), true);
                            }
                        }
                    }
                    case 0x8 -> {
                        int code = payload.length >= 2 ? ((payload[0] & 0xFF) << 8) | (payload[1] & 0xFF) : NORMAL_CLOSURE;
                        String reason = payload.length > 2 ? new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8) : "";
                        inputClosed = true;
                        sendClose(code == 1005 ? NORMAL_CLOSURE : code, "");
                        listener.onClose(this, code, reason);
                        abort();
                        return;
                    }
                    case 0x9 -> sendFrame(0xA, payload);
                    case 0xA -> listener.onPong(this, ByteBuffer.wrap(payload));
                    default -> throw new IOException("the daemon sent an unknown WebSocket opcode " + opcode);
                }
            }
        } catch (IOException e) {
            if (!inputClosed) {
                inputClosed = true;
                listener.onError(this, e instanceof EOFException ? new IOException("the daemon closed the connection") : e);
            }
            abort();
        }
    }

    /** One masked frame (clients must mask); writes never interleave. */
    private CompletableFuture<LinkSocket> sendFrame(int opcode, byte[] payload) {
        byte[] mask = new byte[4];
        random().nextBytes(mask);
        int n = payload.length;
        ByteArrayOutputStream frame = new ByteArrayOutputStream(n + 14);
        frame.write(0x80 | opcode);
        if (n < 126) {
            frame.write(0x80 | n);
        } else if (n <= 0xFFFF) {
            frame.write(0x80 | 126);
            frame.write(n >>> 8);
            frame.write(n);
        } else {
            frame.write(0x80 | 127);
            for (int shift = 56; shift >= 0; shift -= 8) {
                frame.write((int) ((long) n >>> shift));
            }
        }
        frame.writeBytes(mask);
        for (int i = 0; i < n; i++) {
            frame.write(payload[i] ^ mask[i & 3]);
        }
        try {
            synchronized (out) {
                out.write(frame.toByteArray());
                out.flush();
            }
            return CompletableFuture.completedFuture(this);
        } catch (IOException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public CompletableFuture<LinkSocket> sendText(CharSequence data, boolean last) {
        // The proxy always sends whole messages (one stdin line, one frame).
        return outputClosed ? CompletableFuture.failedFuture(new IOException("output closed"))
                : sendFrame(0x1, data.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public CompletableFuture<LinkSocket> sendBinary(ByteBuffer data, boolean last) {
        byte[] bytes = new byte[data.remaining()];
        data.get(bytes);
        return sendFrame(0x2, bytes);
    }

    @Override
    public CompletableFuture<LinkSocket> sendPing(ByteBuffer message) {
        byte[] bytes = new byte[message.remaining()];
        message.get(bytes);
        return sendFrame(0x9, bytes);
    }

    @Override
    public CompletableFuture<LinkSocket> sendPong(ByteBuffer message) {
        byte[] bytes = new byte[message.remaining()];
        message.get(bytes);
        return sendFrame(0xA, bytes);
    }

    @Override
    public CompletableFuture<LinkSocket> sendClose(int statusCode, String reason) {
        if (outputClosed) {
            return CompletableFuture.completedFuture(this);
        }
        outputClosed = true;
        byte[] text = reason.getBytes(StandardCharsets.UTF_8);
        byte[] payload = new byte[2 + text.length];
        payload[0] = (byte) (statusCode >>> 8);
        payload[1] = (byte) statusCode;
        System.arraycopy(text, 0, payload, 2, text.length);
        return sendFrame(0x8, payload);
    }

    @Override
    public void request(long n) {
        // Messages are delivered as they come (see the class comment).
    }

    @Override
    public String getSubprotocol() {
        return subprotocol;
    }

    @Override
    public boolean isOutputClosed() {
        return outputClosed;
    }

    @Override
    public boolean isInputClosed() {
        return inputClosed;
    }

    @Override
    public void abort() {
        outputClosed = true;
        inputClosed = true;
        try {
            socket.close();
        } catch (IOException e) {
            // closing is all that was asked
        }
    }
}
