"""A seat's private view in words (the optional ``private_summary`` contract member).

Space Base hides little (docs/rules/space-base.md §2): only a seat's Light-Speed hand while it
chooses what to keep, and its standing preferences (how its off-turn choices will be made).
Everything else is on the board, and the summary says so.
"""

from __future__ import annotations

from rules.core.summary import Section, join_sections
from rules.core.text import Arg, Msg
from rules.core.wording import lines, semicolons
from rules.space_base.state import CardView, Preferences, PrivateView
from rules.space_base.words import box_words

NOTHING_SECRET = Msg(
    "space_base.summary.nothing_secret",
    "Only your standing preferences are secret: the board shows the consoles and shipyard.",
)
_ALLOCATION = {
    "ask": Msg("space_base.summary.pref_ask", "ask me"),
    "larger-vp": Msg("space_base.summary.pref_larger_vp", "take the larger VP"),
    "larger-credits": Msg("space_base.summary.pref_larger_credits", "take the larger credits"),
}
_USE = {
    "always": Msg("space_base.summary.use_always", "always"),
    "never": Msg("space_base.summary.use_never", "never"),
}


def card_line(position: int, card: CardView, kept: bool) -> str:
    """``• 1. `l1-03` **Name** — level 1, sector 5, cost 3; blue: …; red: …``."""
    boxes = [
        Msg("space_base.summary.blue", "blue: {text}", text=box_words(card.blue.text)),
        Msg("space_base.summary.red", "red: {text}", text=box_words(card.red.text)),
    ]
    if card.green is not None:
        boxes.append(
            Msg("space_base.summary.green", "green: {text}", text=box_words(card.green.text))
        )
    fields: dict[str, Arg] = {
        "position": position,
        "id": card.id,
        "name": card.name,
        "level": card.level,
        "sector": card.sector,
        "cost": card.cost,
        "boxes": semicolons(boxes),
    }
    if kept:
        return Msg(
            "space_base.summary.card_kept",
            "• {position}. `{id}` **{name}** — level {level}, sector {sector}, cost {cost};"
            " {boxes} ✓ kept",
            **fields,
        )
    return Msg(
        "space_base.summary.card",
        "• {position}. `{id}` **{name}** — level {level}, sector {sector}, cost {cost}; {boxes}",
        **fields,
    )


def hand_section(view: PrivateView) -> Section:
    """The Light-Speed hand: what to choose from, or what was chosen (secret until all chose)."""
    credits = view.consoles[view.seat].credits
    kept = set(view.keeping or ())
    if view.keeping is None:
        heading = Msg(
            "space_base.summary.hand",
            "**Light-Speed hand**: choose what to keep with your {credits} credits:",
            credits=credits,
        )
    else:
        heading = Msg(
            "space_base.summary.hand_kept",
            "**Light-Speed hand**: your keep is made; it is revealed when every seat has chosen:",
        )
    lines = tuple(
        card_line(position, card, position in kept)
        for position, card in enumerate(view.hand, start=1)
    )
    return Section(heading, lines)


def preferences_section(prefs: Preferences) -> Section:
    """The standing preferences: the sum-or-split answer and each card's off-turn use."""
    uses = tuple(
        Msg(
            "space_base.summary.use",
            "• `{card}`: {value} use its charged ability off-turn",
            card=card,
            value=_USE[value],
        )
        for card, value in sorted(prefs.auto_use.items())
        if value != "ask"
    )
    heading = Msg(
        "space_base.summary.preferences",
        "**Standing preferences** (`prefer …`): sum or split on others' turns: "
        "{allocation}; charged abilities: {uses}",
        allocation=_ALLOCATION[prefs.allocation],
        uses=(Msg("space_base.summary.as_listed", "as listed") if uses else _ALLOCATION["ask"]),
    )
    return Section(heading, uses)


def private_summary(view: PrivateView) -> str:
    """``view``'s secrets in compact Markdown: the Light-Speed hand (while there is one), else a
    line saying nothing else is secret; then the standing preferences.

    Args:
        view: one seat's private view (``view(state, seat)``).

    Returns:
        A :class:`~rules.core.text.Msg` of its lines; over ``SUMMARY_LIMIT`` characters, the
        English text shortened by :func:`rules.core.summary.join_sections`.
    """
    first = hand_section(view) if view.hand else Section(NOTHING_SECRET)
    sections = [first, preferences_section(view.prefs)]
    shortened = join_sections(sections)
    every = [line for section in sections for line in (section.heading, *section.items)]
    if shortened != "\n".join(every):
        return shortened  # over the limit: the English text, shortened by join_sections
    return lines(every)
