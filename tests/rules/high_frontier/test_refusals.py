"""Refused moves say why (issue #25 item 1; :mod:`rules.high_frontier.refusals`): the main
reason of each verb, with the names players see (docs/rules/high-frontier.md §6–§15), and a
seeded fuzz in which every seat types moves taken from other states' legal lists and from
every verb's notation: each refusal is a specific sentence, never the frame's generic list nor
this game's own last resort."""

from __future__ import annotations

import random
from collections import Counter
from typing import cast

import pytest

from rules.core.errors import IllegalAction, NotYourTurn, RulesError
from rules.core.game import Game
from rules.core.notation import normalize
from rules.core.playout import bot_policy, play
from rules.core.text import Msg
from rules.core.wording import GENERIC
from rules.high_frontier import GAME, pack
from rules.high_frontier.actions import Research
from rules.high_frontier.state import HighFrontierState, Outpost

from .felony_table import BATTERY, COOLER, NASA, RAYGUN, ROSCOSMOS, TAIKONAUTS, aboard, seated


def _refusal(state: HighFrontierState, seat: int, typed: str) -> Msg:
    """The sentence refusing ``typed``, as the frame shows it (a Msg, its id asserted on)."""
    with pytest.raises(RulesError) as refused:
        GAME.parse_action(state, seat, typed)
    message = refused.value.message
    assert isinstance(message, Msg), message
    return message


def _deimos() -> HighFrontierState:
    """Seat 0 (NASA: its Crew's ISRU 4) on Deimos (Size 1, Hydration 2, type D)."""
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n261", [NASA[0], RAYGUN, COOLER], "5")
    return state


def test_prospecting_a_site_drier_than_the_isru_names_both_figures() -> None:
    # §11.2: a platform prospects a Site whose Hydration is at least its ISRU rating
    state = _deimos()
    state.players[0].rocket.cards = [NASA[0]]  # type: ignore[union-attr]
    said = _refusal(state, 0, "prospect")
    assert said.key == "high_frontier.refusal.isru_above"
    assert str(said).startswith("Deimos's Hydration is 2, below your Rocket's best ISRU rating")


def test_a_site_named_beyond_reach_or_on_luna_says_so() -> None:
    # §11.2 (adjacent Sites, a raygun); §15 (Luna needs the 1st Player's leave)
    state = _deimos()
    said = _refusal(state, 0, "prospect ceres")
    assert said.key == "high_frontier.refusal.not_adjacent"
    assert "Ceres" in said and "Deimos" in said
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 1, "n115", [ROSCOSMOS[0]], "5")
    state.current = 1
    said = _refusal(state, 1, "prospect")
    assert said.key == "high_frontier.refusal.luna_leave"
    assert "`ask luna`" in said


def test_boosting_beyond_the_aquas_says_the_mass_and_the_aquas() -> None:
    # §9 I4: boosting costs the card's mass in Aquas
    state = seated(NASA, ROSCOSMOS)
    state.players[0].hand, state.players[0].aquas = [RAYGUN], 2
    said = _refusal(state, 0, f"boost {RAYGUN}")
    assert said.key == "high_frontier.refusal.boost_cost"
    assert str(said) == (
        "Boosting Solar-Pumped MHD Exciplex Laser costs 3 Aquas, its mass; you have 2 Aquas."
    )


def test_a_card_elsewhere_is_named_with_where_it_is() -> None:
    state = seated(NASA, ROSCOSMOS)
    state.players[0].leo.append(BATTERY)
    said = _refusal(state, 0, f"sell {BATTERY}")
    assert said.key == "high_frontier.refusal.card_is"
    assert str(said).startswith("Optoelectric Nuclear Battery is at LEO; `sell` takes a card")
    assert _refusal(state, 0, "sell nothing-12").key == "high_frontier.refusal.not_a_card"


def test_industrializing_names_the_missing_refinery() -> None:
    # §9 I7: an operational robonaut and refinery aboard, on one's own Claim
    state = _deimos()
    assert _refusal(state, 0, "industrialize").key == "high_frontier.refusal.not_your_claim"
    state.players[0].claims.append("deimos")
    said = _refusal(state, 0, "industrialize")
    assert said.key == "high_frontier.refusal.industry_lacks"
    assert str(said).endswith("your Rocket lacks a refinery.")


def test_research_names_the_deck_and_the_opening_bid() -> None:
    # §9 I2: an auction of a deck's top card, opening at a bid the seat can pay
    state = seated(NASA, ROSCOSMOS)
    aquas = state.players[0].aquas
    assert _refusal(state, 0, "research nothing 1").key == "high_frontier.refusal.not_a_deck"
    said = _refusal(state, 0, "research thrusters x")
    assert said.key == "high_frontier.refusal.research_bid"
    assert "`research thrusters 0`" in said
    said = _refusal(state, 0, f"research thrusters {aquas + 1}")
    assert said.key == "high_frontier.refusal.opening_beyond"


def test_a_bid_at_or_below_the_opening_says_the_least_bid() -> None:
    state = seated(NASA, ROSCOSMOS)
    state.players[1].aquas = 9
    state = GAME.apply(state, 0, Research(deck="thrusters", bid=2)).state
    said = _refusal(state, 1, "bid 2")
    assert said.key == "high_frontier.refusal.bid_low"
    assert "`bid 3`" in said
    assert _refusal(state, 1, "bid 10").key == "high_frontier.refusal.bid_beyond"
    with pytest.raises(NotYourTurn):  # seat 0 owes nothing while the bids are sealed
        GAME.parse_action(state, 0, "income")


def test_fuel_cargo_and_jettison_say_where_they_work() -> None:
    # §6.1, §7 G1: fuel and cargo at LEO or one's Factory; the Crew is never jettisoned
    state = _deimos()
    assert _refusal(state, 0, "fuel 2").key == "high_frontier.refusal.fuel_where"
    assert _refusal(state, 0, f"unload {RAYGUN}").key == "high_frontier.refusal.cargo_where"
    assert _refusal(state, 0, f"jettison {NASA[0]}").key == "high_frontier.refusal.jettison_crew"
    said = _refusal(state, 0, "jettison 40")
    assert said.key == "high_frontier.refusal.jettison_steps"
    state.players[0].factories.append("deimos")
    state.players[0].outposts["deimos"] = Outpost()
    said = _refusal(state, 0, "fuel 2")
    assert str(said) == "Your Outpost on Deimos holds no water FTs: `refuel deimos` makes 7."
    assert _refusal(state, 0, f"unload {NASA[0]}").key == "high_frontier.refusal.crew_stays"


def test_et_production_names_the_spectral_types_and_the_factory() -> None:
    # §9 I8: a Hand card Black side up at one's Factory of the card's spectral type
    state = _deimos()
    state.players[0].hand = ["thruster-02"]
    said = _refusal(state, 0, "produce thruster-02 deimos")
    assert said.key == "high_frontier.refusal.no_factory"
    state.players[1].factories.append("deimos")
    said = _refusal(state, 0, "produce thruster-02 deimos")
    assert str(said) == (
        "The Factory on Deimos is {p1}'s: ask for its use first (`ask factory deimos`)."
    )
    state.players[1].factories.remove("deimos")
    state.players[0].factories.append("deimos")
    said = _refusal(state, 0, "produce thruster-02 deimos")
    assert str(said) == (
        "De Laval Nozzle is of spectral type M; the Factory on Deimos makes type D."
    )
    assert _refusal(state, 0, "produce deimos").key == "high_frontier.refusal.produce_usage"


def test_a_launch_without_a_thruster_in_the_leo_stack_says_so() -> None:
    # §5: the LEO stack becomes the Rocket; it needs a thruster to fly
    state = seated(NASA, ROSCOSMOS)
    state.players[0].leo = [BATTERY]
    said = _refusal(state, 0, "launch")
    assert str(said) == (
        "Your LEO stack (Optoelectric Nuclear Battery) has no thruster: boost one, then `launch`."
    )
    state.players[0].leo = []
    assert _refusal(state, 0, "launch").key == "high_frontier.refusal.leo_empty"


def test_felonies_and_permissions_say_what_they_need() -> None:
    # §15: Claim Jump is a Felony; a permission is asked of the seat that can grant it
    state = _deimos()
    state.players[1].claims.append("deimos")
    said = _refusal(state, 0, "jump")
    assert said.key == "high_frontier.refusal.felony_needed"
    assert "`ask felonious`" in said
    assert _refusal(state, 0, "ask luna").key == "high_frontier.refusal.ask_held"  # 1st Player
    assert _refusal(state, 0, "ask factory deimos").key == "high_frontier.refusal.no_factory"
    assert _refusal(state, 0, "repair rocket").key == "high_frontier.refusal.no_glitch"
    felon = seated(TAIKONAUTS, ROSCOSMOS)
    aboard(felon, 0, "n261", [TAIKONAUTS[0]], "5")
    felon.players[1].claims.append("deimos")
    assert GAME.parse_action(felon, 0, "jump").type == "jump"


def test_other_phases_answers_typed_on_a_turn_say_what_they_answer() -> None:
    state = seated(NASA, ROSCOSMOS)
    assert _refusal(state, 0, "bid 3").key == "high_frontier.refusal.no_auction"
    assert _refusal(state, 0, "grant").key == "high_frontier.refusal.no_request"
    assert _refusal(state, 0, "side back").key == "high_frontier.refusal.sides_chosen"
    assert _refusal(state, 0, "take thrusters").key == "high_frontier.refusal.no_draft"


def test_an_operation_after_the_turns_one_names_it() -> None:
    state = seated(NASA, ROSCOSMOS)
    state = GAME.apply(state, 0, GAME.parse_action(state, 0, "income")).state
    said = _refusal(state, 0, "prospect")
    assert said.key == "high_frontier.refusal.operation_done"
    assert "Income" in said


# ---------------------------------------------------------------- the fuzz

SITES = sorted(pack.load().site_by_id)
VERBS = (
    "income", "done", "pass", "grant", "refuse", "launch", "prospect", "industrialize",
    "refuel", "revive", "colonize", "jump", "repair rocket", "ask luna", "ask felonious",
    "ask powersat", "ask nothing", "take thrusters", "take nothing", "side front", "side up",
    "bid 1", "bid 99", "bid x", "research thrusters", "research nothing 1",
    "research thrusters x", "fuel 2", "fuel 40", "dirt 3", "jettison 2", "jettison 30",
    "fly n91", "fly nowhere", "sell nothing", "boost nothing", "produce thruster-01",
    "deliver thruster-01-black", "load thruster-01", "unload thruster-01",
    "jettison thruster-01",
)  # fmt: skip
"""Every verb typed with arguments right and wrong (the fuzz adds each Site's verbs)."""


def _sampled(seed: int, every: int) -> list[HighFrontierState]:
    """Every ``every``-th state of a seeded 3-seat bot game (``rules.core.playout``)."""
    seen: list[HighFrontierState] = []

    def policy(game, state, seat, legal, rng):  # type: ignore[no-untyped-def]
        seen.append(state)
        return bot_policy(game, state, seat, legal, rng)

    play(cast(Game, GAME), 3, seed=f"refusals-{seed}", policy=policy, check=False)
    return seen[::every]


def refusal_fuzz(seed: int, every: int = 40, typed: int = 60) -> Counter[str]:
    """Refusals of one seeded game by kind: ``specific``, ``last`` (this game's last resort,
    ``high_frontier.refusal.elsewhere``), ``generic`` (the frame's), ``turn`` (the kit's "not
    what you are asked" on a turn), ``unexplained`` (a seat asked to move whose refusal
    ``explain`` gives no reason for) and ``accepted``."""
    rng = random.Random(seed)
    states = _sampled(seed, every)
    sites = rng.sample(SITES, 4)
    pool = {
        GAME.describe_action(state, seat, action)
        for state in states
        for seat in range(state.num_players)
        for action in GAME.legal_actions(state, seat)
    }
    pool |= set(VERBS)
    pool |= {
        f"{verb} {site}"
        for site in sites
        for verb in ("prospect", "refuel", "repair", "ask factory", "produce thruster-02", "fly")
    }
    counts: Counter[str] = Counter()
    for state in states:
        for seat in range(state.num_players):
            legal = {GAME.describe_action(state, seat, a) for a in GAME.legal_actions(state, seat)}
            choices = sorted(pool - legal)
            for notation in rng.sample(choices, min(typed, len(choices))):
                try:
                    GAME.parse_action(state, seat, notation)
                except IllegalAction as refused:
                    counts[_kind(refused.message, state)] += 1
                    owing = seat in GAME.to_act(state)
                    if owing and GAME.explain(state, seat, normalize(notation)) is None:
                        counts["unexplained"] += 1
                except RulesError as refused:  # whose turn, the game over
                    counts[_kind(refused.message, state)] += 1
                else:
                    counts["accepted"] += 1
    return counts


def _kind(message: str, state: HighFrontierState) -> str:
    """``generic``, ``last``, ``turn`` (the kit's "not what you are asked" on a turn of the
    game proper, where every verb has its own reason) or ``specific``."""
    key = message.key if isinstance(message, Msg) else ""
    if key in GENERIC or not key:
        return "generic"
    on_turn = state.phase == "play" and state.window is None
    if key == "core.error.not_asked" and on_turn:
        return "turn"
    return "last" if key == "high_frontier.refusal.elsewhere" else "specific"


def test_every_refused_move_of_a_seeded_game_gets_a_specific_reason() -> None:
    counts = refusal_fuzz(1) + refusal_fuzz(2)
    assert counts["specific"] > 2000
    unspecific = [counts[k] for k in ("generic", "last", "turn", "unexplained")]
    assert unspecific == [0, 0, 0, 0], counts
