"""Autocomplete hints for deals: a live check of the typed text and legal completions."""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.state import AfternovaState
from tests.rules.afternova.an_helpers import edited, give_hand, set_planet, table

JEFF, ANDREW = 0, 1
PALLAS = "pl-17"  # piloting 3, engineering 2
DEAL = "propose 1 with hp-41 hp-45 | @2 engineering:1 gets purple purple"


def _nectar(state: AfternovaState) -> None:
    set_planet(state, 0, PALLAS, ["purple", "purple", "green", "white"])
    give_hand(state, JEFF, ["hp-45", "hp-41", "hp-01"])
    give_hand(state, ANDREW, ["hp-33", "hp-02"])


def _values(typed: str, seat: int = JEFF) -> list[str]:
    return [value for _, value in GAME.notation_hints(edited(table(), _nectar), seat, typed)]


def test_every_completion_is_a_legal_action() -> None:
    state = edited(table(), _nectar)
    completions = _values("propose")
    assert completions
    for value in completions:
        GAME.parse_action(state, JEFF, value)


def test_completions_begin_with_what_was_typed() -> None:
    typed = "propose 1 with hp-41 hp-45 | @3"
    assert all(value.startswith(typed) for value in _values(typed)[1:])


def test_a_legal_proposal_is_checked_with_a_tick() -> None:
    state = edited(table(), _nectar)
    assert GAME.notation_hints(state, JEFF, DEAL)[0] == (f"✓ {DEAL}", DEAL)


def test_a_malformed_proposal_is_checked_with_the_friendly_error() -> None:
    name, value = GAME.notation_hints(edited(table(), _nectar), JEFF, DEAL[:-23])[0]
    assert name.startswith("✗") and "piloting:1" in name and value == DEAL[:-23]


def test_a_seat_that_cannot_extract_gets_no_hints() -> None:
    assert _values("propose", ANDREW) == []


def test_the_automas_help_is_completed_in_the_two_player_mode() -> None:
    state = edited(table(2), _nectar)
    values = [v for _, v in GAME.notation_hints(state, JEFF, "extract 1 with")]
    assert any("| bot fills" in value for value in values)


def test_the_notation_help_shows_each_form_with_an_example() -> None:
    text = GAME.notation_help()
    for form in ("extract 2 with", "propose 1 with", "gift @1", "bot fills", "accept", "pass"):
        assert form in text


def test_hints_never_name_another_seats_hand() -> None:
    state = edited(table(), _nectar)
    hidden = set(GAME.secret_ids(state, ANDREW)) | set(GAME.secret_ids(state, 2))
    texts = " ".join(n + v for n, v in GAME.notation_hints(state, JEFF, "p"))
    assert not any(secret in texts for secret in hidden)
