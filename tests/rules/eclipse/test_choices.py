"""The choices the rules leave to a player after the battles and in Upkeep, asked in windows
(docs/rules/eclipse.md §12.4, §12.6, §14.2, §21 Q24): the retreat sector, attacking population
(W4 of §20 with the attacker's choice of cubes), a disc on a sector won, and bankruptcy (W6);
each with its standing choice and its stated default; and an Upgrade activation that takes a
part tile off before placing one (§7)."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from rules.core.errors import IllegalAction
from rules.eclipse import battles, board, galaxy, pack, text, windows
from rules.eclipse.actions import (
    Abandon,
    Attack,
    Battle,
    Claim,
    Prefer,
    Start,
    Trade,
    Upgrade,
    describe,
)
from rules.eclipse.state import CombatState, EclipseState, SectorState
from tests.rules.eclipse.game_helpers import GAME, home, neighbour_of_home, put_sector, table


@dataclass
class Blanks:
    """Dice that always roll the blank face (every shot misses)."""

    def randint(self, a: int, b: int) -> int:
        return 1

    def randrange(self, n: int) -> int:
        return 0


@dataclass
class Scripted:
    """Dice that roll the given faces in order."""

    faces: list[int]

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)

    def randrange(self, n: int) -> int:
        return 0


def two_retreats() -> tuple[EclipseState, SectorState]:
    """Seat 0's interceptor and seat 1's three in 101, next to seat 0's home (221) and to 102,
    which seat 0 controls too: two sectors qualify for seat 0's retreat."""
    state = table(2)
    fought = state.sector(neighbour_of_home(state, 0, "101"))
    placed = board.galaxy_of(state)
    free = [
        p
        for e in sorted(placed[(fought.q, fought.r)].edges)
        if (p := galaxy.neighbour((fought.q, fought.r), e)) not in placed
    ]
    record = pack.load().sector_by_id["102"]
    turns = galaxy.placements(placed, free[0], record, [(fought.q, fought.r)])
    put_sector(state, "102", *free[0], rotation=turns[0], owner=0)
    fought.ships = ((1, "interceptor"),) * 3 + ((0, "interceptor"),)
    state.phase, state.combat = "combat", CombatState(sectors=["101"])
    for seat in state.seats:
        seat.passed = True
    return state, fought


def test_the_retreat_sector_is_the_players_when_several_qualify() -> None:
    state, fought = two_retreats()
    assert [s.id for s in battles.retreat_options(state, fought, 0)] == ["102", "221"]
    step = GAME.begin(state, 0)
    GAME.settle(step)
    asked = step.state
    assert asked.window is not None and asked.window.kind == "battle"
    offered = [describe(a) for a in GAME.list_actions(asked, 0) if isinstance(a, Battle)]
    assert offered == ["battle fight", "battle outnumbered", "battle outnumbered 221"]
    said = GAME.prompt(asked, 0)
    assert "A retreat goes to 102" in said and "221" in said
    step = GAME.begin(asked, 0)
    step.rng = Blanks()  # type: ignore[assignment]
    windows.answer(step, 0, Battle(retreat="outnumbered", to="221"))
    windows.close(step)
    after = step.state
    assert after.sector("221").ships == ((0, "interceptor"),) * 2  # its own and the retreated
    assert after.sector("102").ships == ()
    assert all(owner == 1 for owner, _ in after.sector("101").ships)


def test_a_retreat_without_a_named_sector_goes_to_the_lowest_number() -> None:
    state, _ = two_retreats()
    state.seats[0].prefs["retreat"] = "outnumbered"
    state.seats[1].prefs["retreat"] = "never"
    step = GAME.begin(state, 0)
    step.rng = Blanks()  # type: ignore[assignment]
    GAME.settle(step)
    after = step.state
    assert after.sector("102").ships == ((0, "interceptor"),)
    assert after.sector("221").ships == ((0, "interceptor"),)  # its starting interceptor


def populated() -> EclipseState:
    """W4 (docs/rules/eclipse.md §20): seat 0's three interceptors with Plasma Cannons over
    seat 1's two money cubes and a science cube in 104 (its fourth square empty), Combat step 3
    about to begin."""
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
    sector.ships = ((0, "interceptor"),) * 3
    state.phase, state.combat = "combat", CombatState(stage="population", queue=["104"])
    for seat in state.seats:
        seat.passed = True
    return state


def asked(state: EclipseState, kind: str) -> EclipseState:
    step = GAME.begin(state, 0)
    GAME.settle(step)
    assert step.state.window is not None and step.state.window.kind == kind
    return step.state


def test_w4_the_attacker_chooses_which_cubes_die() -> None:
    state = populated()
    state.seats[0].prefs["attack"] = "ask"
    waiting = asked(state, "attack")
    offered = [describe(a) for a in GAME.list_actions(waiting, 0) if isinstance(a, Attack)]
    assert offered == ["attack", "attack money", "attack science", "attack no"]
    assert "Attack {p1}'s population cubes in 104" in GAME.prompt(waiting, 0)
    assert GAME.default_action(waiting, 0) == Attack()
    step = GAME.begin(waiting, 0)
    step.rng = Scripted([6, 4, 3])  # type: ignore[assignment]
    windows.answer(step, 0, Attack(first="science"))
    assert step.state.sector("104").cubes == (None, "money", None, None)  # one burst: 2 damage
    assert step.state.seats[1].graveyard == {"materials": 0, "science": 1, "money": 1}


def test_population_may_be_spared() -> None:
    state = populated()
    state.seats[0].prefs["attack"] = "ask"
    waiting = asked(state, "attack")
    after = GAME.apply(waiting, 0, Attack(attack=False))
    assert after.state.sector("104").cubes == ("money", "money", "science", None)
    assert after.state.sector("104").owner == 1
    assert any(e.kind == "PopulationSpared" for e in after.events)
    assert after.state.last_at == ((2, -1),)  # the board's last move: the sector asked about


def test_the_standing_choice_attacks_without_a_question() -> None:
    state = populated()
    step = GAME.begin(state, 0)
    step.rng = Scripted([6, 6, 6])  # type: ignore[assignment]
    GAME.settle(step)
    after = step.state
    assert after.sector("104").cubes == (None,) * 4
    assert after.sector("104").owner == 0  # no cube left: the disc changes hands (step 4)


def won_sector() -> EclipseState:
    """Seat 0's cruiser alone in the uncontrolled 104 as Combat step 4 begins."""
    state = table(2)
    sector = put_sector(state, "104", 2, -1)
    sector.ships = ((0, "cruiser"),)
    state.phase, state.combat = "combat", CombatState(stage="influence", queue=["104"])
    for seat in state.seats:
        seat.passed = True
    return state


def test_a_player_may_leave_a_sector_won_without_a_disc() -> None:
    state = won_sector()
    state.seats[0].prefs["claim"] = "ask"
    waiting = asked(state, "claim")
    assert GAME.default_action(waiting, 0) == Claim(take=True)
    assert "Only your ships are in 104" in GAME.prompt(waiting, 0)
    discs = waiting.seats[0].discs
    after = GAME.apply(waiting, 0, Claim(take=False)).state
    assert after.sector("104").owner is None
    assert after.seats[0].discs >= discs  # no disc spent (Cleanup may bring action discs back)


def test_the_claim_default_places_the_disc() -> None:
    state = won_sector()
    state.seats[0].prefs["claim"] = "ask"
    waiting = asked(state, "claim")
    after = GAME.apply(waiting, 0, GAME.default_action(waiting, 0) or Claim(take=True)).state
    assert after.sector("104").owner == 0


def broke() -> EclipseState:
    """W6: upkeep 10 against a money production of 6 and 2 money stored (2 short), 2 materials
    at Terran 2:1, two sectors besides home (201 and 202, each with a money cube): Upkeep's
    bankruptcy step next, in round 8 (no Cleanup after it)."""
    state = table(2)
    for sector_id, q in (("201", 3), ("202", -3)):
        other = put_sector(state, sector_id, q, -3 if q > 0 else 0, owner=0)
        state.set_cube(other, 0, "money")
        state.seats[0].track["money"] -= 1
    seat = state.seats[0]
    seat.discs = 13 - 8  # upkeep 10
    seat.track["money"] = 8  # production 6: 2 + 6 - 10 = -2
    seat.storage.update(money=2, materials=2, science=0)
    state.round = 8
    state.phase, state.combat = "combat", CombatState(stage="upkeep")
    return state


def test_bankruptcy_is_the_players_to_resolve_when_it_asks() -> None:
    state = broke()
    assert board.income(state.seats[0]) == 6 - 10
    state.seats[0].prefs["bankruptcy"] = "ask"
    waiting = asked(state, "bankruptcy")
    offered = [describe(a) for a in GAME.list_actions(waiting, 0) if isinstance(a, Trade | Abandon)]
    assert offered[0] == "trade materials money"
    assert {"abandon 201", "abandon 202", "abandon " + home(waiting, 0).id} <= set(offered)
    assert "2 money short" in GAME.prompt(waiting, 0)
    assert GAME.default_action(waiting, 0) == Trade(give="materials", get="money")
    after = GAME.apply(waiting, 0, Abandon(sector="202")).state
    # 202's disc back: upkeep 7; its money cube back on the track: production 4; 2 + 4 - 7 = -1
    assert after.window is not None and after.window.kind == "bankruptcy"
    assert after.sector("202").owner is None
    final = GAME.apply(after, 0, Trade(give="materials", get="money")).state
    assert final.phase == "over"
    assert final.sector("201").owner == 0
    assert final.seats[0].storage["money"] == 0


def test_the_standing_bankruptcy_choice_trades_then_abandons_the_cheapest() -> None:
    state = broke()
    step = GAME.begin(state, 0)
    GAME.settle(step)
    after = step.state
    assert after.phase == "over"
    assert after.seats[0].storage["materials"] == board.production(
        after.seats[0].track["materials"]
    )
    lost = [s for s in ("201", "202") if after.sector(s).owner is None]
    assert len(lost) == 1 and after.seats[0].storage["money"] >= 0


def test_the_new_standing_choices_are_listed() -> None:
    state = table(2)
    listed = {describe(a) for a in GAME.list_actions(state, 1) if isinstance(a, Prefer)}
    assert {"prefer attack ask", "prefer claim ask", "prefer bankruptcy ask"} <= listed
    assert "prefer attack yes" not in listed


def test_an_upgrade_takes_a_part_tile_off_to_free_energy() -> None:
    """§7: an activation takes part tiles off, then places one. The interceptor (printed energy
    0: Nuclear Source +3, Ion Cannon -1, Nuclear Drive -1) with a Positron Computer tile (-1)
    has no energy left for a Plasma Cannon (-2) over its Ion Cannon unless the computer comes
    off; the Nuclear Source is printed and cannot."""
    state = table(2, seed="actions")
    seat = state.current
    state.seats[seat].techs["military"] += ("plasma_cannon", "positron_computer")
    state.seats[seat].blueprints["interceptor"] = (
        "ion_cannon",
        "nuclear_source",
        "nuclear_drive",
        "positron_computer",
    )
    upgrading = GAME.apply(state, seat, Start(kind="upgrade")).state
    offered = set(GAME.list_actions(upgrading, seat))
    plasma = Upgrade(ship="interceptor", space=1, part="plasma_cannon")
    freed = plasma.model_copy(update={"remove": 4})
    assert freed in offered and plasma not in offered
    assert describe(freed) == "upgrade interceptor 1 plasma_cannon remove 4"
    with pytest.raises(IllegalAction) as caught:
        GAME.apply(upgrading, seat, plasma.model_copy(update={"remove": 2}))
    assert str(caught.value) == text.NO_TILE.format(ship="interceptor", space=2)
    after = GAME.apply(upgrading, seat, freed)
    assert after.state.seats[seat].blueprints["interceptor"] == (
        "plasma_cannon",
        "nuclear_source",
        "nuclear_drive",
        None,
    )
    assert [e.kind for e in after.events][:2] == ["PartRemoved", "Upgraded"]
    assert after.state.turn is not None and after.state.turn.left == 1  # one activation spent


def test_the_new_answers_are_typed_as_their_notation() -> None:
    state = populated()
    state.seats[0].prefs["attack"] = "ask"
    waiting = asked(state, "attack")
    assert GAME.parse_action(waiting, 0, "attack money") == Attack(first="money")
    assert GAME.parse_action(waiting, 0, "attack no") == Attack(attack=False)
    broken = broke()
    broken.seats[0].prefs["bankruptcy"] = "ask"
    short = asked(broken, "bankruptcy")
    assert GAME.parse_action(short, 0, "abandon 202") == Abandon(sector="202")
    assert GAME.parse_action(short, 0, "trade materials money") == Trade(
        give="materials", get="money"
    )


def test_a_bot_game_where_every_seat_asks_reaches_the_end() -> None:
    """Three bot seats with ``prefer attack|claim|bankruptcy ask``: the windows open (the bot
    answers them with their defaults) and the game still ends after round 8."""
    state = GAME.setup(3, seed="b")
    for seat in range(3):
        for topic in ("attack", "claim", "bankruptcy"):
            state = GAME.apply(state, seat, Prefer(topic=topic, value="ask")).state
    rng = random.Random("b")
    kinds: set[str] = set()
    while not GAME.is_over(state):
        seat = min(GAME.to_act(state))
        kinds |= {state.window.kind} if state.window is not None else set()
        state = GAME.apply(state, seat, GAME.bot_action(state, seat, rng)).state
    assert "claim" in kinds
    assert state.round == 8 and GAME.outcome(state) is not None


def test_neutron_bombs_destroy_every_cube_when_the_attacker_says_so() -> None:
    """§12.6: Neutron Bombs destroy all cubes instead of rolling; which cubes die is then no
    choice, so no track is offered."""
    state = populated()
    state.seats[0].techs["nano"] += ("neutron_bombs",)
    state.seats[0].prefs["attack"] = "ask"
    waiting = asked(state, "attack")
    offered = [describe(a) for a in GAME.list_actions(waiting, 0) if isinstance(a, Attack)]
    assert offered == ["attack", "attack no"]
    assert "with your Neutron Bombs" in GAME.prompt(waiting, 0)
    step = GAME.begin(waiting, 0)
    step.rng = Scripted([])  # type: ignore[assignment]  # no die is rolled
    windows.answer(step, 0, Attack())
    assert step.state.sector("104").cubes == (None,) * 4
