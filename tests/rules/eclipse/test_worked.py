"""The worked examples of docs/rules/eclipse.md §20 that the engine plays (W4, W6, W7, W9, W10;
the battle examples W1–W3, W5 and W8 are in test_combat.py), and a battle in the Combat phase."""

from __future__ import annotations

from dataclasses import dataclass

from rules.eclipse import (
    aftermath,
    battles,
    board,
    galaxy,
    phases,
    research,
    scoring,
    setup,
    text,
    windows,
)
from rules.eclipse.actions import Attack, Done, Prefer, Research, Start, Upgrade
from rules.eclipse.battles import Outnumbered
from rules.eclipse.state import CombatState, EclipseState, Pending
from rules.eclipse.targeting import NpcRule
from tests.rules.eclipse.game_helpers import GAME, home, neighbour_of_home, put_sector, table


@dataclass
class Scripted:
    """Dice that roll the given faces in order."""

    faces: list[int]

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)

    def randrange(self, n: int) -> int:
        return 0


def test_w6_upkeep_and_income_by_the_tracks() -> None:
    state = table(2)
    seat = state.seats[0]
    seat.discs = 13 - 5  # home disc + one explored sector + 3 action discs
    seat.track["money"] = 10
    assert (board.upkeep(seat), board.production(seat.track["money"]), board.income(seat)) == (
        3,
        3,
        0,
    )
    seat.discs, seat.track["money"] = 13 - 8, 6
    assert (board.upkeep(seat), board.income(seat)) == (10, 0)


def bankrupt(state: EclipseState) -> EclipseState:
    """Upkeep from its bankruptcy step on, every seat on its starting standing choices."""
    state.round = 8  # upkeep then the end: no cleanup to return the action discs
    state.phase, state.combat = "combat", CombatState(stage="upkeep")
    step = GAME.begin(state, 0)
    GAME.settle(step)
    return step.state


def test_w6_bankruptcy_trades_at_the_species_rate() -> None:
    state = table(2)
    seat = state.seats[0]
    seat.discs, seat.track["money"] = 13 - 9, 6  # upkeep 13, income 10
    seat.storage.update(money=2, materials=2, science=0)
    seat.track["materials"] = 11
    after = bankrupt(state).seats[0]
    assert after.storage["money"] == 0
    assert after.storage["materials"] == 0 + board.production(11)


def test_w6_bankruptcy_abandons_a_sector_and_its_money_cube() -> None:
    state = table(2)
    other = put_sector(state, "201", 3, -3, owner=0)
    state.set_cube(other, 0, "money")
    seat = state.seats[0]
    seat.discs = 13 - 9
    seat.track["money"] = 6
    seat.storage.update(money=2, materials=0, science=0)
    after = bankrupt(state)
    assert after.sector("201").owner is None
    assert after.seats[0].track["money"] == 7  # income 8 after the cube came back
    assert after.seats[0].storage["money"] == 0  # 2 + 8 - 10
    assert home(after, 0).owner == 0


def test_w7_research_prices() -> None:
    state = table(2)
    seat = state.seats[0]
    seat.techs["nano"] = ("nanorobots", "fusion_drive")
    assert research.price(state, 0, "orbital", "nano") == 4
    assert research.price(state, 0, "advanced_robotics", "nano") == 6
    seat.techs["nano"] += ("orbital", "advanced_robotics", "advanced_labs")
    assert research.price(state, 0, "wormhole_generator", "nano") == 8
    seat.techs["nano"] += ("monolith",)
    assert research.price(state, 0, "artifact_key", "nano") == 8
    seat.techs["grid"] = ("gauss_shield", "fusion_source", "improved_hull")
    assert research.price(state, 0, "neutron_absorber", "grid") == 5


def test_w9_pinning() -> None:
    state = table(2)
    sector = put_sector(state, "201", 3, -3)
    sector.ships = ((0, "dreadnought"), (1, "interceptor"))
    assert board.free_ships(state, sector, 0) == 0
    sector.ships += ((0, "interceptor"),)
    assert board.free_ships(state, sector, 0) == 1
    sector.ships = ((0, "dreadnought"), (1, "interceptor"))
    state.seats[0].techs["nano"] = ("cloaking_device",)
    assert board.free_ships(state, sector, 0) == 1
    center = state.sector("001")
    center.ships = ((0, "dreadnought"), (0, "interceptor"))
    assert board.free_ships(state, center, 0) == 0


def test_w10_final_score() -> None:
    state = table(2)
    state.seats[0].side = "planta"
    for sector in list(state.sectors):
        if sector.owner == 0:
            sector.owner = None
    for sector_id, q in (("226", 3), ("103", 4), ("104", 5), ("201", 6)):
        put_sector(state, sector_id, q, -q, owner=0)
    state.sector("103").monolith = True
    seat = state.seats[0]
    seat.reputation = [4, 2]
    seat.discoveries = ["d01"]
    seat.ambassadors = [(1, "money")]
    seat.techs = {
        "military": (
            "neutron_bombs",
            "starbase",
            "plasma_cannon",
            "phase_shield",
            "advanced_mining",
        ),
        "grid": ("gauss_shield", "fusion_source", "improved_hull", "positron_computer"),
        "nano": ("nanorobots", "fusion_drive"),
    }
    parts = scoring.breakdown(state, 0)
    assert parts == {
        "reputation": 6,
        "sectors": 8,
        "monoliths": 3,
        "discoveries": 2,
        "techs": 3,
        "species": 4,
        "diplomacy": 1,
        "portals": 0,
    }
    assert scoring.score(state, 0) == 27


def test_w4_population_attack_kills_one_cube_per_damage() -> None:
    state = table(2)
    sector = put_sector(state, "104", 2, -1, owner=1)
    for index in range(3):
        state.set_cube(sector, index, "money" if index != 2 else "science")
    state.seats[0].blueprints["interceptor"] = (
        "plasma_cannon",
        "nuclear_source",
        "nuclear_drive",
        None,
    )
    state.seats[0].techs["military"] += ("plasma_cannon",)
    sector.ships = ((0, "interceptor"), (0, "interceptor"), (0, "interceptor"))
    state.phase, state.combat = "combat", CombatState(stage="population", queue=["104"])
    step = GAME.begin(state, 0)
    step.rng = Scripted([6, 4, 3])  # type: ignore[assignment]
    aftermath.advance(step)
    assert step.state.window is not None and step.state.window.kind == "attack"
    windows.answer(step, 0, Attack())
    killed = step.state.sector("104")
    assert sum(c is not None for c in killed.cubes) == 1
    assert sum(step.state.seats[1].graveyard.values()) == 2


def test_a_combat_phase_fights_reputation_is_kept_and_the_winner_holds_the_sector() -> None:
    state = table(2, seed="battle")
    sector = put_sector(state, "101", 2, -1)
    sector.npcs = ("ancient",)
    strong = (
        "plasma_cannon",
        "electron_computer",
        "hull",
        "nuclear_source",
        "nuclear_drive",
        "hull",
    )
    state.seats[0].blueprints["cruiser"] = strong
    sector.ships = ((0, "cruiser"), (0, "cruiser"), (0, "cruiser"))
    for seat in state.seats:
        seat.passed = True
        seat.prefs = {"retreat": "never", "keep": "best", "target": "kill"}
        seat.colony_used = seat.colony_ships  # no colonies window in Upkeep
    state.passed_order = [0, 1]
    step = GAME.begin(state, 0)
    phases.begin(step)
    GAME.settle(step)
    after = step.state
    assert after.round == 2 and after.phase == "action"
    won = after.sector("101")
    assert not won.npcs and won.ships and all(owner == 0 for owner, _ in won.ships)
    assert won.owner == 0  # a lone fleet places a disc (Combat step 4)
    assert len(after.seats[0].reputation) == 1
    assert 1 <= after.seats[0].reputation[0] <= 4
    assert len(after.reputation_bag) == 33 - len(after.seats[0].reputation)
    assert any(e.kind == "BattleBegan" for e in step.events)


def test_a_seat_that_asks_keeps_its_reputation_in_a_secret_window() -> None:
    state = table(2, seed="battle")
    sector = put_sector(state, "101", 2, -1)
    sector.npcs = ("ancient",)
    strong = (
        "plasma_cannon",
        "electron_computer",
        "hull",
        "nuclear_source",
        "nuclear_drive",
        "hull",
    )
    state.seats[0].blueprints["cruiser"] = strong
    sector.ships = ((0, "cruiser"), (0, "cruiser"), (0, "cruiser"))
    for seat in state.seats:
        seat.passed = True
    state.passed_order = [0, 1]
    step = GAME.begin(state, 0)
    phases.begin(step)
    GAME.settle(step)
    asked = step.state
    assert asked.window is not None and asked.window.kind == "reputation" and asked.window.secret
    assert GAME.to_act(asked) == {0}
    assert asked.combat is not None
    drawn = sorted(asked.combat.drawn, reverse=True)
    public = GAME.view(asked, None).model_dump()
    assert (
        "drawing" not in public
        and GAME.view(asked, 0).model_dump()["drawing"] == asked.combat.drawn
    )
    legal = [GAME.describe_action(asked, 0, a) for a in GAME.legal_actions(asked, 0)]
    assert legal[0] == f"keep {drawn[0]}" and "keep none" in legal
    assert GAME.is_private_action(asked, 0, GAME.legal_actions(asked, 0)[0])
    done = GAME.apply(asked, 0, GAME.parse_action(asked, 0, "keep none"))
    assert done.state.seats[0].reputation == []
    assert [e.text_for(None) for e in done.events if e.kind == "KeepChosen"] == [None]


def test_standing_choices_are_private_and_set_the_battle_policies() -> None:
    state = table(2)
    seat = state.current
    choice = GAME.parse_action(state, seat, "prefer target biggest")
    assert GAME.is_private_action(state, seat, choice)
    done = GAME.apply(state, seat, choice)
    assert done.state.seats[seat].prefs["target"] == "biggest"
    assert [e.text_for(None) for e in done.events] == [None]
    sector = put_sector(done.state, "101", 2, -1)
    sector.ships = ((seat, "interceptor"),)
    sector.npcs = ("ancient",)
    fighting = battles.side(done.state, sector, seat, "outnumbered")
    assert isinstance(fighting.targeting, NpcRule) and isinstance(fighting.retreat, Outnumbered)


def test_the_battle_window_asks_retreat_and_targets_of_a_seat_that_can_retreat() -> None:
    state = table(2, seed="battle")
    mine = home(state, 0)
    there = neighbour_of_home(state, 0, "102")
    sector = state.sector(there)
    sector.ships = ((1, "interceptor"), (1, "cruiser"), (0, "interceptor"))
    for seat in state.seats:
        seat.passed = True
    state.passed_order = [0, 1]
    step = GAME.begin(state, 0)
    phases.begin(step)
    GAME.settle(step)
    asked = step.state
    assert asked.window is not None and asked.window.kind == "battle"
    assert GAME.to_act(asked) == {0}  # seat 1 has nowhere to retreat and one kind to hit
    legal = [GAME.describe_action(asked, 0, a) for a in GAME.legal_actions(asked, 0)]
    assert legal[:4] == [
        "battle fight",
        "battle fight biggest",
        "battle outnumbered",
        "battle outnumbered biggest",
    ]
    default = GAME.default_action(asked, 0)
    assert default is not None and GAME.describe_action(asked, 0, default) == "battle fight"
    assert "battle" in GAME.prompt(asked, 0) and mine.id != there
    done = GAME.apply(asked, 0, GAME.parse_action(asked, 0, "battle outnumbered biggest")).state
    assert done.window is None or done.window.kind != "battle"


def test_upkeep_asks_for_colony_ships_until_done() -> None:
    state = table(2, seed="colonies")
    neighbour_of_home(state, 0, "102", owner=0)  # two empty science squares
    for seat in state.seats:
        seat.passed = True
    state.seats[1].colony_used = state.seats[1].colony_ships
    state.passed_order = [0, 1]
    step = GAME.begin(state, 0)
    phases.begin(step)
    GAME.settle(step)
    asked = step.state
    assert asked.window is not None and asked.window.kind == "colonies"
    assert GAME.to_act(asked) == {0}
    legal = [GAME.describe_action(asked, 0, a) for a in GAME.legal_actions(asked, 0)]
    first = next(n for n in legal if n.startswith("colonize"))
    assert "done" in legal and "Upkeep" in GAME.prompt(asked, 0)
    money = asked.seats[0].track["money"]
    placed = GAME.apply(asked, 0, GAME.parse_action(asked, 0, first)).state
    assert placed.window is not None and GAME.to_act(placed) == {0}
    assert placed.seats[0].colony_used == 1
    done = GAME.apply(placed, 0, GAME.parse_action(placed, 0, "done")).state
    assert done.window is None and done.round == 2 and done.phase == "action"
    assert done.seats[0].colony_used == 0  # Cleanup turned it face up
    assert sum(done.seats[0].track.values()) == sum(asked.seats[0].track.values()) - 1
    assert money >= 0


def test_an_ancient_part_found_may_be_installed_at_once_for_free() -> None:
    state = table(2, seed="part")
    seat = state.current
    there = neighbour_of_home(state, seat, "102")
    kind_of = {setup.discovery_kind(t): t for t in setup.discovery_ids()}
    state.pending = Pending(
        kind="discovery", seat=seat, sector=there, tile=kind_of["ancient_shard_hull"]
    )
    found = GAME.apply(state, seat, GAME.parse_action(state, seat, "reward take")).state
    assert found.pending is not None and found.pending.kind == "install"
    assert found.seats[seat].parts == ["shard_hull"]
    assert "for free" in GAME.prompt(found, seat)
    legal = [a for a in GAME.legal_actions(found, seat) if not isinstance(a, Prefer)]
    assert legal[-1] == Done()
    assert legal[:-1] and all(isinstance(a, Upgrade) and a.part == "shard_hull" for a in legal[:-1])
    fitted = GAME.apply(found, seat, Upgrade(ship="interceptor", space=4, part="shard_hull"))
    after = fitted.state
    assert after.seats[seat].blueprints["interceptor"][3] == "shard_hull"
    assert after.seats[seat].parts == [] and after.pending is None and after.turn is None
    kept = GAME.apply(found, seat, Done()).state
    assert kept.seats[seat].parts == ["shard_hull"] and kept.pending is None


def test_the_private_summary_names_a_seats_secrets() -> None:
    state = table(2)
    state.seats[0].reputation = [3]
    state.seats[0].discoveries = ["d01"]
    kind = text.discovery_name(setup.discovery_kind("d01"))
    assert GAME.private_summary(state, 0) == text.PRIVATE_SUMMARY.format(
        reputation="3", discoveries=kind
    )
    assert GAME.private_summary(state, 1) == text.PRIVATE_SUMMARY.format(
        reputation="none", discoveries="none"
    )


def test_warp_portal_tiles_connect_sectors_and_score() -> None:
    state = table(2, seed="portal", warp_portals="yes")
    seat = state.current
    far = put_sector(state, "201", 3, -3, owner=seat)
    mine = home(state, seat)
    assert (far.q, far.r) not in galaxy.connections(board.galaxy_of(state), (mine.q, mine.r))
    state.rare.append("warp_portal")
    state.seats[seat].storage["science"] = 20
    state = GAME.apply(state, seat, Start(kind="research")).state
    asked = GAME.apply(state, seat, Research(tech="warp_portal", track="nano")).state
    assert asked.pending is not None and asked.pending.kind == "portal"
    legal = [GAME.describe_action(asked, seat, a) for a in GAME.legal_actions(asked, seat)]
    assert f"portal {far.id}" in legal and f"portal {mine.id}" in legal
    placed = GAME.apply(asked, seat, GAME.parse_action(asked, seat, f"portal {far.id}")).state
    assert placed.sector(far.id).portal == "tech"
    assert scoring.breakdown(placed, seat)["portals"] == 1
    kind_of = {setup.discovery_kind(t): t for t in setup.discovery_ids()}
    placed.pending = Pending(
        kind="discovery", seat=seat, sector=mine.id, tile=kind_of["ancient_warp_portal"]
    )
    found = GAME.apply(placed, seat, GAME.parse_action(placed, seat, "reward take")).state
    assert found.sector(mine.id).portal == "ancient"
    table_ = board.galaxy_of(found)
    assert (far.q, far.r) in galaxy.connections(table_, (mine.q, mine.r))
    assert scoring.breakdown(found, seat)["portals"] == 3


def test_a_redrawn_discovery_keeps_its_reward_or_2_vp_choice() -> None:
    """An unusable sector reward is discarded and another tile drawn (docs/rules/eclipse.md
    §5.1, CN reading); the new tile is taken like any other: its taker again chooses the reward
    or 2 VP, and the claim of an explored sector still follows."""
    state = table(2, seed="redraw")
    seat = state.current
    there = neighbour_of_home(state, seat, "102")
    state.edit(state.sector(there)).orbital = True
    kind_of = {setup.discovery_kind(t): t for t in setup.discovery_ids()}
    state.discovery_bag = [t for t in state.discovery_bag if t != kind_of["money_cache"]]
    state.discovery_bag.append(kind_of["money_cache"])
    state.pending = Pending(
        kind="discovery",
        seat=seat,
        sector=there,
        tile=kind_of["ancient_orbital"],
        then_claim=True,
    )
    redrawn = GAME.apply(state, seat, GAME.parse_action(state, seat, "reward take")).state
    assert redrawn.pending is not None and redrawn.pending.kind == "discovery"
    assert redrawn.pending.tile == kind_of["money_cache"] and redrawn.pending.then_claim
    assert redrawn.seats[seat].storage == state.seats[seat].storage  # nothing given yet
    kept = GAME.apply(redrawn, seat, GAME.parse_action(redrawn, seat, "reward vp")).state
    assert kept.seats[seat].discoveries == [kind_of["money_cache"]]
    assert kept.seats[seat].storage == state.seats[seat].storage
    assert kept.pending is not None and kept.pending.kind == "claim"


def test_ancient_tech_lets_the_player_choose_among_the_cheapest_ties() -> None:
    """Ancient Tech: the cheapest regular tech in the tray the taker does not own, ties at the
    taker's choice (docs/rules/eclipse.md §5.1), for free and without an activation."""
    state = table(2, seed="ancient")
    seat = state.current
    there = neighbour_of_home(state, seat, "102")
    state.tray = {"neutron_bombs": 1, "gauss_shield": 1, "starbase": 1}
    kind_of = {setup.discovery_kind(t): t for t in setup.discovery_ids()}
    state.pending = Pending(kind="discovery", seat=seat, sector=there, tile=kind_of["ancient_tech"])
    asked = GAME.apply(state, seat, GAME.parse_action(state, seat, "reward take")).state
    assert asked.pending is not None and asked.pending.kind == "ancient"
    legal = [GAME.describe_action(asked, seat, a) for a in GAME.legal_actions(asked, seat)]
    assert [n for n in legal if n.startswith("research")] == [
        "research neutron_bombs",
        "research gauss_shield",
    ]
    assert "research <tech>" in GAME.prompt(asked, seat)
    assert GAME.explain(asked, seat, "research starbase") == text.ANCIENT_CHOICE.format(
        techs=text.listed(["Neutron Bombs", "Gauss Shield"])
    )
    taken = GAME.apply(asked, seat, GAME.parse_action(asked, seat, "research gauss_shield")).state
    assert taken.seats[seat].techs["grid"] == ("gauss_shield",)
    assert taken.tray == {"neutron_bombs": 1, "starbase": 1} and taken.pending is None
    assert taken.seats[seat].storage == state.seats[seat].storage  # free
