"""The Action phase: turns, actions and their activations, passing, reactions, trading
(docs/rules/eclipse.md §3, §4).

From the start player clockwise each seat takes one action or passes per turn. An action puts the
leftmost disc of the influence track on its space and gives the board's activations (tech bonuses:
Nanorobots +1 Build, Improved Logistics +1 Move, Pico Modulator +2 Upgrade), taken one by one; a
seat may stop early (``done``); the action ends by itself when none are left or none is possible.
After passing, a turn is a reaction (one activation of Upgrade, Build or Move for a disc, no
bonus) or a pass. The first seat to pass gains 2 money and starts the next round. The phase ends
once every seat has passed. Colony ships and trades are free at any point of one's own turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from rules.core.engine import Step
from rules.core.events import public_event
from rules.eclipse import (
    board,
    build,
    diplomacy,
    explore,
    influence,
    move,
    research,
    text,
    trading,
    upgrade,
)
from rules.eclipse.actions import (
    Action,
    Build,
    Done,
    Explore,
    Influence,
    Move,
    Pass,
    React,
    Research,
    Start,
    Strip,
    Trade,
    Upgrade,
)
from rules.eclipse.state import (
    ACTION_KINDS,
    REACTION_KINDS,
    RESOURCES,
    EclipseState,
    Resource,
    Turn,
)

FIRST_PASS_MONEY = 2
BONUS = {"build": "nanorobots", "move": "improved_logistics", "upgrade": "pico_modulator"}
BONUS_COUNT = {"build": 1, "move": 1, "upgrade": 2}
#: The turn's choices without parameters, made once (frozen actions: playout speed).
_START = {kind: Start(kind=kind) for kind in ACTION_KINDS}
_REACT = {kind: React(kind=kind) for kind in REACTION_KINDS}
_PASS, _DONE = Pass(), Done()


def activations(state: EclipseState, seat: int, kind: str) -> Sequence[Action]:
    """``seat``'s possible activations of ``kind`` now (§5–§10)."""
    if kind == "explore":
        return explore.options(state, seat)
    if kind == "research":
        return research.options(state, seat)
    if kind == "upgrade":
        found = upgrade.options(state, seat)
        if state.turn is not None and state.turn.left <= 0:  # only a part after the removal
            return [a for a in found if isinstance(a, Upgrade)]
        return found
    if kind == "build":
        return build.options(state, seat)
    if kind == "move":
        return move.options(state, seat)
    touched = state.turn.touched if state.turn is not None else []
    return influence.options(state, seat, touched)


def possible(state: EclipseState, seat: int, kind: str) -> bool:
    """Whether ``seat`` has at least one activation of ``kind`` now (cheaper than listing)."""
    if kind == "upgrade":
        return next(upgrade.legal(state, seat), None) is not None
    if kind == "research":
        return next(research.legal(state, seat), None) is not None
    if kind == "move":
        return move.any_move(state, seat)
    if kind == "explore":
        return bool(explore.positions(state, seat))
    if kind == "build":
        return build.possible(state, seat)
    return bool(activations(state, seat, kind))


def count(state: EclipseState, seat: int, kind: str) -> int:
    """Activations an action of ``kind`` gives ``seat`` (board value plus tech bonus, §4)."""
    base = board.side_of(state, seat).activations[kind]  # type: ignore[index]
    bonus = BONUS.get(kind)
    if bonus is not None and state.seats[seat].owns(bonus):
        base += BONUS_COUNT[kind]
    return base


def trades(state: EclipseState, seat: int) -> list[Trade]:
    """The trades ``seat`` can make now (§1)."""
    ratio = board.trade_ratio(state, seat)
    storage = state.seats[seat].storage
    return list(_trades(tuple(r for r in RESOURCES if storage[r] >= ratio)))


@lru_cache(maxsize=8)
def _trades(given: tuple[Resource, ...]) -> tuple[Trade, ...]:
    """Every trade giving one of ``given`` (frozen actions, made once: playout speed)."""
    return tuple(Trade(give=give, get=get) for give in given for get in RESOURCES if give != get)


def options(state: EclipseState, seat: int) -> list[Action]:
    """``seat``'s choices on its turn in the Action phase (no decision pending)."""
    board_ = state.seats[seat]
    found: list[Action] = []
    if state.turn is not None:
        found += activations(state, seat, state.turn.kind)
        found.append(_DONE)
    elif board_.passed:
        if board_.discs > 0:
            found += [_REACT[k] for k in REACTION_KINDS if possible(state, seat, k)]
        found.append(_PASS)
    else:
        if board_.discs > 0:
            influence_ok = bool(board.controlled(state, seat)) or board_.colony_used > 0
            found += [
                _START[k]
                for k in ACTION_KINDS
                if (k == "influence" and influence_ok) or possible(state, seat, k)
            ]
        found.append(_PASS)
    found += influence.colonize_options(state, seat)
    found += trades(state, seat)
    found += diplomacy.options(state, seat)
    return found


def start(step: Step[EclipseState], action: Start | React) -> None:
    """A disc from the track onto the action's space; the activations begin."""
    state, seat = step.state, step.seat
    board_ = state.seats[seat]
    board_.discs -= 1
    board_.action_discs += 1
    reaction = isinstance(action, React)
    left = 1 if reaction else count(state, seat, action.kind)
    state.turn = Turn(seat=seat, kind=action.kind, left=left, reaction=reaction)
    if action.kind == "influence":
        board_.colony_used = max(0, board_.colony_used - 2)
    sentence = text.REACTED if reaction else text.STARTED
    step.emit(public_event("ActionTaken", sentence.format(seat=seat, kind=action.kind)))


def activate(step: Step[EclipseState], action: Action) -> None:
    """One activation of the action under way; a part placed after an Upgrade activation's
    removal (:class:`~rules.eclipse.actions.Strip`) is that activation's second step."""
    under_way = step.state.turn
    assert under_way is not None
    if not (under_way.placing and isinstance(action, Upgrade)):
        under_way.left -= 1
    under_way.placing = isinstance(action, Strip)
    if isinstance(action, Strip):
        upgrade.strip(step, action)
    elif isinstance(action, Explore):
        explore.apply(step, action)
    elif isinstance(action, Research):
        research.apply(step, action)
    elif isinstance(action, Upgrade):
        upgrade.apply(step, action)
    elif isinstance(action, Build):
        build.apply(step, action)
    elif isinstance(action, Move):
        move.apply(step, action)
    elif isinstance(action, Influence):
        influence.apply(step, action)


def done(step: Step[EclipseState], action: Done) -> None:
    """End the action under way."""
    end_turn(step)


def pass_turn(step: Step[EclipseState], action: Pass) -> None:
    """Pass (the first pass of the round: 2 money and the start player tile), or let a turn go
    by after passing: the seat declines reactions for the rest of the round (not asked again,
    so a seat with ``prefer react ask`` is pinged once a round unless it reacts)."""
    state, seat = step.state, step.seat
    board_ = state.seats[seat]
    if board_.passed:
        board_.declined = True
    else:
        board_.passed = True
        if not state.passed_order:
            board_.storage["money"] += FIRST_PASS_MONEY
            step.emit(public_event("PassedFirst", text.PASSED_FIRST.format(seat=seat)))
        else:
            step.emit(public_event("Passed", text.PASSED.format(seat=seat)))
        state.passed_order.append(seat)
    end_turn(step)


def trade(step: Step[EclipseState], action: Trade) -> None:
    """Give the trade value of one resource for one of another (a free action, §1)."""
    trading.trade_for(step, step.seat, action)


def end_turn(step: Step[EclipseState], *, ended: bool = False) -> None:
    """The turn is over: an Act of Aggression breaks relations (§11); the next seat clockwise
    that is still in the game plays. ``ended``: the action under way ended by itself (no
    activation left, or none it can take or pay for even trading, which is said: an action
    never ends silently with activations left, issue #27 item 4)."""
    state = step.state
    left = state.turn.left if ended and state.turn is not None else 0
    if left > 0 and state.turn is not None:
        said = text.ACTION_ENDED.format(
            seat=state.current, kind=state.turn.kind, left=left, s="s" if left > 1 else ""
        )
        step.emit(public_event("ActionEnded", said))
    if state.turn is not None or state.seats[state.current].ambassadors:
        diplomacy.aggression(step, state.current)
    state.turn = None
    state.proposed = []
    state.turns_taken += 1
    advance_seat(state)


def advance_seat(state: EclipseState) -> None:
    """Make the next seat clockwise that is still in the game the current seat."""
    for step in range(1, state.num_players + 1):
        seat = (state.current + step) % state.num_players
        if not state.seats[seat].eliminated:
            state.current = seat
            return


def reacts(state: EclipseState, seat: int) -> bool:
    """Whether ``seat``, once passed, is asked on its turns to react (issue #27 item 3): its
    standing choice ``react`` (``prefer react ask`` / ``never``), else the table option
    ``reactions`` (default ``never``: a passed seat is not pinged around the table for a
    reaction it rarely takes; decided in docs/rules/eclipse.md §4). :func:`asked` adds the
    round's decline."""
    chosen = state.seats[seat].prefs.get("react")
    return (chosen or str(state.options.get("reactions", "never"))) == "ask"


def asked(state: EclipseState, seat: int) -> bool:
    """Whether passed ``seat`` is asked on this turn whether to react: it has a disc, it
    :func:`reacts`, and it has not let a turn of this round go by already (one ping a round at
    most unless it reacts: a seat reacting is playing, and is asked again on its next turn)."""
    board_ = state.seats[seat]
    return board_.discs > 0 and not board_.declined and reacts(state, seat)


def all_passed(state: EclipseState) -> bool:
    """Whether every seat still in the game has passed (the Action phase ends, §3)."""
    return all(b.passed or b.eliminated for b in state.seats)


def trade_problem(state: EclipseState, seat: int, action: Trade) -> str | None:
    """Why this trade is refused, or ``None``."""
    ratio = board.trade_ratio(state, seat)
    if action.give == action.get:
        return text.TRADE_SAME
    if state.seats[seat].storage[action.give] < ratio:
        return text.SHORT_TRADE.format(n=ratio, give=action.give)
    return None
