"""New Frontiers (Tom Lehmann, Rio Grande Games 2018) on the engine frame
(:class:`rules.core.engine.Engine`), 2–5 seats.

The round (docs/rules/new-frontiers.md §3, :mod:`rules.new_frontiers.flow`): down the priority
track each seat selects a tile nobody chose this round (``select settle``); every seat performs
that action, the selector first with the tile's bonus. Each seat's part of an action is its own
decision in a :class:`rules.core.window.DecisionWindow`:

* Explore picks go down the priority track (an ordered window), then the selector's extra pick
  (:mod:`~rules.new_frontiers.explore`);
* Develop and Settle ask every seat at once; the answers are performed in priority order
  (:mod:`~rules.new_frontiers.commit`, :mod:`~rules.new_frontiers.develop`,
  :mod:`~rules.new_frontiers.settle`);
* Produce asks only the selector, for its windfall world (:mod:`~rules.new_frontiers.produce`);
* Trade/Consume asks every seat at once (:mod:`~rules.new_frontiers.trade`);
* Chart Galactic Goals asks the selector (goals variant, :mod:`~rules.new_frontiers.goals`).

Windows have stated defaults (``develop nothing``, ``settle colonists``, ``trade nothing``) and a
seat may declare standing choices ahead (``prefer trade best``), private to it. A seat's only
option is taken without asking. The end (§4) and scoring (§5): :mod:`~rules.new_frontiers.flow`,
:mod:`~rules.new_frontiers.scoring`. Setup and the decisions where the sources are silent:
:mod:`~rules.new_frontiers.setup` and the modules above; docs/new-frontiers.md lists them all.
With the option ``empire: chosen`` every seat first chooses the side of its empire mat, secretly
and all at once (:mod:`~rules.new_frontiers.empire`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, ClassVar

from pydantic import BaseModel

from rules.core.copying import copy_model
from rules.core.engine import Engine, Handler
from rules.core.errors import IllegalAction
from rules.core.events import private_event
from rules.core.game import OptionValue, Outcome
from rules.core.notation import normalize
from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.window import WindowRules
from rules.new_frontiers import (
    conservation,
    develop,
    empire,
    explore,
    flow,
    goals,
    produce,
    refusals,
    scoring,
    settle,
    summary,
    text,
    trade,
)
from rules.new_frontiers.actions import (
    ACTION_ADAPTER,
    PREFERENCES,
    REVEAL_MINE,
    SELECTS,
    Action,
    Consume,
    Develop,
    Keep,
    Prefer,
    Return,
    Reveal,
    Select,
    Settle,
    Side,
    Take,
    Trade,
    Windfall,
    describe,
)
from rules.new_frontiers.bot import choose
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import Pack, load
from rules.new_frontiers.reference import entries
from rules.new_frontiers.setup import OPTIONS, new_game
from rules.new_frontiers.state import NewFrontiersState, Tile
from rules.new_frontiers.views import PrivateView, private_view, public_view

WINDOWS: dict[str, WindowRules[NewFrontiersState, Action]] = {
    "empire": empire.EMPIRE,
    "explore": explore.EXPLORE,
    "develop": develop.DEVELOP,
    "settle": settle.SETTLE,
    "windfall": produce.WINDFALL,
    "trade": trade.TRADE,
    "goals": goals.GOALS,
    "reveal": goals.GOALS,
}
#: Every standing choice as a (frozen, shared) action, by topic: listed at every step.
PREFER_ACTIONS: dict[str, tuple[Prefer, ...]] = {
    topic: tuple(Prefer(topic=topic, value=v) for v in values)
    for topic, values in PREFERENCES.items()
}
#: The same, by notation (``prefer stockpile no``).
PREFER_NOTATIONS: dict[str, Prefer] = {
    describe(a): a for choices in PREFER_ACTIONS.values() for a in choices
}


def _empire(ctx: Ctx, action: Side) -> None:
    empire.answer(ctx, ctx.seat, action)


def _select(ctx: Ctx, action: Select) -> None:
    flow.select(ctx, action.tile)


def _explore(ctx: Ctx, action: Take | Return) -> None:
    explore.answer(ctx, ctx.seat, action)


def _develop(ctx: Ctx, action: Develop) -> None:
    develop.answer(ctx, ctx.seat, action)


def _settle(ctx: Ctx, action: Settle) -> None:
    settle.answer(ctx, ctx.seat, action)


def _windfall(ctx: Ctx, action: Windfall) -> None:
    produce.windfall(ctx, ctx.seat, action)


def _trade(ctx: Ctx, action: Trade | Consume) -> None:
    trade.answer(ctx, ctx.seat, action)


def _goal(ctx: Ctx, action: Keep | Reveal) -> None:
    if isinstance(action, Reveal) and action.whose == "mine":
        goals.reveal_mine(ctx, ctx.seat)
    else:
        goals.answer(ctx, ctx.seat, action)


def _prefer(ctx: Ctx, action: Prefer) -> None:
    """A standing choice is the seat's own business: only it reads the event."""
    setattr(ctx.state.seats[ctx.seat].prefs, action.topic, action.value)
    said = Msg(
        "new_frontiers.event.preference",
        "Standing choice saved: `{preference}`.",
        preference=describe(action),
    )
    ctx.emit(private_event("PreferenceSet", {ctx.seat}, said, None))


class NewFrontiers(Engine[NewFrontiersState, Action]):
    """The New Frontiers rules engine (2–5 seats) over one component pack."""

    key = "new_frontiers"
    title = Msg("new_frontiers.title", "New Frontiers")
    min_players = 2
    max_players = 5
    text_only = False
    state_model = NewFrontiersState
    action_adapter = ACTION_ADAPTER
    router: ClassVar[Mapping[Any, Handler]] = {
        Side: _empire,
        Select: _select,
        Take: _explore,
        Return: _explore,
        Develop: _develop,
        Settle: _settle,
        Windfall: _windfall,
        Trade: _trade,
        Consume: _trade,
        Keep: _goal,
        Reveal: _goal,
        Prefer: _prefer,
    }

    def __init__(self, pack_id: str = "standin") -> None:
        super().__init__()
        self.pack: Pack = load(pack_id)
        self.pack_provenance: Msg = (
            Msg("new_frontiers.pack.official", "the published tiles")
            if self.pack.provenance.kind == "official"
            else Msg(
                "new_frontiers.pack.standin",
                "stand-in pack (original tiles following the published counts)",
            )
        )

    # ------------------------------------------------------------ lifecycle

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> NewFrontiersState:
        """A new game (docs/rules/new-frontiers.md §2); options: :data:`setup.OPTIONS`.

        Raises:
            IllegalAction: seat count outside 2–5, an unknown option or value.
        """
        if not self.min_players <= num_players <= self.max_players:
            raise IllegalAction(
                Msg(
                    "new_frontiers.error.seats",
                    "New Frontiers seats 2 to 5 players, not {count}.",
                    count=num_players,
                )
            )
        return new_game(self.pack, num_players, seed, options)

    def is_over(self, state: NewFrontiersState) -> bool:
        """True once the game has ended."""
        return state.phase == "over"

    def to_act(self, state: NewFrontiersState) -> frozenset[int]:
        """The next selector, or the seats the open window asks now."""
        if state.phase == "over":
            return frozenset()
        if state.phase == "select":
            seat = flow.next_selector(state)
            return frozenset() if seat is None else frozenset({seat})
        return state.window.to_answer() if state.window is not None else frozenset()

    def list_actions(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """``seat``'s decision (if it owes one), its optional reveal, its standing choices."""
        if state.phase == "over":
            return []
        found: list[Action] = []
        if seat in self.to_act(state):
            found += self._decisions(state, seat)
        if state.phase != "select" and state.seats[seat].goal is not None:
            found.append(REVEAL_MINE)
        prefs = state.seats[seat].prefs
        current = {
            "trade": prefs.trade,
            "consume": prefs.consume,
            "stockpile": prefs.stockpile,
        }
        for topic, choices in PREFER_ACTIONS.items():
            if topic != "stockpile" or "goals" in state.tiles:
                found += [a for a in choices if a.value != current[topic]]
        return found

    def _decisions(self, state: NewFrontiersState, seat: int) -> list[Action]:
        if state.phase == "select":
            taken = {tile for tile, _ in state.chosen}
            return [SELECTS[t] for t in state.tiles if t not in taken]
        assert state.window is not None
        return list(WINDOWS[state.window.kind].options(state, seat))

    def begin(self, state: NewFrontiersState, seat: int) -> Ctx:
        """The transition's working copy, chance and events, with the pack."""
        return Ctx(
            state=copy_model(state), seat=seat, chance=partial(self.chance, state), pack=self.pack
        )

    def settle(self, step: Any) -> None:
        """Resolve forced steps after the action (:func:`rules.new_frontiers.flow.advance`),
        then note the board's last move (:func:`rules.new_frontiers.flow.last_move`)."""
        flow.advance(step)
        flow.last_move(step)

    def parse_action(self, state: NewFrontiersState, seat: int, text: str) -> Action:
        """As the kit's, except that a whole standing choice is never read as the start of a
        longer one: ``prefer stockpile no`` when it is already the choice is refused, not read
        as ``prefer stockpile novelty``.

        Raises:
            GameOver, NotYourTurn, IllegalAction, AmbiguousAction.
        """
        self.check_seat(state, seat)
        typed = normalize(text)
        whole = PREFER_NOTATIONS.get(typed)
        if whole is not None and whole not in self.legal_actions(state, seat):
            reason = self.explain(state, seat, typed)
            if reason is not None:
                raise IllegalAction(reason)
        return super().parse_action(state, seat, text)

    def explain(self, state: NewFrontiersState, seat: int, text: str) -> str | None:
        """Why the typed notation ``text`` (normalized) is not a legal move of ``seat`` now, in
        one sentence (:func:`rules.new_frontiers.refusals.explain`)."""
        return refusals.explain(state, seat, text, self.to_act(state))

    def waiting_for(self, state: NewFrontiersState, seat: int) -> str:
        """ "You have no decision to make right now." and who the table waits for."""
        return Msg(
            "new_frontiers.status.no_decision",
            "You have no decision to make right now. {status}",
            status=self._status(state),
        )

    # ------------------------------------------------------------ views and text

    def view(self, state: NewFrontiersState, seat: int | None) -> BaseModel:
        """The public table, or ``seat``'s view (its goals and standing choices added)."""
        result = self.outcome(state)
        winners = list(result.winners) if result else []
        public = public_view(self.pack, state, self.to_act(state), self._status(state), winners)
        return public if seat is None else private_view(self.pack, state, seat, public)

    def private_summary(self, state: NewFrontiersState, seat: int) -> str:
        """``seat``'s goals, standing choices and supplies in words (:mod:`.summary`)."""
        view = self.view(state, seat)
        assert isinstance(view, PrivateView)
        return summary.private_summary(view, self.pack)

    def conservation_problems(self, state: NewFrontiersState) -> list[str]:
        """See :mod:`rules.new_frontiers.conservation`."""
        return conservation.problems(self.pack, state)

    def outcome(self, state: NewFrontiersState) -> Outcome | None:
        """Final VP and ranking once the game is over (:mod:`rules.new_frontiers.scoring`)."""
        return scoring.outcome(self.pack, state)

    def describe_action(self, state: NewFrontiersState, seat: int, action: Action) -> str:
        """Action -> short notation (:mod:`rules.new_frontiers.actions`)."""
        return describe(action)

    def label_action(self, state: NewFrontiersState, seat: int, action: Action) -> str | None:
        """A button's words: the notation with the tile's name (:func:`summary.label`)."""
        return summary.label(self.pack, state, seat, action)

    def is_private_action(self, state: NewFrontiersState, seat: int, action: Action) -> bool:
        """True for a standing choice (``prefer …``) and a secret empire side (``empire …``)."""
        return isinstance(action, Prefer | Side)

    def prompt(self, state: NewFrontiersState, seat: int) -> str:
        """What ``seat`` is asked now, in one public sentence ('' if nothing)."""
        return text.prompt(state, seat) if seat in self.to_act(state) else ""

    def _status(self, state: NewFrontiersState) -> str:
        return text.status(state, self.to_act(state))

    def default_action(self, state: NewFrontiersState, seat: int) -> Action | None:
        """The stated default of ``seat``'s window answer; ``None`` for a selection."""
        if seat not in self.to_act(state) or state.window is None or state.phase == "select":
            return None
        return WINDOWS[state.window.kind].default(state, seat)

    def skip_action(self, state: NewFrontiersState, seat: int) -> Action | None:
        """A window's stated default; for a stalled selection the tile that gives the others
        least (Isolation, then Envoys, then the first left)."""
        if seat not in self.to_act(state):
            return None
        if state.phase != "select":
            return self.default_action(state, seat)
        tiles: list[Tile] = [a.tile for a in self._decisions(state, seat) if isinstance(a, Select)]
        for tile in ("isolation", "envoys"):
            if tile in tiles:
                return Select(tile=tile)
        return Select(tile=tiles[0])

    def secret_ids(self, state: NewFrontiersState, seat: int) -> frozenset[str]:
        """``seat``'s face-down goal and the goals it drew and has not placed yet; its empire
        side and home world while the others still choose theirs."""
        if state.phase == "over":
            return frozenset()
        holder = state.seats[seat]
        found = [*holder.drawn, *([holder.goal] if holder.goal else [])]
        side = state.window.own_answer(seat) if state.phase == "empire" and state.window else None
        if isinstance(side, str):
            found += [side, self.pack.empire_by_id[side].home.id]
        return frozenset(found)

    def hidden_ids(self, state: NewFrontiersState) -> frozenset[str]:
        """The worlds in the bag and the goals in the stack."""
        return frozenset([*state.bag, *state.goal_stack])

    def bot_action(self, state: NewFrontiersState, seat: int, rng: random.Random) -> Action:
        """The greedy heuristic of :mod:`rules.new_frontiers.bot`."""
        return choose(self.pack, state, seat, self.legal_actions(state, seat), rng)

    def component_names(self, state: NewFrontiersState) -> Mapping[str, str]:
        """Tile id -> name for every world, home world, development and goal of the pack."""
        return load(state.pack).names()

    def reference(self, state: NewFrontiersState) -> Sequence[Entry]:
        """Every world and development of the table's pack as printed (``/card``)."""
        return entries(state.pack)

    def scores(self, state: NewFrontiersState) -> tuple[int, ...]:
        """Each seat's VP now (:class:`rules.core.game.HasScores`): chips, worlds,
        developments and revealed goals, as its public empire shows
        (docs/rules/new-frontiers.md §5)."""
        return tuple(scoring.score(self.pack, state, seat) for seat in range(state.num_players))

    def turn_number(self, state: NewFrontiersState) -> int:
        """Selections made so far (each selection is a turn)."""
        return state.turn_number

    def active_seat(self, state: NewFrontiersState) -> int | None:
        """The selector whose action is resolving; ``None`` between selections and at the end
        (a turn starts with its selection)."""
        return None if state.phase in ("select", "over") else state.selector

    def notation_help(self) -> str:
        """The notation of every move with an example."""
        return text.NOTATION_HELP

    def options_help(self) -> Mapping[str, str]:
        """Table options for ``/game new``."""
        return {
            name: Msg(f"new_frontiers.option.{name}", line) for name, (line, _) in OPTIONS.items()
        }
