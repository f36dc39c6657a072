"""Decision windows: one choice asked of several seats, at once or one after another.

Play-by-post never stalls a table on an optional decision of an idle seat (docs/design.md §2,
"Asynchronous play"): a window names the seats still to answer, each seat's options come from the
game, every window has a stated default that the table applies at its deadline, a seat's standing
choice answers for it without a ping, and secret commitments (a Light-Speed keep, a sealed bid)
stay hidden until every seat has answered and are then revealed together.

The window is state (a pydantic model inside the game's state); what a seat may answer, its
default and its standing choice are the game's rules (:class:`WindowRules`). Uses: Afternova's
deal answers and last chance, Space Base's off-turn rewards and the Light-Speed keep; New
Frontiers' "every seat performs the chosen action" (``in_order`` for Explore picks), Eclipse's
reactions and combat choices, High Frontier's auctions (``secret`` sealed bids).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Generic, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field, JsonValue

from rules.core.errors import NotYourTurn

S = TypeVar("S")
A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)
S_contra = TypeVar("S_contra", contravariant=True)


class DecisionWindow(BaseModel):
    """A decision open to several seats; closed once no seat is left to answer.

    Attributes:
        kind: what is asked, a game's own name (``"rewards"``, ``"keep"``, ``"last_chance"``).
        asked: every seat asked, in answer order (priority order where order matters).
        pending: the seats still to answer, in that order.
        in_order: only the first pending seat may answer now (each seat's options depend on
            the answers before it, e.g. picks from a shared pool); otherwise all answer at once.
        secret: answers are commitments hidden from everyone else until the window closes.
        answers: each answered seat's commitment, where the game keeps one (JSON values: ids,
            counts, notation); a seat that answered with nothing to remember has none.
    """

    model_config = ConfigDict(extra="forbid")

    kind: str
    asked: list[int]
    pending: list[int]
    in_order: bool = False
    secret: bool = False
    answers: dict[int, JsonValue] = Field(default_factory=dict)

    @classmethod
    def open(
        cls, kind: str, seats: Iterable[int], *, in_order: bool = False, secret: bool = False
    ) -> DecisionWindow:
        """A new window asking ``seats`` (in that order) the ``kind`` decision."""
        order = list(dict.fromkeys(seats))
        return cls(kind=kind, asked=order, pending=list(order), in_order=in_order, secret=secret)

    @property
    def is_closed(self) -> bool:
        """True once every asked seat has answered."""
        return not self.pending

    def to_answer(self) -> frozenset[int]:
        """The seats that may answer now: the first pending seat when ``in_order``, else all."""
        if self.in_order:
            return frozenset(self.pending[:1])
        return frozenset(self.pending)

    def record(self, seat: int, commitment: JsonValue = None) -> None:
        """Record ``seat``'s answer (and its commitment, if any).

        Raises:
            NotYourTurn: ``seat`` may not answer now (not asked, answered already, or not first
                in an ordered window).
        """
        if seat not in self.to_answer():
            raise NotYourTurn("You have nothing to answer in this decision now.")
        self.pending.remove(seat)
        if commitment is not None:
            self.answers[seat] = commitment

    def withdraw(self, seat: int) -> None:
        """Stop asking ``seat`` (it left the decision, e.g. it can no longer answer)."""
        if seat in self.pending:
            self.pending.remove(seat)

    def visible_answers(self) -> dict[int, JsonValue]:
        """The commitments everyone may know: all of them, unless secret and still open."""
        return {} if self.secret and not self.is_closed else dict(self.answers)

    def own_answer(self, seat: int) -> JsonValue:
        """``seat``'s own commitment (``None`` if it has none), for its private view."""
        return self.answers.get(seat)


class WindowRules(Protocol[S_contra, A_co]):
    """What a game says about one kind of window: each seat's options, default and standing
    choice. ``S`` is the game's state type, ``A`` its action type."""

    def options(self, state: S_contra, seat: int) -> Sequence[A_co]:
        """The answers ``seat`` may give now, identical and strictly dominated ones removed."""

    def default(self, state: S_contra, seat: int) -> A_co:
        """The stated default the table applies when ``seat``'s answer is due."""

    def standing(self, state: S_contra, seat: int) -> A_co | None:
        """``seat``'s standing choice for this window, if it declared one, else ``None``."""


class Settler(Generic[S, A]):
    """Answers for the seats whose answer needs no question.

    A seat is answered without a ping when it declared a standing choice, or when it has only
    one option left (identical and dominated options already removed by :meth:`WindowRules.
    options`). Answering may change what the next seat may answer (ordered windows), so the
    settler goes round until nobody more can be answered.

    Args:
        rules: the game's rules of this window.
        answer: applies one seat's answer to the working state (it must call
            :meth:`DecisionWindow.record` for that seat).
        affected: after ``seat``'s answer was applied, the other seats whose options or standing
            choice it may have changed; only those, the seat itself and the seats it let answer
            (the next one of an ordered window) are asked again in the next round. ``None`` (the
            default) asks every seat that may answer again: right for any game, and a game whose
            answers touch only the answering seat says so to skip re-asking the others.
    """

    def __init__(
        self,
        rules: WindowRules[S, A],
        answer: Callable[[S, int, A], None],
        *,
        affected: Callable[[S, int], Iterable[int]] | None = None,
    ) -> None:
        self._rules = rules
        self._answer = answer
        self._affected = affected

    def settle(self, state: S, window: DecisionWindow) -> int:
        """Answer every seat of ``window`` that needs no question; return how many were.

        Seats are asked in seat order and the ready ones answered in that order, round after
        round; a seat left unanswered in a round is asked again only if an answer may have
        changed it (see ``affected``)."""
        answered = 0
        asking = window.to_answer()
        while asking and not window.is_closed:
            found = [(seat, self.settled_answer(state, seat)) for seat in sorted(asking)]
            ready = [(seat, choice) for seat, choice in found if choice is not None]
            if not ready:
                break
            before = window.to_answer()
            changed: set[int] = set()
            for seat, choice in ready:
                if seat in window.to_answer():
                    self._answer(state, seat, choice)
                    answered += 1
                    if self._affected is not None:
                        changed.add(seat)
                        changed.update(self._affected(state, seat))
            now = window.to_answer()
            asking = now if self._affected is None else now & (changed | (now - before))
        return answered

    def settled_answer(self, state: S, seat: int) -> A | None:
        """``seat``'s standing choice, or its only option, or ``None`` when it must be asked."""
        standing = self._rules.standing(state, seat)
        if standing is not None:
            return standing
        options = self._rules.options(state, seat)
        return options[0] if len(options) == 1 else None
