package dev.tabrelay.mcp;

import io.modelcontextprotocol.spec.McpServerSession;
import io.modelcontextprotocol.spec.McpServerTransportProvider;
import io.modelcontextprotocol.spec.McpServerTransportProviderBase;
import io.modelcontextprotocol.spec.McpStreamableServerSession;
import io.modelcontextprotocol.spec.McpStreamableServerTransportProvider;
import io.modelcontextprotocol.spec.ProtocolVersions;
import java.util.List;
import reactor.core.publisher.Mono;

/**
 * One version rule on every transport: {@code initialize} is answered with the client's
 * protocol version when TabRelay supports it, else with the newest one it supports.
 *
 * <p>The SDK (2.1.0) applies exactly that rule, but over each transport provider's own list,
 * and the lists differ: its legacy SSE provider offers only 2024-11-05 (so every client got
 * 2024-11-05 there) and its Streamable HTTP provider leaves 2024-11-05 out (so a 2024-11-05
 * client got 2025-11-25). Nothing in the messages TabRelay exchanges depends on the transport
 * a version was negotiated over, so every provider is wrapped to offer the same list.
 */
public final class ProtocolNegotiation {
    /** Oldest first: the SDK answers with the last one when the client's is not here. */
    public static final List<String> SUPPORTED = List.of(ProtocolVersions.MCP_2024_11_05, ProtocolVersions.MCP_2025_03_26,
            ProtocolVersions.MCP_2025_06_18, ProtocolVersions.MCP_2025_11_25);

    private ProtocolNegotiation() {}

    /** What {@code initialize} answers to a client asking for {@code requested} (the SDK's rule over {@link #SUPPORTED}). */
    public static String answer(String requested) {
        return SUPPORTED.contains(requested) ? requested : SUPPORTED.getLast();
    }

    static McpServerTransportProvider sessions(McpServerTransportProvider provider) {
        return new Sessions(provider);
    }

    static McpStreamableServerTransportProvider streamable(McpStreamableServerTransportProvider provider) {
        return new Streamable(provider);
    }

    private static final class Sessions extends Offering<McpServerTransportProvider> implements McpServerTransportProvider {
        Sessions(McpServerTransportProvider provider) {
            super(provider);
        }

        @Override
        public void setSessionFactory(McpServerSession.Factory factory) {
            provider.setSessionFactory(factory);
        }
    }

    private static final class Streamable extends Offering<McpStreamableServerTransportProvider>
            implements McpStreamableServerTransportProvider {
        Streamable(McpStreamableServerTransportProvider provider) {
            super(provider);
        }

        @Override
        public void setSessionFactory(McpStreamableServerSession.Factory factory) {
            provider.setSessionFactory(factory);
        }
    }

    /** A provider as it is, offering {@link #SUPPORTED}; the two SDK provider kinds differ only in their session factory. */
    private abstract static class Offering<P extends McpServerTransportProviderBase> implements McpServerTransportProviderBase {
        final P provider;

        Offering(P provider) {
            this.provider = provider;
        }

        @Override
        public Mono<Void> notifyClients(String method, Object params) {
            return provider.notifyClients(method, params);
        }

        @Override
        public Mono<Void> notifyClient(String sessionId, String method, Object params) {
            return provider.notifyClient(sessionId, method, params);
        }

        @Override
        public void close() {
            provider.close();
        }

        @Override
        public Mono<Void> closeGracefully() {
            return provider.closeGracefully();
        }

        @Override
        public List<String> protocolVersions() {
            return SUPPORTED;
        }
    }
}
