"""A seat's private view in words (the optional ``private_summary`` contract member).

Rulebook terms (``docs/rules/afternova.md`` §1, §5): the Starship's hidden objective (two fragment
colours, +1 VP per matching fragment icon on your completed Blueprints), Hired Paws with their
skills, Blueprints with cost, VP and upgrade, and storage. Cards are named by the ids typed in
notation (``discard hp-07``, ``complete bp-12``).
"""

from __future__ import annotations

from rules.afternova.state import BlueprintView, PawView, PrivateView
from rules.core.summary import Section, join_sections


def _counts(amounts: dict[str, int]) -> str:
    """``{"green": 1, "orange": 2}`` -> ``"1 green + 2 orange"``."""
    return " + ".join(f"{n} {name}" for name, n in amounts.items())


def paw_line(paw: PawView) -> str:
    """``• `hp-21` piloting 1, science 1``."""
    skills = ", ".join(f"{skill} {n}" for skill, n in paw.skills.items())
    return f"• `{paw.id}` {skills}"


def blueprint_line(card: BlueprintView) -> str:
    """``• `bp-02` **Hull Plate Mk I**: 1 green + 1 orange → 2 VP; upgrade: +1 engineering…``."""
    cost = _counts(card.cost)
    return f"• `{card.id}` **{card.name}**: {cost} → {card.vp} VP; upgrade: {card.upgrade_text}"


def objective_heading(view: PrivateView) -> str:
    """The hidden objective's colours, what they score and the matches so far (Scoring)."""
    colours = set(view.objective)
    completed = view.public.seats[view.seat].completed
    matches = sum(n for done in completed for colour, n in done.cost.items() if colour in colours)
    named = " and ".join(f"**{colour}**" for colour in view.objective)
    return (
        f"**Hidden objective** `{view.objective_id}`: {named} (Starship `{view.starship}`) — "
        "+1 VP per fragment of "
        f"these colours on your completed Blueprints ({matches} so far)."
    )


def private_summary(view: PrivateView) -> str:
    """``view``'s secrets in compact Markdown: objective, Hired Paws, Blueprints, storage.

    Args:
        view: one seat's private view (``view(state, seat)``).

    Returns:
        At most ``SUMMARY_LIMIT`` characters (see :func:`rules.core.summary.join_sections`).
    """
    storage = view.public.seats[view.seat].storage
    stored = ", ".join(storage) if storage else "empty"
    paws, blueprints = view.hand_paws, view.hand_blueprints
    return join_sections(
        [
            Section(objective_heading(view)),
            Section(
                f"**Hired Paws** in hand: {len(paws) or 'none'}",
                tuple(paw_line(paw) for paw in paws),
            ),
            Section(
                f"**Blueprints** in hand: {len(blueprints) or 'none'}",
                tuple(blueprint_line(card) for card in blueprints),
            ),
            Section(f"**Storage** {len(storage)}/{view.capacity}: {stored}"),
        ]
    )
