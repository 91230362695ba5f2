# generated from contract/tools.json and contract/link.json by scripts/generate-clients.mjs — do not edit
"""Generated from the tool registry: ChromeBridge (bridge.py) and its types (tool_types.py)."""
