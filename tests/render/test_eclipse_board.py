"""The Eclipse board (render/eclipse) on seeded bot games: what the galaxy, the crop around the
last move and the species boards draw, read back through the texts drawn (docs/rules/eclipse.md
§5, §7, §12.5), and the last move the engine records for them (rules/eclipse/last.py)."""

from __future__ import annotations

import random
from functools import cache

import render.eclipse as board
from render.eclipse.galaxy import galaxy_radius, zoom_section
from rules.eclipse import GAME
from rules.eclipse.actions import Build, Explore, Influence, Move, Research
from rules.eclipse.last import positions
from rules.eclipse.state import EclipseState
from rules.eclipse.views import PrivateView, PublicView
from tests.render.type_sizes import recorded_type_sizes

NAMES = ["Ana", "Bartholomew the Great", "Chen 陈", "Dee", "Eve", "Faisal"]


@cache
def game_states(seats: int) -> tuple[EclipseState, ...]:
    """Every state of a seeded bot game of ``seats`` seats."""
    state = GAME.setup(seats, seed=f"eclipse-board-{seats}")
    rng, found = random.Random(seats), [state]
    while GAME.to_act(state):
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, rng)).state
        found.append(state)
    return tuple(found)


def public(state: EclipseState) -> PublicView:
    view = GAME.view(state, None)
    assert isinstance(view, PublicView)
    return view


def drawn_texts(view: PublicView) -> list[str]:
    with recorded_type_sizes() as drawn:
        board.draw(view, names=NAMES[: len(view.seats)])
    return [text for _, text in drawn]


def test_the_galaxy_draws_every_placed_sector_and_nothing_of_the_stacks() -> None:
    state = game_states(4)[-1]
    texts = drawn_texts(public(state))
    placed = {s.id for s in state.sectors}
    assert placed <= set(texts)
    stacked = {s for ids in state.stacks.values() for s in ids}
    assert stacked and not stacked & {t for text in texts for t in text.split()}


def test_a_move_on_the_map_frames_its_positions_and_zooms_there() -> None:
    moved = next(s for s in game_states(6) if " moved a " in s.last and len(s.last_at) == 2)
    view = public(moved)
    assert zoom_section(view, []) is not None
    texts = drawn_texts(view)
    assert "Last move on the map" in texts
    ends = {s.id for s in moved.sectors if (s.q, s.r) in moved.last_at}
    assert all(any(t.startswith(f"{sector} ") for t in texts) for sector in ends)


def test_no_crop_before_the_first_move_on_the_map() -> None:
    view = public(game_states(2)[0])
    assert view.last_at == [] and zoom_section(view, []) is None
    assert "Last move on the map" not in drawn_texts(view)


def test_the_galaxy_shrinks_to_fit_as_it_grows() -> None:
    start, end = public(game_states(6)[0]), public(game_states(6)[-1])
    assert galaxy_radius(start, 1200) > galaxy_radius(end, 1200)


def test_fleets_show_their_owner_and_count_by_type_in_the_crop() -> None:
    view = next(
        v
        for v in map(public, game_states(4)[len(game_states(4)) // 2 :])
        if v.last_at and any(s.ships and (s.q, s.r) in map(tuple, v.last_at) for s in v.sectors)
    )
    texts = drawn_texts(view)
    focus = next(s for s in view.sectors if s.ships and (s.q, s.r) in map(tuple, view.last_at))
    kinds = {kind for _, kind in focus.ships}
    letters = {"interceptor": "I", "cruiser": "C", "dreadnought": "D", "starbase": "S"}
    assert any(all(letters[k] in t for k in kinds) and t[0] in "ICDS" for t in texts)


def test_the_private_board_shows_the_seats_own_reputation_values_only() -> None:
    state = next(s for s in reversed(game_states(6)) if any(b.reputation for b in s.seats))
    seat = next(i for i, b in enumerate(state.seats) if b.reputation)
    view = GAME.view(state, seat)
    assert isinstance(view, PrivateView)
    with recorded_type_sizes() as drawn:
        board.draw_private(view, name=NAMES[seat])
    values = ", ".join(str(v) for v in state.seats[seat].reputation)
    assert f"Reputation tiles (yours alone): {values}" in [t for _, t in drawn]
    words = board.text_board(public(state), names=NAMES)
    assert "Reputation tiles (yours alone)" not in words
    assert f"rep {len(state.seats[seat].reputation)}" in words


def test_the_text_board_names_markers_blueprints_and_face_down_tiles() -> None:
    state = game_states(2)[len(game_states(2)) // 2]
    words = board.text_board(public(state), names=NAMES[:2])
    assert "Ana (orange circle)" in words and "(sky blue square)" in words
    assert "interceptor: init" in words and "dreadnought: init" in words
    assert words.count("a face-down discovery tile") == sum(
        1 for s in state.sectors if s.discovery is not None
    )


def test_the_alt_text_fits_discord_at_six_seats() -> None:
    alt = board.describe(public(game_states(6)[-1]), names=NAMES)
    assert len(alt) <= 1024 and "\n" not in alt and "Faisal (vermilion hexagon)" in alt


def test_last_move_positions_by_action() -> None:
    state = game_states(3)[-1]
    a, b = state.sectors[0], state.sectors[1]
    assert positions(state, Explore(q=4, r=-1)) == ((4, -1),)
    assert positions(state, Build(what="orbital", sector=a.id)) == ((a.q, a.r),)
    assert positions(state, Move(ship="cruiser", origin=a.id, to=b.id)) == (
        (a.q, a.r),
        (b.q, b.r),
    )
    assert positions(state, Influence(origin="track", to=b.id)) == ((b.q, b.r),)
    assert positions(state, Research(tech="plasma_cannon")) == ()
