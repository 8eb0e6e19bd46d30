"""The surah names read from the installed alfanous3 package (issue 17)."""

from sanad.adapters.surah_names import names_source, read_surah_names


def test_the_package_gives_114_names_in_order_with_its_licence() -> None:
    names = read_surah_names()
    assert [n.number for n in names] == list(range(1, 115))
    assert (names[1].arabic, names[1].transliteration) == ("البقرة", "Al-Baqarah")
    assert names[111].arabic == "الإخلاص"
    source = names_source()
    assert "alfanous3 1.9.4" in source
    assert "GPL" in source
