# The part of google-re2 (module re2) that sanad.core.linear_regex uses.

class error(Exception): ...  # noqa: N801, N818 - the library's own name

class Options:
    case_sensitive: bool
    log_errors: bool
    max_mem: int
    longest_match: bool
    never_capture: bool
    def __init__(self) -> None: ...

class _Match:
    def start(self, group: int = ...) -> int: ...
    def end(self, group: int = ...) -> int: ...

class _Regexp:
    @property
    def pattern(self) -> str: ...
    def search(self, text: str | bytes) -> _Match | None: ...
    def match(self, text: str | bytes) -> _Match | None: ...

def compile(pattern: str, options: Options | None = ...) -> _Regexp: ...  # noqa: A001 - the library's own name
