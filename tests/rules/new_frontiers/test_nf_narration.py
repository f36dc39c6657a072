"""Narration is right (issue #26 item 4; docs/rules/new-frontiers.md §3): Produce names every good
placed, the selector's windfall good too (§3 Produce); ``develop nothing`` is said (§3 Develop);
the board's "Last move" is the last move; the Develop labels give the seat's own price (the
selector pays 1 credit less, §3 Develop); English plurals and articles; the winner line gives VP
(§5)."""

from __future__ import annotations

from bot.i18n import game_translator
from render.common.language import drawing_in
from render.common.language import say as say_en
from render.new_frontiers.board import header
from render.new_frontiers.labels import last
from rules.core.events import Event
from rules.core.playout import bot_policy, play
from rules.core.text import Msg
from rules.new_frontiers import GAME
from rules.new_frontiers import text as nf_text
from rules.new_frontiers.actions import Develop
from rules.new_frontiers.flow import next_selector
from rules.new_frontiers.pack import load as load_pack
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.views import PublicView
from rules.new_frontiers.words import credits_text
from tests.rules.new_frontiers.nf_helpers import fresh, select


def answer(state: NewFrontiersState, seat: int, text: str) -> tuple[NewFrontiersState, list[Event]]:
    """``seat`` plays ``text``: the state after and the events."""
    moved = GAME.apply(state, seat, GAME.parse_action(state, seat, text))
    return moved.state, list(moved.events)


def public(events: list[Event]) -> list[str]:
    return [e.text for e in events if e.is_public]


def test_develop_nothing_is_said_and_the_last_move_is_the_last_develop() -> None:
    state = fresh(3)
    state = select(state, "develop")
    said: list[str] = []
    while state.phase == "develop":
        seat = min(GAME.to_act(state))
        state, events = answer(state, seat, "develop nothing")
        said += public(events)
    assert len([s for s in said if s.endswith("developed nothing.")]) == 3
    assert state.last.endswith("developed nothing.")
    assert isinstance(GAME.view(state, None).last, Msg)  # type: ignore[attr-defined]


def test_the_last_move_is_drawn_in_the_tables_language() -> None:
    state = select(fresh(3), "isolation")
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    restored = GAME.state_from_json(state.model_dump_json())
    assert isinstance(restored.last, Msg) and restored.last == state.last
    with drawing_in(game_translator("new_frontiers", "zh-TW")):
        assert "獲得" in last(view.last)


def test_produce_names_every_good_placed_the_windfall_good_too() -> None:
    """§3 Produce: a good on each production world; the selector a good on a windfall world."""
    pack = GAME.pack
    production = next(w for w in pack.worlds if w.kind == "production" and w.colour)
    windfalls = [
        next(w for w in pack.worlds if w.kind == "windfall" and w.colour == c)
        for c in ("novelty", "alien")
    ]
    state = fresh(3).model_copy(deep=True)
    seat = next_selector(state)
    assert seat is not None
    state.seats[seat].worlds += [production.id, *(w.id for w in windfalls)]
    state = select(state, "produce")
    assert state.window is not None and state.window.kind == "windfall"
    state, events = answer(state, seat, f"windfall {windfalls[1].id}")
    line = next(s for s in public(events) if s.startswith(f"{{p{seat}}} produced"))
    assert f"an alien good on {windfalls[1].name}" in line
    assert f"good on {production.name}" in line


def test_develop_labels_give_the_seats_own_price() -> None:
    state = fresh(3)
    seat = next_selector(state)
    assert seat is not None
    other = state.priority[1]
    state = select(state, "develop")
    dev = next(
        GAME.pack.development(d) for d in state.developments if GAME.pack.development(d).cost == 1
    )
    action = Develop(dev=dev.id)
    assert GAME.label_action(state, seat, action) == f"develop {dev.name} (cost 0)"
    assert GAME.label_action(state, other, action) == f"develop {dev.name} (cost 1)"


def test_english_plurals_and_articles() -> None:
    assert credits_text(1) == "1 credit" and credits_text(3) == "3 credits"
    pack = GAME.pack
    alien = next(w for w in pack.worlds if w.kind == "production" and w.colour == "alien")
    state = fresh(3).model_copy(deep=True)
    seat = next_selector(state)
    assert seat is not None
    state.seats[seat].worlds.append(alien.id)
    state.seats[seat].goods.append(alien.id)
    state = select(state, "trade")
    state, events = answer(state, seat, f"trade {alien.id}")
    assert f"{{p{seat}}} traded an alien good for 4 credits." in public(events)


def test_the_winner_line_gives_vp() -> None:
    """§5: the most VP wins; the board's end line says how many."""
    end = play(GAME, 3, seed="nf-winner", policy=bot_policy, check=False).state
    view = GAME.view(end, None)
    assert isinstance(view, PublicView)
    best = max(s.score for s in view.seats)
    pills = header(view, ["Ana", "Bo", "Cy"]).pills
    assert pills[0][0].endswith(f"with {best} VP")


def test_a_consume_power_gives_credits_as_an_amount_not_a_singular_noun() -> None:
    lines = [say_en(line) for line in nf_text.powers_of(load_pack().development("d-34"))]
    assert any("1 VP + $2 each" in line for line in lines), lines
    assert not any("2 credit " in line for line in lines), lines
