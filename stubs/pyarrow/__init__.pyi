# pyarrow, as far as sanad.adapters.vectors (the one module that touches it) uses it.

class ChunkedArray:
    def to_pylist(self) -> list[object]: ...

class Table:
    def column(self, name: str) -> ChunkedArray: ...
