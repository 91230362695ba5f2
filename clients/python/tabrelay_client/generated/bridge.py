# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""ChromeBridge: one keyword-only method per TabRelay tool, from one mixin per tool family."""
from __future__ import annotations

from .bridge_bridge import BridgeMethods
from .bridge_browser_data import BrowserDataMethods
from .bridge_capture import CaptureMethods
from .bridge_computer import ComputerMethods
from .bridge_diagnostic import DiagnosticMethods
from .bridge_evaluate import EvaluateMethods
from .bridge_extract import ExtractMethods
from .bridge_file import FileMethods
from .bridge_input import InputMethods
from .bridge_log import LogMethods
from .bridge_navigate import NavigateMethods
from .bridge_page import PageMethods
from .bridge_plan import PlanMethods
from .bridge_tab import TabMethods
from .bridge_wait import WaitMethods


class ChromeBridge(BridgeMethods, BrowserDataMethods, CaptureMethods, ComputerMethods, DiagnosticMethods, EvaluateMethods, ExtractMethods, FileMethods, InputMethods, LogMethods, NavigateMethods, PageMethods, PlanMethods, TabMethods, WaitMethods):
    """The TabRelay bridge. Create one with ``ChromeBridge.rest()`` or ``ChromeBridge.mcp()``; each method
    returns the tool's ToolResult or raises TabRelayError with the stable code."""
