"""What a call gives back, whichever the transport: a result, or a TabRelayError with the stable code."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Dict, Generic, List, Optional, TypeVar

S = TypeVar("S")

_CODE = re.compile(r"^([A-Z][A-Z_]+):\s*")


class TabRelayError(Exception):
    """A refused or failed call. ``code`` is stable (README, "Troubleshooting"): branch on it, never on the message.

    Codes only a client sees: ``DAEMON_UNREACHABLE`` (nothing answered) and ``PROTOCOL_ERROR``
    (an answer that is not TabRelay's).
    """

    def __init__(self, code: str, message: str, status: Optional[int] = None, tool: Optional[str] = None):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.status = status
        self.tool = tool


@dataclass
class ToolResult(Generic[S]):
    """A tool's answer: its content items and, for tools with an output schema, structured content."""

    content: List[Dict[str, Any]] = field(default_factory=list)
    structured_content: Optional[S] = None

    @property
    def text(self) -> str:
        """All text items joined by newlines: the Markdown of browser_extract, for example."""
        return "\n".join(c.get("text", "") for c in self.content if c.get("type") == "text")


def to_result(content: Optional[List[Dict[str, Any]]], structured: Any) -> ToolResult[Any]:
    """One shape for both transports: MCP's embedded resource is flattened as REST sends it."""
    items = []
    for c in content or []:
        if c.get("type") == "resource" and isinstance(c.get("resource"), dict):
            r = c["resource"]
            c = {"type": "resource", "uri": r.get("uri"), "mimeType": r.get("mimeType"), "text": r.get("text")}
        items.append(c)
    return ToolResult(items, structured)


def error_of(result: ToolResult[Any], tool: str, status: Optional[int] = None) -> TabRelayError:
    """The error of a failed tool result: its structured {error: {code, message}}, else its "CODE: message" text."""
    error = (result.structured_content or {}).get("error") or {}
    match = _CODE.match(result.text)
    code = error.get("code") or (match.group(1) if match else "INTERNAL")
    message = error.get("message") or _CODE.sub("", result.text, count=1)
    return TabRelayError(code, message, status, tool)
