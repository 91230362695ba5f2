package dev.tabrelay.http;

import dev.tabrelay.json.Json;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Every HTTP error TabRelay writes itself: a small JSON body, never an HTML page or stack trace. */
final class JsonResponses {
    static final JsonMapper JSON = Json.MAPPER;

    private JsonResponses() {}

    static String errorBody(String code, String message) {
        ObjectNode n = JSON.createObjectNode();
        n.putObject("error").put("code", code).put("message", message);
        return n.toString();
    }

    static void error(Response response, Callback callback, int status, String code, String message) {
        UnreadBody.settle(response);
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(errorBody(code, message).getBytes(StandardCharsets.UTF_8)), callback);
    }
}
