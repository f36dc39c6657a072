"""The bot's plan and play (rules/high_frontier/bot.py, botplan.py; docs/rules/high-frontier.md
§9–§11): the stack it flies, what it researches, and seeded games where its Rockets leave LEO,
prospect and industrialize."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from random import Random
from typing import Any, cast

from rules.core.game import Game
from rules.core.playout import bot_policy, play
from rules.high_frontier import botsites
from rules.high_frontier.actions import Fly, Fuel
from rules.high_frontier.botplan import has_industry, missing, useful
from rules.high_frontier.engine import HighFrontier

from .felony_table import COOLER, RAYGUN, ROSCOSMOS, aboard, seated
from .felony_table import play as apply_all

GAME = cast(Game, HighFrontier())
NASA = "crew-cq042"


def test_the_flying_stack_keeps_one_of_each_part_and_the_supports_they_need() -> None:
    cards = frozenset(
        [
            "thruster-04",  # Hall Effect 3·2, needs an electric generator
            "thruster-08",  # Photon Heliogyro, thrust 0: not a drive
            "robonaut-04",  # Free Electron Laser, needs a pulsed generator: not operational
            "refinery-01",  # Atomic Layer Deposition, needs an electric generator
            "generator-03",  # Cascade Photovoltaic: electric
            "reactor-10",  # Project Orion: a burst reactor nobody here needs
        ]
    )
    kept = useful(cards, NASA, "front")
    assert kept == {NASA, "thruster-04", "refinery-01", "generator-03"}
    assert not has_industry(kept)
    assert missing(cards, NASA, "front")[0] == "robonauts"


def test_what_it_lacks_is_researched_in_order() -> None:
    assert missing(frozenset(), NASA, "front")[:3] == ["thrusters", "robonauts", "refineries"]
    hot = frozenset(["robonaut-11", "refinery-03"])  # no supports, but the robonaut's 2 Therms
    assert not has_industry(useful(hot, NASA, "front"))
    assert missing(hot, NASA, "front") == ["thrusters", "robonauts", "radiators"]
    cooled = hot | {"radiator-01", "radiator-07-black"}  # 2 Therms (mass 1), 3 Therms (mass 1)
    kept = useful(cooled, NASA, "front")
    assert has_industry(kept) and kept & {"radiator-01", "radiator-07-black"} == {"radiator-01"}
    assert missing(cooled, NASA, "front") == ["thrusters"]


def test_seeded_two_seat_games_fly_prospect_and_industrialize() -> None:
    """Four seeded games (the old bot: about one Claim in 20 games, Rockets rarely away): most
    seats fly, prospect and industrialize. A Rocket with no Site in reach stays home, Aquas
    kept: over 72 seeded games at 2-4 seats, 82 % of the seats fly at least once (Therms make
    some stacks too heavy or too thirsty to reach a Site)."""
    claims = factories = 0
    flew: set[tuple[int, int]] = set()
    for game in range(4):

        def noting(g: Game, state: Any, seat: int, legal: Sequence[Any], rng: Random) -> Any:
            action = bot_policy(g, state, seat, legal, rng)
            if isinstance(action, Fly):
                flew.add((game, seat))  # noqa: B023 (read while this game is played)
            return action

        state = play(GAME, 2, seed=f"vp-2-{game}", policy=noting, check=False).state
        for player in state.players:
            claims += len(player.claims)
            factories += len(player.factories)
    assert claims >= 2 and factories >= 1 and len(flew) >= 6


def test_a_weak_rocket_heavier_than_wet_16_does_not_stop_the_bot() -> None:
    """NASRDA's crew (7·11) with a raygun, its radiator, a refinery and a Hall Effect: Dry 17 at
    LEO, net thrust 5. A weak Rocket fuels up to Wet 16 only, and the bot used to crash
    weighing fuel it could not add (FuelError: Wet 16 below Dry 17)."""
    state = seated(("crew-cq039", "back"), ROSCOSMOS)
    cards = ["crew-cq039", "robonaut-11", "radiator-02", "refinery-01", "thruster-04"]
    aboard(state, 0, "n90", [*cards, "generator-07"], "20")
    state.players[0].aquas = 10
    assert GAME.bot_action(state, 0, Random(1)) in GAME.legal_actions(state, 0)


def test_the_planned_thruster_pays_the_most_burns_with_a_tank_of_fuel() -> None:
    """Dumbo (6·5) pays 2.4 Burns with 12 fuel steps, the Hall Effect (3·2) its full 3: the
    bot flies the Hall Effect (it used to take the highest thrust, whose thirst kept Rockets on
    the nearest Size-1 Sites)."""
    cards = frozenset(["thruster-03", "reactor-01", "thruster-04", "generator-03"])
    kept = useful(cards, NASA, "front")
    assert "thruster-04" in kept and "thruster-03" not in kept
    assert "generator-03" in kept and "reactor-01" not in kept  # Dumbo's reactor: dead weight


def test_sites_are_worth_their_prospect_odds_hazards_and_factory_price() -> None:
    """§11.2: Size 6+ always claims, else 1d6 ≤ Size; §8.5: a Hazard Roll fails on 1; §11.3:
    the first Factory of a type scores 8 (+1 for its cube), the second 5."""
    state = seated(ROSCOSMOS, ("crew-cq042", "front"))
    assert botsites.chance("mars_hellas_basin_buried_glaciers") == 1
    assert botsites.chance("fortuna") == Fraction(5, 6)
    assert botsites.chance("bennu") == Fraction(1, 6)
    assert botsites.factory_vp(state, "fortuna") == 9  # a C Factory, none yet
    state.tracks["C"] = 1
    assert botsites.factory_vp(state, "fortuna") == 6
    assert botsites.worth(state, "fortuna", 0, industry=False) == Fraction(5, 6)
    assert botsites.worth(state, "bennu", 1, industry=True) == Fraction(1, 6) * Fraction(5, 6) * 6


def test_the_bot_buys_only_the_fuel_its_flight_needs() -> None:
    """A Rocket with a raygun, its radiator and a refinery at LEO, 20 Aquas: the bot buys the
    least fuel that takes it to the Site it chose (the old bot filled up to Wet 32, 19 Aquas),
    then flies there and prospects."""
    state = seated(("crew-cq042", "front"), ROSCOSMOS)
    aboard(state, 0, "n90", ["crew-cq042", RAYGUN, COOLER, "refinery-03"], "12")
    state.players[0].aquas = 20
    fuel = GAME.bot_action(state, 0, Random(1))
    assert isinstance(fuel, Fuel) and fuel.aquas < 19
    state = apply_all(state, 0, fuel)
    fly = GAME.bot_action(state, 0, Random(1))
    assert isinstance(fly, Fly)
    state = apply_all(state, 0, fly)
    assert GAME.bot_action(state, 0, Random(1)).type == "prospect"
