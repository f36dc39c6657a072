"""Game-specific pictures drawn from real views. What every board must do (pure function of its
view, PNG under 1 MiB, the phone floor, players' names, changes) is checked for every registered
board by ``tests/conformance/test_render.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

import render
import render.afternova.board as board
from render.common import draw_text
from render.common.header import LAST_MOVE_LINES
from rules import get_game
from rules.afternova.state import DealView, PawView, PublicView
from rules.core.events import fill_names
from rules.space_base.state import PrivateView as SpaceBasePrivateView
from tests.render.render_states import NAMES, play
from tests.render.type_sizes import recorded_type_sizes, under_the_floor

#: A long Extract of a 2-player game (the player's, then the automa's turn), as the engine words it.
LONG_EXTRACT = (
    "{p1} extracted Wisp: {p1} got green, white, orange; the automa got black, white. A new "
    "Planet was revealed in slot 3. The automa drew a white fragment and put it on bp-10. The "
    "automa completed bp-10 (6 VP). The automa completed bp-37 (2 VP). A 6th Blueprint was "
    "completed: the game is ending."
)


def _last_move_lines(view: PublicView) -> list[str]:
    """The texts the board draws after its "Last move" pill, up to the Planets heading."""
    with recorded_type_sizes() as drawn:
        render.draw_board("afternova", view, names=NAMES[: view.num_players])
    texts = [text for _, text in drawn]
    start = texts.index("Last move") + 1
    return texts[start : texts.index("Planets", start)]


def _public(state: Any) -> PublicView:
    """Afternova's public view of ``state``."""
    view = get_game("afternova").view(state, None)
    assert isinstance(view, PublicView)
    return view


def test_afternova_last_move_wraps_instead_of_being_cut() -> None:
    view = _public(play("afternova", 2, steps=10))
    text = LONG_EXTRACT.split(" A new")[0] + " A new Planet was revealed in slot 3."
    lines = _last_move_lines(view.model_copy(update={"last_action": text}))
    assert 2 <= len(lines) <= 3
    assert " ".join(lines) == fill_names(text, NAMES[:2])


def test_afternova_last_move_takes_three_lines_at_most() -> None:
    view = _public(play("afternova", 2, steps=10))
    lines = _last_move_lines(view.model_copy(update={"last_action": LONG_EXTRACT}))
    assert len(lines) == LAST_MOVE_LINES
    assert lines[-1].endswith("…")


def test_afternova_crowded_pictures_keep_the_phone_floor() -> None:
    """Everything at once: long and Chinese names, every status pill, an open deal, a long last
    move, overflowing storage, six completed Blueprints, a full hand."""
    game = get_game("afternova")
    state = play("afternova", 6, steps=40)
    view = _public(state)
    done = [bp for bp in view.market_bps if bp is not None] * 6
    seats = [
        seat.model_copy(
            update={
                "storage": ["purple", "green", "black", "white", "orange", "green", "white"],
                "capacity": 4 + seat.seat % 4,
                "completed": done[:6],
                "owes": "discard_fragments",
            }
        )
        for seat in view.seats
    ]
    crowded = view.model_copy(
        update={
            "phase": "last_chance",
            "pending": "Everyone may complete Blueprints now. " * 5,
            "deal": DealView(
                planet=2,
                proposer=0,
                notation="propose 2 with hp-03 hp-07 | @2 piloting:1 science:2 | @3 security:1",
                committed_paws=[],
                waiting=[1, 2, 3, 4, 5],
                accepted=[],
            ),
            "market_picks_left": 2,
            "last_action": LONG_EXTRACT,
            "seats": seats,
            "to_act": list(range(6)),
        }
    )
    names = ["Wolfeschlegelsteinhausenbergerdorff", "陈" * 16, *NAMES[2:6]]
    with recorded_type_sizes() as drawn:
        image = render.draw_board("afternova", crowded, names=names)
    assert under_the_floor(drawn, image.width) is None
    assert image.height <= 2.5 * image.width
    mine = game.view(state, 0)
    paws = [PawView(id=f"hp-{i:02}", skills={"piloting": 1, "security": 2}) for i in range(4)]
    full_hand = mine.model_copy(update={"hand_paws": paws, "hand_blueprints": done[:4]})
    with recorded_type_sizes() as drawn:
        image = render.draw_private("afternova", full_hand, name=names[0])
    assert under_the_floor(drawn, image.width) is None


def test_afternova_two_player_board_draws_the_automa() -> None:
    view = _public(play("afternova", 2, steps=10))
    assert view.automa is not None
    image = render.draw_board("afternova", view, names=NAMES[:2])
    assert image.width == 1200


def test_afternova_board_shows_each_seats_number_beside_its_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Deals name seats `@2`; the board says which seat is @2."""
    drawn: list[str] = []
    real = draw_text

    def recording(d: Any, xy: Any, text: str, **kwargs: Any) -> None:
        drawn.append(text)
        real(d, xy, text, **kwargs)

    monkeypatch.setattr(board, "draw_text", recording)
    state = play("afternova", 4, steps=12)
    render.draw_board("afternova", get_game("afternova").view(state, None), names=NAMES[:4])
    assert {"@1", "@2", "@3", "@4"} <= set(drawn)


def test_afternova_private_picture_differs_per_seat() -> None:
    game = get_game("afternova")
    state = play("afternova", 4, steps=12)
    first = render.draw_private("afternova", game.view(state, 0), name="Ana")
    second = render.draw_private("afternova", game.view(state, 1), name="Ana")
    assert first.tobytes() != second.tobytes()


def test_space_base_private_picture_shows_the_light_speed_hand() -> None:
    game = get_game("space_base")
    state = play("space_base", 3, steps=0, options={"light_speed": True})
    view = game.view(state, 0)
    assert isinstance(view, SpaceBasePrivateView) and view.hand
    with_hand = render.draw_private("space_base", view, name="Ana")
    without = render.draw_private("space_base", view.model_copy(update={"hand": []}), name="Ana")
    assert with_hand.height > without.height


def test_space_base_board_marks_a_seat_that_has_chosen_its_light_speed_keep() -> None:
    game = get_game("space_base")
    state = play("space_base", 3, steps=0, options={"light_speed": True})
    chooser = min(game.to_act(state))
    before = render.draw_board("space_base", game.view(state, None), names=NAMES[:3])
    keep = game.bot_action(state, chooser, random.Random(0))
    after_state = game.apply(state, chooser, keep).state
    after = render.draw_board("space_base", game.view(after_state, None), names=NAMES[:3])
    assert before.tobytes() != after.tobytes()


def test_space_base_private_picture_frames_the_cards_being_kept() -> None:
    game = get_game("space_base")
    state = play("space_base", 3, steps=0, options={"light_speed": True})
    chooser = min(game.to_act(state))
    keep = game.bot_action(state, chooser, random.Random(0))
    kept = game.apply(state, chooser, keep).state
    choosing = render.draw_private("space_base", game.view(state, chooser), name="Ana")
    chosen = render.draw_private("space_base", game.view(kept, chooser), name="Ana")
    assert choosing.tobytes() != chosen.tobytes()
