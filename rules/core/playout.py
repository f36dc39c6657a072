"""Whole-game playouts with the docs/design.md §7 invariants checked after every step.

Used by the tests (random and greedy playouts), the benchmarks and the bot-player soak test.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from rules.core.chance import rng_for
from rules.core.game import Game, HasTurns, OptionValue, Outcome, turn_number

Policy = Callable[[Game, Any, int, Sequence[Any], random.Random], Any]
Check = Callable[[Any], None]


class InvariantBroken(AssertionError):
    """A contract invariant failed during a playout; the message names the step."""


def random_policy(
    game: Game, state: Any, seat: int, legal: Sequence[Any], rng: random.Random
) -> Any:
    """Pick a uniformly random legal action."""
    return rng.choice(list(legal))


def bot_policy(game: Game, state: Any, seat: int, legal: Sequence[Any], rng: random.Random) -> Any:
    """Pick the game's own bot-player heuristic."""
    return game.bot_action(state, seat, rng)


def half_random_policy(
    game: Game, state: Any, seat: int, legal: Sequence[Any], rng: random.Random
) -> Any:
    """A random legal action at half the decisions (the odd moves a bot never makes), the game's
    bot at the others (so that games still end)."""
    if rng.random() < 0.5:
        return random_policy(game, state, seat, legal, rng)
    return bot_policy(game, state, seat, legal, rng)


@dataclass(frozen=True)
class PlayoutResult:
    """What a playout ended with: the final state, its outcome, the number of actions and of
    player turns (``None`` for a game without :class:`~rules.core.game.HasTurns`)."""

    state: Any
    outcome: Outcome
    steps: int
    turns: int | None


_SCALARS = frozenset({int, float, bool, type(None)})


def string_values(data: Any) -> set[str]:
    """Every string inside a JSON-like structure (mapping keys included).

    Walks with an explicit stack rather than nested generators: the invariant checks call it on
    every view after every step, and it is most of a checked playout's time.
    """
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind in _SCALARS:
            continue
        if kind is str or isinstance(item, str):
            found.add(str(item))
        elif kind is dict or isinstance(item, Mapping):
            found.update(map(str, item))
            stack.extend(item.values())
        elif kind is list or isinstance(item, tuple | set | frozenset):
            stack.extend(item)
    return found


def view_strings(view: BaseModel) -> set[str]:
    """Every string a view holds, as the JSON a client would receive."""
    return string_values(view.model_dump(mode="json"))


def check_state(game: Game, state: Any, step: int) -> None:
    """Check the invariants that hold for any state (round trip, to_act, secrets)."""
    if game.state_from_json(state.model_dump_json()) != state:
        raise InvariantBroken(f"step {step}: the state does not round-trip through JSON")
    seats = game.to_act(state)
    if bool(seats) == (game.outcome(state) is not None):
        raise InvariantBroken(f"step {step}: to_act is {set(seats)} but outcome disagrees")
    public = view_strings(game.view(state, None))
    if leaked := game.hidden_ids(state) & public:
        raise InvariantBroken(f"step {step}: public view shows face-down {sorted(leaked)}")
    seat_views: dict[int, set[str]] = {}
    for seat in range(state.num_players):
        secrets = game.secret_ids(state, seat)
        if not secrets:
            continue
        if leaked := secrets & public:
            raise InvariantBroken(f"step {step}: public view shows seat {seat}'s {sorted(leaked)}")
        for other in range(state.num_players):
            if other == seat:
                continue
            if other not in seat_views:
                seat_views[other] = view_strings(game.view(state, other))
            if leaked := secrets & seat_views[other]:
                raise InvariantBroken(
                    f"step {step}: seat {other}'s view shows seat {seat}'s {sorted(leaked)}"
                )


def check_step(
    game: Game, before: Any, before_json: str, seat: int, action: Any, after: Any, step: int
) -> None:
    """Check one transition: input untouched, version +1, notation round trip."""
    if before.model_dump_json() != before_json:
        raise InvariantBroken(f"step {step}: apply mutated its input")
    if after.version != before.version + 1:
        raise InvariantBroken(f"step {step}: version went {before.version} -> {after.version}")
    text = game.describe_action(before, seat, action)
    if game.parse_action(before, seat, text) != action:
        raise InvariantBroken(f"step {step}: '{text}' does not parse back to the same action")


def choose_seat(game: Game, state: Any, chooser: random.Random, idle_rate: float) -> int | None:
    """The seat that acts next: one owing a decision, or (with probability ``idle_rate``) any
    seat that has a legal out-of-turn action. ``None`` once the game is over."""
    seats = sorted(game.to_act(state))
    if not seats:
        return None
    if idle_rate and chooser.random() < idle_rate:
        idle = [s for s in range(state.num_players) if s not in seats]
        if idle and game.legal_actions(state, seat := chooser.choice(idle)):
            return seat
    return chooser.choice(seats)


def play(
    game: Game,
    num_players: int,
    *,
    seed: str,
    policy: Policy = random_policy,
    options: Mapping[str, OptionValue] | None = None,
    check: bool = True,
    extra_check: Check | None = None,
    idle_rate: float = 0.0,
    max_steps: int = 20_000,
) -> PlayoutResult:
    """Play one whole game with ``policy`` choosing for every seat.

    Args:
        game: the game.
        num_players: seat count.
        seed: the game's seed (the policy's choices are seeded from it too).
        policy: chooses an action among the legal ones.
        options: table options for ``setup``.
        check: check the docs/design.md §7 invariants after every step (slower).
        extra_check: a game-specific invariant (e.g. component totals) run on every state.
        idle_rate: probability per step of letting a seat that owes nothing take one of its legal
            out-of-turn actions (e.g. Afternova's Blueprint completion), so they are covered too.
        max_steps: give up (raise) after this many actions: a stall.

    Raises:
        InvariantBroken: an invariant failed, or the game did not end within ``max_steps``.
    """
    state = game.setup(num_players, seed=seed, options=options)
    chooser = rng_for(seed, 0, "playout-policy")
    turns, counted = 0, isinstance(game, HasTurns)
    for step in range(max_steps):
        if check:
            check_state(game, state, step)
            if extra_check is not None:
                extra_check(state)
        seat = choose_seat(game, state, chooser, idle_rate)
        if seat is None:
            outcome = game.outcome(state)
            assert outcome is not None
            played = turns if counted else None
            return PlayoutResult(state=state, outcome=outcome, steps=step, turns=played)
        legal = game.legal_actions(state, seat)
        if not legal:
            raise InvariantBroken(f"step {step}: seat {seat} must act but has no legal action")
        action = policy(game, state, seat, legal, chooser)
        before_json = state.model_dump_json() if check else ""
        after = game.apply(state, seat, action).state
        if check:
            check_step(game, state, before_json, seat, action, after, step)
        if counted:
            turns += int(turn_number(game, after) != turn_number(game, state))
        state = after
    raise InvariantBroken(f"no end after {max_steps} actions (seed {seed!r})")
