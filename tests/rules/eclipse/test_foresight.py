"""The battle odds shown where a seat decides (docs/rules/eclipse.md §12.8): a move's label, the
move prompt and the battle window's prompt."""

from __future__ import annotations

import pytest

from rules.eclipse import board, foresight, text
from rules.eclipse.actions import Move, Start
from rules.eclipse.fleet import Group
from rules.eclipse.odds import battle_odds
from rules.eclipse.state import EclipseState
from rules.eclipse.targeting import NpcRule
from tests.rules.eclipse.game_helpers import GAME, home, neighbour_of_home, table


def moving(npcs: tuple[str, ...]) -> tuple[EclipseState, int, Move, str]:
    """A move turn with an interceptor at home beside sector 102 holding ``npcs``."""
    state = table(2, seed="foresight")
    seat = state.current
    mine = home(state, seat)
    there = neighbour_of_home(state, seat, "102")
    state.sector(there).npcs = npcs
    state = GAME.apply(state, seat, Start(kind="move")).state
    return state, seat, Move(ship="interceptor", origin=mine.id, to=there), there


def test_a_move_into_npcs_is_labelled_with_the_exact_chance() -> None:
    state, seat, move, there = moving(("ancient",))
    assert move in GAME.legal_actions(state, seat)
    ancient = (Group.of(board.npc("ancient", state.npc_sides["ancient"]), 1),)
    mine = (Group.of(board.stats(state, seat, "interceptor"), 1),)
    p = battle_odds(mine, ancient, defender_targeting=NpcRule()).attacker
    assert 0 < p < 0.5
    said = text.ODDS_WIN.format(chance=foresight.percent(p))
    assert GAME.label_action(state, seat, move) == (
        f"Move interceptor from {text.sector(move.origin)} to {text.sector(there)} ({said})"
    )
    prompt = GAME.prompt(state, seat)
    assert f"Battles within reach: {text.sector(there)} ({said} with a interceptor)" in prompt


def test_a_move_without_a_battle_is_words_alone_and_the_prompt_plain() -> None:
    state, seat, move, there = moving(())
    assert GAME.label_action(state, seat, move) == (
        f"Move interceptor from {text.sector(move.origin)} to {text.sector(there)}"
    )
    assert "Battles" not in GAME.prompt(state, seat)


def test_a_battle_too_large_to_compute_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    state, seat, move, there = moving(("ancient",) * 2)
    monkeypatch.setattr(foresight, "MAX_STATES", 5)
    foresight.chance.cache_clear()
    assert foresight.battle_chance(state, state.sector(there), seat, "interceptor") == (True, None)
    assert GAME.label_action(state, seat, move).endswith(f"({text.ODDS_LONG})")
    assert text.ODDS_SECTOR_LONG.format(sector=text.sector(there)) in GAME.prompt(state, seat)
    foresight.chance.cache_clear()


def test_the_first_pair_a_seat_fights_follows_the_order_of_entry() -> None:
    state, seat, _, there = moving(("ancient",))
    sector = state.sector(there)
    sector.ships = ((1 - seat, "cruiser"),)
    # The last two to enter fight first: the arriving interceptor attacks the cruiser.
    fights, p = foresight.battle_chance(state, sector, seat, "interceptor")
    mine = (Group.of(board.stats(state, seat, "interceptor"), 1),)
    theirs = (Group.of(board.stats(state, 1 - seat, "cruiser"), 1),)
    assert fights and p == battle_odds(mine, theirs).attacker
    # The cruiser, already there, defends against the interceptor's owner entering after it.
    _, q = foresight.battle_chance(state, sector, 1 - seat)
    assert q == battle_odds(
        theirs, (Group.of(board.npc("ancient", state.npc_sides["ancient"]), 1),),
        defender_targeting=NpcRule(),
    ).attacker  # fmt: skip


def test_percent_never_rounds_to_a_certainty() -> None:
    assert [foresight.percent(p) for p in (0.0, 0.004, 0.634, 0.996, 1.0)] == [
        "0", "<1", "63", ">99", "100",
    ]  # fmt: skip
