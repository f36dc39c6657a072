"""Space Base's ``private_summary``: the Light-Speed hand while choosing, standing preferences."""

from __future__ import annotations

from rules.core.summary import SUMMARY_LIMIT
from rules.space_base import GAME
from rules.space_base.actions import Keep
from rules.space_base.state import Preferences, PrivateView, SpaceBaseState
from rules.space_base.summary import NOTHING_SECRET


def _light_speed() -> SpaceBaseState:
    return GAME.setup(3, seed="ls", options={"light_speed": True})


def _bullets(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("• ")]


def test_the_light_speed_hand_is_listed_by_position_and_id() -> None:
    state = _light_speed()
    lines = _bullets(GAME.private_summary(state, 0))
    hand = state.seats[0].hand
    assert [line.split("`")[1] for line in lines] == hand
    assert all(line.startswith(f"• {n}. ") for n, line in enumerate(lines, start=1))


def test_a_hand_card_line_gives_its_name_cost_and_boxes() -> None:
    state = _light_speed()
    view = GAME.view(state, 0)
    assert isinstance(view, PrivateView)
    card = view.hand[0]
    line = _bullets(GAME.private_summary(state, 0))[0]
    assert card.name in line and f"cost {card.cost}" in line
    assert f"blue: {card.blue.text}" in line and f"red: {card.red.text}" in line


def test_the_light_speed_hand_fits_the_limit() -> None:
    assert len(GAME.private_summary(_light_speed(), 0)) <= SUMMARY_LIMIT


def test_a_made_keep_marks_the_kept_cards_until_the_reveal() -> None:
    state = GAME.apply(_light_speed(), 1, Keep(positions=(1, 3))).state
    lines = _bullets(GAME.private_summary(state, 1))
    assert [n for n, line in enumerate(lines, start=1) if line.endswith("✓ kept")] == [1, 3]


def test_without_a_hand_the_summary_says_nothing_else_is_secret() -> None:
    state = GAME.setup(3, seed="plain")
    text = GAME.private_summary(state, 0)
    assert text.splitlines()[0] == NOTHING_SECRET
    assert not _bullets(text)


def test_the_standing_preferences_are_stated() -> None:
    state = GAME.setup(2, seed="plain")
    state.seats[0].prefs = Preferences(
        allocation="larger-vp", auto_use={"s03": "always", "s05": "ask"}
    )
    text = GAME.private_summary(state, 0)
    assert "sum or split on others' turns: take the larger VP" in text
    assert _bullets(text) == ["• `s03`: always use its charged ability off-turn"]
