"""Afternova's ``private_summary``: a seat's hidden objective, hand and storage in words."""

from __future__ import annotations

from rules.afternova import GAME
from rules.afternova.state import AfternovaState, CompletedBlueprint
from rules.core.summary import SUMMARY_LIMIT
from tests.rules.afternova.an_helpers import CAT, edited, give_hand, set_storage, table

PAWS = [paw.id for paw in CAT.pack.hired_paws]
BLUEPRINTS = [card.id for card in CAT.pack.blueprints]


def _objective(state: AfternovaState, seat: int) -> tuple[str, str]:
    return CAT.starship[state.seats[seat].starship].objective.colours


def _with_hand(cards: list[str]) -> AfternovaState:
    return edited(table(), lambda s: give_hand(s, 0, cards))


def test_the_summary_names_each_hand_card_and_the_objective_colours() -> None:
    state = table()
    for seat in range(state.num_players):
        text = GAME.private_summary(state, seat)
        assert all(f"`{card}`" in text for card in state.seats[seat].hand)
        assert all(f"**{colour}**" in text for colour in _objective(state, seat))


def test_the_summary_names_every_secret_id_of_its_seat() -> None:
    state = table()
    text = GAME.private_summary(state, 1)
    assert all(f"`{secret}`" in text for secret in GAME.secret_ids(state, 1))


def test_a_hired_paw_line_gives_its_skills() -> None:
    paw = CAT.paw[PAWS[20]]
    text = GAME.private_summary(_with_hand([paw.id]), 0)
    skills = ", ".join(f"{skill} {n}" for skill, n in paw.skills.items())
    assert f"• `{paw.id}` {skills}" in text.splitlines()


def test_a_blueprint_line_gives_its_name_cost_vp_and_upgrade() -> None:
    card = CAT.blueprint[BLUEPRINTS[1]]
    line = next(
        line
        for line in GAME.private_summary(_with_hand([card.id]), 0).splitlines()
        if card.id in line
    )
    cost = " + ".join(f"{n} {colour}" for colour, n in card.cost.items())
    assert card.name in line and cost in line and f"{card.vp} VP" in line
    assert "upgrade: +1 engineering in Extracts" in line


def test_the_summary_shows_storage_against_capacity() -> None:
    state = edited(table(), lambda s: set_storage(s, 0, ["green", "black"]))
    assert "**Storage** 2/4: green, black" in GAME.private_summary(state, 0)


def test_the_objective_counts_matching_icons_on_completed_blueprints() -> None:
    state = table()
    colours = set(_objective(state, 0))
    done = [bp for bp in BLUEPRINTS if bp not in state.seats[0].hand][:3]
    matches = sum(1 for bp in done for icon in CAT.blueprint[bp].icons if icon in colours)
    state = edited(
        state, lambda s: s.seats[0].completed.extend(CompletedBlueprint(id=bp) for bp in done)
    )
    assert f"({matches} so far)" in GAME.private_summary(state, 0)


def test_a_full_hand_of_eight_paws_and_six_blueprints_is_listed_whole_within_the_limit() -> None:
    cards = PAWS[-8:] + BLUEPRINTS[-6:]
    text = GAME.private_summary(_with_hand(cards), 0)
    assert len(text) <= SUMMARY_LIMIT
    assert all(f"`{card}`" in text for card in cards)
    assert "more" not in text


def test_a_hand_too_long_for_the_limit_ends_with_how_many_more() -> None:
    text = GAME.private_summary(_with_hand(PAWS[:20] + BLUEPRINTS[:20]), 0)
    assert len(text) <= SUMMARY_LIMIT
    assert "…and " in text and text.endswith("/4: empty")
