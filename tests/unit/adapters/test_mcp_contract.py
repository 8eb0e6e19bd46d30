"""The light module the protocol layer starts with agrees with the core and the wire types."""

import subprocess
import sys

from sanad.adapters import mcp_contract
from sanad.adapters.mcp_wire import OUTPUT_TYPES, generate_output_schemas
from sanad.core.answer import DEFAULT_K, MAX_K
from sanad.core.audit import MAX_AUDIT_CHARS
from sanad.core.citations import MAX_REFERENCE_CHARS
from sanad.core.question import MAX_QUESTION_CHARS


def test_the_limits_are_the_core_s() -> None:
    assert mcp_contract.MAX_K == MAX_K
    assert mcp_contract.DEFAULT_K == DEFAULT_K
    assert mcp_contract.MAX_QUESTION_CHARS == MAX_QUESTION_CHARS
    assert mcp_contract.MAX_REFERENCE_CHARS == MAX_REFERENCE_CHARS
    assert mcp_contract.MAX_AUDIT_CHARS == MAX_AUDIT_CHARS


def test_the_stored_output_schemas_are_the_wire_types() -> None:
    # If this fails after a change to a TypedDict: .venv/bin/python scripts/mcp_schemas.py
    assert mcp_contract.output_schemas() == generate_output_schemas()
    assert set(mcp_contract.output_schemas()) == set(OUTPUT_TYPES)


def test_every_output_schema_forbids_keys_it_does_not_name() -> None:
    def objects(schema: object) -> list[dict[str, object]]:
        if isinstance(schema, dict):
            found = [schema] if schema.get("type") == "object" and "properties" in schema else []
            return found + [o for value in schema.values() for o in objects(value)]
        if isinstance(schema, list):
            return [o for value in schema for o in objects(value)]
        return []

    for name, schema in mcp_contract.output_schemas().items():
        found = objects(schema)
        assert found, name
        for obj in found:
            assert obj.get("additionalProperties") is False, (name, obj.get("title"))


def test_the_protocol_layer_imports_neither_the_pipeline_nor_the_converters() -> None:
    # What sanad serve loads before it can answer initialize (the rest loads in the background).
    probe = (
        "import sys, sanad.adapters.cli, sanad.mcp_server;print('\\n'.join(sorted(sys.modules)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120
    )
    loaded = set(done.stdout.split())
    assert "sanad.mcp_server" in loaded
    for heavy in (
        "sanad.core.evaluate",
        "sanad.core.citations",
        "sanad.core.inventory",
        "sanad.adapters.mcp_wire",
        "sanad.adapters.mcp_service",
        "sanad.adapters.wire",
        "sanad.adapters.ingest",
        "numpy",
    ):
        assert heavy not in loaded, heavy
