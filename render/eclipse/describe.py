"""The Eclipse board in words, from :class:`rules.eclipse.views.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters): the header, then
each seat's species, sectors, ships and storage. ``text_board`` is the whole public board as
lines for screen readers (``/game board text:yes``): the header, every placed sector (owner,
cubes, structures, ships, NPCs, a face-down discovery tile, wormhole edges), the sector stacks and
supply, the tech tray, then each seat's species board with its blueprints and techs in full
(docs/rules/eclipse.md §5, §6, §7, §10, §14); at the end, the final scores (§16). Both are in the
language drawn (the text board's words: :mod:`render.eclipse.said`). Hidden things are only
counted, as on the picture.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.language import say
from render.common.layout import seat_name
from render.common.words import paragraph, seat_words, section
from render.eclipse import labels, said, scores
from render.eclipse.board import header
from render.eclipse.private import stats_line
from render.eclipse.state_words import seat_lines, ships_in_play
from render.eclipse.terms import (
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
from rules.eclipse.words import EDGES


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
    """The whole public board in words (:class:`render.Renderer`), in the language drawn."""
    lines = header(view, names).sentences()
    if view.scores:
        best = [(seat_words(names, s), view.scores[s]) for s in scores.ranking(view)]
        lines.append(labels.final_scores(best))
    sectors = sorted(view.sectors, key=lambda s: s.id)
    lines += section(say(said.GALAXY), (_sector(s, names) for s in sectors))
    lines += section(say(said.SUPPLY), _supply(view))
    lines += section(
        say(labels.SPECIES_BOARDS), (_seat(view, seat, names) for seat in range(len(view.seats)))
    )
    return "\n".join(lines)


def _sector(sector: SectorView, names: Sequence[str]) -> str:
    """``221 Procyon at 0,-2; controlled by Ana (orange circle); squares: money with a cube, …;
    orbital; ships of Ana: 1 cruiser; 1 Ancient; wormholes N, S``."""
    record = pack.load().sector_by_id.get(sector.id)
    parts = [said.sector_head(sector.id, sector_name(sector.id), sector.q, sector.r)]
    owner = sector.owner
    parts.append(
        said.controlled_by(seat_words(names, owner)) if owner is not None else say(said.FREE)
    )
    if record is not None and record.squares:
        squares = [
            said.square(
                square.type,
                square.advanced,
                sector.cubes[index] if index < len(sector.cubes) else None,
            )
            for index, square in enumerate(record.squares)
        ]
        parts.append(said.squares(squares))
    if sector.orbital:
        parts.append(said.orbital(sector.orbital_cube))
    if sector.monolith:
        parts.append(say(said.MONOLITH))
    for seat in owners(sector.ships):
        fleet = [said.count(n, kind) for kind, n in ship_counts(sector.ships, seat).items()]
        parts.append(said.ships_of(seat_name(names, seat), fleet))
    for kind, n in npc_counts(sector.npcs).items():
        parts.append(said.count(n, kind))
    if sector.discovery:
        parts.append(say(said.DISCOVERY))
    if record is not None:
        edges = sorted(turned(record.wormholes, sector.rotation))
        parts.append(said.wormholes([EDGES[e] for e in edges]))
    return said.joined(parts)


def _supply(view: PublicView) -> list[str]:
    """Sector stacks, discards, the bags, the tech tray."""
    discarded = [s for ids in view.discards.values() for s in ids]
    regular = sorted(view.tray.items(), key=lambda i: tech_name(i[0]))
    return [
        said.stacks(list(view.stacks.items()), labels.RINGS),
        said.discarded([f"{s} {sector_name(s)}" for s in discarded]),
        said.bags(view.discovery_bag, view.reputation_bag),
        said.tray([labels.tray_tech(t, n) for t, n in regular if n]),
        said.rare([labels.tray_tech(t) for t in view.rare]),
    ]


def _seat(view: PublicView, seat: int, names: Sequence[str]) -> str:
    """A seat's species board: figures, techs by track, blueprints with their values."""
    board = view.seats[seat]
    species, figures = seat_lines(view, seat)
    status = "eliminated" if board.eliminated else "passed" if board.passed else ""
    parts = [said.seat_head(seat_words(names, seat), status, species), *figures]
    for track in TRACKS:
        parts.append(said.track_techs(track, [tech_name(t) for t in board.techs.get(track, [])]))
    for kind in SHIP_KINDS:
        blueprint = board.blueprints.get(kind, [])
        spaces = [said.part(None if p is None else part_name(p)) for p in blueprint]
        parts.append(said.blueprint(kind, stats_line(board.side, kind, blueprint), spaces))
    if board.parts:
        parts.append(said.parts_kept([part_name(p) for p in board.parts]))
    if board.ambassadors:
        parts.append(
            said.ambassadors(
                [(seat_name(names, giver), track) for giver, track in board.ambassadors]
            )
        )
    return said.joined(parts)
