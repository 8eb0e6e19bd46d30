# The part of farahidi (untyped) that sanad.adapters.arabic_digest uses: one word's analyses.
class Affix:
    form: str

class Analysis:
    lemma: str | None
    root: str | None
    pos: str | None
    type: str | None
    score: float
    proclitics: tuple[Affix, ...]
    enclitics: tuple[Affix, ...]

class Analyzer:
    def __init__(self) -> None: ...
    def analyze(self, word: str) -> list[Analysis]: ...

__version__: str
