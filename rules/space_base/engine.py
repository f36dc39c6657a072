"""Space Base: the Game object and its action router.

Turn structure (facts §3; CN 当前玩家回合), for the active seat:

1. **Roll** (``roll``) — before it, Set Dice or any-time abilities; the roll is made for the seat
   when nothing else could come first. After it, Reroll before allocating.
2. **Allocate** (``sum``/``split``): blue rewards of the station cards (doubles split: twice), a
   charge cube instead of a charged box's reward. Then every other seat gains its red rewards with
   its *own* sum-or-split choice through the off-turn window (:mod:`rules.space_base.turn`).
3. **Buy** at most one shipyard card (``buy 2c``) or a colony (``colony 7``); credits drop to 0.
   Or ``pass`` and keep them. Abilities of this step (2X, Dice Arrow, any-time) come before it.
4. **End of turn**: the shipyard slot was refilled at once; credits rise to income if lower; the
   turn passes clockwise. A seat at 40+ VP ends the game when the round completes (tie: play on);
   YOU WIN! ends it at once (facts §5; :mod:`rules.space_base.scoring`).

Setup: :mod:`rules.space_base.setup`; the Light-Speed keep: :mod:`rules.space_base.light_speed`.
Abilities and their windows: :mod:`rules.space_base.abilities`. Forced steps (a roll with nothing
before it, a buy step with nothing affordable, a window nobody must answer) resolve automatically.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from pydantic import BaseModel

from rules.core.errors import GameOver, IllegalAction, InvalidNotation, NotYourTurn
from rules.core.events import Event
from rules.core.game import OptionValue, Outcome, Transition
from rules.core.notation import listing, match_legal, normalize
from rules.space_base import light_speed, scoring, setup, summary, turn
from rules.space_base.abilities import use_ability, use_actions
from rules.space_base.actions import (
    ACTION_ADAPTER,
    Action,
    Allocate,
    Buy,
    BuyColony,
    Done,
    Keep,
    Pass,
    Roll,
    SetAllocationPref,
    SetAutoUse,
    UseAbility,
    describe,
)
from rules.space_base.board import board_cards
from rules.space_base.bot import choose
from rules.space_base.cards import Pack, load
from rules.space_base.state import AllocationPref, AutoUse, PrivateView, SpaceBaseState
from rules.space_base.views import private_view, public_view

VERBS = {"roll", "sum", "split", "buy", "colony", "pass", "done", "use", "prefer", "keep"}
ALLOCATION_PREFS: tuple[AllocationPref, ...] = ("ask", "larger-credits", "larger-vp")
AUTO_USES: tuple[AutoUse, ...] = ("ask", "always", "never")


class SpaceBase:
    """The Space Base rules engine (2–5 seats) over one component pack."""

    key = "space_base"
    title = "Space Base"
    min_players = 2
    max_players = 5
    text_only = False

    def __init__(self, pack_id: str = "standin") -> None:
        self.pack: Pack = load(pack_id)
        self.pack_provenance = (
            "the published cards"
            if self.pack.provenance.kind == "official"
            else "stand-in pack (original cards following the published counts)"
        )

    # ------------------------------------------------------------ lifecycle

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> SpaceBaseState:
        """A new game; options: ``light_speed`` (bool).

        Raises:
            IllegalAction: seat count outside 2–5 or an unknown option.
        """
        if not self.min_players <= num_players <= self.max_players:
            raise IllegalAction(f"Space Base seats 2 to 5 players, not {num_players}.")
        unknown = set(options or {}) - set(self.options_help())
        if unknown:
            raise IllegalAction(f"Unknown option {sorted(unknown)[0]!r}; options: light_speed.")
        fast_start = bool((options or {}).get("light_speed", False))
        state = setup.new_game(self.pack, num_players, seed, light_speed=fast_start)
        self._advance(state)
        return state

    def to_act(self, state: SpaceBaseState) -> frozenset[int]:
        """The active seat in its own steps; the pending seats in a window or the deal."""
        if state.phase == "over":
            return frozenset()
        if state.phase in ("keep", "rewards"):
            return frozenset(state.pending)
        return frozenset({state.active})

    def legal_actions(self, state: SpaceBaseState, seat: int) -> Sequence[Action]:
        """Every legal action of ``seat`` now: its decision first, then (in the off-turn window,
        where they matter) its standing preferences."""
        if seat not in self.to_act(state):
            return []
        return [*self._decisions(state, seat), *self._preference_actions(state, seat)]

    def _decisions(self, state: SpaceBaseState, seat: int) -> list[Action]:
        if state.phase == "keep":
            return list(light_speed.keep_actions(self.pack, state, seat))
        if state.phase != "rewards":
            return turn.main_actions(self.pack, state)
        uses: list[Action] = list(use_actions(self.pack, state, seat, "window"))
        if seat in state.choice_open:
            return [Allocate(choice="sum"), Allocate(choice="split"), *uses]
        return [*uses, Done()]

    def _preference_actions(self, state: SpaceBaseState, seat: int) -> list[Action]:
        if state.phase != "rewards":
            return []
        prefs = state.seats[seat].prefs
        found: list[Action] = [
            SetAllocationPref(value=v) for v in ALLOCATION_PREFS if v != prefs.allocation
        ]
        for card_id in board_cards(state.seats[seat]):
            card = self.pack.card(card_id)
            if card.blue.ability or card.red.ability or card.green:
                current = prefs.auto_use.get(card_id, "ask")
                found.extend(SetAutoUse(card=card_id, value=v) for v in AUTO_USES if v != current)
        return found

    # ------------------------------------------------------------ apply

    def apply(self, state: SpaceBaseState, seat: int, action: Action) -> Transition[SpaceBaseState]:
        """Apply ``action`` of ``seat`` (see the module docstring for the turn).

        Raises:
            GameOver: the game has ended. NotYourTurn: ``seat`` owes nothing now.
            IllegalAction: the action is not among the legal ones (the message lists some).
        """
        if state.phase == "over":
            raise GameOver("The game is over.")
        legal = self.legal_actions(state, seat)
        if not legal:
            raise NotYourTurn(self._waiting_for(state))
        if action not in legal:
            raise IllegalAction(
                f"`{self.describe_action(state, seat, action)}` is not legal now. Try "
                f"{listing([self.describe_action(state, seat, a) for a in legal])}."
            )
        new = SpaceBaseState.model_validate(state.model_dump())
        events = self._route(new, seat, action)
        new.version += 1
        events += self._advance(new)
        return Transition(state=new, events=tuple(events))

    def _route(self, state: SpaceBaseState, seat: int, action: Action) -> list[Event]:
        pack = self.pack
        match action:
            case Keep():
                return light_speed.keep(pack, state, seat, action)
            case Roll():
                return turn.roll(state)
            case Allocate(choice=choice) if state.phase == "allocate":
                return turn.allocate_active(pack, state, choice)
            case Allocate() | Done():
                return turn.answer_window(pack, state, seat, action)
            case Buy():
                return turn.buy(pack, state, action) + turn.end_turn(state)
            case BuyColony():
                return turn.buy_colony(pack, state, action) + turn.end_turn(state)
            case Pass():
                return turn.end_turn(state)
            case UseAbility():
                return use_ability(pack, state, seat, action) + self._after_window(state, seat)
            case SetAllocationPref(value=value):
                state.seats[seat].prefs.allocation = value
            case SetAutoUse(card=card, value=value):
                state.seats[seat].prefs.auto_use[card] = value
        return self._after_window(state, seat)

    def _after_window(self, state: SpaceBaseState, seat: int) -> list[Event]:
        if state.phase == "rewards" and seat in state.pending:
            return turn.refresh_pending(self.pack, state, seat)
        return []

    def _advance(self, state: SpaceBaseState) -> list[Event]:
        """Resolve forced steps until a seat has a real decision (or the game ends)."""
        events: list[Event] = []
        while state.phase != "over":
            if state.phase == "rewards" and not state.pending:
                state.phase = "buy"
            elif state.phase == "before_roll" and turn.main_actions(self.pack, state) == [Roll()]:
                events += turn.roll(state)
            elif state.phase == "buy" and turn.main_actions(self.pack, state) == [Pass()]:
                events += turn.end_turn(state)
            else:
                break
        return events

    # ------------------------------------------------------------ views and text

    def view(self, state: SpaceBaseState, seat: int | None) -> BaseModel:
        """The public view, or ``seat``'s private view (its Light-Speed hand added)."""
        winner = self.outcome(state)
        public = public_view(
            self.pack,
            state,
            self.to_act(state),
            self._status(state),
            winner.winners[0] if winner else None,
        )
        return public if seat is None else private_view(self.pack, state, seat, public)

    def private_summary(self, state: SpaceBaseState, seat: int) -> str:
        """``seat``'s Light-Speed hand and standing preferences in words (see ``summary.py``)."""
        view = self.view(state, seat)
        assert isinstance(view, PrivateView)
        return summary.private_summary(view)

    def outcome(self, state: SpaceBaseState) -> Outcome | None:
        """Final VP and ranking once the game is over (:mod:`rules.space_base.scoring`)."""
        return scoring.outcome(state)

    def parse_action(self, state: SpaceBaseState, seat: int, text: str) -> Action:
        """Notation -> legal action (see :mod:`rules.space_base.actions`).

        Raises:
            InvalidNotation, IllegalAction, AmbiguousAction, NotYourTurn, GameOver.
        """
        words = normalize(text).split()
        if not words or not any(verb.startswith(words[0]) for verb in VERBS):
            raise InvalidNotation(
                f"'{text}' is not a Space Base action; they start with "
                f"{listing(sorted(VERBS), limit=len(VERBS))}."
            )
        if state.phase == "over":
            raise GameOver("The game is over.")
        legal = self.legal_actions(state, seat)
        if not legal:
            raise NotYourTurn(self._waiting_for(state))
        if state.phase == "keep":
            text = light_speed.typed_keep(state.seats[seat].hand, words) or text
        return match_legal(text, legal, lambda action: self.describe_action(state, seat, action))

    def describe_action(self, state: SpaceBaseState, seat: int, action: Action) -> str:
        """Action -> short notation (a Light-Speed keep names the kept cards)."""
        if isinstance(action, Keep):
            return light_speed.describe_keep(state.seats[seat].hand, action)
        return describe(action)

    def prompt(self, state: SpaceBaseState, seat: int) -> str:
        """What ``seat`` is asked now, in one sentence ('' if nothing)."""
        if seat not in self.to_act(state):
            return ""
        if state.phase == "keep":
            return "Choose which Light-Speed cards to keep (`keep 1 3` or `keep none`)."
        if state.phase == "rewards":
            if seat in state.choice_open:
                default = describe(turn.default_for(self.pack, state, seat))
                return f"{self._gains(state, seat, 'your red rewards')}; default `{default}`."
            return "Use a charged ability now (`use …`) or `done` (default: `done`)."
        if state.phase == "allocate":
            return f"{self._gains(state, seat, 'your station rewards')}?"
        return {
            "before_roll": "Your turn: `roll`, or use an ability first.",
            "buy": "Buy a card (`buy 2c`), a colony (`colony 7`), or `pass`.",
        }[state.phase]

    def _gains(self, state: SpaceBaseState, seat: int, what: str) -> str:
        """What ``sum`` and ``split`` give ``seat`` (public: every box is public)."""
        assert state.dice is not None
        found = turn.options(self.pack, state, seat)
        gains = {choice: tally.summary() or "nothing" for choice, tally in found.items()}
        return (
            f"Roll {state.dice[0]}+{state.dice[1]}: {what} as `sum` ({gains['sum']}) "
            f"or `split` ({gains['split']})"
        )

    def _status(self, state: SpaceBaseState) -> str:
        if state.phase == "over":
            return "The game is over."
        seats = ", ".join(f"{{p{s}}}" for s in sorted(self.to_act(state)))
        return f"Waiting for {seats} ({state.phase.replace('_', ' ')})."

    def _waiting_for(self, state: SpaceBaseState) -> str:
        return f"You have no decision to make right now. {self._status(state)}"

    def default_action(self, state: SpaceBaseState, seat: int) -> Action | None:
        """The stated default of an optional decision: the Light-Speed keep or a window answer."""
        if seat not in self.to_act(state):
            return None
        if state.phase == "keep":
            return light_speed.default_keep(self.pack, state, seat)
        if state.phase == "rewards":
            return turn.default_for(self.pack, state, seat)
        return None

    def skip_action(self, state: SpaceBaseState, seat: int) -> Action | None:
        """What the table applies when it votes to skip ``seat``'s stalled decision.

        A decision with a stated default (the Light-Speed keep, a window answer) takes it. A
        turn proceeds by its defaults, one step each time this is asked: ``roll``, the stated
        default allocation (the larger gain, as in a window), then ``pass`` the purchase. Only
        the active seat's own steps are skipped: the other seats still answer the off-turn
        window the allocation opens.
        """
        if seat not in self.to_act(state):
            return None
        default = self.default_action(state, seat)
        return default if default is not None else turn.skip_step(self.pack, state)

    def secret_ids(self, state: SpaceBaseState, seat: int) -> frozenset[str]:
        """A seat's undisclosed Light-Speed cards (deck orders are secret from everyone)."""
        return frozenset(state.seats[seat].hand)

    def hidden_ids(self, state: SpaceBaseState) -> frozenset[str]:
        """The face-down shipyard decks' cards (facts §2): no seat may know them, not even a seat
        that returned a Light-Speed card to the bottom of one."""
        return frozenset(card for deck in state.shipyard.decks for card in deck)

    def bot_action(self, state: SpaceBaseState, seat: int, rng: random.Random) -> Action:
        """The greedy heuristic of :mod:`rules.space_base.bot`."""
        return choose(self.pack, state, seat, self.legal_actions(state, seat), rng)

    def state_from_json(self, text: str) -> SpaceBaseState:
        """Load a dumped state."""
        return SpaceBaseState.model_validate_json(text)

    def action_from_json(self, text: str) -> Action:
        """Load a dumped action."""
        return ACTION_ADAPTER.validate_json(text)

    def options_help(self) -> Mapping[str, str]:
        """Table options for ``/game new``."""
        return {
            "light_speed": "Light-Speed start: 15 credits, 1 income, keep from 4 Level 1 + "
            "2 Level 2 cards (default: off)."
        }
