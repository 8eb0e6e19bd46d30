# The part of Whoosh (untyped) that sanad.adapters.surah_names uses: read stored fields.
class FieldType: ...

STORED: FieldType

def ID(*, stored: bool = ...) -> FieldType: ...  # noqa: N802 - Whoosh's own name
def NUMERIC(  # noqa: N802 - Whoosh's own name
    numtype: type[int], *, bits: int, signed: bool, shift_step: int, stored: bool
) -> FieldType: ...

class Schema:
    def __init__(self, **fields: FieldType) -> None: ...
