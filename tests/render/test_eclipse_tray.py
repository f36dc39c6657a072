"""The Eclipse tech tray shows each tech's printed cost (issue #27 item 6), in the seat's
private picture and the text board, in English and Chinese (docs/rules/eclipse.md §6)."""

from __future__ import annotations

import render.eclipse as board
from rules.eclipse import GAME, pack
from rules.eclipse.views import PrivateView, PublicView
from tests.render.type_sizes import recorded_type_sizes


def _views() -> tuple[PublicView, PrivateView]:
    state = GAME.setup(2, seed="tray")
    public, private = GAME.view(state, None), GAME.view(state, 0)
    assert isinstance(public, PublicView) and isinstance(private, PrivateView)
    assert public.tray, "the setup draws techs into the tray"
    return public, private


def test_the_text_board_gives_every_tray_tech_its_copies_and_cost() -> None:
    public, _ = _views()
    words = board.text_board(public, names=["Ana", "Bo"])
    for tech, copies in public.tray.items():
        record = pack.load().tech_by_id[tech]
        assert f"{record.name} ×{copies} · {record.cost} science" in words


def test_the_private_tray_draws_every_cost() -> None:
    _, private = _views()
    with recorded_type_sizes() as drawn:
        board.draw_private(private, name="Ana")
    texts = " ".join(text for _, text in drawn)
    for tech, copies in private.tray.items():
        record = pack.load().tech_by_id[tech]
        assert f"{record.name} ×{copies} · {record.cost} science" in texts
