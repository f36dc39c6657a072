"""A fast deep copy of game states (pydantic models of lists, dicts and scalars).

``apply`` never mutates its input (docs/design.md §2), so every transition starts from a copy.
``model_validate(model_dump())`` and ``model_copy(deep=True)`` spend 25–35 % of a playout in
validation or in :func:`copy.deepcopy`'s memo; a state is a tree of models, lists, dicts and
immutable scalars, so a structural copy that shares the immutable parts is enough.
"""

from __future__ import annotations

import copy
from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_IMMUTABLE: frozenset[type] = frozenset({str, int, float, bool, type(None), bytes, frozenset})
_set = object.__setattr__


def copy_value(value: Any) -> Any:
    """A copy of ``value`` that shares nothing mutable with it.

    Models marked ``frozen`` and immutable scalars are shared; models, lists, dicts, sets and
    tuples are copied level by level; anything else falls back to :func:`copy.deepcopy`.
    Immutable items of lists and dicts are tested inline (no call per item): decks and hands
    are long lists of ids.
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
        return value if value.model_config.get("frozen", False) else copy_model(value)
    if kind is tuple:
        return tuple(copy_value(item) for item in value)
    if kind is set:
        return set(value)
    return copy.deepcopy(value)


def copy_model(model: M) -> M:
    """A deep copy of ``model`` (see :func:`copy_value`), without validation.

    The copy equals ``model``, dumps to the same JSON and keeps its set fields, extra and
    private attributes; mutating the copy leaves ``model`` untouched. Built field by field
    rather than through ``model_copy`` (a third faster on a game state).
    """
    new = type(model).__new__(type(model))
    fields = {
        name: value if type(value) in _IMMUTABLE else copy_value(value)
        for name, value in model.__dict__.items()
    }
    _set(new, "__dict__", fields)
    _set(new, "__pydantic_fields_set__", set(model.__pydantic_fields_set__))
    _set(new, "__pydantic_extra__", copy_value(model.__pydantic_extra__))
    _set(new, "__pydantic_private__", copy_value(model.__pydantic_private__))
    return new
