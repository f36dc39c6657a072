"""A fast deep copy of game states (pydantic models of lists, dicts and scalars).

``apply`` never mutates its input (docs/design.md §2), so every transition starts from a copy.
``model_validate(model_dump())`` and ``model_copy(deep=True)`` spend 25–35 % of a playout in
validation or in :func:`copy.deepcopy`'s memo; a state is a tree of models, lists, dicts and
immutable scalars, so a structural copy that shares the immutable parts is enough.

Each model class gets a copy plan from its field annotations, made once: a field whose type is
immutable (scalars, literals, tuples of them, frozen models) is shared, a list or dict of
immutable items (a deck, a hand, a bag) is copied in one C call (``list(v)``, ``dict(v)``), and
anything else is copied level by level. A value that does not have its annotated shape (a list
assigned to a tuple field) is copied level by level too, so nothing mutable is ever shared.
"""

from __future__ import annotations

import copy
import types
from collections.abc import Callable
from functools import cache
from typing import Any, Literal, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel

from rules.core.text import Msg

M = TypeVar("M", bound=BaseModel)

#: Shared by every copy; a :class:`~rules.core.text.Msg` (a translatable sentence, a ``str``
#: whose id and arguments are never changed) too.
_IMMUTABLE: frozenset[type] = frozenset({str, Msg, int, float, bool, type(None), bytes, frozenset})
_set = object.__setattr__
Copier = Callable[[Any], Any]


def copy_value(value: Any) -> Any:
    """A copy of ``value`` that shares nothing mutable with it.

    Models marked ``frozen`` and immutable scalars are shared; models, lists, dicts, sets and
    tuples are copied level by level; anything else falls back to :func:`copy.deepcopy`.
    """
    kind = type(value)
    if kind in _IMMUTABLE:
        return value
    if kind is list:
        return [item if type(item) in _IMMUTABLE else copy_value(item) for item in value]
    if kind is dict:
        return {
            key: item if type(item) in _IMMUTABLE else copy_value(item)
            for key, item in value.items()
        }
    if isinstance(value, BaseModel):
        return value if _is_frozen(type(value)) else copy_model(value)
    if kind is tuple:
        return tuple(copy_value(item) for item in value)
    if kind is set:
        return set(value)
    return copy.deepcopy(value)


@cache
def _is_frozen(kind: type[BaseModel]) -> bool:
    return bool(kind.model_config.get("frozen", False))


def _is_value(item: Any) -> bool:
    """True for an immutable scalar or a frozen model (shared by every copy)."""
    return type(item) in _IMMUTABLE or (isinstance(item, BaseModel) and _is_frozen(type(item)))


def _immutable(annotation: Any) -> bool:
    """True when every value of ``annotation`` is immutable (a scalar, a literal, a frozen model,
    a tuple or union of those)."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Literal:
        return True
    if origin in (Union, types.UnionType):
        return all(_immutable(arg) for arg in args)
    if origin is tuple:
        return all(arg is Ellipsis or _immutable(arg) for arg in args)
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return _is_frozen(annotation)
    return annotation in _IMMUTABLE


def _share(value: Any) -> Any:
    """A value annotated immutable, shared; copied if it is not (a list in a tuple field)."""
    if _is_value(value) or (type(value) is tuple and all(map(_is_value, value))):
        return value
    return copy_value(value)


def _share_tuple(value: Any) -> Any:
    """A value of a field annotated as a tuple of immutable items (sectors, dice): a tuple is
    shared as it is (its items are what the annotation says: the type checker sees to that);
    anything else (a list assigned to the field) is copied."""
    return value if type(value) is tuple or value is None else _share(value)


def _shallow_list(value: Any) -> Any:
    return list(value) if type(value) is list else copy_value(value)


def _shallow_dict(value: Any) -> Any:
    return dict(value) if type(value) is dict else copy_value(value)


def _list_of_lists(value: Any) -> Any:
    """A list of lists of immutable items (rows, decks): each inner list in one C call."""
    if type(value) is not list:
        return copy_value(value)
    return [list(item) if type(item) is list else copy_value(item) for item in value]


def _models_of(kind: type[BaseModel]) -> Copier:
    """A copier of a list of ``kind`` models (seats): each item by its compiled copier."""

    def copy_items(value: Any) -> Any:
        if type(value) is not list:
            return copy_value(value)
        copy_one = _compiled(kind)
        return [copy_one(item) if type(item) is kind else copy_value(item) for item in value]

    return copy_items


def _model_of(kind: type[BaseModel]) -> Copier:
    """A copier of a field holding a ``kind`` model (a seat's preferences, a window): its
    compiled copier (looked up on first use: a model may hold its own kind), ``None`` and
    anything else by :func:`copy_value`."""
    compiled: list[Callable[[Any], Any]] = []

    def copy_one(value: Any) -> Any:
        if not compiled:
            compiled.append(_compiled(kind))
        return compiled[0](value) if type(value) is kind else copy_value(value)

    return copy_one


def _optional_model(annotation: Any) -> type[BaseModel] | None:
    """The mutable model class of a ``M`` or ``M | None`` annotation, else ``None``."""
    kinds = [annotation]
    if get_origin(annotation) in (Union, types.UnionType):
        kinds = [arg for arg in get_args(annotation) if arg is not type(None)]
    if len(kinds) == 1 and _is_mutable_model(kinds[0]):
        kind: type[BaseModel] = kinds[0]
        return kind
    return None


def _is_mutable_model(annotation: Any) -> bool:
    return (
        isinstance(annotation, type)
        and issubclass(annotation, BaseModel)
        and not _is_frozen(annotation)
    )


def _is_tuple(annotation: Any) -> bool:
    """True for ``tuple[...]`` and ``tuple[...] | None``."""
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        kinds = [arg for arg in get_args(annotation) if arg is not type(None)]
        return len(kinds) == 1 and get_origin(kinds[0]) is tuple
    return origin is tuple


def _copier(annotation: Any) -> Copier:
    """How to copy a field of type ``annotation`` (see the module docstring)."""
    origin, args = get_origin(annotation), get_args(annotation)
    if _immutable(annotation) and _is_tuple(annotation):
        return _share_tuple
    if _immutable(annotation):
        return _share
    if origin is list and args and _immutable(args[0]):
        return _shallow_list
    if origin is list and args and get_origin(args[0]) is list and _immutable(get_args(args[0])[0]):
        return _list_of_lists
    if origin is list and args and _is_mutable_model(args[0]):
        return _models_of(args[0])
    if origin is dict and len(args) == 2 and _immutable(args[0]) and _immutable(args[1]):
        return _shallow_dict
    if (kind := _optional_model(annotation)) is not None:
        return _model_of(kind)
    return copy_value


@cache
def _plan(kind: type[BaseModel]) -> tuple[tuple[str, Copier], ...]:
    """(field name, its copier) for every field of the model class ``kind``."""
    return tuple((name, _copier(field.annotation)) for name, field in kind.model_fields.items())


@cache
def _compiled(kind: type[BaseModel]) -> Callable[[Any], Any]:
    """The copy function of the model class ``kind``: its plan written out as one function (one
    dict display instead of a loop over the plan; a shared field is taken as it is when its
    value is an immutable scalar)."""
    namespace: dict[str, Any] = {
        "kind": kind,
        "new_of": kind.__new__,
        "put": _set,
        "scalar": _IMMUTABLE,
        "share": _share,
        "copy_value": copy_value,
    }
    entries = []
    for index, (name, copier) in enumerate(_plan(kind)):
        value = f"v[{name!r}]"
        if copier is _share:
            entries.append(f"{name!r}: {value} if type({value}) in scalar else share({value})")
        else:
            namespace[f"c{index}"] = copier
            entries.append(f"{name!r}: c{index}({value})")
    # A model that allows no extra fields and has no private attributes has None for both.
    extra = "copy_value(model.__pydantic_extra__)"
    if kind.model_config.get("extra") != "allow":
        extra = "None"
    private = "copy_value(model.__pydantic_private__)"
    if not kind.__private_attributes__:
        private = "None"
    source = (
        "def copy(model):\n"
        "    v = model.__dict__\n"
        "    new = new_of(kind)\n"
        f"    put(new, '__dict__', {{{', '.join(entries)}}})\n"
        "    put(new, '__pydantic_fields_set__', set(model.__pydantic_fields_set__))\n"
        f"    put(new, '__pydantic_extra__', {extra})\n"
        f"    put(new, '__pydantic_private__', {private})\n"
        "    return new\n"
    )
    exec(source, namespace)
    function: Callable[[Any], Any] = namespace["copy"]
    return function


def copy_model(model: M) -> M:
    """A deep copy of ``model`` (see the module docstring), without validation.

    The copy equals ``model``, dumps to the same JSON and keeps its set fields, extra and
    private attributes; mutating the copy leaves ``model`` untouched.
    """
    copy: Callable[[M], M] = _compiled(type(model))
    return copy(model)
