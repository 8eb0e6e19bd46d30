"""A cattrs converter that checks scalar types instead of converting them.

cattrs' default converter turns ``"false"`` into ``True`` and ``256.5`` into ``256``: in a
scholar's config file or a corpus manifest that silently changes meaning. Every boundary builds
its own private converter with :func:`strict_converter`.
"""

from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

import cattrs
from cattrs.cols import is_sequence, list_structure_factory
from cattrs.v import format_exception


def _strict(kind: type, name: str) -> Any:  # noqa: ANN401 - a cattrs hook of any scalar type
    def structure(value: object, _type: object) -> object:
        # bool is a subclass of int: a flag is never a number, and a number never a flag.
        if isinstance(value, bool) != (kind is bool) or not isinstance(value, kind):
            msg = f"expected {name}, got {type(value).__name__} {value!r}"
            raise TypeError(msg)
        return value

    return structure


def _number(value: object, _type: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        msg = f"expected a number, got {type(value).__name__} {value!r}"
        raise TypeError(msg)
    return float(value)


def _strict_sequence(kind: Any, converter: cattrs.Converter) -> Any:  # noqa: ANN401 - a cattrs hook
    """A list or tuple field's hook that takes only a list or tuple, never a text.

    cattrs reads a text as the sequence of its letters: ``forms = "tanks"`` where a list is
    meant would become five one-letter forms.
    """
    inner = list_structure_factory(kind, converter)

    def structure(value: object, type_: object) -> object:
        if not isinstance(value, list | tuple):
            msg = f"expected a list, got {type(value).__name__} {value!r}"
            raise TypeError(msg)
        return inner(value, type_)

    return structure


def strict_converter(*, tuples_as_lists: bool = False) -> cattrs.Converter:
    """A converter that rejects extra keys and never coerces bool, int, float, str or a list.

    With ``tuples_as_lists``, tuples unstructure to lists, the JSON type they stand for (for a
    boundary whose values are typed as JSON, like the MCP server's TypedDicts).
    """
    overrides: dict[Any, Any] = {tuple: list, Sequence: list} if tuples_as_lists else {}
    converter = cattrs.Converter(forbid_extra_keys=True, unstruct_collection_overrides=overrides)
    converter.register_structure_hook(bool, _strict(bool, "true or false"))
    converter.register_structure_hook(int, _strict(int, "a whole number"))
    converter.register_structure_hook(str, _strict(str, "text"))
    converter.register_structure_hook(float, _number)
    converter.register_structure_hook_factory(
        lambda kind: is_sequence(kind) and getattr(kind, "__origin__", None) is list,
        lambda kind: _strict_sequence(kind, converter),
    )
    return converter


_T = TypeVar("_T")


def _saying_why(error: BaseException, kind: type | None) -> str:
    """Cattrs' wording, plus a validator's own reason (its default is only "invalid value")."""
    said = format_exception(error, kind)
    if said == "invalid value" and str(error):
        return f"invalid value ({error})"
    return said


def structure_file(converter: cattrs.Converter, data: object, kind: type[_T], path: Path) -> _T:
    """Structure a file's data; a mismatch is a one-line ValueError naming the file and keys."""
    try:
        return converter.structure(data, kind)
    except cattrs.BaseValidationError as error:
        details = "; ".join(
            cattrs.transform_error(error, path=path.name, format_exception=_saying_why)
        )
        msg = f"{path}: {details}"
        raise ValueError(msg) from None
    except (ValueError, TypeError) as error:
        msg = f"{path}: {error}"
        raise ValueError(msg) from None
