"""Refusal reasons (issue #25 item 1): why a typed move is refused, in one sentence, for every
verb of New Frontiers (docs/rules/new-frontiers.md §3, §6), and a seeded fuzz that types moves
listed in other states and asks a specific reason for every refused one."""

from __future__ import annotations

import random

from rules.core.errors import AmbiguousAction, IllegalAction, NotYourTurn
from rules.core.notation import normalize
from rules.core.playout import half_random_policy
from rules.core.text import Msg
from rules.new_frontiers import GAME
from rules.new_frontiers.develop import price
from rules.new_frontiers.flow import next_selector
from rules.new_frontiers.state import NewFrontiersState
from tests.rules.new_frontiers.nf_helpers import act, fresh, select, trading


def reason(state: NewFrontiersState, seat: int, text: str) -> Msg:
    """The refusal of ``text`` (which must be refused), as a message."""
    legal = {
        normalize(GAME.describe_action(state, seat, a)) for a in GAME.legal_actions(state, seat)
    }
    assert text not in legal
    said = GAME.explain(state, seat, text)
    assert isinstance(said, Msg), said
    return said


def developing() -> tuple[NewFrontiersState, int, int]:
    """A 3-seat game in Develop: the selector and a seat below it."""
    state = fresh(3)
    seat = next_selector(state)
    assert seat is not None
    return select(state, "develop"), seat, state.priority[1]


def test_develop_beyond_the_credits_names_the_cost_and_what_the_seat_has() -> None:
    """#25: `develop d-08` with 4 credits said "not a legal action now. Try …"; §3 Develop: the
    cost in credits, the selector 1 less."""
    state, _, other = developing()
    have = state.seats[other].credits
    dev = next(
        GAME.pack.development(d) for d in state.developments if GAME.pack.development(d).cost > have
    )
    said = reason(state, other, f"develop {dev.id}")
    assert said.key == "new_frontiers.refusal.cost"
    assert said == f"{dev.name} costs {dev.cost} credits; you have {have}."


def test_the_selectors_discount_is_said_with_the_cost() -> None:
    state, seat, _ = developing()
    have = state.seats[seat].credits
    dev = next(
        GAME.pack.development(d)
        for d in state.developments
        if GAME.pack.development(d).cost > have + 1
    )
    said = reason(state, seat, f"develop {dev.id}")
    assert said.key == "new_frontiers.refusal.dev_cost_less"
    cost = price(GAME.pack, state, seat, dev)
    assert f"costs you {cost} credits ({dev.cost} less your 1); you have {have}" in said


def test_a_selection_out_of_turn_says_whose_turn_it_is() -> None:
    """#25: a move typed out of turn suggested `prefer …`; §3: seats select down the track."""
    state = fresh(3)
    first = next_selector(state)
    other = state.priority[1]
    said = reason(state, other, "select develop")
    assert said.key == "new_frontiers.refusal.turn"
    assert f"{{p{first}}} selects an action tile" in said
    assert "prefer" not in said


def test_a_move_of_another_action_says_what_is_asked_now() -> None:
    state = fresh(3)
    seat = next_selector(state)
    assert seat is not None
    said = reason(state, seat, "develop d-01")
    assert said.key == "new_frontiers.refusal.elsewhere"
    assert "Develop" in said and "Select an action tile" in said


def test_an_answered_seat_is_told_it_has_answered() -> None:
    state, seat, _ = developing()
    state = act(state, seat, "develop nothing")
    assert seat not in GAME.to_act(state)
    said = reason(state, seat, "develop d-01")
    assert said.key == "new_frontiers.refusal.answered"


def test_a_tile_selected_this_round_names_its_selector_and_the_tiles_left() -> None:
    state = fresh(3)
    first = next_selector(state)
    state = select(state, "isolation")
    seat = next_selector(state)
    assert seat is not None
    said = reason(state, seat, "select isolation")
    assert said.key == "new_frontiers.refusal.tile_chosen"
    assert said.startswith(f"{{p{first}}} already selected Retreat into Isolation")
    assert reason(state, seat, "select goals").key == "new_frontiers.refusal.tile_absent"
    assert reason(state, seat, "select lunch").key == "new_frontiers.refusal.no_tile"


def settling(world_id: str, colonists: int, credits: int) -> tuple[NewFrontiersState, int]:
    """A 3-seat game in Settle, a seat below the selector holding ``world_id`` explored (and a
    free world it can settle, so that it is asked)."""
    free = next(w for w in GAME.pack.worlds if not w.military and w.cost == 0 and w.colonists == 1)
    state = fresh(3).model_copy(deep=True)
    other = state.priority[1]
    holder = state.seats[other]
    holder.explored, holder.colonists, holder.credits = [world_id, free.id], colonists, credits
    state = select(state, "settle")
    assert other in GAME.to_act(state)
    return state, other


def test_settle_says_the_colonists_military_and_credits_a_world_needs() -> None:
    """§3 Settle: a world's colonists; a military world the defence; else its cost."""
    pack = GAME.pack
    military = next(w for w in pack.worlds if w.military and w.defence > 1)
    state, seat = settling(military.id, military.colonists, 0)
    said = reason(state, seat, f"settle {military.id}")
    assert said.key == "new_frontiers.refusal.settle_military"
    assert f"{military.name} needs military {military.defence}" in said
    paid = next(w for w in pack.worlds if not w.military and w.cost > 1 and w.colonists == 1)
    state, seat = settling(paid.id, 1, paid.cost - 1)
    said = reason(state, seat, f"settle {paid.id}")
    assert said.key == "new_frontiers.refusal.cost"
    assert said.endswith(f"you have {paid.cost - 1}.")
    two = next(w for w in pack.worlds if w.colonists == 2 and not w.military and w.cost < 20)
    state, seat = settling(two.id, 1, 20)
    said = reason(state, seat, f"settle {two.id}")
    assert said == f"{two.name} needs 2 colonists; you have 1."
    assert reason(state, seat, "settle nothing").key == "new_frontiers.refusal.settle_nothing"
    stranger = next(w for w in pack.worlds if w.id not in state.seats[seat].explored)
    said = reason(state, seat, f"settle {stranger.id}")
    assert said.key == "new_frontiers.refusal.not_explored"


def test_explore_says_the_world_limit_and_the_drawn_worlds() -> None:
    """§3 Explore: take a drawn world; return one only over the 9-world limit."""
    state = fresh(3)
    seat = next_selector(state)
    assert seat is not None
    state = select(state, "explore")
    stranger = next(w for w in GAME.pack.worlds if w.id not in state.pool)
    said = reason(state, seat, f"take {stranger.id}")
    assert said.key == "new_frontiers.refusal.not_drawn"
    assert GAME.pack.world(state.pool[0]).name in said
    assert reason(state, seat, f"return {stranger.id}").key == "new_frontiers.refusal.under_limit"
    assert reason(state, seat, "take").key == "new_frontiers.refusal.shape"


def test_trade_and_consume_say_the_step_and_the_goods() -> None:
    """§3 Trade/Consume: trade (or not) first, then consume; a power takes the goods it
    matches."""
    pack = GAME.pack
    goods = [
        next(w for w in pack.worlds if w.kind == "production" and w.colour == c)
        for c in ("novelty", "rare", "genes")
    ]
    omni = next(
        d
        for d in pack.developments
        if any(p.effect == "consume" and p.colour is None and p.goods >= 2 for p in d.powers)
    )
    # d-02 Consumer Markets: novelty goods only
    state, seat = trading([w.id for w in goods], [omni.id, "d-02"])
    holder = state.seats[seat]
    said = reason(state, seat, f"consume {omni.id} {goods[0].id} {goods[1].id}")
    assert said.key == "new_frontiers.refusal.trade_first"
    state = act(state, seat, "trade nothing")
    assert reason(state, seat, f"trade {goods[0].id}").key == "new_frontiers.refusal.traded"
    said = reason(state, seat, f"consume {omni.id} {goods[0].id} {goods[0].id}")
    assert said.key == "new_frontiers.refusal.goods_count"
    said = reason(state, seat, f"consume d-02 {goods[1].id}")
    assert said == (
        f"Consumer Markets consumes only novelty goods; {goods[1].name}'s good is rare."
    )
    unowned = next(d for d in pack.developments if d.id not in holder.developments)
    said = reason(state, seat, f"consume {unowned.id} {goods[0].id}")
    assert said == f"You have no {unowned.name}."


def test_standing_choices_and_reveals() -> None:
    state = fresh(3)
    seat = state.priority[2]
    assert reason(state, seat, "prefer trade ask").key == "new_frontiers.refusal.prefer_same"
    assert reason(state, seat, "prefer stockpile yes").key == "new_frontiers.refusal.prefer_goals"
    assert reason(state, seat, "prefer trade always").key == "new_frontiers.refusal.prefer_value"
    assert reason(state, seat, "prefer").key == "new_frontiers.refusal.shape"
    assert reason(state, seat, "reveal mine").key == "new_frontiers.refusal.no_goal_held"
    assert reason(state, seat, "fly w-01").key == "new_frontiers.refusal.unknown_verb"


def test_a_goal_not_drawn_is_not_named() -> None:
    """§6: the goal stack is hidden; a refused `keep` of a goal in it names only the typed id."""
    state = fresh(3, goals=True)
    seat = next_selector(state)
    assert seat is not None
    state = select(state, "goals")
    hidden = state.goal_stack[0]
    said = reason(state, seat, f"keep {hidden}")
    assert said.key == "new_frontiers.refusal.not_drawn_goal"
    assert GAME.pack.goal(hidden).name not in said


def playout(seed: str, players: int, options: dict[str, object] | None) -> list[NewFrontiersState]:
    """The states of a seeded game, half bot, half random moves (at most 300)."""
    rng = random.Random(seed)
    state = GAME.setup(players, seed=seed, options=options)  # type: ignore[arg-type]
    found: list[NewFrontiersState] = []
    while not GAME.is_over(state) and len(found) < 300:
        found.append(state)
        seat = rng.choice(sorted(GAME.to_act(state)))
        move = half_random_policy(GAME, state, seat, GAME.legal_actions(state, seat), rng)
        state = GAME.apply(state, seat, move).state
    return found


def test_every_refused_move_of_a_seeded_fuzz_gets_a_reason() -> None:
    """Moves listed in other states, typed where the parser refuses them: each gets a reason."""
    states = [
        *playout("fuzz-a", 2, None),
        *playout("fuzz-b", 3, {"goals": True}),
        *playout("fuzz-c", 4, {"empire": "chosen"}),
        *playout("fuzz-d", 5, None),
    ]
    typed = sorted(
        {
            normalize(GAME.describe_action(s, seat, a))
            for s in states
            for seat in range(s.num_players)
            for a in GAME.legal_actions(s, seat)
        }
    )
    rng = random.Random(25)
    refused, explained, unexplained = 0, 0, []
    for state in rng.sample(states, 80):
        for seat in range(state.num_players):
            for text in rng.sample(typed, 30):
                try:
                    GAME.parse_action(state, seat, text)
                    continue
                except AmbiguousAction:
                    continue
                except (IllegalAction, NotYourTurn):
                    refused += 1
                said = GAME.explain(state, seat, text)
                if said is None:
                    unexplained.append((state.phase, seat, text))
                else:
                    explained += 1
    assert refused > 5000
    assert not unexplained, f"{explained}/{refused} explained; e.g. {unexplained[:5]}"


def test_windfall_says_which_windfall_worlds_are_offered() -> None:
    """§3 Produce: the selector produces on one of its windfall worlds without a good."""
    pack = GAME.pack
    novelty = [w for w in pack.worlds if w.kind == "windfall" and w.colour == "novelty"][:2]
    alien = next(w for w in pack.worlds if w.kind == "windfall" and w.colour == "alien")
    state = fresh(3).model_copy(deep=True)
    seat = next_selector(state)
    assert seat is not None
    state.seats[seat].worlds += [*(w.id for w in novelty), alien.id]
    state = select(state, "produce")
    assert state.window is not None and state.window.kind == "windfall"
    said = reason(state, seat, f"windfall {novelty[1].id}")
    assert said == (
        f"{novelty[1].name}'s novelty good is the same as the one offered: "
        f"type `windfall {novelty[0].id}`."
    )
    stranger = next(w for w in pack.worlds if w.id not in state.seats[seat].worlds)
    said = reason(state, seat, f"windfall {stranger.id}")
    assert said.key == "new_frontiers.refusal.not_windfall"
    assert reason(state, seat, "windfall w-99x").key == "new_frontiers.refusal.no_world"
