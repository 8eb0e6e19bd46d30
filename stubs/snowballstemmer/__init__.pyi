# The part of snowballstemmer that sanad.core.stem uses.
class _Stemmer:
    def stemWord(self, word: str) -> str: ...  # noqa: N802 - the library's own name
    def stemWords(self, words: list[str]) -> list[str]: ...  # noqa: N802 - the library's own name

def stemmer(lang: str) -> _Stemmer: ...
def algorithms() -> list[str]: ...
