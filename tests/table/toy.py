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
from typing import Literal

from pydantic import BaseModel, ConfigDict

from rules.core.chance import rng_for, shuffled
from rules.core.errors import IllegalAction, NotYourTurn
from rules.core.events import Event, private_event, public_event
from rules.core.game import BaseState, OptionValue, Outcome, Transition
from rules.core.notation import match_legal


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


class ToyGame:
    key = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4
    pack_provenance = "stand-in"

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> ToyState:
        unknown = set(options or {}) - set(self.options_help())
        if unknown:  # like the registered games: setup refuses options it does not have
            raise IllegalAction(f"Unknown option {sorted(unknown)[0]!r}.")
        deck = shuffled([f"card{i:02d}" for i in range(40)], rng_for(seed, 0, "deck"))
        hands = [[deck.pop(), deck.pop()] for _ in range(num_players)]
        length = int((options or {}).get("length", 12))
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

    def legal_actions(self, state: ToyState, seat: int) -> Sequence[ToyAction]:
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

    def apply(self, state: ToyState, seat: int, action: ToyAction) -> Transition[ToyState]:
        if seat not in self.to_act(state):
            raise NotYourTurn("It is not your turn.")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("That is not legal now.")
        new = state.model_copy(deep=True)
        new.version += 1
        events = self._resolve(new, seat, action)
        return Transition(state=new, events=tuple(events))

    def _resolve(self, new: ToyState, seat: int, action: ToyAction) -> list[Event]:
        nxt = (seat + 1) % new.num_players
        if action.kind in ("claim", "pass"):
            new.window, new.turn, new.moves_this_turn = None, seat, 0
            new.scores[seat] += action.kind == "claim"
            return [public_event("WindowAnswered", f"{{p{seat}}} answered {action.kind}")]
        if action.kind == "move":
            new.scores[seat] += 1
            new.moves_this_turn += 1
            if new.moves_this_turn == 2:
                new.turn, new.moves_this_turn = nxt, 0
            return [public_event("Moved", f"{{p{seat}}} moved")]
        new.turn, new.moves_this_turn = nxt, 0
        if action.kind == "draw":
            card = new.deck.pop() if new.deck else "card99"
            new.hands[seat].append(card)
            new.window = nxt
            return [
                private_event(
                    "CardDrawn",
                    {seat},
                    f"{{p{seat}}} drew {card}",
                    f"{{p{seat}}} drew a card",
                    closes_undo=True,
                )
            ]
        assert action.card is not None
        new.hands[seat].remove(action.card)
        if action.kind == "stash":
            new.stashes[seat].append(action.card)
            return [
                private_event(
                    "CardStashed",
                    {seat},
                    f"{{p{seat}}} stashed {action.card}",
                    f"{{p{seat}}} set a card aside",
                )
            ]
        return [public_event("CardPlayed", f"{{p{seat}}} played {action.card}", closes_undo=True)]

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

    def parse_action(self, state: ToyState, seat: int, text: str) -> ToyAction:
        legal = self.legal_actions(state, seat)
        return match_legal(text, legal, lambda a: self.describe_action(state, seat, a))

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

    def state_from_json(self, text: str) -> ToyState:
        return ToyState.model_validate_json(text)

    def action_from_json(self, text: str) -> ToyAction:
        return ToyAction.model_validate_json(text)

    def options_help(self) -> Mapping[str, str]:
        return {"length": "actions before the game ends (12)"}


TOY = ToyGame()
