"""Upgrade takes any number of part tiles off, then places at most one part (docs/rules/
eclipse.md §7 and §21 Q26; 「玩家可以從藍圖上移除任意數量的零件板塊」 then 「放置1個零件板塊」,
/work/shared/rules/eclipse-second-dawn.zh.txt 升級): a removal alone is an activation, a part may
follow it without another activation, and a removal keeps the blueprint's energy and drive."""

from __future__ import annotations

from rules.eclipse import text, turn
from rules.eclipse.actions import Done, Start, Strip, Upgrade
from rules.eclipse.state import EclipseState
from tests.rules.eclipse.game_helpers import GAME, table

#: A Terran cruiser with a hull tile on the electron computer (1) and on the empty space (6).
CRUISER = ("hull", "ion_cannon", "hull", "nuclear_source", "nuclear_drive", "hull")


def _upgrading() -> tuple[EclipseState, int]:
    state = table(2, seed="strip")
    seat = state.current
    state.seats[seat].blueprints["cruiser"] = CRUISER
    return GAME.apply(state, seat, Start(kind="upgrade")).state, seat


def test_any_number_of_tiles_come_off_alone_the_printed_parts_showing() -> None:
    state, seat = _upgrading()
    both = GAME.parse_action(state, seat, "upgrade cruiser remove 1 6")
    assert both == Strip(ship="cruiser", spaces=(1, 6))
    assert both in turn.options(state, seat)
    step = GAME.apply(state, seat, both)
    after = step.state
    assert after.seats[seat].blueprints["cruiser"] == (
        "electron_computer",
        "ion_cannon",
        "hull",
        "nuclear_source",
        "nuclear_drive",
        None,
    )
    assert [e.kind for e in step.events].count("PartRemoved") == 2
    assert after.turn is not None and after.turn.left == 1 and after.turn.placing
    assert GAME.prompt(after, seat).startswith("Tiles off: place one part in the same activation")


def test_a_part_after_the_removal_spends_no_activation() -> None:
    state, seat = _upgrading()
    state = GAME.apply(state, seat, Strip(ship="cruiser", spaces=(6,))).state
    state = GAME.apply(
        state, seat, Upgrade(ship="cruiser", space=6, part="electron_computer")
    ).state
    assert state.turn is not None and state.turn.left == 1 and not state.turn.placing
    assert state.seats[seat].blueprints["cruiser"][5] == "electron_computer"


def test_the_last_activation_may_remove_only_then_end() -> None:
    state, seat = _upgrading()
    state = GAME.apply(state, seat, Upgrade(ship="interceptor", space=4, part="hull")).state
    state = GAME.apply(state, seat, Strip(ship="cruiser", spaces=(1,))).state
    assert state.turn is not None and state.turn.left == 0 and state.turn.placing
    assert not any(isinstance(a, Strip) for a in turn.options(state, seat))
    after = GAME.apply(state, seat, Done()).state
    assert after.turn is None and after.current != seat


def test_a_removal_keeps_the_drive_and_takes_tiles_only() -> None:
    state, seat = _upgrading()
    # the fusion drive on the printed-empty space 6 is the only drive (a hull covers space 5's)
    drive_on_6 = ("hull", "ion_cannon", "hull", "nuclear_source", "hull", "fusion_drive")
    state.seats[seat].blueprints["cruiser"] = drive_on_6
    assert GAME.explain(state, seat, "upgrade cruiser remove 6") == text.NEEDS_DRIVE.format(
        ship="cruiser"
    )
    assert GAME.explain(state, seat, "upgrade cruiser remove 5 6") is None  # the printed drive
    assert GAME.explain(state, seat, "upgrade cruiser remove 4") == text.NO_TILE.format(
        ship="cruiser", space=4
    )
