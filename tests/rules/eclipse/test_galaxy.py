"""The galaxy: edges, turns, connections, exploring (docs/rules/eclipse.md §5, §5.2, §9)."""

from __future__ import annotations

import pytest

from rules.eclipse import galaxy as g
from rules.eclipse import pack
from rules.eclipse.galaxy import CENTER, Placed


def sector(sector_id: str) -> Placed:
    return Placed.of(pack.load().sector_by_id[sector_id], 0)


def placed(sector_id: str, rotation: int) -> Placed:
    return Placed.of(pack.load().sector_by_id[sector_id], rotation)


def test_edges_turn_clockwise_and_face_their_opposites() -> None:
    assert g.turned([0], 1) == {1}
    assert g.turned([0, 1, 3, 4], 3) == {3, 4, 0, 1}
    assert g.turned([5], -1) == {4}
    assert [g.opposite(e) for e in range(6)] == [3, 4, 5, 0, 1, 2]
    for edge in range(6):
        assert g.neighbour(g.neighbour((2, -1), edge), g.opposite(edge)) == (2, -1)


def test_rings_and_stacks() -> None:
    assert g.ring(CENTER) == 0
    assert {g.ring(g.neighbour(CENTER, e)) for e in range(6)} == {1}
    assert g.ring((1, 1)) == 2 and g.ring((0, -2)) == 2 and g.ring((3, -1)) == 3
    assert g.stack_of((0, -1)) == "inner"
    assert g.stack_of((1, 1)) == "middle"
    assert g.stack_of((-3, 0)) == "outer"
    assert g.stack_of((0, -4)) == "outer"  # beyond ring III: decision §21 Q7
    with pytest.raises(ValueError, match="Galactic Center"):
        g.stack_of(CENTER)


def test_a_connection_needs_wormholes_on_both_edges() -> None:
    # Pollux (102) prints wormholes N, SE, S, NW; north of the centre its S edge faces it.
    for rotation, linked in [(0, True), (1, True), (2, False), (3, True)]:
        galaxy = {CENTER: sector("001"), (0, -1): placed("102", rotation)}
        assert g.connected(galaxy, (0, -1), CENTER) is linked
        assert g.connected(galaxy, CENTER, (0, -1)) is linked
        # With Wormhole Generator the centre's own wormhole is enough.
        assert g.connected(galaxy, CENTER, (0, -1), wormhole_generator=True)


def test_no_connection_without_any_wormhole_or_between_far_sectors() -> None:
    galaxy = {(0, -1): placed("102", 2), (1, -1): placed("102", 2), (3, 0): sector("001")}
    # 102 turned 2 shows edges 1, 4, 5, 2: (0,-1) -> (1,-1) is its SE edge 2, facing NW 5.
    assert g.connected(galaxy, (0, -1), (1, -1))
    assert not g.connected(galaxy, (0, -1), (3, 0), wormhole_generator=True)
    assert not g.connected(galaxy, (0, -1), (0, -2))  # unexplored


def test_warp_portals_connect_whatever_the_distance() -> None:
    galaxy = {(0, -2): sector("281"), (3, 0): sector("381"), (1, 0): sector("101")}
    assert g.connected(galaxy, (0, -2), (3, 0))
    assert not g.connected(galaxy, (0, -2), (1, 0))
    assert (3, 0) in g.connections(galaxy, (0, -2))


def test_homes_face_the_centre_and_guardians_fill_empty_zones() -> None:
    setup = pack.load().sectors.setup
    homes, guardians = g.starting_zones(setup.home_zones[2])
    assert homes == [(0, -2), (0, 2)]
    assert guardians == [(2, -2), (2, 0), (-2, 2), (-2, 0)]
    for players in range(2, 7):
        homes, guardians = g.starting_zones(setup.home_zones[players])
        assert len(guardians) == setup.guardians[players] == 6 - players
    assert g.arrow_rotation((0, -2)) == 3 and g.arrow_rotation((2, 0)) == 5
    with pytest.raises(ValueError, match="not a starting zone"):
        g.arrow_rotation((1, 0))


def test_explore_from_a_home_through_its_wormholes_only() -> None:
    # Procyon (221) prints N, NE, S, SW; its arrow (N) turned to the centre: rotation 3.
    home = (0, -2)
    galaxy = {CENTER: sector("001"), home: placed("221", g.arrow_rotation(home))}
    assert galaxy[home].edges == {3, 4, 0, 1}
    targets = g.explore_positions(galaxy, [home])
    assert targets == {(0, -3), (1, -3), (-1, -1), (0, -1)}
    assert g.explore_positions(galaxy, [home], wormhole_generator=True) == {
        g.neighbour(home, e) for e in range(6)
    }
    assert g.explore_positions(galaxy, [home], radius=2) == {(-1, -1), (0, -1)}
    assert g.explore_positions(galaxy, []) == set()


def test_a_drawn_sector_turns_only_to_connect_with_the_explorer() -> None:
    home = (0, -2)
    galaxy = {CENTER: sector("001"), home: placed("221", 3)}
    castor = pack.load().sector_by_id["101"]  # wormholes on all edges but N
    # At (0, -1) the home is across edge 0 (its S edge 3 has a wormhole) and the centre across 3.
    assert g.placements(galaxy, (0, -1), castor, [home]) == [1, 2, 3, 4, 5]
    # Anchored on the centre (a ship there) the turn that hides edge 3 is refused.
    assert g.placements(galaxy, (0, -1), castor, [CENTER]) == [0, 1, 2, 4, 5]
    # The explorer has no ship or control next to the position: nothing connects.
    assert g.placements(galaxy, (0, -1), castor, [(5, 5)]) == []


def test_wormhole_generator_lets_half_a_connection_place_a_sector() -> None:
    home = (0, -2)
    galaxy = {home: placed("221", 3)}
    pollux = pack.load().sector_by_id["102"]  # N, SE, S, NW
    target = (-1, -2)  # NW of the home, whose NW edge 5 has no wormhole
    assert g.placements(galaxy, target, pollux, [home]) == []
    assert g.placements(galaxy, target, pollux, [home], wormhole_generator=True) == [0, 2]
    # Decision §21 Q18: the table option wg_placement=full asks for a full connection.
    assert (
        g.placements(galaxy, target, pollux, [home], wormhole_generator=True, half_counts=False)
        == []
    )


def test_a_symmetric_sector_lists_each_distinct_turn_once() -> None:
    galaxy = {CENTER: sector("001")}
    full = pack.load().sector_by_id["001"]
    assert g.placements(galaxy, (0, -1), full, [CENTER]) == [0]
    pollux = pack.load().sector_by_id["102"]  # N, SE, S, NW: turning by 3 gives the same edges
    assert g.placements(galaxy, (0, -1), pollux, [CENTER]) == [0, 1]


def test_retreat_goes_to_a_safe_connected_neighbour() -> None:
    home = (0, -2)
    galaxy = {
        CENTER: sector("001"),
        home: placed("221", 3),  # edges S, SW, N, NE
        (0, -1): sector("001"),
        (-1, -1): placed("102", 2),  # edges NE, SW, NW, SE: its NE edge faces the home
        (1, -2): placed("102", 0),  # N, SE, S, NW: its NW edge faces the home's SE (no wormhole)
        (3, -3): sector("281"),
    }
    galaxy[home] = Placed(galaxy[home].sector, galaxy[home].edges, warp_portal=True)
    safe = [(0, -1), (-1, -1), (1, -2), (3, -3)]
    assert g.retreat_positions(galaxy, home, safe) == {(0, -1), (-1, -1)}
    assert g.retreat_positions(galaxy, home, safe[1:]) == {(-1, -1)}
    assert g.retreat_positions(galaxy, home, safe, wormhole_generator=True) == {
        (0, -1),
        (-1, -1),
        (1, -2),
    }
    assert g.retreat_positions(galaxy, home, []) == set()
