"""The two ways to reach the bridge, with the standard library only. Both turn every failure into
a TabRelayError with the bridge's stable code."""
from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from typing import Any, Dict, Iterator, Optional, Protocol

from .result import TabRelayError, ToolResult, error_of, to_result

DEFAULT_URL = "http://127.0.0.1:22816"
# Above the bridge's own deadline (COMMAND_TIMEOUT, 30 s by default, plus 30 s REST grace), so
# that the bridge's TIMEOUT, which says what timed out, arrives before ours.
DEFAULT_TIMEOUT = 120.0
PROTOCOL_VERSION = "2025-06-18"

# No proxy from the environment: the daemon listens on the user's own machine, where a proxy
# cannot reach it, and a proxy would see the API key.
_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class Transport(Protocol):
    def call(self, name: str, params: Dict[str, Any]) -> ToolResult[Any]: ...

    def close(self) -> None: ...


def _headers(key: Optional[str]) -> Dict[str, str]:
    return {"Authorization": f"Bearer {key}"} if key else {}


def _send(request: urllib.request.Request, timeout: float):
    """The open response; HTTP errors come back as TabRelayError with the code of their JSON body."""
    try:
        return _OPENER.open(request, timeout=timeout)
    except urllib.error.HTTPError as e:
        raw = e.read().decode("utf-8", "replace")
        try:
            error = json.loads(raw).get("error") or {}
        except ValueError:
            error = {}
        raise TabRelayError(error.get("code") or f"HTTP_{e.code}", error.get("message") or raw[:200], e.code) from None
    except (socket.timeout, TimeoutError):
        raise TabRelayError("TIMEOUT", f"no answer from {request.full_url} within {timeout} s") from None
    except urllib.error.URLError as e:
        raise TabRelayError("DAEMON_UNREACHABLE", f"no TabRelay daemon answered at {request.full_url} ({e.reason}); "
                            "start it with `tabrelay serve`") from None


class RestTransport:
    """``POST /api/v1/command``: one request per call."""

    def __init__(self, url: str = DEFAULT_URL, key: Optional[str] = None, client_name: str = "tabrelay-client",
                 timeout: float = DEFAULT_TIMEOUT):
        self.endpoint = url.rstrip("/") + "/api/v1/command"
        self.headers = {"Content-Type": "application/json", "X-Client-Name": client_name, **_headers(key)}
        self.timeout = timeout

    def call(self, name: str, params: Dict[str, Any]) -> ToolResult[Any]:
        body = json.dumps({"command": name, "params": params}).encode("utf-8")
        request = urllib.request.Request(self.endpoint, data=body, headers=self.headers, method="POST")
        try:
            with _send(request, self.timeout) as response:
                status = response.status
                answer = json.loads(response.read().decode("utf-8"))
        except TabRelayError as e:
            e.tool = name
            raise
        except ValueError as e:
            raise TabRelayError("PROTOCOL_ERROR", f"the answer is not JSON: {e}", tool=name) from None
        result = to_result(answer.get("content"), answer.get("structuredContent"))
        if answer.get("ok") is False:  # a tool that failed in the browser: HTTP 200 with its error
            raise error_of(result, name, status)
        return result

    def close(self) -> None:
        pass


class McpTransport:
    """MCP over Streamable HTTP: initialize once, then ``tools/call`` with the session's Mcp-Session-Id.
    The server answers each request with JSON or with a short SSE stream; both are read."""

    def __init__(self, url: str = DEFAULT_URL + "/mcp", key: Optional[str] = None, client_name: str = "tabrelay-client",
                 timeout: float = DEFAULT_TIMEOUT):
        self.url = url
        self.timeout = timeout
        self.client_name = client_name
        self.base_headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                             **_headers(key)}
        self.session: Optional[str] = None
        self.version: Optional[str] = None
        self.next_id = 0
        self._initialize()

    def _initialize(self) -> None:
        self.session = self.version = None
        result = self._request("initialize", {"protocolVersion": PROTOCOL_VERSION, "capabilities": {},
                                              "clientInfo": {"name": self.client_name, "version": "0.1.0"}})
        self.version = result.get("protocolVersion", PROTOCOL_VERSION)
        self._post({"jsonrpc": "2.0", "method": "notifications/initialized"}).close()

    def _post(self, message: Dict[str, Any], method: str = "POST"):
        headers = dict(self.base_headers)
        if self.session:
            headers["Mcp-Session-Id"] = self.session
        if self.version:
            headers["MCP-Protocol-Version"] = self.version
        data = json.dumps(message).encode("utf-8") if method == "POST" else None
        return _send(urllib.request.Request(self.url, data=data, headers=headers, method=method), self.timeout)

    def _request(self, method: str, params: Dict[str, Any]) -> Dict[str, Any]:
        self.next_id += 1
        with self._post({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}) as response:
            self.session = response.headers.get("Mcp-Session-Id") or self.session
            if response.headers.get("Content-Type", "").startswith("text/event-stream"):
                answer = next((m for m in _events(response) if m.get("id") == self.next_id), None)
            else:
                answer = json.loads(response.read().decode("utf-8"))
        if answer is None:
            raise TabRelayError("PROTOCOL_ERROR", f"the stream for {method} ended without an answer")
        if "error" in answer:
            error = answer["error"]
            # An unknown tool is "invalid params" (-32602), as the MCP specification has it.
            code = "UNKNOWN_TOOL" if error.get("code") == -32602 and "tool" in str(error.get("message", "")).lower() \
                else "PROTOCOL_ERROR"
            raise TabRelayError(code, str(error.get("message")))
        return answer.get("result") or {}

    def call(self, name: str, params: Dict[str, Any]) -> ToolResult[Any]:
        try:
            answer = self._request("tools/call", {"name": name, "arguments": params})
        except TabRelayError as e:
            if e.status != 404 or not self.session:
                e.tool = name
                raise
            self._initialize()  # 404: the session ended (idle, or the daemon restarted); start a new one once
            answer = self._request("tools/call", {"name": name, "arguments": params})
        result = to_result(answer.get("content"), answer.get("structuredContent"))
        if answer.get("isError"):
            raise error_of(result, name)
        return result

    def close(self) -> None:
        if self.session:
            try:
                self._post({}, method="DELETE").close()
            except TabRelayError:
                pass  # the session is gone either way
            self.session = None


def _events(response) -> Iterator[Dict[str, Any]]:
    """The JSON-RPC messages of an SSE stream: each event's data lines, joined."""
    data = []
    for raw in response:
        line = raw.decode("utf-8").rstrip("\r\n")
        if line.startswith("data:"):
            value = line[5:]
            data.append(value[1:] if value.startswith(" ") else value)
        elif not line and data:
            yield json.loads("\n".join(data))
            data = []
    if data:
        yield json.loads("\n".join(data))
