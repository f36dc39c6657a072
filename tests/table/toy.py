"""A tiny game implementing the rules contract, so the table services are tested on their own.

Seats take turns. On its turn a seat may ``move`` (twice at most, then the turn passes), ``draw``
(a hidden card: chance, closes undo), ``play <card>`` (reveals a card of its hand) or
``stash <card>`` (sets a hand card aside, face down: hidden, undoable, ends the turn). After a
``draw``, the next seat has a decision window ``claim`` / ``pass`` whose stated default is
``pass``. The game ends after ``length`` actions.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter

from rules.core.chance import rng_for, shuffled
from rules.core.engine import Engine, Handler, Step
from rules.core.errors import IllegalAction
from rules.core.events import private_event, public_event
from rules.core.game import BaseState, OptionValue, Outcome
from rules.core.text import Msg


class ToyAction(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["move", "draw", "play", "stash", "claim", "pass"]
    card: str | None = None


class ToyState(BaseState):
    turn: int = 0
    moves_this_turn: int = 0
    window: int | None = None
    hands: list[list[str]]
    stashes: list[list[str]]
    deck: list[str]
    scores: list[int]
    length: int = 12


class ToyView(BaseModel):
    turn: int
    window: int | None
    scores: list[int]
    hand: list[str] | None
    hand_sizes: list[int]


def _answer(step: Step[ToyState], action: ToyAction) -> None:
    state, seat = step.state, step.seat
    state.window, state.turn, state.moves_this_turn = None, seat, 0
    state.scores[seat] += action.kind == "claim"
    step.emit(public_event("WindowAnswered", f"{{p{seat}}} answered {action.kind}"))


def _move(step: Step[ToyState], action: ToyAction) -> None:
    state, seat = step.state, step.seat
    state.scores[seat] += 1
    state.moves_this_turn += 1
    if state.moves_this_turn == 2:
        _pass_turn(state, seat)
    step.emit(public_event("Moved", f"{{p{seat}}} moved"))


def _pass_turn(state: ToyState, seat: int) -> None:
    state.turn, state.moves_this_turn = (seat + 1) % state.num_players, 0


def _draw(step: Step[ToyState], action: ToyAction) -> None:
    state, seat = step.state, step.seat
    _pass_turn(state, seat)
    card = state.deck.pop() if state.deck else "card99"
    state.hands[seat].append(card)
    state.window = state.turn
    step.emit(
        private_event(
            "CardDrawn",
            {seat},
            f"{{p{seat}}} drew {card}",
            f"{{p{seat}}} drew a card",
            closes_undo=True,
        )
    )


def _play(step: Step[ToyState], action: ToyAction) -> None:
    state, seat = step.state, step.seat
    assert action.card is not None
    _pass_turn(state, seat)
    state.hands[seat].remove(action.card)
    step.emit(public_event("CardPlayed", f"{{p{seat}}} played {action.card}", closes_undo=True))


def _stash(step: Step[ToyState], action: ToyAction) -> None:
    state, seat = step.state, step.seat
    assert action.card is not None
    _pass_turn(state, seat)
    state.hands[seat].remove(action.card)
    state.stashes[seat].append(action.card)
    step.emit(
        private_event(
            "CardStashed",
            {seat},
            f"{{p{seat}}} stashed {action.card}",
            f"{{p{seat}}} set a card aside",
        )
    )


class ToyGame(Engine[ToyState, ToyAction]):
    key = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4
    text_only = True
    pack_provenance = Msg("toy.pack", "stand-in")
    state_model = ToyState
    action_adapter = TypeAdapter(ToyAction)
    router: ClassVar[Mapping[str, Handler]] = {
        "claim": _answer,
        "pass": _answer,
        "move": _move,
        "draw": _draw,
        "play": _play,
        "stash": _stash,
    }

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> ToyState:
        unknown = set(options or {}) - set(self.options_help())
        if unknown:  # like the registered games: setup refuses options it does not have
            raise IllegalAction(f"Unknown option {sorted(unknown)[0]!r}.")
        deck = shuffled([f"card{i:02d}" for i in range(40)], rng_for(seed, 0, "deck"))
        hands = [[deck.pop(), deck.pop()] for _ in range(num_players)]
        length = (options or {}).get("length", 12)
        if isinstance(length, bool) or not isinstance(length, int):
            raise IllegalAction("The option `length` takes a whole number of actions.")
        return ToyState(
            seed=seed,
            num_players=num_players,
            pack="toy",
            hands=hands,
            stashes=[[] for _ in range(num_players)],
            deck=deck,
            scores=[0] * num_players,
            length=length,
        )

    def is_over(self, state: ToyState) -> bool:
        return state.version >= state.length and state.window is None

    def to_act(self, state: ToyState) -> frozenset[int]:
        if self.is_over(state):
            return frozenset()
        return frozenset({state.window if state.window is not None else state.turn})

    def list_actions(self, state: ToyState, seat: int) -> Sequence[ToyAction]:
        if seat not in self.to_act(state):
            return []
        if state.window is not None:
            return [ToyAction(kind="claim"), ToyAction(kind="pass")]
        plays = [
            ToyAction(kind=kind, card=card)
            for kind in ("play", "stash")
            for card in state.hands[seat]
        ]
        return [ToyAction(kind="move"), ToyAction(kind="draw"), *plays]

    def route_key(self, action: ToyAction) -> str:
        return action.kind

    def view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            turn=state.turn,
            window=state.window,
            scores=state.scores,
            hand=state.hands[seat] if seat is not None else None,
            hand_sizes=[len(hand) for hand in state.hands],
        )

    def outcome(self, state: ToyState) -> Outcome | None:
        if not self.is_over(state):
            return None
        ranking = tuple(sorted(range(state.num_players), key=lambda s: -state.scores[s]))
        return Outcome(scores=tuple(state.scores), ranking=ranking, winners=(ranking[0],))

    def describe_action(self, state: ToyState, seat: int, action: ToyAction) -> str:
        return f"{action.kind} {action.card}" if action.card else action.kind

    def prompt(self, state: ToyState, seat: int) -> str:
        return "claim or pass" if state.window == seat else "move, draw or play a card"

    def default_action(self, state: ToyState, seat: int) -> ToyAction | None:
        return ToyAction(kind="pass") if state.window == seat else None

    def secret_ids(self, state: ToyState, seat: int) -> frozenset[str]:
        if self.is_over(state):  # like the real games: nothing is secret once it is over
            return frozenset()
        return frozenset(state.hands[seat] + state.stashes[seat])

    def hidden_ids(self, state: ToyState) -> frozenset[str]:
        return frozenset(state.deck)

    def bot_action(self, state: ToyState, seat: int, rng: random.Random) -> ToyAction:
        return rng.choice(list(self.legal_actions(state, seat)))

    def options_help(self) -> Mapping[str, str]:
        return {"length": "actions before the game ends (12)"}

    def component_names(self, state: ToyState) -> Mapping[str, str]:
        return {}  # the toy's cards have no names beyond their ids


TOY = ToyGame()
