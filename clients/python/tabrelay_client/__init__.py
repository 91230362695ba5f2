"""Typed client for TabRelay: one method per tool, over the REST API or MCP (Streamable HTTP).

    from tabrelay_client import ChromeBridge
    with ChromeBridge.rest() as bridge:
        print(bridge.browser_extract(url="https://example.com").text)
"""
from .bridge_core import BridgeCore
from .generated.bridge import ChromeBridge
from .generated.tool_types import ERROR_CODES, ErrorCode, ErrorHelp
from .result import TabRelayError, ToolResult
from .transports import DEFAULT_URL, McpTransport, RestTransport, Transport

__all__ = ["BridgeCore", "ChromeBridge", "DEFAULT_URL", "ERROR_CODES", "ErrorCode", "ErrorHelp", "McpTransport", "RestTransport",
           "TabRelayError", "ToolResult", "Transport"]
