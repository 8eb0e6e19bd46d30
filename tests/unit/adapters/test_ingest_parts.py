import gzip
import json
from pathlib import Path

import attrs
import pytest

from sanad.adapters import sources
from sanad.adapters.config_files import HadithSource, load_sources
from sanad.adapters.ingest_parts import (
    IngestParts,
    code_fingerprint,
    content_hash,
    kept_batch,
)


def test_content_hash_reads_values_not_which_strings_are_one_object() -> None:
    one = "x" * 10
    two = "".join(["x" * 5, "x" * 5])
    assert one is not two
    assert content_hash({one: one}) == content_hash({one: two})
    assert content_hash({one: one}) != content_hash({one: one + "y"})


def test_a_part_is_served_under_its_own_key_only(tmp_path: Path) -> None:
    parts = IngestParts(directory=tmp_path, code="c" * 64)
    key = parts.key("narrators", content_hash(("record one",)))
    parts.put("narrators", "bukhari", key, ["line"])
    assert parts.get("narrators", "bukhari", key) == ["line"]
    changed = parts.key("narrators", content_hash(("record one, edited",)))
    assert changed != key
    assert parts.get("narrators", "bukhari", changed) is None  # a changed input: not served
    assert parts.get("english", "bukhari", key) is None


def test_a_part_of_other_code_or_another_table_is_never_served(tmp_path: Path) -> None:
    old = IngestParts(directory=tmp_path, code="a" * 64)
    old_key = old.key("english", "records", "table")
    old.put("english", "quran", old_key, "old")
    new = IngestParts(directory=tmp_path, code="b" * 64)
    assert new.key("english", "records", "table") != old_key
    assert new.get("english", "quran", new.key("english", "records", "table")) is None
    assert new.key("english", "records", "other table") != new.key("english", "records", "table")
    new.put("english", "quran", new.key("english", "records", "table"), "new")
    assert [p.name[:16] for p in tmp_path.iterdir()] == ["b" * 16]  # the old code's removed


def test_a_damaged_part_is_made_again_and_none_is_kept_when_disabled(tmp_path: Path) -> None:
    parts = IngestParts(directory=tmp_path, code="c" * 64)
    key = parts.key("packed", "records")
    parts.put("packed", "muslim", key, b"packed")
    (only,) = tmp_path.iterdir()
    only.write_bytes(b"not a pickle")
    assert parts.get("packed", "muslim", key) is None
    off = IngestParts.at(tmp_path / "cache", enabled=False)
    off.put("packed", "muslim", key, b"packed")
    assert off.get("packed", "muslim", key) is None
    assert not (tmp_path / "cache").exists()


def test_the_code_fingerprint_follows_every_source_file(tmp_path: Path) -> None:
    package = tmp_path / "package"
    (package / "core").mkdir(parents=True)
    (package / "core" / "table.py").write_text("TABLE = {'a': 'b'}\n")
    before = code_fingerprint(package)
    (package / "core" / "table.py").write_text("TABLE = {'a': 'c'}\n")
    code_fingerprint.cache_clear()
    assert code_fingerprint(package) != before
    code_fingerprint.cache_clear()


@pytest.mark.slow
def test_a_collection_is_read_again_only_when_its_file_or_entry_changes(
    project_config: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = load_sources(project_config).hadith["tirmidhi"]
    copied = tmp_path / "tirmidhi.json.gz"
    copied.write_bytes(sources.data_file(source.distribution, source.file).read_bytes())
    monkeypatch.setattr(sources, "data_file", lambda _distribution, _file: copied)
    reads: list[str] = []
    reading = sources.read_hadith_json

    def counted(key: str, entry: HadithSource) -> sources.SourceBatch:
        reads.append(key)
        return reading(key, entry)

    monkeypatch.setattr(sources, "read_hadith_json", counted)
    parts = IngestParts(directory=tmp_path / "parts", code="c" * 64)
    first = kept_batch(parts, "tirmidhi", source)
    assert kept_batch(parts, "tirmidhi", source) == first
    assert reads == ["tirmidhi"]  # the second time, served as kept
    retitled = kept_batch(parts, "tirmidhi", attrs.evolve(source, title="Another title"))
    assert retitled.info.collection.title == "Another title"
    assert reads == ["tirmidhi"] * 2  # another entry in sources.toml: read again
    data = json.loads(gzip.decompress(copied.read_bytes()))
    data["hadiths"][0]["english"]["text"] = "An edited first entry."
    copied.write_bytes(gzip.compress(json.dumps(data).encode()))
    edited = kept_batch(parts, "tirmidhi", source)
    assert edited.records[0].english == "An edited first entry."  # another file: read again
    assert edited.records[1:] == first.records[1:]
    assert reads == ["tirmidhi"] * 3
    assert kept_batch(IngestParts(directory=None, code="c" * 64), "tirmidhi", source) == edited
    assert reads == ["tirmidhi"] * 4  # nothing kept: read every time
