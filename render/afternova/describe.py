"""The Afternova board in words, from :class:`rules.afternova.state.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole board as lines for screen readers (``/game board text:yes``), in the picture's
order: header, Planets, Market, players, the automa (docs/rules/afternova.md §4). Market cards
are named by slot (``#2``) as the picture and the notation name them; hands are counted, never
listed.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.afternova.board import OWES, TARGET_BLUEPRINTS, header
from render.common.words import listed, paragraph, plural, seat_words, section
from rules.afternova.state import BlueprintView, PawView, PlanetView, PublicView, SeatView


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The board's alt text (:class:`render.Renderer`): its header, the Planets, and each
    player's score and progress."""
    planets = "; ".join(_planet(planet) for planet in view.planets)
    sentences = [*header(view, names).sentences(), f"Planets: {planets}."]
    sentences += [_seat_brief(seat, names) for seat in view.seats]
    if view.automa is not None:
        done = len(view.automa.completed) + view.automa.face_down
        sentences.append(f"Automa: {plural(done, 'Blueprint')} completed.")
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public board in words (:class:`render.Renderer`): the header, then a section
    per part; several thousand characters with six players."""
    lines = header(view, names).sentences()
    lines += section(
        f"Planets (bag {view.bag}, deck {view.planet_deck})",
        (f"{planet.slot}: {_planet(planet)}" for planet in view.planets),
    )
    lines += section(
        f"Market: Hired Paws (deck {view.paw_deck}, discard {view.paw_discard})",
        (f"#{i}: {_paw(paw)}" for i, paw in enumerate(view.market_paws, start=1)),
    )
    lines += section(
        f"Market: Blueprints (deck {view.bp_deck}, discard {view.bp_discard})",
        (f"#{i}: {_blueprint(bp)}" for i, bp in enumerate(view.market_bps, start=1)),
    )
    lines += section("Players", (_seat(seat, view, names) for seat in view.seats))
    if view.automa is not None:
        automa = view.automa
        row = "; ".join(
            f"{_blueprint(entry.blueprint)}, covered by {listed(entry.covered)}"
            for entry in automa.row
        )
        done = len(automa.completed) + automa.face_down
        score = f"; {automa.score} points" if automa.score is not None else ""
        lines += section(
            "Automa",
            [
                f"{plural(done, 'Blueprint')} completed{score}",
                f"storage {len(automa.storage)}/4: {listed(automa.storage)}",
                f"row: {row or 'empty'}",
                f"objective: {' + '.join(automa.objective)}" if automa.objective else "",
            ],
        )
    return "\n".join(lines)


def _planet(planet: PlanetView) -> str:
    """``Wisp, needs piloting 2 and science 1, fragments 2 of 3: green, white``."""
    needs = " and ".join(f"{skill} {n}" for skill, n in planet.requirements.items())
    held = f"{len(planet.fragments)} of {planet.spaces}"
    return f"{planet.name}, needs {needs}, fragments {held}: {listed(planet.fragments)}"


def _paw(paw: PawView | None) -> str:
    """``piloting 1, security 2`` or ``empty``."""
    if paw is None:
        return "empty"
    return listed(f"{skill} {n}" for skill, n in paw.skills.items())


def _blueprint(bp: BlueprintView | None) -> str:
    """``Name (3 VP), costs purple 2, green 1; upgrade: …`` or ``empty``."""
    if bp is None:
        return "empty"
    cost = listed(f"{colour} {n}" for colour, n in bp.cost.items())
    return f"{bp.name} ({bp.vp} VP), costs {cost}; upgrade: {bp.upgrade_text}"


def _score(seat: SeatView) -> str:
    """``12 points`` once over, else ``5 VP`` of completed Blueprints."""
    return f"{seat.score} points" if seat.score is not None else f"{seat.blueprint_vp} VP"


def _seat_brief(seat: SeatView, names: Sequence[str]) -> str:
    """One sentence for the alt text: score, Blueprints and storage."""
    done = f"{len(seat.completed)} of {TARGET_BLUEPRINTS} Blueprints"
    storage = f"storage {len(seat.storage)}/{seat.capacity}"
    return f"{seat_words(names, seat.seat)}: {_score(seat)}, {done}, {storage}."


def _seat(seat: SeatView, view: PublicView, names: Sequence[str]) -> str:
    """A player's line: score, hand counts, storage, completed Blueprints, what it owes."""
    parts = [
        f"{seat_words(names, seat.seat)}, seat @{seat.seat + 1}: {_score(seat)}",
        f"hand {plural(seat.paws_in_hand, 'Paw')} and "
        f"{plural(seat.blueprints_in_hand, 'Blueprint')}",
        f"storage {len(seat.storage)}/{seat.capacity}: {listed(seat.storage)}",
        "completed: " + listed(f"{bp.name} ({bp.vp} VP)" for bp in seat.completed),
    ]
    if seat.objective is not None:
        parts.append("objective: " + " + ".join(seat.objective))
    elif seat.seat in view.to_act or seat.is_active:
        parts.append(OWES.get(seat.owes, seat.owes.replace("_", " ")))
    return "; ".join(part for part in parts if part)
