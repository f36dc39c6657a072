"""The discovery tiles' and Artifact Key's choices are the player's (issue #27 item 5;
docs/rules/eclipse.md §5.1, §6):
a tile redrawn because its sector reward cannot be used (「玩家可以棄掉再抽一張Discovery Tile並結
算之」) is resolved like any tile, so the player again chooses its effect or 2 VP."""

from __future__ import annotations

from rules.eclipse import board, pack
from rules.eclipse.actions import Artifact, Research, Reward, Start
from rules.eclipse.state import EclipseState, Pending
from tests.rules.eclipse.game_helpers import GAME, home, put_sector, table


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


def _researching_artifact_key(artifacts_sectors: tuple[str, ...]) -> tuple[EclipseState, int]:
    state = table(2, seed="artifact")
    seat = state.current
    for n, sector in enumerate(artifacts_sectors):
        put_sector(state, sector, 3, n - 3, owner=seat)
    state.tray["artifact_key"] = 1
    state.seats[seat].storage["science"] = 30
    return GAME.apply(state, seat, Start(kind="research")).state, seat


def test_artifact_key_lets_the_player_choose_each_artifacts_resources() -> None:
    """Artifact Key (docs/rules/eclipse.md §6, its effect "5 resources of one kind for each
    artifact"): one answer per artifact, the kind the player's."""
    state, seat = _researching_artifact_key(("107", "109"))
    found = sum(pack.load().sector_by_id[s.id].artifacts for s in board.controlled(state, seat))
    assert found >= 2
    before = dict(state.seats[seat].storage)
    state = GAME.apply(state, seat, Research(tech="artifact_key")).state
    assert state.pending is not None and state.pending.kind == "artifact"
    assert set(GAME.legal_actions(state, seat)) >= {
        Artifact(resource=r) for r in ("materials", "science", "money")
    }
    assert GAME.default_action(state, seat) == Artifact(resource="materials")
    chosen = (["money", "science", "materials"] * found)[:found]
    for resource in chosen:
        state = GAME.apply(
            state, seat, GAME.parse_action(state, seat, f"artifact {resource}")
        ).state
    assert state.pending is None
    storage = state.seats[seat].storage
    assert storage["money"] - before["money"] == 5 * chosen.count("money")
    assert storage["materials"] - before["materials"] == 5 * chosen.count("materials")
