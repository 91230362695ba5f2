"""Checked by pyright (e2e/clients.test.mjs), never run: the generated types accept what the bridge
accepts and refuse the rest. Each ``# type: ignore`` marks a call that must not type-check; pyright
reports an ignore that is not needed (pyrightconfig.json), so each such line fails the check if it
type-checks."""
from __future__ import annotations

from typing import List, Optional

from tabrelay_client import ERROR_CODES, ChromeBridge, ErrorCode, TabRelayError
from tabrelay_client.generated.tool_types import BrowserFillFormFieldsItem


def usage(bridge: ChromeBridge) -> Optional[str]:
    tabs = bridge.browser_tab_list().structured_content or {}
    titles: List[object] = [t.get("title") for t in tabs.get("tabs", [])]
    page = bridge.browser_extract(url="https://example.com", format="markdown", max_chars=5000)
    bridge.browser_click(ref="e12", button="middle", modifiers=["Shift"])
    bridge.browser_drag(from_={"ref": "e1"}, to={"selector": "#bin"})
    field: BrowserFillFormFieldsItem = {"ref": "e3", "value": "ada"}
    bridge.browser_fill_form(fields=[field])
    bridge.update_plan(plan=[{"step": "read the page", "status": "in_progress"}])
    try:
        bridge.browser_tab_close(tab_id=1)
    except TabRelayError as e:
        return f"{e.code}: {ERROR_CODES[e.code].next}" if e.code in ERROR_CODES else e.code
    return page.text + str(titles)


def refused(bridge: ChromeBridge) -> None:
    bridge.browser_click(ref="e1", button="middle_click")  # type: ignore  # not a button the bridge takes (issue 13)
    bridge.browser_tab_close()  # type: ignore  # tab_id is required
    bridge.browser_tab_list(tab=1)  # type: ignore  # no such parameter
    bridge.browser_extract(format="html")  # type: ignore  # one of markdown, json, mcp, text
    bridge.browser_tab_close(tab_id="one")  # type: ignore  # an integer
    bridge.browser_fill_form(fields=[{"ref": "e3"}])  # type: ignore  # each field needs its value
    code: ErrorCode = "TAB_GONE"  # type: ignore  # not a code of the contract
    print(code)
