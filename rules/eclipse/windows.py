"""Eclipse's decision windows (rules/core/window.py): species picks, battle choices and the
secret reputation keep (docs/rules/eclipse.md §2.2 step 7, §12.4, §12.5, §12.7).

``battle``: every player in the sector about to fight, at once; ``battle fight`` (the stated
default, with the seat's standing target rule) or ``battle outnumbered``, each with ``biggest``
for the largest-first target rule; a standing ``prefer retreat never|outnumbered`` (with
``prefer target``) answers without a question.
``reputation``: the seat drawing, secret; ``keep <value>`` of a drawn tile or ``keep none``; the
default and the standing ``prefer keep best`` keep the highest tile that improves the track.
``species``: in order from the start player's right; the default is the first side left.
``colonies`` (Upkeep step 1): every seat with a colony ship it may use, at once; each
``colonize`` answer places a cube and the seat stays asked until ``done`` (the default), given
by itself once no colony ship can be used.
``attack`` and ``claim`` (Combat steps 3 and 4, :mod:`rules.eclipse.aftermath`): one seat about
one sector; ``attack [<track>]`` or ``attack no``, ``claim yes`` or ``claim no``; the defaults and
the starting standing choices attack and claim.
``bankruptcy`` (Upkeep step 3, :mod:`rules.eclipse.bankruptcy`): every seat that cannot pay, at
once, one trade or abandoned sector per answer until it can.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import private_event, public_event
from rules.core.window import WindowRules
from rules.eclipse import (
    aftermath,
    bankruptcy,
    battles,
    board,
    diplomacy,
    influence,
    pack,
    phases,
    text,
)
from rules.eclipse.actions import (
    Abandon,
    Action,
    Answer,
    Attack,
    Battle,
    Claim,
    Colonize,
    Done,
    Keep,
    Species,
    Trade,
    describe,
    preference,
)
from rules.eclipse.setup import take_side
from rules.eclipse.state import EclipseState


class BattleRules:
    """The ``battle`` window."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """``fight``, and ``outnumbered`` when the seat has somewhere to retreat (to the
        lowest-numbered sector that qualifies, or to each other one by name); each with both
        target rules when the opponents have ships of several kinds (against one kind the
        rules hit alike: only the seat's standing rule is offered)."""
        assert state.combat is not None
        sector = state.sector(state.combat.sectors[0])
        retreats = [("fight", "")]
        places = battles.retreat_options(state, sector, seat)
        if places:
            retreats += [("outnumbered", ""), *(("outnumbered", s.id) for s in places[1:])]
        kinds = {k for o, k in sector.ships if o != seat} | set(
            board.hostile_npcs(state, sector, seat)
        )
        standing = preference(state.seats[seat].prefs, "target")
        targets = ("kill", "biggest") if len(kinds) > 1 else (standing,)
        return [Battle(retreat=r, target=t, to=to) for r, to in retreats for t in targets]

    def default(self, state: EclipseState, seat: int) -> Action:
        """Fight on, with the seat's standing target rule."""
        target = preference(state.seats[seat].prefs, "target")
        return Battle(retreat="fight", target=target)

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """The seat's ``prefer retreat`` (unless ``ask``) with its ``prefer target``."""
        prefs = state.seats[seat].prefs
        choice = preference(prefs, "retreat")
        if choice == "ask":
            return None
        wanted = Battle(
            retreat="fight" if choice == "never" else "outnumbered",
            target=preference(prefs, "target"),
        )
        return wanted if wanted in self.options(state, seat) else self.default(state, seat)


class KeepRules:
    """The secret ``reputation`` window."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """Keep a drawn value that fits or improves the track, or keep none."""
        assert state.combat is not None
        held = state.seats[seat].reputation
        full = len(held) >= phases.reputation_slots(state, seat)
        values = sorted(set(state.combat.drawn), reverse=True)
        useful = [v for v in values if not full or v > min(held)]
        return [*(Keep(value=v) for v in useful), Keep(value=0)]

    def default(self, state: EclipseState, seat: int) -> Action:
        """The best tile that improves the track."""
        return self.options(state, seat)[0]

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """``prefer keep best``: the default; ``ask``: none."""
        if preference(state.seats[seat].prefs, "keep") == "best":
            return self.default(state, seat)
        return None


class AttackRules:
    """The ``attack`` window of Combat step 3."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """``attack`` (with a track first where dice decide), ``attack no``."""
        return aftermath.attack_options(state, seat)

    def default(self, state: EclipseState, seat: int) -> Action:
        """Attack, cubes in square order."""
        return Attack()

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """``prefer attack yes``: attack; ``ask``: none."""
        return aftermath.attack_standing(state, seat)


class ClaimRules:
    """The ``claim`` window of Combat step 4."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """``claim yes``, ``claim no``."""
        return aftermath.claim_options(state, seat)

    def default(self, state: EclipseState, seat: int) -> Action:
        """Place the disc."""
        return Claim(take=True)

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """``prefer claim yes``: place it; ``ask``: none."""
        return aftermath.claim_standing(state, seat)


class BankruptcyRules:
    """The ``bankruptcy`` window of Upkeep step 3."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """Trades into money, then sectors to abandon (fewest VP first)."""
        return bankruptcy.options(state, seat)

    def default(self, state: EclipseState, seat: int) -> Action:
        """The first option (trade materials, then science, then the cheapest sector)."""
        return bankruptcy.options(state, seat)[0]

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """``prefer bankruptcy auto``: the first option; ``ask``: none."""
        return bankruptcy.standing(state, seat)


class SpeciesRules:
    """The ``species`` window (``species=chosen``)."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """The board sides left."""
        return [Species(side=side) for side in state.picks]

    def default(self, state: EclipseState, seat: int) -> Action:
        """The first side left."""
        return Species(side=state.picks[0])

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """No standing choice."""
        return None


class DiplomacyRules:
    """The ``diplomacy`` window: the partner accepts (with a cube of one of its tracks) or
    declines."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """Accept with each track that has a cube, or decline."""
        return diplomacy.answers(state, seat)

    def default(self, state: EclipseState, seat: int) -> Action:
        """Decline."""
        return Answer(accept=False)

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """No standing choice."""
        return None


class ColonyRules:
    """The ``colonies`` window of Upkeep step 1: colony ships one by one, then ``done``."""

    def options(self, state: EclipseState, seat: int) -> Sequence[Action]:
        """The colony ships ``seat`` may use now, and ``done``."""
        return [*phases.colonies(state, seat), Done()]

    def default(self, state: EclipseState, seat: int) -> Action:
        """Done."""
        return Done()

    def standing(self, state: EclipseState, seat: int) -> Action | None:
        """No standing choice."""
        return None


RULES: dict[str, WindowRules[EclipseState, Action]] = {
    "attack": AttackRules(),
    "bankruptcy": BankruptcyRules(),
    "claim": ClaimRules(),
    "colonies": ColonyRules(),
    "diplomacy": DiplomacyRules(),
    "battle": BattleRules(),
    "reputation": KeepRules(),
    "species": SpeciesRules(),
}

BOT_DEFAULTS = frozenset({"attack", "claim", "bankruptcy"})
"""Windows where the bot takes the stated default (the engine's former automatic choice)."""


def answer(step: Step[EclipseState], seat: int, action: Action) -> None:
    """Apply ``seat``'s answer to the open window and record it."""
    state = step.state
    window = state.window
    assert window is not None
    if isinstance(action, Battle):
        window.record(seat, f"{action.retreat} {action.target} {action.to}".strip())
    elif isinstance(action, Keep):
        window.record(seat)
        phases.keep(step, seat, action.value)
        kept = text.KEPT_SEEN.format(seat=seat, value=action.value or text.NONE)
        step.emit(private_event("KeepChosen", {seat}, kept, None))
    elif isinstance(action, Done):
        window.record(seat)
    elif isinstance(action, Attack):
        window.record(seat, describe(action))
        aftermath.attack(step, seat, action)
    elif isinstance(action, Claim):
        window.record(seat, describe(action))
        aftermath.claim(step, seat, action)
    elif isinstance(action, (Trade, Abandon)):
        bankruptcy.answer(step, seat, action)
    elif isinstance(action, Colonize):
        influence.colonize(step, action)  # the seat answering is the seat acting
    elif isinstance(action, Answer):
        diplomacy.answer(step, seat, action)
    elif isinstance(action, Species):
        window.record(seat, action.side)
        take_side(state, seat, action.side)
        other = pack.load().side_by_id[action.side].other_side
        state.picks = [s for s in state.picks if s not in (action.side, other)]
        name = pack.load().side_by_id[action.side].name
        step.emit(public_event("SpeciesChosen", text.SPECIES_TAKEN.format(seat=seat, side=name)))


def close(step: Step[EclipseState]) -> None:
    """The window closed: act on it (fight the battle; start the game after the picks)."""
    state = step.state
    window = state.window
    assert window is not None
    state.window = None
    if state.combat is not None:
        state.combat.asking = ""
    if window.kind == "battle":
        choices = {int(s): str(c) for s, c in window.answers.items()}
        phases.battle_answered(step, choices)
    elif window.kind == "species":
        state.phase = "action"
        state.current = state.start
