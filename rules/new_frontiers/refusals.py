"""Why a typed New Frontiers move is refused (issue #25 item 1; :meth:`Engine.explain`).

:func:`explain` reads the typed notation (already normalized: lower case, single spaces) and says
in one translatable sentence (ids ``new_frontiers.refusal.<name>``) what stands in the way and
what would make the move legal: whose turn it is and what is asked now
(docs/rules/new-frontiers.md §3 "Round"), a malformed or unknown id, the rule of the action (the
9-world limit of Explore, the cost and the development spaces of Develop, the colonists, military
and credits of Settle, the goods of Trade/Consume, §3 "Tile effects"), the goals variant (§6) and
the standing choices. The per-action checks are in :mod:`rules.new_frontiers.refusal_moves`.

Hidden information stays out: a world typed by id is named (the pack is public) but never said
to be in the bag, a goal id typed that the seat did not draw is not named, and no other seat's
answer to a sealed window is named.
"""

from __future__ import annotations

from rules.core.text import Msg
from rules.core.wording import commas
from rules.new_frontiers import refusal_moves as moves
from rules.new_frontiers.actions import PREFERENCES
from rules.new_frontiers.pack import load
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.text import prompt, status
from rules.new_frontiers.words import tile

#: Each decision verb and the question it answers (a window kind, or ``select``).
ASKS: dict[str, str] = {
    "empire": "empire",
    "select": "select",
    "take": "explore",
    "return": "explore",
    "develop": "develop",
    "settle": "settle",
    "windfall": "windfall",
    "trade": "trade",
    "consume": "trade",
    "keep": "goals",
    "reveal": "reveal",
}
_WHEN = {
    "empire": Msg("new_frontiers.refusal.when_empire", "the choice of empire sides before round 1"),
    "select": Msg("new_frontiers.refusal.when_select", "the selection of an action tile"),
    "explore": tile("explore"),
    "develop": tile("develop"),
    "settle": tile("settle"),
    "windfall": tile("produce"),
    "trade": tile("trade"),
    "goals": tile("goals"),
    "reveal": tile("goals"),
}


def explain(state: NewFrontiersState, seat: int, text: str, owing: frozenset[int]) -> str | None:
    """Why ``text`` is not a legal move of ``seat`` now, as one :class:`Msg`.

    Args:
        state: the game now.
        seat: the seat that typed ``text`` (0-based).
        text: the normalized notation (``develop d-08``).
        owing: the seats that owe a decision now (:meth:`NewFrontiers.to_act`).

    Returns:
        The reason, or ``None`` for empty text.
    """
    words = text.split()
    if not words:
        return None
    if state.phase == "over":
        return Msg("new_frontiers.status.over", "The game is over.")
    verb, args = words[0], words[1:]
    if verb == "prefer":
        return _prefer(state, seat, args)
    if verb == "reveal" and args == ["mine"]:
        return _reveal_mine(state, seat)
    asks = ASKS.get(verb)
    if asks is None:
        return Msg(
            "new_frontiers.refusal.unknown_verb",
            "`{verb}` is not a New Frontiers move; a move begins with {verbs}.",
            verb=verb,
            verbs=commas([f"`{v}`" for v in (*ASKS, "prefer")]),
        )
    now = "select" if state.phase == "select" else (state.window.kind if state.window else "")
    if asks != now:
        return _elsewhere(state, seat, text, asks, owing)
    if seat not in owing:
        return _not_yours(state, seat, owing)
    return moves.explain(load(state.pack), state, seat, verb, args)


def _elsewhere(
    state: NewFrontiersState, seat: int, text: str, asks: str, owing: frozenset[int]
) -> str:
    """A move of another question than the one asked now: what ``seat`` is asked, else who
    the table waits for."""
    if seat not in owing:
        return Msg(
            "new_frontiers.refusal.not_now",
            "`{text}` belongs to {when}, which is not asked now. {status}",
            text=text,
            when=_WHEN[asks],
            status=status(state, owing),
        )
    asked = prompt(state, seat)
    return Msg(
        "new_frontiers.refusal.elsewhere",
        "`{text}` belongs to {when}; you are asked now: {prompt}",
        text=text,
        when=_WHEN[asks],
        prompt=asked,
    )


def _not_yours(state: NewFrontiersState, seat: int, owing: frozenset[int]) -> str:
    """The question is the move's, but ``seat`` is not asked it now."""
    window = state.window
    if window is not None and seat in window.asked and seat not in window.pending:
        return Msg(
            "new_frontiers.refusal.answered",
            "You have already answered {tile}. {status}",
            tile=_WHEN[window.kind],
            status=status(state, owing),
        )
    return Msg(
        "new_frontiers.refusal.turn", "It is not your turn. {status}", status=status(state, owing)
    )


def _prefer(state: NewFrontiersState, seat: int, args: list[str]) -> str:
    """``prefer <topic> <value>``: a known topic and value, a change, stockpiles with goals."""
    topic = args[0] if args else ""
    if topic not in PREFERENCES:
        return moves.shape("prefer")
    values = PREFERENCES[topic]
    if len(args) != 2 or args[1] not in values:
        return Msg(
            "new_frontiers.refusal.prefer_value",
            "`prefer {topic}` takes {values}.",
            topic=topic,
            values=commas([f"`{v}`" for v in values]),
        )
    if topic == "stockpile" and "goals" not in state.tiles:
        return Msg(
            "new_frontiers.refusal.prefer_goals",
            "Stockpiles belong to the goals variant (Chart Galactic Goals), not played here.",
        )
    return Msg(
        "new_frontiers.refusal.prefer_same",
        "Your standing choice is already `prefer {topic} {value}`.",
        topic=topic,
        value=args[1],
    )


def _reveal_mine(state: NewFrontiersState, seat: int) -> str:
    """``reveal mine``: a face-down goal, while an action resolves (§6)."""
    if state.seats[seat].goal is None:
        return Msg("new_frontiers.refusal.no_goal_held", "You have no face-down goal to reveal.")
    return Msg(
        "new_frontiers.refusal.reveal_when",
        "A goal is revealed while a selected action resolves: after the next selection.",
    )
