"""The Altruism variant (docs/rules/high-frontier.md §17, V4; ``rules/high_frontier/altruism.py``)
through ``setup`` and ``apply``: half decks and 4/5/7 Seniority Disks, a solitaire faction's 6
extra Aquas, research without auctions for 1 Aqua a card (Marketeer 2 for 3), the VP target."""

from __future__ import annotations

import re
from typing import cast

import pytest

from rules.core.errors import AmbiguousAction, IllegalAction
from rules.core.game import Game
from rules.core.playout import bot_policy, play
from rules.high_frontier import GAME, pack, stacks
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import Research, Side
from rules.high_frontier.altruism import LENGTHS, price, taken
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.variant_text import ALTRUISM_LOST, ALTRUISM_RESEARCH, ALTRUISM_WON


def _playing(seats: int = 1, length: str = "short", seed: str = "alone") -> HighFrontierState:
    state = GAME.setup(seats, seed=seed, options={"altruism": length})
    for seat in range(seats):
        state = GAME.apply(state, seat, Side(side="front")).state
    return state


@pytest.mark.parametrize(("length", "disks"), [("short", 4), ("medium", 5), ("futures", 7)])
def test_setup_removes_the_bottom_half_of_each_deck_and_sets_the_disks(
    length: str, disks: int
) -> None:
    core = GAME.setup(1, seed="halves", options={"altruism": "no"})
    state = GAME.setup(1, seed="halves", options={"altruism": length})
    assert state.disks == disks and state.altruism == length
    assert {deck: len(cards) for deck, cards in state.decks.items()} == {
        "thrusters": 6,
        "robonauts": 6,
        "refineries": 6,
        "generators": 8,  # 17 cards: 9 removed (V4b's 6/6/6/8/6/6)
        "reactors": 6,
        "radiators": 6,
    }
    for deck, cards in state.decks.items():
        assert cards == core.decks[deck][: len(cards)]  # the same shuffle, its top half kept


def test_a_table_of_one_plays_the_variant_unless_it_says_no() -> None:
    assert GAME.setup(1, seed="one").altruism == "short"
    core = GAME.setup(1, seed="one", options={"altruism": "no"})
    assert (core.altruism, core.disks, len(core.decks["generators"])) == (None, 4, 17)
    assert GAME.setup(2, seed="two").altruism is None


def test_an_unknown_length_is_refused() -> None:
    with pytest.raises(IllegalAction, match=re.escape("altruism=no|short|medium|futures")):
        GAME.setup(1, seed="x", options={"altruism": "long"})


@pytest.mark.parametrize("crew", [c.id for c in pack.load().decks["crew"].cards])
def test_a_solitaire_taxes_secretary_general_or_felonious_faction_starts_with_6_more(
    crew: str,
) -> None:
    for side in ("front", "back"):
        privilege = stacks.face(crew, side).privilege
        rich = privilege is not None and privilege.keyword in (
            "TAXES",
            "SECRETARY GENERAL",
            "FELONIOUS",
        )
        aquas: dict[str, int] = {}
        for options in ({"altruism": "no"}, {"altruism": "short"}):
            state = GAME.setup(1, seed="rich", options=options)
            state.players[0].crew = crew
            state = GAME.apply(state, 0, Side(side=side)).state
            aquas[options["altruism"]] = state.players[0].aquas
        assert aquas["short"] - aquas["no"] == (6 if rich else 0), (crew, side)


def test_cooperative_seats_get_no_extra_aquas() -> None:
    core, state = GAME.setup(2, seed="co"), GAME.setup(2, seed="co", options={"altruism": "short"})
    for seat in range(2):
        core = GAME.apply(core, seat, Side(side="front")).state
        state = GAME.apply(state, seat, Side(side="front")).state
    assert [p.aquas for p in state.players] == [p.aquas for p in core.players]


def test_research_takes_the_top_card_and_its_bonus_supports_for_an_aqua_each() -> None:
    state = _playing()
    deck = next(d for d in state.decks if len(taken(state, d)) > 1)
    expected = [state.decks[d][0] for d in taken(state, deck)]
    before = state.players[0].aquas
    action = GAME.parse_action(state, 0, f"research {deck}")
    assert action == Research(deck=deck)
    step = GAME.apply(state, 0, action)
    after = step.state
    assert after.players[0].hand == expected
    assert after.players[0].aquas == before - len(expected)
    assert after.window is None and after.auction is None  # no auction
    assert after.turn.operation == "research"
    line = ALTRUISM_RESEARCH.format(
        seat=0, card=stacks.name(expected[0]), deck=deck, price=len(expected)
    )
    assert (step.events[0].kind, step.events[0].text) == ("Researched", line)
    assert [e.kind for e in step.events[1:]] == ["BonusSupport"] * (len(expected) - 1)


def test_marketeer_pays_two_for_three_cards() -> None:
    state = _playing()
    state.players[0].crew, state.players[0].side = "crew-cq043", "front"  # SpaceX: Marketeer
    assert holders(state, "MARKETEER") == [0]
    two = next(
        card
        for card in stacks.cards()
        if stacks.deck_of(card) == "robonauts" and len(stacks.bonus_decks(card)) == 2
    )
    state.decks["robonauts"][0] = two
    assert len(taken(state, "robonauts")) == 3
    assert price(state, 0, "robonauts") == 2
    state.players[0].crew = "crew-cq042"  # NASA (Launch Fees) pays 3
    assert holders(state, "MARKETEER") == [] and price(state, 0, "robonauts") == 3


def test_research_is_offered_only_with_the_aquas_and_under_the_academia_limit() -> None:
    state = _playing()

    def researched(state: HighFrontierState) -> set[str]:
        fresh = state.model_copy(deep=True)  # legal actions are kept per state object
        found = [a for a in GAME.legal_actions(fresh, 0) if isinstance(a, Research)]
        assert all(a.bid is None for a in found)
        return {a.deck for a in found}

    assert researched(state) == set(state.decks)
    state.players[0].aquas = 1  # a card with bonus supports costs more than 1
    assert researched(state) == {d for d in state.decks if len(taken(state, d)) == 1}
    state.players[0].aquas = 10
    state.players[0].crew = "crew-cq042"  # NASA: not Skunkworks
    state.players[0].hand = [state.decks[d].pop() for d in ("thrusters", "reactors", "radiators")]
    assert researched(state) == set(state.decks)  # 3 cards: under the academia limit
    state.players[0].hand.append(state.decks["robonauts"].pop())
    assert researched(state) == set()
    with pytest.raises(IllegalAction):
        GAME.parse_action(state.model_copy(deep=True), 0, "research thrusters")


def _over(seats: int, glory: list[int]) -> HighFrontierState:
    state = _playing(seats, "medium", seed="end")
    state.phase = "over"
    for player, vp in zip(state.players, glory, strict=True):
        player.glory, player.rocket, player.claims, player.factories = vp, None, [], []
    return state


def test_a_solitaire_game_is_won_at_the_target_and_lost_below_it() -> None:
    won = GAME.outcome(_over(1, [60]))
    assert won is not None and won.winners == (0,)
    assert won.details[0] == ALTRUISM_WON.format(vp=LENGTHS["medium"].solitaire)
    lost = GAME.outcome(_over(1, [59]))
    assert lost is not None and lost.winners == ()
    assert lost.details[0] == ALTRUISM_LOST.format(vp=60)


def test_cooperative_seats_all_win_only_when_every_one_reached_the_target() -> None:
    both = GAME.outcome(_over(2, [50, 71]))
    assert both is not None and both.winners == (0, 1)
    one = GAME.outcome(_over(2, [50, 49]))
    assert one is not None and one.winners == ()
    assert one.details[0] == ALTRUISM_LOST.format(vp=LENGTHS["medium"].cooperative)


@pytest.mark.parametrize("seats", [1, 2])
def test_a_seeded_bot_game_of_the_variant_ends_with_its_verdict(seats: int) -> None:
    result = play(
        cast(Game, GAME),
        seats,
        seed=f"altruism-{seats}",
        policy=bot_policy,
        options={"altruism": "short"},
        check=seats == 1,
    )
    assert (result.state.phase, result.state.disks) == ("over", 0)
    assert result.state.year == 12 * LENGTHS["short"].disks
    target = 40 if seats == 1 else 30
    reached = all(score >= target for score in result.outcome.scores)
    assert result.outcome.winners == (tuple(range(seats)) if reached else ())
    assert (ALTRUISM_WON if reached else ALTRUISM_LOST).format(vp=target) in result.outcome.details


def test_a_research_choice_names_the_cards_and_the_price() -> None:
    state = _playing()
    deck = next(d for d in state.decks if len(taken(state, d)) == 2)
    top, support = (stacks.name(state.decks[d][0]) for d in taken(state, deck))
    label = GAME.label_action(state, 0, Research(deck=deck))
    assert label == f"Research for 2 Aquas: {top} with {support}"
    single = next(d for d in state.decks if len(taken(state, d)) == 1)
    alone = stacks.name(state.decks[single][0])
    assert GAME.label_action(state, 0, Research(deck=single)) == f"Research for 1 Aqua: {alone}"
    core = _playing(2, "no", seed="auction")
    first = core.first
    top = stacks.name(core.decks["thrusters"][0])
    auction = GAME.label_action(core, first, Research(deck="thrusters", bid=3))
    assert auction == f"Auction {top}, opening at 3 Aquas"


def test_a_refused_research_says_why() -> None:
    state = _playing()
    with pytest.raises(
        IllegalAction, match=re.escape("research with `research thrusters`, no bid")
    ):
        GAME.parse_action(state, 0, "research thrusters 0")
    state.players[0].aquas = 0
    poor = state.model_copy(deep=True)
    cards = len(taken(poor, "thrusters"))
    dear = f"Researching the thrusters deck takes {cards} card{'s' if cards > 1 else ''} for"
    with pytest.raises(IllegalAction, match=re.escape(dear)) as refused:
        GAME.parse_action(poor, 0, "research thrusters")
    assert str(refused.value).endswith("you have 0 Aquas.")
    state.players[0].aquas = 10
    state.players[0].crew = "crew-cq042"  # NASA: not Skunkworks
    state.players[0].hand = [state.decks[d].pop() for d in ("thrusters", "reactors", "radiators")]
    state.players[0].hand.append(state.decks["robonauts"].pop())
    full = state.model_copy(deep=True)
    with pytest.raises(IllegalAction, match="You hold 4 Hand cards: with 4 or more"):
        GAME.parse_action(full, 0, "research thrusters")


def test_a_core_research_refusal_says_why_too() -> None:
    core = _playing(2, "no", seed="auction")
    first = core.first
    aquas = core.players[first].aquas
    beyond = f"An opening bid of {aquas + 1} Aquas is more than your {aquas} Aquas."
    with pytest.raises(IllegalAction, match=re.escape(beyond)):
        GAME.parse_action(core, first, f"research thrusters {aquas + 1}")
    with pytest.raises(AmbiguousAction):  # no bid: the listed bids are named
        GAME.parse_action(core, first, "research thrusters")


def test_a_quick_start_draft_beyond_the_half_decks_is_refused() -> None:
    both = {"quick_start": "yes", "altruism": "short"}
    with pytest.raises(IllegalAction, match=re.escape("takes 48 deck tops (4 seats × 12 years)")):
        GAME.setup(4, seed="draft", options=both)
    result = play(cast(Game, GAME), 3, seed="draft", policy=bot_policy, options=both, check=False)
    assert result.state.phase == "over"  # 36 of the 38 cards drafted, then the game proper
