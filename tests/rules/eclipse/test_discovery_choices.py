"""The discovery tiles' choices stay the player's (issue #27 item 5; docs/rules/eclipse.md §5.1):
a tile redrawn because its sector reward cannot be used (「玩家可以棄掉再抽一張Discovery Tile並結
算之」) is resolved like any tile, so the player again chooses its effect or 2 VP."""

from __future__ import annotations

from rules.eclipse.actions import Reward
from rules.eclipse.state import EclipseState, Pending
from tests.rules.eclipse.game_helpers import GAME, home, table


def _found(tile: str, then: str) -> tuple[EclipseState, int]:
    """``seat`` deciding on ``tile`` found on its home sector, which has an orbital already;
    ``then`` is the next tile of the bag."""
    state = table(2, seed="redraw")
    seat = state.current
    sector = state.edit(home(state, seat))
    sector.orbital = True
    state.discovery_bag = [then]
    state.pending = Pending(kind="discovery", seat=seat, sector=sector.id, tile=tile)
    return state, seat


def test_a_redrawn_discovery_keeps_its_effect_or_vp_choice() -> None:
    state, seat = _found("d18", then="d07")  # an Ancient Orbital where an orbital stands
    step = GAME.apply(state, seat, Reward(vp=False))
    assert "DiscoveryUnusable" in [e.kind for e in step.events]
    after = step.state
    assert after.pending is not None and after.pending.kind == "discovery"
    assert after.pending.tile == "d07" and after.pending.seat == seat
    assert set(GAME.legal_actions(after, seat)) >= {Reward(vp=False), Reward(vp=True)}
    kept = GAME.apply(after, seat, Reward(vp=True)).state
    assert kept.seats[seat].discoveries == ["d07"]
    money = after.seats[seat].storage["money"]
    taken = GAME.apply(after, seat, Reward(vp=False)).state
    assert taken.seats[seat].storage["money"] > money and taken.seats[seat].discoveries == []
