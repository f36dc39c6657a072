"""What keeps a card of a stack from being operational (§10, CR E7d; issue #28 item 1):
each requirement no operational card of the stack meets, and the Therms its operational
radiators leave uncooled. The board's "(not operational)" says it: ``needs an electric
generator``, ``needs a radiator for 1 Therm``.

Decision: a card held back only by another idle card (a generator that itself lacks Therms)
names the support it needs, not the chain behind it; the supporting card carries its own
reason on the same line."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from rules.core.text import Msg
from rules.core.wording import commas, either, plural_s
from rules.high_frontier.patents import Face
from rules.high_frontier.stacks import cooling

NEEDED = {
    "generator_electric": "an electric generator",
    "generator_pulse": "a pulse generator",
    "reactor_X": "an X reactor",
    "reactor_wave": "a wave reactor",
    "reactor_bomb": "a bomb reactor",
}
"""A support as needed, with its English article (``high_frontier.board.need_<support>``)."""


class Wanting(BaseModel):
    """Why one card is not operational: its unmet requirements (each a list of supports, any
    one of which would meet it) and the Therms it makes beyond what the operational radiators
    cool (0: none)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    supports: list[list[str]] = []
    therms: int = 0


def wanting(stack: Sequence[tuple[str, Face]], working: set[str]) -> dict[str, Wanting]:
    """Card id -> :class:`Wanting` for every card of ``stack`` (card id, face in play) not in
    ``working`` (:func:`rules.high_frontier.stacks.operational` of the same stack)."""
    provided = {p for card, shown in stack if card in working for p in shown.provides}
    supply = sum(cooling(card) for card in working)
    return {
        card: Wanting(
            supports=[list(need) for need in shown.supports if not set(need) & provided],
            therms=max(0, (shown.therms or 0) - supply),
        )
        for card, shown in stack
        if card not in working
    }


def needs(want: Wanting) -> str:
    """``needs an X reactor or a wave reactor, a radiator for 2 Therms`` (``""`` when nothing
    is missing)."""
    parts = [either([_needed(s) for s in need]) for need in want.supports]
    if want.therms:
        parts.append(
            Msg(
                "high_frontier.board.need_therms",
                "a radiator for {n} Therm{s}",
                n=want.therms,
                s=plural_s(want.therms),
            )
        )
    if not parts:
        return ""
    return Msg("high_frontier.board.needs", "needs {what}", what=commas(parts))


def _needed(support: str) -> Msg:
    return Msg(f"high_frontier.board.need_{support}", NEEDED[support])
