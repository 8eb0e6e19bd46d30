"""Regenerate the MCP tools' output schemas (src/sanad/adapters/mcp_schemas.json).

Usage: .venv/bin/python scripts/mcp_schemas.py
Run it after changing a TypedDict in sanad.adapters.mcp_wire; a test fails until you do.
"""

import json

from sanad.adapters.mcp_contract import SCHEMAS_FILE
from sanad.adapters.mcp_wire import generate_output_schemas


def main() -> None:
    """Write the schemas file."""
    text = json.dumps(generate_output_schemas(), indent=1, ensure_ascii=False, sort_keys=True)
    SCHEMAS_FILE.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {SCHEMAS_FILE}")


if __name__ == "__main__":
    main()
