"""A source term's collections as the corpus holds them: ``hadith`` for all but the Qur'an."""

from sanad.core.config import scope_keys

EIGHT = ("quran", "bukhari", "muslim", "tirmidhi", "abudawud", "nasai", "ibnmajah", "malik")


def test_hadith_is_every_hadith_collection_held() -> None:
    assert scope_keys(("hadith",), EIGHT) == EIGHT[1:]
    assert scope_keys(("hadith",), ("quran", "bukhari", "malik")) == ("bukhari", "malik")


def test_named_collections_are_kept_only_when_held() -> None:
    assert scope_keys(("bukhari", "tirmidhi"), ("quran", "bukhari", "muslim")) == ("bukhari",)
    assert scope_keys(("quran",), EIGHT) == ("quran",)
    assert scope_keys((), EIGHT) == ()
