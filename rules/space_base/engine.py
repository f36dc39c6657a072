"""Space Base: the game object on the engine frame (:class:`rules.core.engine.Engine`).

Turn structure (docs/rules/space-base.md §3), for the active seat:

1. **Roll** (``roll``) — before it, Set Dice or any-time abilities. After it, Reroll before
   allocating. The Starting Player's first roll is asked and logged like every other.
2. **Allocate** (``sum``/``split``): blue rewards of the station cards (doubles split: twice), a
   charge cube instead of a charged box's reward. Then every other seat gains its red rewards with
   its *own* sum-or-split choice through the off-turn window (:mod:`rules.space_base.windows`).
   A choice that gives the same as the other, or less of everything, is never asked: the better
   one is taken (on and off turn).
3. **Buy** at most one shipyard card (``buy 2c``) or a colony (``colony 7``); credits drop to 0.
   Or ``pass`` and keep them. Abilities of this step (2X, Dice Arrow, any-time) come before it.
4. **End of turn**: the shipyard slot was refilled at once; credits rise to income if lower; the
   turn passes clockwise. A seat at 40+ VP ends the game when the round completes (tie: play on);
   YOU WIN! ends it at once (docs/rules/space-base.md §5; :mod:`rules.space_base.scoring`).

Decisions on the rulebook's lines (docs/rules/space-base.md):

* §6 "若箭头间有“/”是可自行选择获得第一或第二张卡的奖励" (a "1/2" arrow: the player may take the
  1st or the 2nd card's reward): the pick is part of the allocation (``sum 2nd``), chosen by the
  active seat, or by an idle seat in the window or through its standing preference
  (:mod:`rules.space_base.choices`).
* §4 "放置方块被视为该空港的配给“奖励”" (placing a cube counts as that sector's reward): 2X or
  Dice Arrow on a charge sector places one more cube there, and an arrow pointing at a charge
  card places a cube on it, each while the card has a free slot (:mod:`rules.space_base.rewards`).

Setup: :mod:`rules.space_base.setup`; the Light-Speed keep: :mod:`rules.space_base.light_speed`.
Abilities: :mod:`rules.space_base.abilities`. The frame copies the state, seeds chance, routes
each action to its handler (:mod:`rules.space_base.handlers`), bumps the version and then
:meth:`SpaceBase.settle` resolves the forced steps.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partial
from typing import ClassVar

from rules.core.copying import copy_model
from rules.core.engine import Engine, Handler, Step
from rules.core.errors import IllegalAction, InvalidNotation
from rules.core.game import OptionValue, Outcome
from rules.core.notation import normalize
from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.wording import either
from rules.space_base import (
    conservation,
    light_speed,
    prompts,
    refusals,
    scoring,
    setup,
    summary,
    turn,
)
from rules.space_base.actions import (
    ACTION_ADAPTER,
    PREFERENCE_ACTIONS,
    Action,
    Keep,
    describe,
    shared_allocation_pref,
    shared_auto_use,
)
from rules.space_base.board import board_cards
from rules.space_base.bot import choose
from rules.space_base.cards import Pack, load
from rules.space_base.handlers import ROUTER, Ctx, advance
from rules.space_base.reference import entries
from rules.space_base.state import (
    AllocationPref,
    AutoUse,
    PrivateView,
    PublicView,
    SpaceBaseState,
)
from rules.space_base.views import private_view, public_view
from rules.space_base.windows import REWARDS, window_actions

VERBS = {"roll", "sum", "split", "buy", "colony", "pass", "done", "use", "prefer", "keep"}
ALLOCATION_PREFS: tuple[AllocationPref, ...] = ("ask", "larger-credits", "larger-vp")
AUTO_USES: tuple[AutoUse, ...] = ("ask", "always", "never")


class SpaceBase(Engine[SpaceBaseState, Action]):
    """The Space Base rules engine (2–5 seats) over one component pack."""

    key = "space_base"
    title = Msg("space_base.title", "Space Base")
    min_players = 2
    max_players = 5
    text_only = False
    state_model = SpaceBaseState
    action_adapter = ACTION_ADAPTER
    router: ClassVar[Mapping[type, Handler]] = ROUTER

    def __init__(self, pack_id: str = "standin") -> None:
        super().__init__()
        self.pack: Pack = load(pack_id)
        self.pack_provenance: Msg = (
            Msg("space_base.pack.official", "the published cards")
            if self.pack.provenance.kind == "official"
            else Msg(
                "space_base.pack.standin",
                "stand-in pack (original cards following the published counts)",
            )
        )

    # ------------------------------------------------------------ lifecycle

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> SpaceBaseState:
        """A new game; options: ``light_speed`` (bool). The Starting Player is asked to ``roll``
        and the table hears who starts (:func:`rules.space_base.prompts.status`).

        Raises:
            IllegalAction: seat count outside 2–5 or an unknown option.
        """
        if not self.min_players <= num_players <= self.max_players:
            raise IllegalAction(
                Msg(
                    "space_base.error.seats",
                    "Space Base seats 2 to 5 players, not {count}.",
                    count=num_players,
                )
            )
        unknown = set(options or {}) - set(self.options_help())
        if unknown:
            raise IllegalAction(
                Msg(
                    "space_base.error.option",
                    "Unknown option `{name}`; options: `light_speed`.",
                    name=sorted(unknown)[0],
                )
            )
        fast_start = bool((options or {}).get("light_speed", False))
        return setup.new_game(self.pack, num_players, seed, light_speed=fast_start)

    # ------------------------------------------------------------ the frame's hooks

    def is_over(self, state: SpaceBaseState) -> bool:
        """True once the game has ended."""
        return state.phase == "over"

    def to_act(self, state: SpaceBaseState) -> frozenset[int]:
        """The active seat in its own steps; the pending seats in a window or the deal."""
        if state.phase == "over":
            return frozenset()
        if state.phase in ("keep", "rewards"):
            return state.window.to_answer() if state.window is not None else frozenset()
        return frozenset({state.active})

    def list_actions(self, state: SpaceBaseState, seat: int) -> Sequence[Action]:
        """Every legal action of ``seat`` now: its decision first, then (in the off-turn window,
        where they matter) its standing preferences."""
        if seat not in self.to_act(state):
            return []
        return [*self._decisions(state, seat), *self._preference_actions(state, seat)]

    def _decisions(self, state: SpaceBaseState, seat: int) -> list[Action]:
        if state.phase == "keep":
            return list(light_speed.KEEP.options(state, seat))
        if state.phase == "rewards":
            return window_actions(self.pack, state, seat)
        return turn.main_actions(self.pack, state)

    def _preference_actions(self, state: SpaceBaseState, seat: int) -> list[Action]:
        if state.phase != "rewards":
            return []
        prefs = state.seats[seat].prefs
        found: list[Action] = [
            shared_allocation_pref(v) for v in ALLOCATION_PREFS if v != prefs.allocation
        ]
        for card_id in board_cards(state.seats[seat]):
            card = self.pack.card(card_id)
            if card.blue.ability or card.red.ability or card.green:
                current = prefs.auto_use.get(card_id, "ask")
                found.extend(shared_auto_use(card_id, v) for v in AUTO_USES if v != current)
        return found

    def begin(self, state: SpaceBaseState, seat: int) -> Ctx:
        """The transition's working copy, chance and events, with the pack (:class:`Ctx`)."""
        return Ctx(
            state=copy_model(state), seat=seat, chance=partial(self.chance, state), pack=self.pack
        )

    def settle(self, step: Step[SpaceBaseState]) -> None:
        """Resolve the forced steps after the action (:func:`rules.space_base.handlers.advance`)."""
        step.emit(*advance(self.pack, step.state))

    def waiting_for(self, state: SpaceBaseState, seat: int) -> str:
        """ "You have no decision to make right now." and who the table waits for."""
        return Msg(
            "space_base.status.no_decision",
            "You have no decision to make right now. {status}",
            status=self._status(state),
        )

    # ------------------------------------------------------------ views and text

    def view(self, state: SpaceBaseState, seat: int | None) -> PublicView:
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

    def conservation_problems(self, state: SpaceBaseState) -> list[str]:
        """See :mod:`rules.space_base.conservation`."""
        return conservation.problems(self.pack, state)

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
                Msg(
                    "space_base.error.notation",
                    "`{text}` is not a Space Base action; they start with {verbs}.",
                    text=text,
                    verbs=either([f"`{verb}`" for verb in sorted(VERBS)]),
                )
            )
        if state.phase == "keep" and seat in self.to_act(state):
            typed = light_speed.typed_keep(state.seats[seat].hand, words)
            if typed is not None:
                self.check(state, seat, typed)
                return typed
        return super().parse_action(state, seat, text)

    def explain(self, state: SpaceBaseState, seat: int, text: str) -> str | None:
        """Whose turn or what is asked (the kit's default), else why the purchase typed is
        refused (:mod:`rules.space_base.refusals`)."""
        return super().explain(state, seat, text) or refusals.explain(self.pack, state, text)

    def refusal(
        self, state: SpaceBaseState, seat: int, action: Action, legal: Sequence[Action]
    ) -> str:
        """A keep over the seat's credits names its cost; anything else: the frame's sentence
        (:func:`rules.core.wording.not_legal`)."""
        if isinstance(action, Keep) and state.phase == "keep":
            said = light_speed.over_budget(self.pack, state, seat, action)
            if said is not None:
                return said
        return super().refusal(state, seat, action, legal)

    def describe_action(self, state: SpaceBaseState, seat: int, action: Action) -> str:
        """Action -> short notation (a Light-Speed keep names the kept cards)."""
        if isinstance(action, Keep):
            return light_speed.describe_keep(state.seats[seat].hand, action)
        return describe(action)

    def label_action(self, state: SpaceBaseState, seat: int, action: Action) -> str | None:
        """A button's words: a Light-Speed keep by hand position, name and cost (as the prompt
        and the private picture number the hand); anything else its notation, in words at a
        table in another language (:func:`rules.space_base.prompts.label`)."""
        if isinstance(action, Keep):
            return light_speed.keep_label(self.pack, state, seat, action)
        return prompts.label(action, self.component_names(state))

    def is_private_action(self, state: SpaceBaseState, seat: int, action: Action) -> bool:
        """True for a standing preference (``prefer …``): it tells how the seat's off-turn
        choices will be made, so only that seat learns of it."""
        return isinstance(action, PREFERENCE_ACTIONS)

    def prompt(self, state: SpaceBaseState, seat: int) -> str:
        """What ``seat`` is asked now, in one sentence ('' if nothing)."""
        if seat not in self.to_act(state):
            return ""
        return prompts.prompt(self.pack, state, seat)

    def _status(self, state: SpaceBaseState) -> str:
        return prompts.status(state, self.to_act(state))

    def default_action(self, state: SpaceBaseState, seat: int) -> Action | None:
        """The stated default of an optional decision: the Light-Speed keep or a window answer."""
        if seat not in self.to_act(state):
            return None
        if state.phase == "keep":
            return light_speed.KEEP.default(state, seat)
        if state.phase == "rewards":
            return REWARDS.default(state, seat)
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
        """The face-down shipyard decks' cards (docs/rules/space-base.md §2): no seat may know
        them, not even a seat that returned a Light-Speed card to the bottom of one."""
        return frozenset(card for deck in state.shipyard.decks for card in deck)

    def bot_action(self, state: SpaceBaseState, seat: int, rng: random.Random) -> Action:
        """The greedy heuristic of :mod:`rules.space_base.bot`."""
        return choose(self.pack, state, seat, self.legal_actions(state, seat), rng)

    def component_names(self, state: SpaceBaseState) -> Mapping[str, str]:
        """Card id -> ship name for every card of the pack (starting ships and the shipyard),
        for the leak watch; colonies have no name."""
        pack = load(state.pack)
        return {card.id: card.name for card in (*pack.starting, *pack.shipyard)}

    def reference(self, state: SpaceBaseState) -> Sequence[Entry]:
        """Every ship and colony of the table's pack as printed (``/card``)."""
        return entries(state.pack, state.num_players)

    def scores(self, state: SpaceBaseState) -> tuple[int, ...]:
        """Each seat's VP track (:class:`rules.core.game.HasScores`), all public: only VP
        count (docs/rules/space-base.md §5)."""
        return tuple(seat.vp for seat in state.seats)

    def turn_number(self, state: SpaceBaseState) -> int:
        """Player turns started so far (0 during the Light-Speed deal, 1 at the first turn)."""
        return state.turn_number

    def active_seat(self, state: SpaceBaseState) -> int | None:
        """The seat whose turn it is (also while the others answer its off-turn window);
        ``None`` during the Light-Speed deal and once the game is over."""
        return None if state.phase in ("keep", "over") else state.active

    def notation_help(self) -> str:
        """The notation of every move with an example (``/help`` in a channel with this game)."""
        return prompts.NOTATION_HELP

    def options_help(self) -> Mapping[str, str]:
        """Table options for ``/game new``."""
        return {
            "light_speed": Msg(
                "space_base.option.light_speed",
                "Light-Speed start: 15 credits, 1 income, keep from 4 Level 1 + "
                "2 Level 2 cards (default: off).",
            )
        }
