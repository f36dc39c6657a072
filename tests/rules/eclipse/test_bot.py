"""The bot fights the battles it is likely to win and keeps its upkeep paid
(rules/eclipse/bot.py, rules/eclipse/botplan.py; docs/rules/eclipse.md §9, §12.8, §14.2)."""

from __future__ import annotations

import random
import statistics
from typing import cast

from rules.core.chance import rng_for
from rules.core.game import Game
from rules.core.playout import choose_seat
from rules.eclipse import bot, botplan, foresight, scoring
from rules.eclipse.actions import Move, Start
from rules.eclipse.state import EclipseState
from tests.rules.eclipse.game_helpers import GAME, home, neighbour_of_home, table


def _ancient_next_door(cruisers: int) -> tuple[EclipseState, str]:
    """Seat 0 to act, with ``cruisers`` cruisers at home beside a sector holding one Ancient."""
    state = table(2, seed="bot-fight")
    target = neighbour_of_home(state, 0, "201")
    state.sector(target).npcs = ("ancient",)
    mine = home(state, 0)
    mine.ships = mine.ships + ((0, "cruiser"),) * cruisers
    return state, target


def test_a_fleet_that_wins_moves_in_and_one_that_loses_does_not() -> None:
    state, target = _ancient_next_door(3)
    legal = GAME.legal_actions(state, 0)
    assert bot.choose(state, 0, legal, random.Random(1)) == Start(kind="move")
    started = GAME.apply(state, 0, Start(kind="move")).state
    move = bot.choose(started, 0, GAME.legal_actions(started, 0), random.Random(1))
    assert isinstance(move, Move) and move.to == target and move.ship == "cruiser"

    alone, _ = _ancient_next_door(0)
    legal = GAME.legal_actions(alone, 0)
    assert bot.choose(alone, 0, legal, random.Random(1)) != Start(kind="move")


def test_the_chance_is_the_exact_odds_the_seat_sees() -> None:
    state, target = _ancient_next_door(3)
    moves = [a for a in GAME.legal_actions(GAME.apply(state, 0, Start(kind="move")).state, 0)]
    moves_in = [m for m in moves if isinstance(m, Move) and m.to == target]
    coming = botplan.arriving(state, 0, target, moves_in, 3)
    assert sorted(coming) == ["cruiser", "cruiser", "cruiser"]
    chance = botplan.attack_chance(state, 0, target, coming)
    mine = botplan.fleet_of(state, 0, ["cruiser"] * 3)
    theirs, npc = botplan.enemy_fleet(state, state.sector(target), 0)
    assert npc
    assert chance == foresight.chance(mine, theirs, True, True)
    assert botplan.WIN_CHANCE <= chance < 1


def test_seeded_bot_games_fight_win_and_never_go_bankrupt() -> None:
    """Two bot-only games at 2 and at 4 seats: battles fought and mostly won, upkeep always paid
    (no sector abandoned, nobody eliminated), more VP than the bot used to score (about 12)."""
    vp: list[float] = []
    attacks = won = 0
    for players in (2, 4):
        for index in range(2):
            seed = f"bot-{players}-{index}"
            state = GAME.setup(players, seed=seed)
            chooser = rng_for(seed, 0, "playout-policy")
            while (seat := choose_seat(cast(Game, GAME), state, chooser, 0.0)) is not None:
                step = GAME.apply(state, seat, GAME.bot_action(state, seat, chooser))
                kinds = {event.kind for event in step.events}
                assert not kinds & {"Abandoned", "Eliminated"}, seed
                if "BattleBegan" in kinds and state.combat is not None:
                    fought = state.sector(state.combat.sectors[0])
                    for one in {o for o, _ in fought.ships if o != fought.owner}:
                        attacks += 1
                        after = step.state.sector(fought.id)
                        won += not botplan.hostile(step.state, after, one) and any(
                            o == one for o, _ in after.ships
                        )
                state = step.state
            vp.append(statistics.mean(scoring.score(state, s) for s in range(players)))
    assert attacks >= 4 and won / attacks >= 0.6
    assert statistics.mean(vp) >= 14
