"""Why a typed High Frontier move is refused when its verb is allowed now but its card,
amount or Site is not (issue #25 item 1; the kit's :meth:`rules.core.engine.Engine.explain`,
which first says whose turn it is or what is asked): where the card typed is (the Hand, LEO,
the Rocket, or not the seat's: where another seat's card is goes unsaid), with what that verb
takes now; an amount beyond the most allowed; a Site the verb does not reach now
(docs/rules/high-frontier.md §6–§9)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.text import Msg
from rules.core.wording import notations
from rules.high_frontier import stacks
from rules.high_frontier.state import HighFrontierState


def explain(state: HighFrontierState, seat: int, text: str, legal: Sequence[str]) -> str | None:
    """The reason ``text`` (normalized notation) is refused, given ``legal``, the seat's legal
    notations now; ``None`` when the verb is not one of them (the kit said what is asked)."""
    verb, _, rest = text.partition(" ")
    same = [n for n in legal if n.split(" ", 1)[0] == verb]
    if not same or not rest:
        return None
    first = rest.split()[0]
    options = notations(same)
    if first.isdigit():
        most = max((int(w) for n in same for w in n.split()[1:2] if w.isdigit()), default=0)
        return Msg(
            "high_frontier.refusal.amount",
            "`{typed}` asks for {amount}; the most now is {most}: {options}.",
            typed=text,
            amount=int(first),
            most=most,
            options=options,
        )
    where = _where(state, seat, first)
    if where is None:
        return Msg(
            "high_frontier.refusal.elsewhere",
            "`{typed}` is not open to you now; `{verb}` takes {options}.",
            typed=text,
            verb=verb,
            options=options,
        )
    return Msg(
        "high_frontier.refusal.card",
        "{card} is {where}; `{verb}` takes {options} now.",
        card=where[0],
        where=where[1],
        verb=verb,
        options=options,
    )


def _where(state: HighFrontierState, seat: int, card: str) -> tuple[str, Msg] | None:
    """``card``'s name and where it is, as seen by ``seat``; ``None`` when it is no card (a
    Site, a space)."""
    try:
        name = stacks.name(card)
    except KeyError:
        return None
    me = state.players[seat]
    rocket = me.rocket.cards if me.rocket is not None else []
    for cards, place in (
        (me.hand, Msg("high_frontier.refusal.in_hand", "in your Hand")),
        (me.leo, Msg("high_frontier.refusal.at_leo", "at LEO")),
        (rocket, Msg("high_frontier.refusal.on_rocket", "on your Rocket")),
    ):
        if card in cards:
            return name, place
    return name, Msg("high_frontier.refusal.not_yours", "not yours")
