"""Eclipse: Second Dawn for the Galaxy (Touko Tahkokallio, Lautapelit.fi 2020) on the engine
frame (:class:`rules.core.engine.Engine`), 2–6 seats, 8 rounds.

The round (docs/rules/eclipse.md §3): the Action phase (:mod:`~rules.eclipse.turn`: actions,
one activation at a time, with the inner decisions of exploring and discoveries as explicit
``pending`` state; passing and reactions), the Combat phase (:mod:`~rules.eclipse.phases`,
:mod:`~rules.eclipse.battles`: battles resolved at once by :mod:`rules.eclipse.combat` after a
``battle`` window for retreat choices and sectors, then a secret ``reputation`` window per
participant, then ``attack`` and ``claim`` windows for Combat steps 3 and 4,
:mod:`~rules.eclipse.aftermath`), then Upkeep (a ``colonies`` window, a ``bankruptcy`` window,
:mod:`~rules.eclipse.bankruptcy`) and Cleanup. Scoring: :mod:`~rules.eclipse.scoring`. Windows:
:mod:`~rules.eclipse.windows`; which handler takes each action: :mod:`~rules.eclipse.routes`.
Board: ``render/eclipse``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import lru_cache, partial
from typing import Any, ClassVar

from pydantic import BaseModel

from rules.core.engine import Engine, Handler, Step
from rules.core.errors import IllegalAction, NotYourTurn
from rules.core.game import OptionValue, Outcome, Transition
from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.window import Settler
from rules.eclipse import (
    board,
    bot,
    build,
    conservation,
    discovery,
    explore,
    influence,
    labels,
    last,
    move,
    pack,
    phases,
    prompts,
    reference,
    research,
    routes,
    scoring,
    text,
    turn,
    upgrade,
    windows,
    words,
)
from rules.eclipse.actions import (
    ACTION_ADAPTER,
    PREFERENCES,
    Action,
    Artifact,
    Build,
    Claim,
    Colonize,
    Discard,
    Done,
    Explore,
    Influence,
    Keep,
    Move,
    Pass,
    Place,
    Portal,
    Prefer,
    Research,
    Reward,
    Strip,
    Trade,
    Upgrade,
    describe,
    preference,
)
from rules.eclipse.reading import read
from rules.eclipse.setup import OPTIONS, discovery_ids, discovery_kind, new_game
from rules.eclipse.state import EclipseState, Resource, copy_state, renew_sectors
from rules.eclipse.views import PrivateView, private_view, public_view

#: Artifact Key's answers, the default (materials) first.
ARTIFACT_ORDER: tuple[Resource, ...] = ("materials", "science", "money")
ACTIVATIONS = (Explore, Research, Upgrade, Strip, Build, Move, Influence)


@lru_cache(maxsize=256)
def _standing(prefs: tuple[tuple[str, str], ...]) -> tuple[Prefer, ...]:
    """The standing choices a seat with ``prefs`` may declare (every value but its own), made
    once per ``prefs`` (the actions are frozen: playout speed)."""
    chosen = dict(prefs)
    return tuple(
        Prefer(topic=topic, value=v)
        for topic, values in PREFERENCES.items()
        for v in values
        if v != preference(chosen, topic)
    )


class Eclipse(Engine[EclipseState, Action]):
    """The Eclipse rules engine (2–6 seats) over the official pack."""

    key = "eclipse"
    title = Msg("eclipse.title", "Eclipse: Second Dawn for the Galaxy")
    min_players = 2
    max_players = 6
    state_model = EclipseState
    action_adapter = ACTION_ADAPTER
    pack_provenance = Msg(
        "eclipse.pack",
        "the published components (docs/rules/eclipse.md, rules/eclipse/PACK.md)",
    )
    router: ClassVar[Mapping[Any, Handler]] = routes.ROUTER

    # ------------------------------------------------------------ lifecycle

    def setup(
        self, num_players: int, *, seed: str, options: Mapping[str, OptionValue] | None = None
    ) -> EclipseState:
        """A new game (docs/rules/eclipse.md §2); options: :data:`rules.eclipse.setup.OPTIONS`.

        Raises:
            IllegalAction: seat count outside 2–6, an unknown option or value.
        """
        if not self.min_players <= num_players <= self.max_players:
            raise IllegalAction(text.BAD_SEATS.format(n=num_players))
        state = new_game(num_players, seed, options)
        step = self.begin(state, 0)
        self.settle(step)
        renew_sectors(step.state, owned=True)  # nothing alive shares its sectors
        return step.state

    def __init__(self) -> None:
        super().__init__()
        pack.load()  # validated once, when the engine is made (the registry's import)

    def begin(self, state: EclipseState, seat: int) -> Step[EclipseState]:
        """The transition's working step on a fast copy (:func:`rules.eclipse.state.copy_state`),
        which finds the galaxy of ``state`` already made (:func:`.board.share_galaxy`)."""
        copy = copy_state(state)
        board.share_galaxy(state, copy)
        return Step(state=copy, seat=seat, chance=partial(self.chance, state))

    def apply(self, state: EclipseState, seat: int, action: Action) -> Transition[EclipseState]:
        """The frame's transition, then the last move recorded for the board
        (:func:`rules.eclipse.last.record`)."""
        transition = super().apply(state, seat, action)
        last.record(state, transition.state, action, transition.events)
        return transition

    def is_over(self, state: EclipseState) -> bool:
        """True once round 8's Upkeep is done."""
        return state.phase == "over"

    def to_act(self, state: EclipseState) -> frozenset[int]:
        """The seats an open window asks, the seat of a pending decision, or whose turn it is."""
        if state.phase == "over":
            return frozenset()
        if state.window is not None:
            return state.window.to_answer()
        if state.pending is not None:
            return frozenset({state.pending.seat})
        return frozenset({state.current})

    def list_actions(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """``seat``'s decision now (if any), then its standing choices."""
        if state.phase == "over":
            return []
        found: list[Action] = []
        if seat in self.to_act(state):
            found += self._decisions(state, seat)
        if seat < len(state.seats):
            react = "ask" if turn.reacts(state, seat) else "never"
            found += _standing(tuple({**state.seats[seat].prefs, "react": react}.items()))
        return found

    def _decisions(self, state: EclipseState, seat: int) -> list[Action]:
        if state.window is not None:
            return list(windows.RULES[state.window.kind].options(state, seat))
        pending = state.pending
        if pending is not None:
            if pending.kind == "place":
                return list(explore.place_options(state))
            if pending.kind == "discovery":
                return [Reward(vp=False), Reward(vp=True)]
            if pending.kind == "install":
                return list(discovery.install_options(state))
            if pending.kind == "portal":
                return [Portal(sector=s) for s in research.portal_sectors(state, seat)]
            if pending.kind == "ancient":
                return [Research(tech=t) for t in research.ancient_techs(state, seat)]
            if pending.kind == "artifact":
                return [Artifact(resource=r) for r in ARTIFACT_ORDER]
            return [Claim(take=True), Claim(take=False)]
        return turn.options(state, seat)

    def settle(self, step: Any) -> None:
        """Forced steps: windows answered by standing choices or single options, actions with
        nothing left to do, turns of passed seats with no disc, and the phases with no choice."""
        while step.state.phase != "over" and self._advance(step):
            pass

    def _advance(self, step: Step[EclipseState]) -> bool:
        state = step.state
        if state.window is not None:
            rules = windows.RULES[state.window.kind]
            Settler(rules, lambda s, seat, a: windows.answer(step, seat, a)).settle(
                state, state.window
            )
            if state.window.is_closed:
                windows.close(step)
                return True
            return False
        if state.pending is not None or state.phase == "species":
            return False
        if state.phase == "combat":
            return phases.advance(step)
        if state.turn is not None:
            kind, seat = state.turn.kind, state.turn.seat
            spent = state.turn.left <= 0 and not state.turn.placing
            if spent or not turn.possible(state, seat, kind):
                turn.end_turn(step, ended=True)
                return True
            return False
        if turn.all_passed(state):
            phases.begin(step)
            return True
        board = state.seats[state.current]
        if board.passed and not turn.asked(state, state.current):
            turn.end_turn(step)  # nothing to react with, reacts never or declined: no ping
            return True
        return False

    def check(self, state: EclipseState, seat: int, action: Action) -> None:
        """The frame's check, with "not your turn" for a seat that owes nothing (its standing
        choices are always legal, so the frame would list them instead).

        Raises:
            GameOver, NotYourTurn, IllegalAction: with one sentence.
        """
        self.check_seat(state, seat)
        idle = seat not in self.to_act(state)
        if idle and not isinstance(action, Prefer):
            waiting = ", ".join(f"{{p{s}}}" for s in sorted(self.to_act(state)))
            raise NotYourTurn(text.NOT_YOUR_TURN.format(waiting=waiting))
        super().check(state, seat, action)

    def explain(self, state: EclipseState, seat: int, text_in: str) -> str | None:
        """Whose turn or what is asked (the kit's default); else, for an action typed
        (:func:`rules.eclipse.reading.read`), to take its action first or why the rules refuse
        it (each action's ``problem``: cost, range, adjacency, supply)."""
        said = super().explain(state, seat, text_in)
        action = None if said else read(text_in)
        if action is None:
            return said
        kind = state.turn.kind if state.turn is not None else None
        verb = "upgrade" if isinstance(action, Strip) else action.type
        if isinstance(action, ACTIVATIONS) and state.pending is None and kind != verb:
            return text.START_FIRST.format(kind=words.action(verb), verb=verb)
        return self._problem(state, seat, action)

    def waiting_for(self, state: EclipseState, seat: int) -> str:
        """Nothing to decide, and who the table waits for."""
        return text.WAITING.format(nothing=text.NOTHING_NOW, status=self._status(state))

    def refusal(
        self, state: EclipseState, seat: int, action: Action, legal: Sequence[Action]
    ) -> str:
        """The reason an action is refused, in one sentence (each action's ``problem``)."""
        return self._problem(state, seat, action) or super().refusal(state, seat, action, legal)

    def _problem(self, state: EclipseState, seat: int, action: Action) -> str | None:
        kind = state.turn.kind if state.turn is not None else None
        pending = state.pending.kind if state.pending is not None else None
        if pending == "ancient" and isinstance(action, Research):
            return research.ancient_problem(state, seat, action)
        if pending == "place" and isinstance(action, Place):
            return explore.place_problem(state, action)
        if pending == "install" and isinstance(action, Upgrade) and state.pending is not None:
            return discovery.install_problem(state, action)
        verb = "upgrade" if isinstance(action, Strip) else action.type
        if isinstance(action, ACTIVATIONS) and (pending is not None or kind != verb):
            return None
        match action:
            case Research():
                return research.problem(state, seat, action)
            case Upgrade():
                return upgrade.problem(state, seat, action)
            case Strip():
                return upgrade.strip_problem(state, seat, action)
            case Build():
                return build.problem(state, seat, action)
            case Move():
                return move.problem(state, seat, action)
            case Explore():
                return explore.problem(state, seat, action)
            case Influence():
                touched = state.turn.touched if state.turn else []
                return influence.problem(state, seat, action, touched)
            case Colonize():
                return influence.colonize_problem(state, seat, action)
            case Trade():
                return turn.trade_problem(state, seat, action)
        return None

    # ------------------------------------------------------------ views and text

    def view(self, state: EclipseState, seat: int | None) -> BaseModel:
        """The public table, or ``seat``'s view with its own secrets."""
        public = public_view(state, self.to_act(state), self._status(state))
        return public if seat is None else private_view(state, seat, public)

    def private_summary(self, state: EclipseState, seat: int) -> str:
        """``seat``'s secrets in words: reputation values and kept discovery tiles."""
        view = self.view(state, seat)
        assert isinstance(view, PrivateView)
        return text.PRIVATE_SUMMARY.format(
            reputation=text.listed([str(value) for value in view.reputation]),
            discoveries=text.listed([text.discovery_name(k) for k in view.discoveries]),
        )

    def conservation_problems(self, state: EclipseState) -> list[str]:
        """See :mod:`rules.eclipse.conservation`."""
        return conservation.problems(state)

    def outcome(self, state: EclipseState) -> Outcome | None:
        """Final VP and ranking once the game is over (:mod:`rules.eclipse.scoring`)."""
        return scoring.outcome(state)

    def describe_action(self, state: EclipseState, seat: int, action: Action) -> str:
        """Action -> short notation (:mod:`rules.eclipse.actions`)."""
        return describe(action)

    def is_private_action(self, state: EclipseState, seat: int, action: Action) -> bool:
        """True for standing choices and the secret reputation keep."""
        return isinstance(action, (Prefer, Keep))

    def prompt(self, state: EclipseState, seat: int) -> str:
        """What ``seat`` is asked now, in one public sentence ('' if nothing), with the odds of
        the battles it decides on (:mod:`rules.eclipse.prompts`)."""
        return prompts.prompt(state, seat) if seat in self.to_act(state) else ""

    def label_action(self, state: EclipseState, seat: int, action: Action) -> str:
        """The move in words; a move into a battle adds its chance to win (:mod:`~.labels`)."""
        return labels.label(state, seat, action)

    def _status(self, state: EclipseState) -> str:
        return text.STATUS_ROUND.format(round=state.round, phase=state.phase)

    def default_action(self, state: EclipseState, seat: int) -> Action | None:
        """A window's stated default; ``done`` ends an action; ``discard``, ``reward vp``,
        ``claim no`` for the pending decisions; ``pass`` for a turn."""
        if seat not in self.to_act(state):
            return None
        if state.window is not None:
            return windows.RULES[state.window.kind].default(state, seat)
        if state.pending is not None:
            defaults: dict[str, Action] = {
                "place": Discard(),
                "discovery": Reward(vp=True),
                "claim": Claim(take=False),
                "install": Done(),
                "portal": Portal(sector=research.portal_sectors(state, seat)[0]),
                "ancient": Research(tech=research.ancient_techs(state, seat)[0]),
                "artifact": Artifact(resource="materials"),
            }
            return defaults[state.pending.kind]
        return Done() if state.turn is not None else Pass()

    def skip_action(self, state: EclipseState, seat: int) -> Action | None:
        """The stated default (a stalled turn passes)."""
        return self.default_action(state, seat)

    def secret_ids(self, state: EclipseState, seat: int) -> frozenset[str]:
        """``seat``'s kept discovery tiles and the one it is deciding on."""
        if seat >= len(state.seats):
            return frozenset()
        found = set(state.seats[seat].discoveries)
        pending = state.pending
        if pending is not None and pending.kind == "discovery" and pending.seat == seat:
            found.add(pending.tile)
        return frozenset(found)

    def hidden_ids(self, state: EclipseState) -> frozenset[str]:
        """Discovery tiles face down on sectors or in the bag.

        The sector stacks' secret is their order, not their ids: a sector's id is its printed
        number (``109``), which any number in a post (a move number, a count, a Discord mention)
        may contain, so the leak watch cannot look for it (docs/rules/eclipse.md §21 Q23).
        """
        on_sectors = [s.discovery for s in state.sectors if s.discovery]
        return frozenset([*state.discovery_bag, *on_sectors])

    def component_names(self, state: EclipseState) -> Mapping[str, str]:
        """Id -> displayed name: sectors, techs, parts, and discovery tiles by kind and id."""
        the_pack = pack.load()
        names = {s.id: text.sector(s.id) for s in the_pack.sectors.sectors}
        names |= {t: r.name for t, r in the_pack.tech_by_id.items()}
        names |= {p: r.name for p, r in the_pack.part_by_id.items()}
        # Several tiles share a kind's name (three Money Caches): a revealed one may be named in
        # public while another lies face down, so each tile's name is its own.
        names |= {d: f"{text.discovery_name(discovery_kind(d))} ({d})" for d in discovery_ids()}
        return names

    def reference(self, state: EclipseState) -> Sequence[Entry]:
        """Every sector, ship part, tech and discovery tile of the pack as printed (``/card``:
        :mod:`rules.eclipse.reference`)."""
        return reference.entries()

    def printed_names(self, state: EclipseState) -> frozenset[str]:
        """The species board sides' names (``Terran Directorate``): printed, kept in English as
        the Chinese glossary keeps them (docs/rules/eclipse.md §1)."""
        return frozenset(side.name for side in pack.load().species.sides)

    def bot_action(self, state: EclipseState, seat: int, rng: random.Random) -> Action:
        """The economic heuristic of :mod:`rules.eclipse.bot`; in the ``attack``, ``claim``
        and ``bankruptcy`` windows the stated default (:data:`~.windows.BOT_DEFAULTS`)."""
        window = state.window
        if window is not None and window.kind in windows.BOT_DEFAULTS and seat in window.pending:
            return windows.RULES[window.kind].default(state, seat)
        return bot.choose(state, seat, self.legal_actions(state, seat), rng)

    def scores(self, state: EclipseState) -> tuple[int, ...]:
        """Each seat's public VP (:class:`rules.core.game.HasScores`): its score without its
        face-down reputation tiles until the game is over (docs/rules/eclipse.md §16)."""
        over = state.phase == "over"
        return tuple(
            scoring.score(state, seat) - (0 if over else sum(state.seats[seat].reputation))
            for seat in range(state.num_players)
        )

    def turn_number(self, state: EclipseState) -> int:
        """Turns completed so far."""
        return state.turns_taken

    def active_seat(self, state: EclipseState) -> int | None:
        """Whose turn it is in the Action phase; ``None`` otherwise."""
        return state.current if state.phase == "action" else None

    def notation_help(self) -> str:
        """The notation of every move with an example."""
        return text.NOTATION_HELP

    def options_help(self) -> Mapping[str, str]:
        """Table options for ``/game new``."""
        return {name: line for name, (line, _) in OPTIONS.items()}
