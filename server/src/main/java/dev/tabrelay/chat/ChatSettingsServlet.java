package dev.tabrelay.chat;

import dev.tabrelay.errors.ErrorCode;
import dev.tabrelay.errors.ToolFailure;
import dev.tabrelay.json.Json;
import dev.tabrelay.link.Action;
import dev.tabrelay.link.BrowserHub;
import dev.tabrelay.link.CallContext;
import dev.tabrelay.tools.ChatTools;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * {@code POST /api/v1/chat/<command>} with the action's params as a JSON body: relays one
 * {@code chat.*} action to the browser ({@code ?browser=ID}, else the default one) and answers its
 * result. The request guard already required the pairing key or an admin key (GatewayAccess#owner):
 * these settings decide what a chat site may run without asking, so a tool key must not change them.
 */
public final class ChatSettingsServlet extends HttpServlet {
    private final BrowserHub hub;

    public ChatSettingsServlet(BrowserHub hub) {
        this.hub = hub;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String command = req.getPathInfo() == null ? "" : req.getPathInfo().replaceFirst("^/", "");
        Action action = ChatTools.BY_COMMAND.get(command);
        resp.setContentType("application/json");
        if (action == null) {
            error(resp, 404, "NOT_FOUND", "No chat command '" + command + "'; use one of "
                    + String.join(", ", new java.util.TreeSet<>(ChatTools.BY_COMMAND.keySet())) + ".");
            return;
        }
        JsonNode params;
        try {
            params = Json.MAPPER.readTree(req.getInputStream());
        } catch (RuntimeException e) {
            params = null;
        }
        if (params == null || params.isMissingNode() || params.isNull()) {
            params = Json.MAPPER.createObjectNode();
        }
        if (!params.isObject()) {
            error(resp, 400, ErrorCode.INVALID_ARGUMENT.name(), "The body must be a JSON object of the command's arguments.");
            return;
        }
        try {
            JsonNode result = hub.call(req.getParameter("browser"), action, params, CallContext.of("", "tabrelay chat"))
                    .get(hub.commandTimeout().toMillis() + 5_000, TimeUnit.MILLISECONDS);
            resp.getWriter().write(result == null ? "{}" : result.toString());
        } catch (java.util.concurrent.TimeoutException e) {
            error(resp, 504, ErrorCode.TIMEOUT.name(), "The browser did not answer in time; retry.");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            error(resp, 503, ErrorCode.SHUTTING_DOWN.name(), "The daemon is stopping.");
        } catch (java.util.concurrent.ExecutionException | RuntimeException e) {
            ToolFailure f = ToolFailure.from(e.getCause() == null ? e : e.getCause());
            error(resp, f.code().httpStatus(), f.code().name(), f.getMessage());
        }
    }

    private static void error(HttpServletResponse resp, int status, String code, String message) throws IOException {
        resp.setStatus(status);
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.putObject("error").put("code", code).put("message", message);
        resp.getWriter().write(n.toString());
    }
}
