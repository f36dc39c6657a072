"""The engine frame every game stands on (docs/design.md §2, §3).

:class:`Engine` implements the parts of the rules contract that are the same in every game, so a
game writes only its rules:

* the seat and turn check and "is this action legal", against the legal actions already listed
  for that state (:meth:`Engine.legal_actions` remembers the last few lists, so a bot or the
  service that listed them before ``apply`` does not pay for a second listing);
* the copy of the input state (:func:`rules.core.copying.copy_model`), the seeded chance of the
  transition, the version bump and the collection of events (a :class:`Step`);
* one router from action type to a small handler function (:attr:`Engine.router`);
* the JSON loaders of states and actions, and ``parse_action`` by the legal notations.

A game subclasses :class:`Engine`, sets the class attributes, and implements :meth:`Engine.to_act`,
:meth:`Engine.list_actions`, :meth:`Engine.describe_action`, ``view``, ``outcome`` and the rest
of the contract (``prompt``, ``default_action``, ``secret_ids``, ``hidden_ids``, ``bot_action``,
``options_help``, ``component_names``). ``docs/adding-a-game.md`` walks through a whole game.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cached_property, partial
from typing import Any, ClassVar, Generic, TypeVar

from pydantic import BaseModel, TypeAdapter

from rules.core.chance import rng_for
from rules.core.copying import copy_model
from rules.core.errors import AmbiguousAction, GameOver, IllegalAction, NotYourTurn, RulesError
from rules.core.events import Event
from rules.core.game import BaseState, Game, HasComponentNames, Transition
from rules.core.notation import match_legal, name_readings, normalize
from rules.core.text import Msg
from rules.core.wording import (
    GAME_OVER,
    GENERIC,
    NO_DECISION,
    NO_SEAT,
    ambiguous,
    not_asked,
    not_legal,
    waiting,
)

S = TypeVar("S", bound=BaseState)
A = TypeVar("A", bound=BaseModel)


@dataclass
class Step(Generic[S]):
    """One transition's working state: the copied state, the acting seat, chance and events.

    Handlers mutate ``state`` (a private copy) and :meth:`emit` what happened; ``rng`` is the
    transition's own seeded chance (``rng_for(seed, version, "apply")`` of the input state), made
    by ``chance`` on first use: most transitions draw nothing, and seeding costs a hash.
    """

    state: S
    seat: int
    chance: Callable[[], random.Random]
    events: list[Event] = field(default_factory=list)

    @cached_property
    def rng(self) -> random.Random:
        """The transition's seeded generator (the same sequence whenever it is first used)."""
        return self.chance()

    def emit(self, *events: Event) -> None:
        """Record events, in order."""
        self.events.extend(events)


Handler = Callable[[Any, Any], None]
"""A router entry: ``handler(step, action)`` mutates ``step.state`` and emits events."""


class _LegalMemo:
    """The last few legal-action lists, by state object and seat.

    States handed to an engine are values: ``apply`` never mutates its input and callers must not
    either, so a list computed for a state object at a version holds as long as that object
    lives. The memo keeps a reference to the state, so an id is never reused while it is cached.
    """

    SIZE = 32

    def __init__(self) -> None:
        self._lists: dict[tuple[int, int], tuple[Any, int, tuple[Any, ...]]] = {}
        self._lock = threading.Lock()

    def get(self, state: BaseState, seat: int) -> tuple[Any, ...] | None:
        with self._lock:
            found = self._lists.get((id(state), seat))
        if found is None or found[0] is not state or found[1] != state.version:
            return None
        return found[2]

    def put(self, state: BaseState, seat: int, actions: tuple[Any, ...]) -> None:
        with self._lock:
            if len(self._lists) >= self.SIZE:
                del self._lists[next(iter(self._lists))]
            self._lists[(id(state), seat)] = (state, state.version, actions)


class Engine(Game, Generic[S, A]):
    """The shared frame of a game engine (see the module docstring).

    Class attributes a game sets:
        key, title, min_players, max_players: the registry entry (docs/design.md §2).
        state_model: the pydantic model of the state.
        action_adapter: a ``TypeAdapter`` of the action union (discriminated).
        router: action type (or :meth:`route_key`) -> handler (``handler(step, action)``).
        text_only: ``True`` for a game with no board renderer (its posts are text alone).
    """

    key: str
    title: str
    min_players: int
    max_players: int
    state_model: ClassVar[type[BaseState]]
    action_adapter: ClassVar[TypeAdapter[Any]]
    router: ClassVar[Mapping[Any, Handler]] = {}
    text_only: bool = False

    def __init__(self) -> None:
        self._legal = _LegalMemo()

    # ---------------------------------------------------------------- hooks of a game

    def is_over(self, state: S) -> bool:
        """True once the game has ended (no seat owes anything)."""
        raise NotImplementedError

    def to_act(self, state: S) -> frozenset[int]:
        """Seats (0-based) that owe a decision now; empty if and only if the game is over."""
        raise NotImplementedError

    def list_actions(self, state: S, seat: int) -> Sequence[A]:
        """Compute every legal action of ``seat`` now (called once per state and seat)."""
        raise NotImplementedError

    def describe_action(self, state: S, seat: int, action: A) -> str:
        """Action -> its short notation (the inverse of :meth:`parse_action`)."""
        raise NotImplementedError

    def prompt(self, state: S, seat: int) -> str:
        """One sentence naming what ``seat`` is asked now (``''`` when nothing)."""
        raise NotImplementedError

    def check(self, state: S, seat: int, action: A) -> None:
        """Refuse ``action`` of ``seat`` unless it is legal now.

        The default finds it among :meth:`legal_actions`; a game with actions too many to list
        (deal proposals) overrides this to check those directly.

        Raises:
            GameOver, NotYourTurn, IllegalAction: with one sentence (:meth:`refusal`).
        """
        self.check_seat(state, seat)
        legal = self.legal_actions(state, seat)
        if not legal:
            raise NotYourTurn(self.waiting_for(state, seat))
        # The usual caller passes one of the listed objects: find it by identity before
        # comparing field by field.
        if not any(a is action for a in legal) and action not in legal:
            reason = self.refusal(state, seat, action, legal)
            if isinstance(reason, Msg) and reason.key in GENERIC:
                notation = normalize(self.describe_action(state, seat, action))
                reason = self.explain(state, seat, notation) or reason
            raise IllegalAction(reason)

    def check_seat(self, state: S, seat: int) -> None:
        """Refuse any action once the game is over, and any seat outside the table.

        Raises:
            GameOver: the game has ended.
            NotYourTurn: ``seat`` is not in ``0..num_players - 1``.
        """
        if self.is_over(state):
            raise GameOver(GAME_OVER)
        if not 0 <= seat < state.num_players:
            raise NotYourTurn(NO_SEAT)

    def explain(self, state: S, seat: int, text: str) -> str | None:
        """Why the typed notation ``text`` (normalized: :func:`rules.core.notation.normalize`)
        is not a legal move of ``seat`` now: one sentence naming the reason and what would make
        it legal (the cost and what the seat has, the missing requirement, whose turn it is,
        what is asked now); ``None`` when there is no specific reason (the frame's generic
        refusal follows).

        A game overrides it for the moves whose verb is legal now but whose arguments are not
        (a cost, a requirement, a range) and calls this default for the rest, which says whose
        turn it is when ``seat`` owes nothing, and what ``seat`` is asked now when no legal
        move of it starts with the typed verb (docs/adding-a-game.md, the checklist's
        ``explain`` row)."""
        verb = text.split(" ", 1)[0]
        own = {
            normalize(self.describe_action(state, seat, action)).split(" ", 1)[0]
            for action in self.legal_actions(state, seat)
        }
        if verb in own:
            return None
        owing = self.to_act(state)
        if seat not in owing:
            return waiting(sorted(owing)) if owing else None
        asked = self.prompt(state, seat)
        return not_asked(verb, asked) if asked else None

    def refusal(self, state: S, seat: int, action: A, legal: Sequence[A]) -> str:
        """The sentence refusing an unlisted ``action``: what it is and what is legal instead."""
        notations = [self.describe_action(state, seat, a) for a in legal]
        return not_legal(self.describe_action(state, seat, action), notations)

    def waiting_for(self, state: S, seat: int) -> str:
        """The sentence telling ``seat`` it owes nothing now (and, ideally, who is asked)."""
        return NO_DECISION

    def begin(self, state: S, seat: int) -> Step[S]:
        """The working :class:`Step` of a transition; a game may return a subclass that carries
        its pack."""
        return Step(state=copy_model(state), seat=seat, chance=partial(self.chance, state))

    def route_key(self, action: A) -> Any:
        """The :attr:`router` key of ``action``: its type (a discriminated union's member)."""
        return type(action)

    def route(self, step: Step[S], action: A) -> None:
        """Run ``action``'s handler (:attr:`router` at :meth:`route_key`)."""
        self.router[self.route_key(action)](step, action)

    def settle(self, step: Step[S]) -> None:
        """After the action and the version bump: resolve forced steps (a roll nobody must
        choose, a window nobody must answer). The default does nothing."""

    # ---------------------------------------------------------------- the contract

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every legal action of ``seat`` now, as a tuple (remembered for this state object)."""
        found = self._legal.get(state, seat)
        if found is None:
            found = tuple(self.list_actions(state, seat))
            self._legal.put(state, seat, found)
        return found

    def listed_actions(self, state: S, seat: int) -> Sequence[A] | None:
        """The legal actions of ``seat`` already listed for this state object (the tuple
        :meth:`legal_actions` returned), or ``None`` when they are not remembered; lists nothing.

        A game that checks some kinds without listing them (:meth:`check` overridden) accepts
        one of these objects at once: a listed action is legal."""
        return self._legal.get(state, seat)

    def apply(self, state: S, seat: int, action: A) -> Transition[S]:
        """Apply ``action`` of ``seat``; version +1; never mutates ``state``.

        Raises:
            GameOver, NotYourTurn, IllegalAction: from :meth:`check`.
        """
        self.check(state, seat, action)
        step = self.begin(state, seat)
        self.route(step, action)
        step.state.version += 1
        self.settle(step)
        return Transition(state=step.state, events=tuple(step.events))

    def chance(self, state: S, salt: str = "apply") -> random.Random:
        """The seeded chance of the transition from ``state`` (docs/design.md §2, "Chance")."""
        return rng_for(state.seed, state.version, salt)

    def parse_action(self, state: S, seat: int, text: str) -> A:
        """Notation -> a legal action, by the legal actions' notations (exact, then prefix).

        Raises:
            GameOver, NotYourTurn, IllegalAction, AmbiguousAction.
        """
        self.check_seat(state, seat)
        legal = self.legal_actions(state, seat)
        if not legal:
            raise NotYourTurn(
                self.explain(state, seat, normalize(text)) or self.waiting_for(state, seat)
            )
        describe = partial(self.describe_action, state, seat)
        try:
            return match_legal(text, legal, describe)
        except IllegalAction as refused:
            listed = partial(match_legal, legal=legal, describe=describe)
            named, reading = self.by_name(state, seat, text, listed)
            if named is not None:
                return named
            reason = self.explain(state, seat, normalize(reading or text))
            if reason is None:
                raise
            raise IllegalAction(reason) from refused

    def by_name(
        self, state: S, seat: int, text: str, parse: Callable[[str], A]
    ) -> tuple[A | None, str | None]:
        """``text`` parsed with ``parse`` once the component it names by printed name is
        written as its id (:func:`~rules.core.notation.name_readings`; issue #25 item 4).

        Returns:
            The one move a reading parses to, and the first reading (for the refusal's
            reason); ``(None, None)`` when ``text`` names no component.

        Raises:
            AmbiguousAction: several readings parse to different moves, or the name (or its
                start) is several components' and none of them parses: the candidates listed.
        """
        names = self.component_names(state) if isinstance(self, HasComponentNames) else {}
        readings, shown = name_readings(text, names)
        found: list[A] = []
        for reading in readings:
            with suppress(RulesError):
                move = parse(reading)
                if move not in found:
                    found.append(move)
        if len(found) > 1 or (not found and len(readings) > 1):
            candidates = [self.describe_action(state, seat, m) for m in found] or shown
            raise AmbiguousAction(ambiguous(text, candidates))
        return (found[0] if found else None), (readings[0] if readings else None)

    def state_from_json(self, text: str) -> S:
        """Load a state dumped with ``model_dump_json()``."""
        return self.state_model.model_validate_json(text)  # type: ignore[return-value]

    def action_from_json(self, text: str) -> A:
        """Load an action dumped with ``model_dump_json()``."""
        action: A = self.action_adapter.validate_json(text)
        return action
