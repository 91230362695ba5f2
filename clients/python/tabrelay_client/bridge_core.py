"""The base of the generated ChromeBridge: its typed methods all end in ``call``."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Type, TypeVar

from .result import ToolResult
from .transports import DEFAULT_TIMEOUT, DEFAULT_URL, McpTransport, RestTransport, Transport

B = TypeVar("B", bound="BridgeCore")


class BridgeCore:
    def __init__(self, transport: Transport):
        self.transport = transport

    @classmethod
    def rest(cls: Type[B], url: str = DEFAULT_URL, key: Optional[str] = None,
             client_name: str = "tabrelay-client", timeout: float = DEFAULT_TIMEOUT) -> B:
        """A bridge over the REST API (``POST /api/v1/command``)."""
        return cls(RestTransport(url, key, client_name, timeout))

    @classmethod
    def mcp(cls: Type[B], url: str = DEFAULT_URL + "/mcp", key: Optional[str] = None,
            client_name: str = "tabrelay-client", timeout: float = DEFAULT_TIMEOUT) -> B:
        """A bridge over MCP (Streamable HTTP at ``/mcp``), connected and initialized."""
        return cls(McpTransport(url, key, client_name, timeout))

    def call(self, name: str, params: Optional[Mapping[str, Any]] = None) -> ToolResult[Any]:
        """Calls any tool by name or alias: the escape hatch for aliases and tools newer than this client.

        Arguments that are None are not sent, so a method's optional parameters can be passed through.
        """
        sent = {k: v for k, v in (params or {}).items() if v is not None}
        return self.transport.call(name, sent)

    def close(self) -> None:
        self.transport.close()

    def __enter__(self: B) -> B:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
