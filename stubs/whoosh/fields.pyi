from typing import Any

class FieldType: ...

STORED: FieldType

class Schema:
    def __init__(self, **fields: Any) -> None: ...
