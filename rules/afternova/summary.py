"""A seat's private view in words (the optional ``private_summary`` contract member).

Rulebook terms (``docs/rules/afternova.md`` §1, §5): the Starship's hidden objective (two fragment
colours, +1 VP per matching fragment icon on your completed Blueprints), Hired Paws with their
skills, Blueprints with cost, VP and upgrade, and storage. Cards are named by the ids typed in
notation (``discard hp-07``, ``complete bp-12``).
"""

from __future__ import annotations

from rules.afternova.state import BlueprintView, PawView, PrivateView
from rules.afternova.words import colour, skill_points
from rules.core.summary import Section, join_sections
from rules.core.text import Listing, Msg


def counts(amounts: dict[str, int]) -> Msg:
    """``{"green": 1, "orange": 2}`` -> ``"1 green + 2 orange"``."""
    parts = [
        Msg("afternova.summary.count", "{count} {colour}", count=n, colour=colour(name))
        for name, n in amounts.items()
    ]
    total = parts[0]
    for part in parts[1:]:
        total = Msg("afternova.summary.plus", "{first} + {then}", first=total, then=part)
    return total


def paw_line(paw: PawView) -> str:
    """``• `hp-21` piloting 1, science 1``."""
    return Msg(
        "afternova.summary.paw", "• `{card}` {skills}", card=paw.id, skills=skill_points(paw.skills)
    )


def blueprint_line(card: BlueprintView) -> str:
    """``• `bp-02` **Hull Plate Mk I**: 1 green + 1 orange → 2 VP; upgrade: +1 engineering…``."""
    return Msg(
        "afternova.summary.blueprint",
        "• `{card}` **{name}**: {cost} → {vp} VP; upgrade: {upgrade}",
        card=card.id,
        name=card.name,
        cost=counts(card.cost),
        vp=card.vp,
        upgrade=card.upgrade_text,
    )


def objective_heading(view: PrivateView) -> str:
    """The hidden objective's colours, what they score and the matches so far (Scoring)."""
    colours = set(view.objective)
    completed = view.public.seats[view.seat].completed
    matches = sum(n for done in completed for colour, n in done.cost.items() if colour in colours)
    named = tuple(
        Msg("afternova.summary.bold", "**{term}**", term=colour(c)) for c in view.objective
    )
    return Msg(
        "afternova.summary.objective",
        "**Hidden objective** `{objective}`: {colours} (Starship `{starship}`) — "
        "+1 VP per fragment of these colours on your completed Blueprints ({matches} so far).",
        objective=view.objective_id,
        colours=named,
        starship=view.starship,
        matches=matches,
    )


def private_summary(view: PrivateView) -> str:
    """``view``'s secrets in compact Markdown: objective, Hired Paws, Blueprints, storage.

    Args:
        view: one seat's private view (``view(state, seat)``).

    Returns:
        At most ``SUMMARY_LIMIT`` characters (see :func:`rules.core.summary.join_sections`).
    """
    storage = view.public.seats[view.seat].storage
    stored = (
        Listing(colour(c) for c in storage) if storage else Msg("afternova.summary.empty", "empty")
    )
    paws, blueprints = view.hand_paws, view.hand_blueprints
    none = Msg("afternova.summary.none", "none")
    sections = [
        Section(objective_heading(view)),
        Section(
            Msg(
                "afternova.summary.paws",
                "**Hired Paws** in hand: {count}",
                count=len(paws) or none,
            ),
            tuple(paw_line(paw) for paw in paws),
        ),
        Section(
            Msg(
                "afternova.summary.blueprints",
                "**Blueprints** in hand: {count}",
                count=len(blueprints) or none,
            ),
            tuple(blueprint_line(card) for card in blueprints),
        ),
        Section(
            Msg(
                "afternova.summary.storage",
                "**Storage** {count}/{capacity}: {stored}",
                count=len(storage),
                capacity=view.capacity,
                stored=stored,
            )
        ),
    ]
    return _translatable(sections)


def _translatable(sections: list[Section]) -> str:
    """The sections joined as :func:`rules.core.summary.join_sections` joins them, as one
    translatable message (line by line); a summary it had to shorten stays its English text."""
    text = join_sections(sections)
    lines = [line for section in sections for line in (section.heading, *section.items)]
    if text != "\n".join(lines):
        return text
    told = lines[0]
    for line in lines[1:]:
        told = Msg("afternova.summary.lines", "{first}\n{then}", first=told, then=line)
    return told
