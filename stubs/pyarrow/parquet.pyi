# The parquet reader that sanad.adapters.vectors calls.
from pyarrow import Table

def read_table(source: str, columns: list[str] | None = ...) -> Table: ...
