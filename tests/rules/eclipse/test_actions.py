"""Each action of the Action phase: what it does and its refusals, sentence by sentence
(docs/rules/eclipse.md §4–§10)."""

from __future__ import annotations

from typing import Literal

import pytest

from rules.core.errors import IllegalAction, NotYourTurn
from rules.eclipse import galaxy, text
from rules.eclipse.actions import (
    Build,
    Claim,
    Colonize,
    DrawAnother,
    Explore,
    Influence,
    Move,
    Pass,
    Place,
    React,
    Research,
    Start,
    Trade,
    Upgrade,
)
from rules.eclipse.state import EclipseState
from tests.rules.eclipse.game_helpers import GAME, home, neighbour_of_home, table


def started(
    kind: Literal["explore", "research", "upgrade", "build", "move", "influence"],
    seed: str = "actions",
) -> tuple[EclipseState, int]:
    state = table(2, seed=seed)
    seat = state.current
    return GAME.apply(state, seat, Start(kind=kind)).state, seat


def refused(state: EclipseState, seat: int, action: object) -> str:
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(state, seat, action)  # type: ignore[arg-type]
    return str(caught.value)


def test_research_pays_the_discounted_price_and_places_the_tile() -> None:
    state, seat = started("research")
    state.tray["fusion_drive"] = 1
    state.seats[seat].storage["science"] = 10
    after = GAME.apply(state, seat, Research(tech="fusion_drive")).state
    assert after.seats[seat].techs["nano"] == ("fusion_drive",)
    assert after.seats[seat].storage["science"] == 10 - 4  # 4 minus the discount 0
    assert after.tray.get("fusion_drive", 0) == 0
    assert after.turn is None  # one Research activation: the action ended by itself


def test_research_refusals() -> None:
    state, seat = started("research")
    state.tray["plasma_missile"] = 1
    state.tray["starbase"] = 1
    state.seats[seat].storage["science"] = 3
    assert refused(state, seat, Research(tech="cloaking_device", track="nano")) == (
        text.NO_SUCH_TECH.format(tech="cloaking_device")
    )
    assert refused(state, seat, Research(tech="starbase")) == text.TECH_OWNED.format(
        tech="Starbase"
    )
    assert refused(state, seat, Research(tech="plasma_missile")) == text.SHORT_SCIENCE.format(
        tech="Plasma Missile", cost=15
    )  # 16 minus the discount 1 of the military track's one tile (Starbase)


def test_build_puts_a_ship_in_a_controlled_sector_and_its_refusals() -> None:
    state, seat = started("build")
    mine = home(state, seat).id
    state.seats[seat].storage["materials"] = 8
    after = GAME.apply(state, seat, Build(what="cruiser", sector=mine)).state
    assert (seat, "cruiser") in after.sector(mine).ships
    assert after.seats[seat].storage["materials"] == 3
    assert after.turn is not None and after.turn.left == 1
    poor = after.model_copy(deep=True)  # 3 materials, and too little to trade for 2 more
    poor.seats[seat].storage.update(money=1, science=1)
    assert refused(poor, seat, Build(what="cruiser", sector=mine)) == (
        text.SHORT_MATERIALS.format(what=text.article("cruiser"), cost=5)
    )
    assert refused(after, seat, Build(what="orbital", sector=mine)) == (
        text.BUILD_NEEDS_TECH.format(what="orbital")
    )
    assert refused(after, seat, Build(what="interceptor", sector="001")) == (
        text.BUILD_NOT_YOURS.format(sector=text.sector("001"))
    )
    done = GAME.apply(after, seat, Build(what="interceptor", sector=mine)).state
    assert done.turn is None and done.current != seat
    with pytest.raises(NotYourTurn, match="It is not your turn"):
        GAME.apply(done, seat, Build(what="interceptor", sector=mine))


def test_move_goes_along_wormholes_and_pinned_ships_stay() -> None:
    state = table(2, seed="move")
    seat = state.current
    mine = home(state, seat)
    there = neighbour_of_home(state, seat, "102")
    state = GAME.apply(state, seat, Start(kind="move")).state
    legal = [a for a in GAME.legal_actions(state, seat) if isinstance(a, Move)]
    assert Move(ship="interceptor", origin=mine.id, to=there) in legal
    assert refused(state, seat, Move(ship="cruiser", origin=mine.id, to=there)) == (
        text.NO_SHIP_THERE.format(ship="cruiser", sector=text.sector(mine.id))
    )
    moved = GAME.apply(state, seat, Move(ship="interceptor", origin=mine.id, to=there)).state
    assert moved.sector(there).ships == ((seat, "interceptor"),)
    assert moved.turn is not None and moved.turn.left == 2
    pinned = state.model_copy(deep=True)
    pinned.sector(mine.id).ships += ((1 - seat, "interceptor"),)
    assert refused(pinned, seat, Move(ship="interceptor", origin=mine.id, to=there)) == (
        text.PINNED.format(sector=text.sector(mine.id))
    )


def test_explore_place_and_claim() -> None:
    state, seat = started("explore", seed="explore")
    legal = [a for a in GAME.legal_actions(state, seat) if isinstance(a, Explore)]
    assert legal, "a home sector has wormholes to explore through"
    after = GAME.apply(state, seat, legal[0]).state
    pending = after.pending
    assert pending is not None and pending.kind == "place" and pending.rotations
    assert pending.sector not in {s for ids in after.stacks.values() for s in ids}
    after = GAME.apply(after, seat, Place(rotation=pending.rotations[0])).state
    while after.pending is not None and after.pending.kind == "discovery":
        after = GAME.apply(after, seat, GAME.legal_actions(after, seat)[0]).state
    placed = after.sector(pending.sector)
    assert (placed.q, placed.r) == (legal[0].q, legal[0].r)
    if after.pending is not None:
        discs = after.seats[seat].discs
        after = GAME.apply(after, seat, Claim(take=True)).state
        assert after.sector(pending.sector).owner == seat
        assert after.seats[seat].discs == discs - 1


def test_explore_refusals() -> None:
    state, seat = started("explore")
    assert refused(state, seat, Explore(q=3, r=3)) == text.NOT_NEXT_TO_YOU.format(q=3, r=3)
    mine = home(state, seat)
    assert refused(state, seat, Explore(q=mine.q, r=mine.r)) == (
        text.EXPLORED_ALREADY.format(q=mine.q, r=mine.r)
    )


def test_influence_moves_a_disc_and_refuses_a_defended_sector() -> None:
    state = table(2, seed="influence")
    seat = state.current
    mine = home(state, seat)
    there = neighbour_of_home(state, seat, "102")
    state = GAME.apply(state, seat, Start(kind="influence")).state
    assert refused(state, seat, Influence(origin="track", to="001")) == (
        text.CANNOT_INFLUENCE.format(sector=text.sector("001"))
    )
    after = GAME.apply(state, seat, Influence(origin=mine.id, to="track")).state
    assert after.sector(mine.id).owner is None
    assert after.sector(mine.id).cubes == (None,) * len(mine.cubes)
    assert after.seats[seat].track == {"materials": 11, "science": 11, "money": 11}
    assert refused(after, seat, Influence(origin="track", to=mine.id)) == text.ONCE_PER_SECTOR
    claimed = GAME.apply(after, seat, Influence(origin="track", to=there)).state
    assert claimed.sector(there).owner == seat and claimed.turn is None


def test_influence_turns_two_colony_ships_face_up() -> None:
    state = table(2)
    seat = state.current
    state.seats[seat].colony_used = 3
    after = GAME.apply(state, seat, Start(kind="influence")).state
    assert after.seats[seat].colony_used == 1


def test_upgrade_refusals() -> None:
    state, seat = started("upgrade")
    assert refused(state, seat, Upgrade(ship="interceptor", space=1, part="plasma_cannon")) == (
        text.PART_LOCKED.format(part="Plasma Cannon")
    )
    assert refused(state, seat, Upgrade(ship="interceptor", space=3, part="hull")) == (
        text.NEEDS_DRIVE.format(ship="interceptor")
    )
    assert refused(state, seat, Upgrade(ship="interceptor", space=2, part="ion_cannon")) == (
        text.NO_ENERGY.format(ship="interceptor")
    )
    assert refused(state, seat, Upgrade(ship="starbase", space=5, part="nuclear_drive")) == (
        text.STARBASE_DRIVE
    )
    after = GAME.apply(state, seat, Upgrade(ship="interceptor", space=4, part="hull")).state
    assert after.seats[seat].blueprints["interceptor"][3] == "hull"


def test_colony_ships_and_trades() -> None:
    state = table(2)
    seat = state.current
    mine = home(state, seat)
    free = [i for i, cube in enumerate(mine.cubes) if cube is None]
    legal = [a for a in GAME.legal_actions(state, seat) if isinstance(a, Colonize)]
    assert {a.square - 1 for a in legal} <= set(free)
    state = state.model_copy(deep=True)  # edited states are new values (the legal memo)
    state.seats[seat].colony_used = 3
    assert refused(state, seat, Colonize(sector=mine.id, square=1, resource="money")) == (
        text.NO_COLONY_SHIPS
    )
    state = state.model_copy(deep=True)
    state.seats[seat].storage["science"] = 1
    assert refused(state, seat, Trade(give="science", get="money")) == text.SHORT_TRADE.format(
        n=2, give="science"
    )
    after = GAME.apply(state, seat, Trade(give="materials", get="money")).state
    assert after.seats[seat].storage["materials"] == 2 and after.seats[seat].storage["money"] == 4


def test_first_pass_gains_two_money_and_the_start_then_reactions_cost_a_disc() -> None:
    state = table(2)
    first = state.current
    second = 1 - first
    money = state.seats[first].storage["money"]
    state = GAME.apply(state, first, GAME.parse_action(state, first, "prefer react ask")).state
    state = GAME.apply(state, first, Pass()).state
    assert state.seats[first].storage["money"] == money + 2 and state.passed_order == [first]
    assert GAME.to_act(state) == {second}
    state = GAME.apply(state, second, Start(kind="research")).state
    state = GAME.apply(state, second, GAME.parse_action(state, second, "done")).state
    assert GAME.to_act(state) == {first}
    state.seats[first].storage["materials"] = 10
    discs = state.seats[first].discs
    state = GAME.apply(state, first, React(kind="build")).state
    assert state.turn is not None and state.turn.left == 1 and state.turn.reaction
    assert state.seats[first].discs == discs - 1
    assert refused(state, first, Start(kind="explore")).startswith(
        "`explore` is not what you are asked now: Your build action"
    )


def test_acting_out_of_turn_is_refused() -> None:
    state = table(2)
    other = 1 - state.current
    with pytest.raises(NotYourTurn, match=r"It is not your turn; the table waits for \{p"):
        GAME.apply(state, other, Pass())


def test_an_activation_without_its_action_names_what_is_legal() -> None:
    state = table(2)
    seat = state.current
    sentence = refused(state, seat, Build(what="cruiser", sector=home(state, seat).id))
    assert sentence == "Take the build action first (`build`), then choose what it does."


def _draco_explored() -> tuple[EclipseState, int, Explore]:
    state = table(2, seed="draco")
    seat = state.current
    state.seats[seat].side = "descendants_of_draco"
    state = GAME.apply(state, seat, Start(kind="explore")).state
    target = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Explore))
    return GAME.apply(state, seat, target).state, seat, target


def test_draco_may_turn_over_a_second_sector_after_seeing_the_first() -> None:
    drawn, seat, target = _draco_explored()
    pending = drawn.pending
    assert pending is not None and pending.others == {}  # no automatic second draw
    assert DrawAnother() in GAME.legal_actions(drawn, seat)
    assert "(`draw`)" in GAME.prompt(drawn, seat)
    assert GAME.describe_action(drawn, seat, DrawAnother()) == "draw"
    drawn = GAME.apply(drawn, seat, GAME.parse_action(drawn, seat, "draw")).state
    pending = drawn.pending
    assert pending is not None and len(pending.others) == 1
    assert DrawAnother() not in GAME.legal_actions(drawn, seat)
    second = next(iter(pending.others))
    places = [a for a in GAME.legal_actions(drawn, seat) if isinstance(a, Place)]
    assert {a.sector for a in places} <= {pending.sector, second}
    chosen = next(a for a in places if a.sector == second)
    assert GAME.describe_action(drawn, seat, chosen) == f"place {chosen.rotation} {second}"
    after = GAME.apply(drawn, seat, chosen).state
    assert after.at(target.q, target.r) is not None
    assert after.at(target.q, target.r).id == second  # type: ignore[union-attr]
    ring = galaxy.stack_of((target.q, target.r))
    assert after.discards[ring] == [pending.sector]


def test_draco_may_place_the_first_sector_without_a_second_draw() -> None:
    drawn, seat, target = _draco_explored()
    pending = drawn.pending
    assert pending is not None
    ring = galaxy.stack_of((target.q, target.r))
    stack = list(drawn.stacks[ring])
    first = next(a for a in GAME.legal_actions(drawn, seat) if isinstance(a, Place))
    after = GAME.apply(drawn, seat, first).state
    assert after.at(target.q, target.r).id == pending.sector  # type: ignore[union-attr]
    assert after.stacks[ring] == stack and after.discards[ring] == []


def test_only_draco_may_draw_another() -> None:
    state = table(2, seed="draco")
    seat = state.current
    state = GAME.apply(state, seat, Start(kind="explore")).state
    target = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, Explore))
    drawn = GAME.apply(state, seat, target).state
    assert DrawAnother() not in GAME.legal_actions(drawn, seat)


def test_muon_source_goes_beside_the_grid() -> None:
    state, seat = started("upgrade")
    state.seats[seat].parts = ["muon_source"]
    cruiser = len(state.seats[seat].blueprints["cruiser"])
    wrong = Upgrade(ship="cruiser", space=1, part="muon_source")
    assert refused(state, seat, wrong) == text.BESIDE_GRID.format(
        part="Muon Source", space=cruiser + 1
    )
    right = Upgrade(ship="cruiser", space=cruiser + 1, part="muon_source")
    after = GAME.apply(state, seat, right).state
    assert after.seats[seat].blueprints["cruiser"][-1] == "muon_source"
    assert after.seats[seat].parts == []
    assert len(after.seats[seat].blueprints["cruiser"]) == cruiser + 1
    legal = [a for a in GAME.legal_actions(after, seat) if isinstance(a, Upgrade)]
    assert all(a.space <= cruiser for a in legal if a.ship == "cruiser")


def test_more_refusals_name_the_rule() -> None:
    state = table(2, seed="more")
    seat = state.current
    state.rare.append("cloaking_device")
    state.seats[seat].storage["science"] = 20
    state.tray["plasma_cannon"] = 1
    state.seats[seat].techs["nano"] = ("a", "b", "c", "d", "e", "f", "g")
    state = GAME.apply(state, seat, Start(kind="research")).state
    assert refused(state, seat, Research(tech="cloaking_device")) == text.RARE_TRACK
    assert refused(state, seat, Research(tech="plasma_cannon", track="grid")) == (
        text.REGULAR_TRACK.format(tech="Plasma Cannon")
    )
    assert refused(state, seat, Research(tech="cloaking_device", track="nano")) == (
        text.TRACK_FULL.format(track="nano")
    )

    state = table(2, seed="more")
    seat = state.current
    mine = home(state, seat)
    state.seats[seat].techs["nano"] = ("orbital",)
    mine.orbital = True
    state.seats[seat].storage["materials"] = 30
    mine.ships = ((seat, "interceptor"),) * 8 + ((seat, "starbase"),)
    state = GAME.apply(state, seat, Start(kind="build")).state
    assert refused(state, seat, Build(what="orbital", sector=mine.id)) == (
        text.ONE_STRUCTURE.format(what="orbital")
    )
    assert refused(state, seat, Build(what="interceptor", sector=mine.id)) == (
        text.NO_STOCK.format(what="interceptor")
    )


def test_move_refusals_for_starbases_and_reach() -> None:
    state = table(2, seed="reach")
    seat = state.current
    mine = home(state, seat)
    there = neighbour_of_home(state, seat, "102")
    mine.ships += ((seat, "starbase"),)
    state = GAME.apply(state, seat, Start(kind="move")).state
    assert refused(state, seat, Move(ship="starbase", origin=mine.id, to=there)) == (
        text.STARBASES_STAY
    )
    assert refused(state, seat, Move(ship="interceptor", origin=mine.id, to="001")) == (
        text.OUT_OF_REACH.format(ship="interceptor", sector=text.sector("001"), steps=1)
    )


def test_influence_refusals_without_discs_or_a_disc_there() -> None:
    state = table(2, seed="discs")
    seat = state.current
    neighbour_of_home(state, seat, "102")
    state = GAME.apply(state, seat, Start(kind="influence")).state
    assert refused(state, seat, Influence(origin="001", to="track")) == (
        text.NOT_YOUR_DISC.format(sector=text.sector("001"))
    )
    empty = state.model_copy(deep=True)
    empty.seats[seat].discs = 0
    assert refused(empty, seat, Influence(origin="track", to="102")) == text.NO_DISCS


def test_an_upgrade_on_a_space_alike_an_earlier_one_names_the_listed_twin() -> None:
    """Spaces holding the same part give the same blueprint, listed once (§7): the typed twin is
    refused with the listed notation, never the generic list."""
    state, seat = started("upgrade")
    assert state.seats[seat].blueprints["dreadnought"][3:5] == ("hull", "hull")
    legal = {GAME.describe_action(state, seat, a) for a in GAME.legal_actions(state, seat)}
    assert "upgrade dreadnought 4 electron_computer" in legal
    assert "upgrade dreadnought 5 electron_computer" not in legal
    assert GAME.explain(state, seat, "upgrade dreadnought 5 electron_computer") == (
        text.ALIKE_SPACE.format(
            space=5, ship="dreadnought", first=4, notation="upgrade dreadnought 4 electron_computer"
        )
    )
