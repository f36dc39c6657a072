"""Setup for 2–6 seats (docs/rules/eclipse.md §2) and the species options (§17)."""

from __future__ import annotations

import pytest

from rules.core.errors import IllegalAction
from rules.eclipse import galaxy, pack, setup
from rules.eclipse.setup import discovery_ids
from tests.rules.eclipse.game_helpers import GAME, home, table

OUTER = {2: 5, 3: 8, 4: 14, 5: 16, 6: 18}
TRAY = {2: 12, 3: 14, 4: 16, 5: 18, 6: 20}


@pytest.mark.parametrize("seats", range(2, 7))
def test_the_table_holds_the_counts_of_its_player_count(seats: int) -> None:
    state = table(seats)
    assert len(state.stacks["outer"]) == OUTER[seats]
    assert len(state.stacks["inner"]) == 10
    assert len(state.stacks["middle"]) == 12  # 13 middle faces minus the warp-portal 281
    assert sum(state.tray.values()) == TRAY[seats]
    guardians = [s for s in state.sectors if s.npcs == ("guardian",)]
    assert len(guardians) == 6 - seats
    assert all(s.discovery for s in guardians)
    center = state.sector("001")
    assert center.npcs == ("gcds",) and center.discovery
    hidden = len(discovery_ids(portals=False)) - 1 - len(guardians)
    assert len(state.discovery_bag) == hidden == 35 - 1 - (6 - seats)
    zones = pack.load().sectors.setup.home_zones[seats]
    for seat in range(seats):
        here = home(state, seat)
        assert (here.q, here.r) == galaxy.zone(zones[seat])
        assert here.owner == seat and here.ships == ((seat, "interceptor"),)
        board = state.seats[seat]
        assert board.discs == 12 and board.reserve == 3 and board.colony_ships == 3
        assert board.storage == {"materials": 4, "science": 3, "money": 3}
        assert board.track == {"materials": 10, "science": 10, "money": 10}
        assert board.techs["military"] == ("starbase",)
    assert state.phase == "action" and state.round == 1 and state.current == state.start


def test_the_warp_portal_module_is_left_out() -> None:
    state = table(6)
    stacked = {s for ids in state.stacks.values() for s in ids}
    assert not stacked & {"281", "381", "382"}
    assert "warp_portal" not in state.tech_bag and "warp_portal" not in state.rare


def test_dealt_species_play_their_alien_sides_with_their_rules() -> None:
    state = table(6, seed="aliens", species="dealt")
    sides = {b.side for b in state.seats}
    assert sides == {s.id for s in pack.load().species.sides if s.kind == "alien"}
    for seat, board in enumerate(state.seats):
        here = home(state, seat)
        if board.side == "eridani_empire":
            assert len(board.reputation) == 2 and board.discs == 10
            assert board.storage["money"] == 26
        if board.side == "hydran_progress":
            squares = pack.load().sector_by_id[here.id].squares
            filled = [squares[i] for i, c in enumerate(here.cubes) if c == "science"]
            assert [s.advanced for s in filled] == [True]
        if board.side == "orion_hegemony":
            assert here.ships == ((seat, "cruiser"),)
        if board.side == "planta":
            assert board.colony_ships == 4
    assert len(state.reputation_bag) == 33 - 2


def test_chosen_species_are_picked_from_the_start_players_right() -> None:
    state = table(3, seed="pick", species="chosen")
    assert state.phase == "species" and state.window is not None
    order = [(state.start - k) % 3 for k in (1, 2, 3)]
    assert state.window.asked == order
    first = order[0]
    assert GAME.to_act(state) == {first}
    state = GAME.apply(state, first, GAME.parse_action(state, first, "species planta")).state
    back = pack.load().side_by_id["planta"].other_side
    assert "planta" not in state.picks and back not in state.picks
    for seat in order[1:]:
        assert GAME.to_act(state) == {seat}
        state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
    assert state.phase == "action" and GAME.to_act(state) == {state.start}
    assert state.seats[first].side == "planta"
    assert home(state, first).id == pack.load().side_by_id["planta"].home_sector


def test_options_and_seat_counts_are_refused_in_one_sentence() -> None:
    with pytest.raises(IllegalAction, match="There is no table option `alliances`"):
        table(2, alliances="yes")
    with pytest.raises(IllegalAction, match="`species=martian` is not an option value"):
        table(2, species="martian")
    with pytest.raises(IllegalAction, match=r"Eclipse seats 2 to 6 players, not 7\."):
        GAME.setup(7, seed="x")


def test_a_seed_gives_one_table_and_another_seed_another() -> None:
    assert table(4, seed="a") == table(4, seed="a")
    assert table(4, seed="a").stacks != table(4, seed="b").stacks


def test_the_warp_portals_module_adds_its_sectors_tile_and_tech() -> None:
    state = table(6, seed="portals", warp_portals="yes")
    stacked = {s for ids in state.stacks.values() for s in ids}
    assert "281" in stacked and len(state.stacks["middle"]) == 13
    assert len(state.stacks["outer"]) == OUTER[6]  # drawn from 22 outer faces with 381 and 382
    assert "warp_portal" in [*state.tech_bag, *state.rare]
    kinds = {setup.discovery_kind(t) for t in [*state.discovery_bag, "d01"]}
    kinds |= {setup.discovery_kind(s.discovery) for s in state.sectors if s.discovery}
    assert "ancient_warp_portal" in kinds
