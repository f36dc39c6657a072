"""Exploring shows the tile (issue #27 item 1): the drawn sector is drawn on the board's
exploring hex, and the prompt and each placement's label say where its wormholes face for each
legal turn (docs/rules/eclipse.md §5 steps 2–3)."""

from __future__ import annotations

import render
from rules import GAMES
from rules.core.game import label_action
from rules.eclipse.explore import faces
from tests.render.type_sizes import recorded_type_sizes

GAME = GAMES["eclipse"]


def _drawn() -> object:
    state = GAME.setup(3, seed="guide")
    for notation in ("explore", "explore 0,-1"):
        state = GAME.apply(state, 0, GAME.parse_action(state, 0, notation)).state
    return state


def test_the_prompt_and_labels_say_where_the_wormholes_face() -> None:
    state = _drawn()
    assert faces("103", 0) == "N, NE, SE, SW, NW" and faces("103", 1) == "N, NE, SE, S, NW"
    prompt = GAME.prompt(state, 0)
    assert "103 Beta Leonis" in prompt and "`place 1`: N, NE, SE, S, NW" in prompt
    labels = [label_action(GAME, state, 0, a) for a in GAME.legal_actions(state, 0)]
    assert "Place the sector turned 1: wormholes facing N, NE, SE, S, NW" in labels


def test_the_drawn_sector_is_drawn_where_it_is_explored() -> None:
    view = GAME.view(_drawn(), None)
    with recorded_type_sizes() as drawn:
        render.board_png("eclipse", view, names=["Ana", "Ben", "Cy"])
    texts = {text for _, text in drawn}
    assert any(text.startswith("103") for text in texts) and "exploring" not in texts
