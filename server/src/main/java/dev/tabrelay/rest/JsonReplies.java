package dev.tabrelay.rest;

import dev.tabrelay.json.Json;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** JSON answers of the REST servlets. */
final class JsonReplies {
    private JsonReplies() {}

    static ObjectNode error(String code, String message) {
        ObjectNode n = Json.MAPPER.createObjectNode().put("ok", false);
        n.putObject("error").put("code", code).put("message", message);
        return n;
    }

    static void send(HttpServletResponse resp, int status, JsonNode body) throws IOException {
        resp.setStatus(status);
        resp.setContentType("application/json");
        resp.setCharacterEncoding("UTF-8");
        resp.setHeader("Cache-Control", "no-store");
        resp.getWriter().write(body.toString());
    }
}
