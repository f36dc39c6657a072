"""The structural state copy (rules.core.copying)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, PrivateAttr

from rules.core.copying import copy_model


class _Card(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str


class _Seat(BaseModel):
    hand: list[str]
    goods: dict[str, int]
    played: list[_Card]


class _State(BaseModel):
    seats: list[_Seat]
    window: tuple[int, ...] | None = None
    market: dict[str, list[str]]


def _state() -> _State:
    return _State(
        seats=[_Seat(hand=["a", "b"], goods={"blue": 1}, played=[_Card(id="c")])],
        window=(1, 2),
        market={"row": ["x"]},
    )


def test_a_copy_equals_its_original_and_dumps_the_same() -> None:
    state = _state()
    copy = copy_model(state)
    assert copy == state
    assert copy.model_dump_json() == state.model_dump_json()


def test_mutating_a_copy_leaves_the_original_untouched() -> None:
    state = _state()
    copy = copy_model(state)
    copy.seats[0].hand.append("z")
    copy.seats[0].goods["blue"] = 5
    copy.market["row"].clear()
    assert state == _state()


def test_frozen_models_are_shared() -> None:
    state = _state()
    assert copy_model(state).seats[0].played[0] is state.seats[0].played[0]


class _Extra(BaseModel):
    model_config = ConfigDict(extra="allow")
    hand: list[str] = []
    _seen: list[str] = PrivateAttr(default_factory=list)


def test_set_fields_extra_and_private_attributes_are_kept_and_not_shared() -> None:
    model = _Extra(notes=["x"])
    model._seen.append("a")
    copy = copy_model(model)
    copy.__pydantic_extra__["notes"].append("y")  # type: ignore[index]
    copy._seen.append("b")
    assert (copy.model_fields_set, copy._seen) == ({"notes"}, ["a", "b"])
    assert (model.model_dump(), model._seen) == ({"hand": [], "notes": ["x"]}, ["a"])


def test_lists_of_ids_are_copied_and_mutable_values_in_immutable_fields_too() -> None:
    state = _state()
    state.window = [1, 2]  # type: ignore[assignment]  # not the annotated tuple
    copy = copy_model(state)
    copy.window.append(3)  # type: ignore[union-attr]
    copy.seats[0].played.append(_Card(id="d"))
    assert state.window == [1, 2]  # type: ignore[comparison-overlap]
    assert [c.id for c in state.seats[0].played] == ["c"]
