"""The surah names read from the installed alfanous3 package (issue 17)."""

import importlib
import warnings
from pathlib import Path
from typing import Any

import pytest

from sanad.adapters.surah_names import SURAHS, SurahNamesError, names_source, read_surah_names


def test_the_package_gives_114_names_in_order_with_its_licence() -> None:
    names = read_surah_names()
    assert [n.number for n in names] == list(range(1, 115))
    assert (names[1].arabic, names[1].transliteration) == ("البقرة", "Al-Baqarah")
    assert names[111].arabic == "الإخلاص"
    source = names_source()
    assert "alfanous3 1.9.4" in source
    assert "GPL" in source


def test_the_first_and_last_verses_name_each_surah_as_every_verse_does() -> None:
    from sanad.adapters import surah_names  # noqa: PLC0415 - the private reader, for checking

    assert surah_names._read_surah_names() == surah_names._read_surah_names(every=True)  # noqa: SLF001


def _fake_index(directory: Path, verses: list[tuple[int, str]]) -> None:
    """A Whoosh index in alfanous3's layout: (surah, English name) per verse, words between."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        index: Any = importlib.import_module("whoosh.index")
    from sanad.adapters import surah_names  # noqa: PLC0415

    created = index.create_in(str(directory), surah_names._schema(), indexname="MAIN")  # noqa: SLF001
    writer = created.writer()
    for surah, english in verses:
        writer.add_document(
            kind="aya", sura_id=surah, sura="S", sura_arabic="س", sura_english=english
        )
        writer.add_document(kind="word", sura_id=surah)
    writer.commit()


def _with_index(monkeypatch: pytest.MonkeyPatch, directory: Path) -> None:
    from sanad.adapters import surah_names  # noqa: PLC0415

    monkeypatch.setattr(surah_names, "_index_dir", lambda: directory)


def test_a_surah_named_two_ways_by_its_first_and_last_verses_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    verses = [(n, f"Surah {n}") for n in range(1, SURAHS + 1) for _ in range(3)]
    verses[-1] = (SURAHS, "Another name")
    _fake_index(tmp_path, verses)
    _with_index(monkeypatch, tmp_path)
    with pytest.raises(SurahNamesError, match="surah 114 has two different names"):
        read_surah_names()


def test_a_missing_surah_is_refused_and_a_whole_index_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole, missing = tmp_path / "whole", tmp_path / "missing"
    whole.mkdir()
    missing.mkdir()
    _fake_index(whole, [(n, f"Surah {n}") for n in range(1, SURAHS + 1) for _ in range(2)])
    _fake_index(missing, [(n, f"Surah {n}") for n in range(1, SURAHS + 1) if n != 7])
    _with_index(monkeypatch, whole)
    assert [n.english for n in read_surah_names()] == [f"Surah {n}" for n in range(1, 115)]
    _with_index(monkeypatch, missing)
    with pytest.raises(SurahNamesError, match="names for 113 surahs"):
        read_surah_names()
