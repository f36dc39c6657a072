"""The Eclipse board in words, from :class:`rules.eclipse.views.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters): the header, then
each seat's species, sectors, ships and storage. ``text_board`` is the whole public board as
lines for screen readers (``/game board text:yes``): the header, every placed sector (owner,
cubes, structures, ships, NPCs, a face-down discovery tile, wormhole edges), the sector stacks and
supply, the tech tray, then each seat's species board with its blueprints and techs in full
(docs/rules/eclipse.md §5, §6, §7, §10, §14). Hidden things are only counted, as on the picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.layout import seat_name
from render.common.words import listed, paragraph, plural, seat_words, section
from render.eclipse import labels, scores
from render.eclipse.board import header
from render.eclipse.private import stats_line
from render.eclipse.state_words import seat_lines, ships_in_play
from render.eclipse.terms import (
    NPC_NAMES,
    SHIP_KINDS,
    TRACKS,
    npc_counts,
    owners,
    part_name,
    sector_name,
    ship_counts,
    side_name,
    tech_name,
)
from rules.eclipse import pack
from rules.eclipse.galaxy import turned
from rules.eclipse.views import PublicView, SectorView

EDGES = ("N", "NE", "SE", "S", "SW", "NW")


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The board's alt text (:class:`render.Renderer`)."""
    sentences = header(view, names).sentences()
    if view.scores:
        best = [(seat_words(names, s), view.scores[s]) for s in scores.ranking(view)]
        sentences.append(labels.final_scores(best))
    sentences.append(labels.explored(len(view.sectors)))
    for seat, board in enumerate(view.seats):
        sentences.append(
            labels.seat_summary(
                seat_words(names, seat),
                "eliminated" if board.eliminated else "passed" if board.passed else "",
                side_name(board.side),
                sum(1 for s in view.sectors if s.owner == seat),
                sum(ships_in_play(view, seat).values()),
                board.storage,
            )
        )
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public board in words (:class:`render.Renderer`)."""
    lines = header(view, names).sentences()
    sectors = sorted(view.sectors, key=lambda s: s.id)
    lines += section("Galaxy (sector: position)", (_sector(s, names) for s in sectors))
    lines += section("Supply", _supply(view))
    lines += section(
        "Species boards", (_seat(view, seat, names) for seat in range(len(view.seats)))
    )
    return "\n".join(lines)


def _sector(sector: SectorView, names: Sequence[str]) -> str:
    """``221 Procyon at 0,-2: Ana (orange circle); cubes money, money, empty; orbital …``."""
    record = pack.load().sector_by_id.get(sector.id)
    parts = [f"{sector.id} {sector_name(sector.id)} at {sector.q},{sector.r}"]
    parts.append(
        f"controlled by {seat_words(names, sector.owner)}" if sector.owner is not None else "free"
    )
    if record is not None and record.squares:
        squares = []
        for index, square in enumerate(record.squares):
            cube = sector.cubes[index] if index < len(sector.cubes) else None
            kind = ("advanced " if square.advanced else "") + square.type
            held = (
                "empty"
                if not cube
                else "with a cube"
                if cube == square.type
                else f"with a {cube} cube"
            )
            squares.append(f"{kind} {held}")
        parts.append("squares: " + listed(squares))
    if sector.orbital:
        parts.append(
            "orbital" + (f" with a {sector.orbital_cube} cube" if sector.orbital_cube else "")
        )
    if sector.monolith:
        parts.append("monolith")
    for seat in owners(sector.ships):
        counts = ship_counts(sector.ships, seat)
        fleet = listed(plural(n, kind) for kind, n in counts.items())
        parts.append(f"ships of {seat_name(names, seat)}: {fleet}")
    for kind, n in npc_counts(sector.npcs).items():
        parts.append(plural(n, NPC_NAMES[kind]))
    if sector.discovery:
        parts.append("a face-down discovery tile")
    if record is not None:
        edges = sorted(turned(record.wormholes, sector.rotation))
        parts.append("wormholes " + listed(EDGES[e] for e in edges))
    return "; ".join(parts)


def _supply(view: PublicView) -> list[str]:
    """Sector stacks, discards, the bags, the tech tray."""
    stacks = listed(f"{ring} {n}" for ring, n in view.stacks.items())
    discarded = [s for ids in view.discards.values() for s in ids]
    regular = sorted((tech_name(t), n) for t, n in view.tray.items() if n)
    return [
        f"sector stacks (face down): {stacks}",
        "discarded sectors: " + listed(f"{s} {sector_name(s)}" for s in discarded),
        f"discovery tiles in the bag: {view.discovery_bag}; reputation tiles in the bag: "
        f"{view.reputation_bag}",
        "tech tray: " + listed(f"{name} {n}" for name, n in regular),
        "rare techs: " + listed(tech_name(t) for t in view.rare),
    ]


def _seat(view: PublicView, seat: int, names: Sequence[str]) -> str:
    """A seat's species board: figures, techs by track, blueprints with their values."""
    board = view.seats[seat]
    species, figures = seat_lines(view, seat)
    status = " (eliminated)" if board.eliminated else " (passed)" if board.passed else ""
    parts = [f"{seat_words(names, seat)}{status}: {species}", *figures]
    for track in TRACKS:
        techs = listed(tech_name(t) for t in board.techs.get(track, []))
        parts.append(f"{track} techs: {techs}")
    for kind in SHIP_KINDS:
        blueprint = board.blueprints.get(kind, [])
        spaces = listed(part_name(p) for p in blueprint)
        parts.append(f"{kind}: {stats_line(board.side, kind, blueprint)} ({spaces})")
    if board.parts:
        parts.append("ancient parts kept: " + listed(part_name(p) for p in board.parts))
    if board.ambassadors:
        given = listed(
            f"from {seat_name(names, giver)} ({track})" for giver, track in board.ambassadors
        )
        parts.append(f"ambassadors: {given}")
    return "; ".join(parts)
