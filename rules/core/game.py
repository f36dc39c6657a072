"""The rules contract every game implements (docs/design.md §2).

A game is a stateless object registered in :data:`rules.GAMES`. State, actions and views are
pydantic v2 models that round-trip exactly through JSON. ``apply`` never mutates its input.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from rules.core.events import Event
from rules.core.text import Msg, Text
from rules.core.window import DecisionWindow

OptionValue = str | int | bool


class BaseState(BaseModel):
    """Fields every game state carries.

    Attributes:
        seed: the game's seed; with ``version`` it drives all chance (see :mod:`rules.core.chance`).
        version: 0 after setup, +1 for every applied action.
        num_players: seats 0..num_players-1.
        pack: the id of the component pack in use.
    """

    model_config = ConfigDict(extra="forbid")

    seed: str
    version: int = 0
    num_players: int
    pack: str

    def windows(self) -> tuple[DecisionWindow, ...]:
        """The decision windows this state holds (open or closed); a game whose state keeps
        windows lists them, so the kit can tell a sealed answer (:func:`answers_sealed`)."""
        return ()


def answers_sealed(state: BaseState, seat: int) -> bool:
    """True when an action of ``seat`` applied to ``state`` answers a secret window still open
    (a sealed bid, a secret side): the table logs it publicly only as "X has answered" until
    the window closes, when the game reveals the answers together (docs/design.md §2,
    "Decision windows")."""
    return any(
        window.secret and not window.is_closed and seat in window.pending
        for window in state.windows()
    )


class Outcome(BaseModel):
    """The end of a game.

    Attributes:
        scores: final score per seat (index = seat).
        ranking: seats from first to last place, ties already broken.
        winners: the seats that won (one unless the rules allow a shared win).
        tie_break: a sentence naming the tie-break used, or ``None`` when none was needed.
        details: per-seat score breakdown lines for the final message.

    Both may be :class:`rules.core.text.Msg` sentences: they stay ones (:data:`Text`).
    """

    model_config = ConfigDict(frozen=True)

    scores: tuple[int, ...]
    ranking: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: Text | None = None
    details: tuple[Text, ...] = Field(default_factory=tuple)


S = TypeVar("S", bound=BaseState)
A = TypeVar("A", bound=BaseModel)


class Transition(BaseModel, Generic[S]):
    """The result of :meth:`Game.apply`: the new state and what happened, in order."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    state: S
    events: tuple[Event, ...] = ()

    @property
    def closes_undo(self) -> bool:
        """True when chance or new information happened in this transition."""
        return any(event.closes_undo for event in self.events)


@runtime_checkable
class Game(Protocol):
    """What the bot, the terminal table, the tests and the benchmarks may call on a game.

    Every method is pure: same arguments, same result; no I/O; no global random state.
    """

    key: str
    title: str
    min_players: int
    max_players: int
    pack_provenance: Msg
    """Which component pack the game uses and how it was made, for ``/game new``: a
    :class:`~rules.core.text.Msg` (``<key>.pack*``) so the lobby says it in the table's language."""
    text_only: bool
    """``True`` for a game with no board renderer: its posts are text alone."""

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> Any:
        """Return a new game's state (version 0).

        Raises:
            IllegalAction: the seat count or an option is outside what the game allows.
        """

    def to_act(self, state: Any) -> frozenset[int]:
        """Seats (0-based) that owe a decision now; empty if and only if the game is over."""

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        """Every legal action of ``seat`` now (empty when it owes nothing)."""

    def apply(self, state: Any, seat: int, action: Any) -> Transition[Any]:
        """Apply ``action`` of ``seat``; version +1; never mutates ``state``.

        Raises:
            NotYourTurn, IllegalAction, GameOver: with one friendly sentence.
        """

    def view(self, state: Any, seat: int | None) -> BaseModel:
        """What ``seat`` may know (``None`` = the public); other seats' secrets are absent."""

    def outcome(self, state: Any) -> Outcome | None:
        """Final scores once the game is over, else ``None``."""

    def parse_action(self, state: Any, seat: int, text: str) -> Any:
        """Text notation -> a legal action.

        Raises:
            InvalidNotation, IllegalAction, AmbiguousAction, NotYourTurn.
        """

    def describe_action(self, state: Any, seat: int, action: Any) -> str:
        """Action -> its short notation (the inverse of :meth:`parse_action`)."""

    def prompt(self, state: Any, seat: int) -> str:
        """One sentence naming what ``seat`` is asked now; '' if nothing.

        The sentence is public (it goes into the channel's ping), so it never names a hidden
        component: "Discard 1 card down to 8", not "discard hp-07".
        """

    def default_action(self, state: Any, seat: int) -> Any | None:
        """The stated default when ``seat``'s decision window lapses, or ``None``.

        Non-``None`` only for optional decisions (deals, last chances, off-turn choices), which
        the table closes at a deadline; a turn's main decision has no default.
        """

    def secret_ids(self, state: Any, seat: int) -> frozenset[str]:
        """Component ids only ``seat`` may know now (hand, hidden objective)."""

    def hidden_ids(self, state: Any) -> frozenset[str]:
        """Component ids no seat may know now: face-down deck contents, the automa's face-down
        cards and objective. None of them may appear in any view or public message."""

    def bot_action(self, state: Any, seat: int, rng: random.Random) -> Any:
        """A legal action chosen by the game's simple heuristic for a bot player."""

    def state_from_json(self, text: str) -> Any:
        """Load a state dumped with ``model_dump_json()``."""

    def action_from_json(self, text: str) -> Any:
        """Load an action dumped with ``model_dump_json()``."""

    def options_help(self) -> Mapping[str, str]:
        """Option name -> one line describing it and its default, for ``/game new``."""


@runtime_checkable
class CanSkip(Protocol):
    """The optional contract member of a game whose stalled decisions the table may skip."""

    def skip_action(self, state: Any, seat: int) -> Any | None:
        """The action the table applies when a majority votes to skip ``seat``'s stalled decision.

        ``None`` when ``seat`` owes nothing or the rules allow no skip now. ``apply`` accepts the
        result even where ``legal_actions`` does not list it (a table remedy no player may
        choose). A turn of several steps is skipped step by step: the table applies the result
        while the seat still owes a decision and the result is not ``None``; each step's result
        is the next step's own default.
        """


def skip_action(game: Game, state: Any, seat: int) -> Any | None:
    """``game.skip_action(state, seat)`` where the game has the member (:class:`CanSkip`), else
    ``None`` (the table offers no skip)."""
    return game.skip_action(state, seat) if isinstance(game, CanSkip) else None


@runtime_checkable
class HasPrivateSummary(Protocol):
    """The optional contract member of a game that describes a seat's private view in words."""

    def private_summary(self, state: Any, seat: int) -> str:
        """``seat``'s private view as compact Markdown, for its owner only (its DM and ``/hand``).

        Built from ``view(state, seat)`` alone, so it holds nothing that view does not: the
        seat's hand and hidden objective in words, each card with the id typed in notation. At
        most :data:`rules.core.summary.SUMMARY_LIMIT` characters (long hands end "…and N more",
        see :func:`rules.core.summary.join_sections`); a game with nothing secret now says so.
        """


def private_summary(game: Game, state: Any, seat: int) -> str | None:
    """``game.private_summary(state, seat)`` where the game has the member
    (:class:`HasPrivateSummary`), else ``None`` (the table lists the seat's secret ids)."""
    return game.private_summary(state, seat) if isinstance(game, HasPrivateSummary) else None


@runtime_checkable
class HasActionLabels(Protocol):
    """The optional contract member of a game that labels its choices in words."""

    def label_action(self, state: Any, seat: int, action: Any) -> str | None:
        """What choosing ``action`` does, in words, for a button or a select option.

        ``None`` keeps the action out of buttons and selects (it stays typeable with ``/play``
        and in its autocomplete), e.g. machine-made deal proposals. A label may name ``seat``'s
        own hidden cards only where its notation does (the table then offers it privately);
        a label of a public choice names nothing hidden. Labels of one seat's choices differ,
        unless the choices are alike to the player (two Hired Paws with the same skills: the
        table numbers a repeated label).

        A label is a sentence in the viewer's language (a :class:`~rules.core.text.Msg`),
        never the notation, and names components by their printed names, never their ids
        (issue #25 item 5; ``tests/conformance/test_zh_tables.py``, ``bench/zh_tables.py``).
        """


def label_action(game: Game, state: Any, seat: int, action: Any) -> str | None:
    """``game.label_action(state, seat, action)`` where the game has the member
    (:class:`HasActionLabels`), else the action's notation."""
    if isinstance(game, HasActionLabels):
        return game.label_action(state, seat, action)
    return game.describe_action(state, seat, action)


@runtime_checkable
class HasNotationHints(Protocol):
    """The optional contract member of a game whose action space is too large to list."""

    def notation_hints(self, state: Any, seat: int, typed: str) -> Sequence[tuple[str, str]]:
        """Extra ``/play`` autocomplete entries for ``seat`` given what it ``typed`` so far.

        Returns:
            ``(label, notation)`` pairs, each ≤ 100 characters, every notation legal now; built
            from ``seat``'s own view only, since they are shown to that seat alone.
        """


def notation_hints(game: Game, state: Any, seat: int, typed: str) -> Sequence[tuple[str, str]]:
    """``game.notation_hints(...)`` where the game has the member (:class:`HasNotationHints`),
    else no extra entries."""
    if isinstance(game, HasNotationHints):
        return game.notation_hints(state, seat, typed)
    return ()


@runtime_checkable
class HasPreparation(Protocol):
    """The optional contract member of a game whose reads for a seat are slow to work out the
    first time (High Frontier's route search: 0.1-1.2 s for a Mag Sail)."""

    def prepare(self, state: Any, seat: int) -> None:
        """Work out ahead, into the game's own cache, what ``seat``'s reads of ``state`` (its
        ``/play`` autocomplete, :meth:`HasNotationHints.notation_hints`) will need, so they
        answer from it. Called when a change opens ``seat``'s turn, off the event loop (in a
        worker thread: it may take a second of CPU), and possibly never: the reads must give
        the same answers without it. It must not change ``state`` and returns nothing.
        """


def prepare(game: Game, state: Any, seat: int) -> None:
    """``game.prepare(state, seat)`` where the game has the member (:class:`HasPreparation`),
    else nothing."""
    if isinstance(game, HasPreparation):
        game.prepare(state, seat)


@runtime_checkable
class HasNotationHelp(Protocol):
    """The optional contract member of a game that explains its notation."""

    def notation_help(self) -> str:
        """The notation of every move with an example of each (Markdown, ≤ 1800 characters),
        for ``/help`` in a channel with this game."""


def notation_help(game: Game) -> str | None:
    """``game.notation_help()`` where the game has the member (:class:`HasNotationHelp`), else
    ``None`` (``/help`` then points at ``/play``'s autocomplete)."""
    return game.notation_help() if isinstance(game, HasNotationHelp) else None


@runtime_checkable
class CanExplainRefusals(Protocol):
    """The contract member saying why a typed move is refused (issue #25 item 1; every
    :class:`rules.core.engine.Engine` has it, with the kit's default)."""

    def explain(self, state: Any, seat: int, text: str) -> str | None:
        """Why the typed notation ``text`` (normalized: lower-case, single spaces) is not a
        legal move of ``seat`` now: one translatable sentence (a ``Msg``) naming the reason and
        what would make it legal (the cost and what the seat has, the missing requirement,
        whose turn it is, what is asked now); ``None`` when the game has no specific reason
        (the frame's generic refusal follows)."""


@runtime_checkable
class HasComponentNames(Protocol):
    """The kit's member naming a game's components, for the leak watch."""

    def component_names(self, state: Any) -> Mapping[str, str]:
        """Component id -> the name a player reads for it, for every named component of
        ``state``'s pack (cards, tiles, worlds…); unnamed components are left out.

        The leak watch looks for every secret and hidden id by id *and* by this name in every
        public payload and in the other seats' private messages.
        """


def component_names(game: Game, state: Any) -> Mapping[str, str]:
    """``game.component_names(state)``.

    Raises:
        TypeError: the game does not declare its component names (the kit requires it, so a
            leak watch never checks the wrong names silently).
    """
    if not isinstance(game, HasComponentNames):
        raise TypeError(f"{game.key} does not declare component_names (HasComponentNames)")
    return game.component_names(state)


@runtime_checkable
class HasPrintedNames(Protocol):
    """The optional contract member of a game whose sentences name printed things beyond its
    components (species, Sites, factions, map spaces)."""

    def printed_names(self, state: Any) -> frozenset[str]:
        """Names every language shows as printed, in English (docs/adding-a-game.md
        "Languages": printed names are not translated), besides :meth:`component_names`."""


def printed_names(game: Game, state: Any) -> frozenset[str]:
    """Every name ``game`` shows as printed in any language: its component names, plus its
    :class:`HasPrintedNames` names where it has the member (the Chinese whole-game checks allow
    these and nothing else in English).

    Raises:
        TypeError: the game does not declare its component names.
    """
    names = set(component_names(game, state).values())
    if isinstance(game, HasPrintedNames):
        names |= game.printed_names(state)
    return frozenset(names)


@runtime_checkable
class HasTurns(Protocol):
    """The optional contract member of a game whose play is a sequence of player turns."""

    def turn_number(self, state: Any) -> int:
        """How many player turns have started (0 before the first); +1 when a new player's
        turn starts. Used for the table's skipped turns and the game-length figures."""

    def active_seat(self, state: Any) -> int | None:
        """The seat whose turn it is (``None`` between turns, in a window, or at the end)."""


def turn_number(game: Game, state: Any) -> int | None:
    """``game.turn_number(state)`` where the game has turns (:class:`HasTurns`), else ``None``."""
    return game.turn_number(state) if isinstance(game, HasTurns) else None


def active_seat(game: Game, state: Any) -> int | None:
    """``game.active_seat(state)`` where the game has turns (:class:`HasTurns`), else ``None``."""
    return game.active_seat(state) if isinstance(game, HasTurns) else None


@runtime_checkable
class HasPrivateActions(Protocol):
    """The optional contract member of a game with actions only their actor may see (a seat's
    standing choices: "in this window, always take the larger credits")."""

    def is_private_action(self, state: Any, seat: int, action: Any) -> bool:
        """True when ``action`` of ``seat`` is that seat's own business: the table tells nobody
        else (no public log line, no board mark, no export to others) and answers the actor
        alone. ``state`` is the state the action is applied to."""


def is_private_action(game: Game, state: Any, seat: int, action: Any) -> bool:
    """``game.is_private_action(...)`` where the game has the member (:class:`HasPrivateActions`),
    else ``False``."""
    return isinstance(game, HasPrivateActions) and game.is_private_action(state, seat, action)


@runtime_checkable
class HasConservation(Protocol):
    """The optional contract member of a game whose components are counted: every card, tile,
    disc, cube or good is in exactly one place at every step (docs/design.md §7, the
    conformance suite's playouts check it after every action)."""

    def conservation_problems(self, state: Any) -> list[str]:
        """Each component made, lost or in two places in ``state``, as one English line for a
        developer (empty when every count adds up)."""


def conservation_problems(game: Game, state: Any) -> list[str]:
    """``game.conservation_problems(state)`` where the game has the member
    (:class:`HasConservation`), else ``[]``."""
    return game.conservation_problems(state) if isinstance(game, HasConservation) else []


@runtime_checkable
class HasScores(Protocol):
    """The optional contract member of a game with a running score (the recap's VP chart,
    :mod:`bot.services.recap`)."""

    def scores(self, state: Any) -> tuple[int, ...]:
        """Each seat's **public** VP now, index = seat: what every player may count on the
        table. Hidden VP (a face-down reputation tile, a secret objective) counts only once it
        is revealed, so at the end the tuple equals :attr:`Outcome.scores`; until then it may be
        lower. Pure and cheap (the recap calls it once per logged action)."""


def scores(game: Game, state: Any) -> tuple[int, ...] | None:
    """``game.scores(state)`` where the game keeps a running score (:class:`HasScores`), else
    ``None``."""
    return game.scores(state) if isinstance(game, HasScores) else None
