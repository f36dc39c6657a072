"""High Frontier 4 All (Phil Eklund, Sierra Madre Games 2020) on the engine frame
(:class:`rules.core.engine.Engine`), 1–5 seats, core game without modules.

A turn (docs/rules/high-frontier.md §4): the seat on turn flies its Rocket once
(:mod:`~rules.high_frontier.flight`, every step checked by the route rules), performs one
Operation (:mod:`~rules.high_frontier.operations`: income, research auction, free market, boost,
prospect, industrialize, site refuel; ET production, Factory refuel into an Outpost, delivery
and Black card sales: :mod:`~rules.high_frontier.production`), takes free actions (launch, fuel;
cargo transfer and jettison: :mod:`~rules.high_frontier.cargo`; Glitch repair:
:mod:`~rules.high_frontier.glitch`) and says ``done``; a year ends
when the turn comes back to the 1st Player (:mod:`~rules.high_frontier.year`).
Research auctions seal the other seats' bids in a secret decision window, revealed together
(§23 Q17). Setup: :mod:`~rules.high_frontier.setup`, then every seat chooses its Crew side in
a secret window (:mod:`~rules.high_frontier.sides`); the decided placard and glory values:
:mod:`~rules.high_frontier.cycle`; abilities: :mod:`~rules.high_frontier.abilities`. Variants
(§17): Quick Start (:mod:`~rules.high_frontier.quickstart`) and Altruism, solitaire or
cooperative against a VP target (:mod:`~rules.high_frontier.altruism`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel

from rules.core.engine import Engine, Handler, Step
from rules.core.errors import IllegalAction, NotYourTurn, RulesError
from rules.core.game import OptionValue, Outcome
from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.wording import sentences
from rules.high_frontier import (
    altruism,
    auction,
    bot,
    budget,
    felony,
    flight,
    fly_hints,
    heroism,
    labels,
    operations,
    pack,
    production,
    prompt_text,
    prospecting,
    quickstart,
    reference,
    refusals,
    sides,
    stacks,
    text,
    year,
)
from rules.high_frontier.actions import (
    ACTION_ADAPTER,
    Action,
    Boost,
    Deliver,
    Done,
    FactoryRefuel,
    Fly,
    Pass,
    Produce,
    Prospect,
    Research,
    Sell,
    Side,
    chosen_thruster,
    describe,
    parse_fly,
    parse_research,
)
from rules.high_frontier.cycle import cycle
from rules.high_frontier.destination import space_named
from rules.high_frontier.handlers import ROUTER
from rules.high_frontier.legal import list_actions
from rules.high_frontier.setup import OPTIONS, new_game
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.views import describe_fly, public_view, seat_view

S = Step[HighFrontierState]


def _choice_default(state: HighFrontierState, seat: int) -> Action | None:
    """The stated default of the rulebook's choice windows (the ``award`` of a tied auction,
    the budget cuts' ``cut``, the ``heroism`` vote), or ``None`` in any other window or on a
    turn."""
    window = state.window
    if window is not None and window.kind == auction.AWARD:
        return auction.AWARD_RULES.default(state, seat)
    if window is not None and window.kind == budget.CUT:
        return budget.CUT_RULES.default(state, seat)
    if window is not None and window.kind == heroism.HEROISM:
        return heroism.VOTE_RULES.default(state, seat)
    return None


class HighFrontier(Engine[HighFrontierState, Action]):
    """The High Frontier 4 All rules engine (1–5 seats) over the official pack."""

    key = "high_frontier"
    title = text.TITLE
    min_players = 1
    max_players = 5
    text_only = False
    state_model = HighFrontierState
    action_adapter = ACTION_ADAPTER
    router: ClassVar[Mapping[Any, Handler]] = ROUTER
    pack_provenance = Msg(
        "high_frontier.pack", "the published components (community transcriptions)"
    )

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> HighFrontierState:
        """A new game (docs/rules/high-frontier.md §3).

        Raises:
            IllegalAction: seats outside 1–5, or any option.
        """
        return new_game(num_players, seed, options)

    def settle(self, step: S) -> None:
        """Keep the action's public log lines as the board's last move."""
        said = [line for event in step.events if (line := event.text_for(None))]
        if said:
            step.state.last = sentences(said)

    def scores(self, state: HighFrontierState) -> tuple[int, ...]:
        """Each seat's VP if the game ended now (:class:`rules.core.game.HasScores`;
        :func:`rules.high_frontier.year.score`, docs/rules/high-frontier.md §16: all public)."""
        return tuple(year.score(state, seat).vp for seat in range(state.num_players))

    def turn_number(self, state: HighFrontierState) -> int:
        """Player turns started (:class:`rules.core.game.HasTurns`)."""
        return state.turns

    def active_seat(self, state: HighFrontierState) -> int | None:
        """The seat on turn, ``None`` during a window (side choice, auction) or once over."""
        if state.phase == "over" or state.window is not None:
            return None
        return state.current

    def is_over(self, state: HighFrontierState) -> bool:
        """True once the last Seniority Disk is gone."""
        return state.phase == "over"

    def to_act(self, state: HighFrontierState) -> frozenset[int]:
        """The seats still to choose a side or seal a bid, else the seat on turn."""
        if state.phase == "over":
            return frozenset()
        if state.window is not None:
            return state.window.to_answer()
        return frozenset({state.current})

    def list_actions(self, state: HighFrontierState, seat: int) -> Sequence[Action]:
        """The listed legal actions (:mod:`rules.high_frontier.legal`; ``fly`` is checked
        apart)."""
        return list_actions(state, seat)

    def check(self, state: HighFrontierState, seat: int, action: Action) -> None:
        """A ``fly`` is checked by the route rules; anything else must be listed.

        Raises:
            GameOver, NotYourTurn, IllegalAction.
        """
        if isinstance(action, Prospect) and len(action.sites) > 1:
            self._check_turn(state, seat)
            if state.turn.operation is not None or not prospecting.allowed_set(state, seat, action):
                super().check(state, seat, action)  # refused with the listed actions
            return
        if not isinstance(action, Fly):
            super().check(state, seat, action)
            return
        self._check_turn(state, seat)
        route = flight.checked(state, seat, action)
        if isinstance(route, str):
            raise IllegalAction(route)

    def refusal(
        self, state: HighFrontierState, seat: int, action: Action, legal: Sequence[Action]
    ) -> str:
        """An Operation when the turn's one is spent (``operations.spent``, naming it), a
        research's own reason (``auction.refused``: the academia limit, the Altruism
        variant's bid or price), else the kit's sentence naming the legal actions."""
        reason = operations.spent(state, seat, describe(action).split()[0])
        if reason is None and isinstance(action, Research):
            reason = auction.refused(state, seat, action)
        if reason is None:
            return super().refusal(state, seat, action, legal)
        return reason

    def explain(self, state: HighFrontierState, seat: int, text_in: str) -> str | None:
        """Whose turn it is to a seat that owes nothing (the kit's default); a ``fly``'s
        refusal by the route rules (:meth:`parse_action`); else the verb's own reason
        (:mod:`rules.high_frontier.refusals`), or what the seat is asked now (the kit's)."""
        if seat not in self.to_act(state):
            return super().explain(state, seat, text_in)
        if text_in.split(" ", 1)[0] == "fly" and state.window is None and state.phase == "play":
            try:
                self.parse_action(state, seat, text_in)
            except RulesError as refused:
                return refused.message
            return None
        legal = [describe(action) for action in self.legal_actions(state, seat)]
        said = refusals.explain(state, seat, text_in, legal)
        return said if said is not None else super().explain(state, seat, text_in)

    def _check_turn(self, state: HighFrontierState, seat: int) -> None:
        self.check_seat(state, seat)
        if seat not in self.to_act(state) or state.window is not None:
            raise NotYourTurn(self.waiting_for(state, seat))

    def parse_action(self, state: HighFrontierState, seat: int, text_in: str) -> Action:
        """Notation -> action; ``fly n115`` or ``fly mercury_north_pole`` (a Site id) takes the
        cheapest route there; ``thruster:<card id>`` among a fly's words activates that card
        (else the thruster flying the route on the least fuel).

        Raises:
            GameOver, NotYourTurn, IllegalAction, AmbiguousAction.
        """
        self.check_seat(state, seat)
        words = text_in.lower().split()
        if len(words) > 2 and words[0] == "prospect":  # raygun Sites in any order
            raygun = Prospect(sites=tuple(sorted(words[1:])))
            self.check(state, seat, raygun)
            return raygun
        research = parse_research(words)
        if research is not None and (research.bid is not None or state.altruism is not None):
            # checked here, so that a refusal can say why (refusal); a core research without
            # a bid is left to the listed actions (which name the bids)
            self.check(state, seat, research)
            return research
        parsed = parse_fly(text_in)
        if parsed is None:
            try:
                return super().parse_action(state, seat, text_in)
            except IllegalAction:  # an Operation once the turn's one is spent says so
                spent = operations.spent(state, seat, words[0]) if words else None
                if spent is None:
                    raise
                raise IllegalAction(spent) from None
        path, flags = parsed
        thruster = chosen_thruster(flags)
        if seat not in self.to_act(state) or state.window is not None:
            raise NotYourTurn(self.waiting_for(state, seat))
        if not path:
            raise IllegalAction(text.FLY_WHERE)
        if len(path) == 1:
            end = space_named(path[0])
            found = flight.cheapest(state, seat, end, "afterburn" in flags, thruster)
            if isinstance(found, str):
                raise IllegalAction(found)
            path = found
        action = Fly(
            path=path,
            afterburn="afterburn" in flags,
            finao="finao" in flags,
            thruster=thruster,
        )
        self.check(state, seat, action)
        return action

    def describe_action(self, state: HighFrontierState, seat: int, action: Action) -> str:
        """Action -> notation (:func:`rules.high_frontier.actions.describe`)."""
        return describe(action)

    def label_action(self, state: HighFrontierState, seat: int, action: Action) -> str | None:
        """A flight's Burns, fuel and rolls; a card's name and mass; a Factory's choice by its
        Site's and card's names (``production.label``); a research by the deck's top card
        (and, without an auction, its bonus supports and price); every other move in words
        (:mod:`rules.high_frontier.labels`)."""
        if isinstance(action, Fly):
            return describe_fly(state, seat, action)
        if isinstance(action, FactoryRefuel | Produce | Deliver):
            return production.label(state, seat, action) or describe(action)
        if isinstance(action, Research) and state.decks.get(action.deck):
            if action.bid is None:
                return altruism.label(state, seat, action.deck)
            top = stacks.name(state.decks[action.deck][0])
            return prompt_text.LABEL_AUCTION.format(card=top, price=action.bid)
        if isinstance(action, Boost | Sell):
            verb = "boost" if isinstance(action, Boost) else "sell"
            return prompt_text.LABEL_CARD.format(
                verb=verb, name=operations.shown_name(action.card), mass=stacks.mass(action.card)
            )
        return labels.label(state, seat, action)

    def prepare(self, state: HighFrontierState, seat: int) -> None:
        """``seat``'s reach this turn searched into the route cache (:func:`flight.prepare`;
        ``rules.core.game.HasPreparation``), for :meth:`notation_hints`."""
        flight.prepare(state, seat)

    def notation_hints(
        self, state: HighFrontierState, seat: int, typed: str
    ) -> Sequence[tuple[str, str]]:
        """For ``fly``: ``(label, notation)`` of the cheapest route to each Site in reach, the
        least fuel first: ``("Fly to Mercury North Pole: 6 Burns, …", "fly
        mercury_north_pole")``. Words typed after ``fly`` keep the Sites whose name, Site id
        or space id holds them all; then the other spaces in reach whose space id holds them
        (``fly n9``: ``("Fly to n91: 1 Burn, …", "fly n91")``), offered untyped too when no
        Site is in reach, so a Rocket that can move always has a hint; at most
        :data:`~rules.high_frontier.fly_hints.MAX_HINTS` (Discord shows 25 choices). The words
        ``afterburn`` and ``finao`` ask for those options (the routes afterburned, the notation
        with them)."""
        return fly_hints.hints(state, seat, typed, seat in self.to_act(state))

    def notation_help(self) -> str:
        """The notation of every move (Markdown)."""
        return text.NOTATION_ALL

    def waiting_for(self, state: HighFrontierState, seat: int) -> str:
        """ "You have no decision to make right now." and who the table waits for."""
        return sentences([text.NO_DECISION, self._status(state)])

    def _status(self, state: HighFrontierState) -> str:
        if state.phase == "over":
            return text.STATUS_OVER
        if state.phase == "sides":
            return prompt_text.STATUS_SIDES
        if state.auction is not None and state.window is not None:
            card = stacks.name(state.auction.card)
            if state.window.kind == auction.AWARD:
                return prompt_text.STATUS_AWARD.format(seat=state.auction.initiator, card=card)
            return prompt_text.STATUS_AUCTION.format(card=card)
        if state.request is not None:
            return text.STATUS_CONSENT.format(seat=state.request.asked)
        if state.window is not None and state.window.kind == budget.CUT:
            return text.STATUS_CUT
        if state.window is not None and state.window.kind == heroism.HEROISM:
            return text.STATUS_VOTE.format(nominee=state.nominee)
        return prompt_text.STATUS_TURN.format(seat=state.current)

    def view(self, state: HighFrontierState, seat: int | None) -> BaseModel:
        """The public table, or ``seat``'s view (its Hand added)."""
        public = public_view(state, self._status(state))
        return public if seat is None else seat_view(state, seat, public)

    def outcome(self, state: HighFrontierState) -> Outcome | None:
        """Final VP once over (:func:`rules.high_frontier.year.outcome`)."""
        return year.outcome(state)

    def prompt(self, state: HighFrontierState, seat: int) -> str:
        """What ``seat`` is asked now ('' if nothing)."""
        if seat not in self.to_act(state):
            return ""
        if state.phase == "sides":
            crew = state.players[seat].crew
            return prompt_text.PROMPT_SIDE.format(
                seat=seat, front=stacks.name(crew, "front"), back=stacks.name(crew, "back")
            )
        if state.request is not None:
            return felony.prompt(state)
        if state.phase in ("draft", "sellback"):
            return quickstart.prompt(state, seat)
        if state.window is not None and state.window.kind == budget.CUT:
            return text.PROMPT_CUT
        if state.window is not None and state.window.kind == heroism.HEROISM:
            return heroism.prompt(state)
        if state.window is not None and state.window.kind == auction.AWARD:
            assert state.auction is not None
            return prompt_text.PROMPT_AWARD.format(card=stacks.name(state.auction.card))
        if state.auction is not None:
            return prompt_text.PROMPT_AUCTION.format(
                seat=seat, opening=state.auction.opening, card=stacks.name(state.auction.card)
            )
        season = cycle().season(state.spot)
        return prompt_text.PROMPT_TURN.format(seat=seat, year=state.year + 1, season=season)

    def default_action(self, state: HighFrontierState, seat: int) -> Action | None:
        """The front side at setup, ``pass`` in an auction, refused for a permission, the
        Quick Start defaults (:func:`rules.high_frontier.quickstart.default`), ``done`` on a
        turn."""
        if seat not in self.to_act(state):
            return None
        if state.phase == "sides":
            return sides.SIDE.default(state, seat)
        if state.request is not None:
            return felony.CONSENT.default(state, seat)
        if state.phase in ("draft", "sellback"):
            return quickstart.default(state)
        chosen = _choice_default(state, seat)
        if chosen is not None:
            return chosen
        return Pass() if state.window is not None else Done()

    def is_private_action(self, state: HighFrontierState, seat: int, action: Action) -> bool:
        """True for the secret Crew side (``side …``): only its public line is logged."""
        return isinstance(action, Side)

    def skip_action(self, state: HighFrontierState, seat: int) -> Action | None:
        """As :meth:`default_action`."""
        return self.default_action(state, seat)

    def secret_ids(self, state: HighFrontierState, seat: int) -> frozenset[str]:
        """``seat``'s Hand cards (private, :mod:`rules.high_frontier.setup`), except those the
        last move's public lines name (a card won at auction, a bonus support, a card
        decommissioned from a stack): the board shows that line to everyone."""
        if state.phase == "over":
            return frozenset()
        hand = state.players[seat].hand
        return frozenset(c for c in hand if not state.last or stacks.name(c) not in state.last)

    def hidden_ids(self, state: HighFrontierState) -> frozenset[str]:
        """Deck cards below each top card, except those every seat saw go there
        (``state.shown``: a card sold on the free market to its deck's bottom)."""
        below = (c for deck in state.decks.values() for c in deck[1:])
        return frozenset(below) - frozenset(state.shown)

    def bot_action(self, state: HighFrontierState, seat: int, rng: random.Random) -> Action:
        """The simple bot (:mod:`rules.high_frontier.bot`); in the rulebook's choices the bot
        does not weigh (the ``award`` of a tied auction, the budget cuts' discard, a heroism
        vote), the stated default; it never nominates."""
        chosen = _choice_default(state, seat)
        return chosen if chosen is not None else bot.choose(state, seat, rng)

    def options_help(self) -> Mapping[str, str]:
        """No table options yet."""
        return OPTIONS

    def reference(self, state: HighFrontierState) -> Sequence[Entry]:
        """Every patent and Crew card (both sides) and every Site as printed (``/card``:
        :mod:`rules.high_frontier.reference`)."""
        return reference.entries()

    def component_names(self, state: HighFrontierState) -> Mapping[str, str]:
        """Card id -> printed name (White side; Crew front), for the leak watch."""
        return {card: stacks.name(card) for card in stacks.cards()}

    def printed_names(self, state: HighFrontierState) -> frozenset[str]:
        """Every card face (Crew factions on both sides), Site and named map space (``LEO``):
        printed names stay as printed in every language (docs/rules/high-frontier.md §1)."""
        loaded = pack.load()
        cards = (card for deck in loaded.decks.values() for card in deck.cards)
        faces = {face.name for card in cards for face in card.faces}
        spaces = {node.name for node in loaded.map.nodes if node.name}
        return frozenset(faces | spaces | {site.name for site in loaded.sites.sites})
