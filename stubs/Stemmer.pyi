# The part of PyStemmer that sanad.core.stem uses.
class Stemmer:
    def __init__(self, algorithm: str, maxCacheSize: int = ...) -> None: ...  # noqa: N803 - the library's own name
    def stemWord(self, word: str) -> str: ...  # noqa: N802 - the library's own name
    def stemWords(self, words: list[str]) -> list[str]: ...  # noqa: N802 - the library's own name

def algorithms(aliases: bool = ...) -> list[str]: ...
