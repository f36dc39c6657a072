"""The Afternova game object (docs/design.md §2) — the turn structure in one place.

Rulebook sections (``docs/rules/afternova.md``, whose § numbers are cited below):

* **Setup** (§3, ``setup.py``): markets of 4 Hired Paws and 4 Blueprints, 3 Planets filled from
  the bag, one Starship (hidden objective) and one Blueprint per player, 3/4/5 Hired Paws for
  the first/middle/last player.
* **Turn** (§4; clockwise from seat 0; in the 2-player mode the automa plays first, inside the
  transition that ends the previous turn): one action, **Extract** (``extract.py``: solo, with the
  automa, or a deal that the named helpers accept or decline; the proposer may withdraw) or
  **Market** (``market.py``: 3 picks, a sweep costs one pick, refill, then the hand limit 8:
  checked once when the Market action is over, not after each pick, per the Chinese text
  "你拿完卡后" — after you have finished taking cards).
* **Completing Blueprints** (§4; ``flow.py``, ``legal.py``): "at the end of any player's turn";
  here an out-of-turn action open to every seat *between* turns, i.e. while the active player
  has no action under way (no Market pick taken, no deal open). In play-by-post that gap is the
  time after a turn ends and before the next active player starts acting; the seat whose turn
  just ended may complete in it too. So ``legal_actions`` of a seat *not* in ``to_act`` may hold
  ``Complete`` actions, and an idle seat can never cut the active player's action short.
  Upgrades stack and serve from the next turn on: the rulebook excludes only "the turn in which
  the Blueprint was completed" (你不能在蓝图完工的那个回合利用其升级), and a completion in the
  gap is a completion at the end of the turn just over, so its owner uses the upgrade on the
  very next turn, whoever plays it, when helping (skills) and receiving fragments (storage) too.
* **End** (§6, the automa §7; ``flow.py``): the 6th Blueprint, no 7th; with ``end_rule:
  last_chance`` (the rulebook) every seat below 6 owes one last "complete or pass" answer
  (default: pass); ``finish_round`` plays the round out first. The end never cancels an action
  under way: it is triggered only between actions. **Scoring** and the tie-break:
  ``scoring.py``.

Pending decisions are derived from the state (``legal.py``): overflow discards first, then the last
chance window, then the helpers of an open deal, else the active player. The last chance and the
deal answers are :class:`rules.core.window.DecisionWindow` state with their rules in
``windows.py`` (options, the stated default, no standing choice).

The game stands on the engine frame (:class:`rules.core.engine.Engine`): the frame copies the
state, seeds the chance, routes the action to its handler (:attr:`AfternovaGame.router`), bumps
the version and loads JSON; this class adds the pack to the working step (:class:`board.Ctx`),
checks deal proposals and answers directly (they are too many to list) and every other kind
against the memoized legal list, and records the public sentences as ``last_action``.

**Skipping a stalled seat** (``skip_action``, a table remedy voted by a majority, not a rule). A
decision with a stated default (a deal's answer, a last chance, a discard) takes that default. A
turn must be Extract or Market and the rulebook knows no pass; we judge a *Market action that
ends at once* (``SkipTurn``: no card taken at the start of a turn, or the cards taken so far in a
Market action under way) the acceptable skip: it chooses nothing for the absent player (no card,
no Planet, no deal), reveals nothing of their hand, and costs them only their turn's gains. A
player who should act in the seat's stead is the table's ``bot`` remedy instead.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import partial
from typing import ClassVar

from rules.afternova import (
    conservation,
    extract,
    flow,
    hints,
    labels,
    legal,
    market,
    prompts,
    summary,
    views,
)
from rules.afternova.actions import (
    ACTION_ADAPTER,
    Accept,
    Action,
    Complete,
    Decline,
    DiscardCard,
    DiscardFragment,
    Extract,
    Pass,
    SkipTurn,
    Sweep,
    Take,
    Withdraw,
    describe,
)
from rules.afternova.board import Ctx
from rules.afternova.bot import choose, default_for
from rules.afternova.cards import Catalog, catalog
from rules.afternova.notation import parse_text
from rules.afternova.reference import entries
from rules.afternova.scoring import outcome, seat_score
from rules.afternova.setup import OPTIONS_HELP, setup_state
from rules.afternova.state import AfternovaState, PrivateView, PublicView
from rules.afternova.words import sentences
from rules.core.copying import copy_model
from rules.core.engine import Engine, Handler, Step
from rules.core.errors import InvalidNotation, RulesError
from rules.core.game import OptionValue, Outcome
from rules.core.notation import match_legal, normalize
from rules.core.reference import Entry
from rules.core.text import Msg


class AfternovaGame(Engine[AfternovaState, Action]):
    """Afternova (Road to Infamy Games): 3–6 players, or 2 with the automa."""

    key = "afternova"
    title = Msg("afternova.title", "Afternova")
    min_players = 2
    max_players = 6
    text_only = False
    state_model = AfternovaState
    action_adapter = ACTION_ADAPTER
    router: ClassVar[Mapping[type, Handler]] = {
        Extract: lambda ctx, a: extract.start_extract(ctx, ctx.seat, a),
        Accept: lambda ctx, a: extract.accept(ctx, ctx.seat, a),
        Decline: lambda ctx, a: extract.fail_deal(ctx, ctx.seat, "declined"),
        Withdraw: lambda ctx, a: extract.fail_deal(ctx, ctx.seat, "withdrew"),
        Take: market.take,
        Sweep: market.sweep,
        Complete: lambda ctx, a: flow.complete(ctx, ctx.seat, a.blueprint),
        Pass: lambda ctx, a: flow.close_last_chance(ctx, ctx.seat),
        DiscardFragment: lambda ctx, a: flow.discard_fragment(ctx, ctx.seat, a.colour),
        DiscardCard: lambda ctx, a: flow.discard_card(ctx, ctx.seat, a.card),
        SkipTurn: lambda ctx, a: market.skip(ctx),
    }

    def __init__(self) -> None:
        super().__init__()
        official = catalog().pack.provenance.kind == "official"
        # The default pack's provenance in a few words, for ``/game new`` (the pack file's
        # ``provenance.source`` tells how it was made).
        self.pack_provenance: Msg = (
            Msg("afternova.pack.official", "the published cards")
            if official
            else Msg(
                "afternova.pack.stand_in",
                "stand-in pack (original cards; no official list is public)",
            )
        )

    @staticmethod
    def _cat(state: AfternovaState) -> Catalog:
        return catalog(state.pack)

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> AfternovaState:
        """A new game (see ``setup.setup_state``)."""
        return setup_state(num_players, seed, options or {})

    # ------------------------------------------------------------ the frame's hooks

    def is_over(self, state: AfternovaState) -> bool:
        """True once the last chance is over (or the round finished)."""
        return state.phase == "over"

    def to_act(self, state: AfternovaState) -> frozenset[int]:
        """Seats that owe a decision now (not idle seats that could complete a Blueprint)."""
        return legal.to_act(state, self._cat(state))

    def list_actions(self, state: AfternovaState, seat: int) -> Sequence[Action]:
        """Listed legal actions; out-of-turn ``Complete`` actions included for idle seats."""
        return legal.legal_actions(state, self._cat(state), seat)

    def check(self, state: AfternovaState, seat: int, action: Action) -> None:
        """``legal.check``: deals checked directly, other kinds against the memoized list; an
        action that is one of the listed objects (a bot's or a button's pick) is legal at once.

        Raises:
            GameOver, NotYourTurn, IllegalAction: with one friendly sentence.
        """
        self.check_seat(state, seat)
        listed = self.listed_actions(state, seat)
        if listed is not None and any(a is action for a in listed):
            return
        legal.check(state, self._cat(state), seat, action, lambda: self.legal_actions(state, seat))

    def begin(self, state: AfternovaState, seat: int) -> Ctx:
        """The transition's working copy, chance and events, with the pack (:class:`Ctx`)."""
        return Ctx(
            state=copy_model(state),
            seat=seat,
            chance=partial(self.chance, state),
            cat=self._cat(state),
        )

    def settle(self, step: Step[AfternovaState]) -> None:
        """Record the transition's public sentences as ``last_action`` (the board's caption)."""
        texts = (event.text_for(None) for event in step.events)
        step.state.last_action = sentences(text for text in texts if text is not None)

    # ------------------------------------------------------------ the contract

    def view(self, state: AfternovaState, seat: int | None) -> PublicView | PrivateView:
        """The public view (``seat`` None) or one seat's private view."""
        cat = self._cat(state)
        if seat is None:
            return views.public_view(state, cat)
        return views.private_view(state, cat, seat)

    def private_summary(self, state: AfternovaState, seat: int) -> str:
        """``seat``'s hidden objective, hand and storage in words (see ``summary.py``)."""
        return summary.private_summary(views.private_view(state, self._cat(state), seat))

    def conservation_problems(self, state: AfternovaState) -> list[str]:
        """See :mod:`rules.afternova.conservation`."""
        return conservation.problems(state)

    def outcome(self, state: AfternovaState) -> Outcome | None:
        """Final scores once the game is over (see ``scoring.py``)."""
        return outcome(state, self._cat(state)) if state.phase == "over" else None

    def parse_action(self, state: AfternovaState, seat: int, text: str) -> Action:
        """Notation -> a legal action (any legal proposal, listed or not).

        Raises:
            InvalidNotation, IllegalAction, AmbiguousAction, NotYourTurn, GameOver.
        """
        self.check_seat(state, seat)
        try:
            return self._parse(state, seat, text)
        except RulesError:
            named, _ = self.by_name(state, seat, text, partial(self._parse, state, seat))
            if named is None:
                raise
            return named

    def _parse(self, state: AfternovaState, seat: int, text: str) -> Action:
        """``text`` as notation with ids (see :meth:`parse_action`)."""
        try:
            action = parse_text(text)
        except InvalidNotation:
            listed = self.legal_actions(state, seat)
            wanted = normalize(text)
            if not any(normalize(describe(a)).startswith(wanted) for a in listed):
                raise
            return match_legal(text, listed, describe)
        self.check(state, seat, action)
        return action

    def describe_action(self, state: AfternovaState, seat: int, action: Action) -> str:
        """Action -> notation (see ``actions.py``)."""
        return describe(action)

    def label_action(self, state: AfternovaState, seat: int, action: Action) -> str | None:
        """``action`` in words for a button; ``None`` for a deal proposal (see ``labels.py``)."""
        return labels.label_action(state, self._cat(state), action)

    def prompt(self, state: AfternovaState, seat: int) -> str:
        """One sentence naming what ``seat`` is asked now, '' if nothing."""
        if seat not in self.to_act(state):
            return ""
        return prompts.prompt(state, self._cat(state), seat)

    def default_action(self, state: AfternovaState, seat: int) -> Action | None:
        """Decline a deal, pass a last chance, discard the least useful; ``None`` for a turn."""
        if seat not in self.to_act(state):
            return None
        return default_for(state, self._cat(state), seat)

    def skip_action(self, state: AfternovaState, seat: int) -> Action | None:
        """What the table applies when it votes to skip ``seat``'s stalled decision: the stated
        default of a window, else (the seat's turn or Market action) ``SkipTurn``; ``None`` when
        the seat owes nothing (see "Skipping a stalled seat" in the module docstring)."""
        if seat not in self.to_act(state):
            return None
        default = self.default_action(state, seat)
        return default if default is not None else SkipTurn()

    def secret_ids(self, state: AfternovaState, seat: int) -> frozenset[str]:
        """The seat's hand ids, Starship id and objective id (nothing once the game is over)."""
        if state.phase == "over":
            return frozenset()
        player = state.seats[seat]
        ship = self._cat(state).starship[player.starship]
        return frozenset({*player.hand, ship.id, ship.objective.id})

    def hidden_ids(self, state: AfternovaState) -> frozenset[str]:
        """Component ids no seat may know (docs/rules/afternova.md §3: face-down decks; §7: the
        automa).

        The face-down Hired Paw, Blueprint and Planet decks, the automa's face-down Blueprints
        and, until the game is over, the automa's Starship and objective ids.
        """
        hidden = {*state.paw_deck, *state.bp_deck, *state.planet_deck}
        bot = state.automa
        if bot is not None:
            hidden.update(bot.hidden)
            if state.phase != "over":
                ship = self._cat(state).starship[bot.starship]
                hidden.update((ship.id, ship.objective.id))
        return frozenset(hidden)

    def bot_action(self, state: AfternovaState, seat: int, rng: random.Random) -> Action:
        """The greedy heuristic of ``bot.py`` among the memoized legal actions."""
        return choose(state, self._cat(state), seat, self.legal_actions(state, seat), rng)

    def component_names(self, state: AfternovaState) -> Mapping[str, str]:
        """Id -> the name a player reads, for the leak watch: every Blueprint and Planet of the
        pack. Hired Paws are read by their skills, Starships and objectives by their colours;
        neither has a name (docs/rules/afternova.md §8)."""
        pack = self._cat(state).pack
        names = {card.id: card.name for card in pack.blueprints}
        return names | {planet.id: planet.name for planet in pack.planets}

    def reference(self, state: AfternovaState) -> Sequence[Entry]:
        """Every component of the table's pack as printed (``/card``)."""
        return entries(state.pack)

    def scores(self, state: AfternovaState) -> tuple[int, ...]:
        """Each seat's public VP (:class:`rules.core.game.HasScores`): its completed
        Blueprints' VP and its stored fragments; its hidden objective's matches count once the
        game is over (docs/rules/afternova.md §6)."""
        parts = [seat_score(self._cat(state), player) for player in state.seats]
        if state.phase == "over":
            return tuple(part.total for part in parts)
        return tuple(part.blueprints + part.stored for part in parts)

    def turn_number(self, state: AfternovaState) -> int:
        """Player turns started so far (1 at the first player's first turn)."""
        return state.turn_number

    def active_seat(self, state: AfternovaState) -> int | None:
        """The seat whose turn it is (also while its deal waits for answers and between turns,
        when it is the next to act); ``None`` in the last chance window and at the end."""
        return state.active if state.phase == "turn" else None

    def notation_hints(
        self, state: AfternovaState, seat: int, typed: str
    ) -> Sequence[tuple[str, str]]:
        """Extra ``/play`` autocomplete entries for deals: a live check and completions.

        See ``hints.py``; ``(name, value)`` pairs of ≤ 100 characters, for ``seat`` only.
        """
        return hints.notation_hints(state, self._cat(state), seat, typed)

    def notation_help(self) -> str:
        """The notation of every move with examples (``/help`` in a channel with this game)."""
        return hints.NOTATION_HELP

    def options_help(self) -> Mapping[str, str]:
        """Table options and their defaults."""
        return OPTIONS_HELP


GAME = AfternovaGame()
