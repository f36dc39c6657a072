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


def _is_frozen(model: BaseModel) -> bool:
    return bool(type(model).model_config.get("frozen", False))


def copy_value(value: Any) -> Any:
    """A copy of ``value`` that shares nothing mutable with it.

    Models marked ``frozen`` and immutable scalars are shared; models, lists, dicts, sets and
    tuples are copied level by level; anything else falls back to :func:`copy.deepcopy`.
    """
    kind = type(value)
    if kind in _IMMUTABLE:
        return value
    if kind is list:
        return [copy_value(item) for item in value]
    if kind is dict:
        return {key: copy_value(item) for key, item in value.items()}
    if isinstance(value, BaseModel):
        return value if _is_frozen(value) else copy_model(value)
    if kind is tuple:
        return tuple(copy_value(item) for item in value)
    if kind is set:
        return set(value)
    return copy.deepcopy(value)


def copy_model(model: M) -> M:
    """A deep copy of ``model`` (see :func:`copy_value`), without validation.

    The copy equals ``model`` and dumps to the same JSON; mutating the copy leaves ``model``
    untouched.
    """
    new = model.model_copy()
    fields = new.__dict__
    for name, value in fields.items():
        if type(value) not in _IMMUTABLE:
            fields[name] = copy_value(value)
    return new
