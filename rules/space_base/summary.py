"""A seat's private view in words (the optional ``private_summary`` contract member).

Space Base hides little (docs/rules/space-base.md §2): only a seat's Light-Speed hand while it
chooses what to keep, and its standing preferences (how its off-turn choices will be made).
Everything else is on the board, and the summary says so.
"""

from __future__ import annotations

from rules.core.summary import Section, join_sections
from rules.space_base.state import CardView, Preferences, PrivateView

NOTHING_SECRET = (
    "Only your standing preferences are secret: the board shows the consoles and shipyard."
)
_ALLOCATION = {
    "ask": "ask me",
    "larger-vp": "take the larger VP",
    "larger-credits": "take the larger credits",
}


def card_line(position: int, card: CardView, kept: bool) -> str:
    """``• 1. `l1-03` **Name** — level 1, sector 5, cost 3; blue: …; red: …``."""
    boxes = [f"blue: {card.blue.text}", f"red: {card.red.text}"]
    if card.green is not None:
        boxes.append(f"green: {card.green.text}")
    mark = " ✓ kept" if kept else ""
    return (
        f"• {position}. `{card.id}` **{card.name}** — level {card.level}, sector {card.sector}, "
        f"cost {card.cost}; {'; '.join(boxes)}{mark}"
    )


def hand_section(view: PrivateView) -> Section:
    """The Light-Speed hand: what to choose from, or what was chosen (secret until all chose)."""
    credits = view.consoles[view.seat].credits
    kept = set(view.keeping or ())
    if view.keeping is None:
        heading = f"**Light-Speed hand**: choose what to keep with your {credits} credits:"
    else:
        heading = (
            "**Light-Speed hand**: your keep is made; it is revealed when every seat has chosen:"
        )
    lines = tuple(
        card_line(position, card, position in kept)
        for position, card in enumerate(view.hand, start=1)
    )
    return Section(heading, lines)


def preferences_section(prefs: Preferences) -> Section:
    """The standing preferences: the sum-or-split answer and each card's off-turn use."""
    uses = tuple(
        f"• `{card}`: {value} use its charged ability off-turn"
        for card, value in sorted(prefs.auto_use.items())
        if value != "ask"
    )
    heading = (
        f"**Standing preferences** (`prefer …`): sum or split on others' turns: "
        f"{_ALLOCATION[prefs.allocation]}; charged abilities: "
        f"{'as listed' if uses else 'ask me'}"
    )
    return Section(heading, uses)


def private_summary(view: PrivateView) -> str:
    """``view``'s secrets in compact Markdown: the Light-Speed hand (while there is one), else a
    line saying nothing else is secret; then the standing preferences.

    Args:
        view: one seat's private view (``view(state, seat)``).

    Returns:
        At most ``SUMMARY_LIMIT`` characters (see :func:`rules.core.summary.join_sections`).
    """
    first = hand_section(view) if view.hand else Section(NOTHING_SECRET)
    return join_sections([first, preferences_section(view.prefs)])
