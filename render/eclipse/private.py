"""A seat's private Eclipse picture: its species board in full (DM only), from
:class:`rules.eclipse.views.PrivateView` (docs/rules/eclipse.md §4, §6, §7, §11, §14).

Storage and production tracks, influence discs and upkeep, colony ships, the seat's reputation
tile values and kept discovery tiles (its own secrets), techs by track, the four blueprints with
their battle values and the part on each space, ancient parts kept, then the tech tray to research
from. Every text is 28 px.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from PIL import Image, ImageDraw

from render.common import draw_text, draw_wrapped, fit_text, rounded_card
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, section_heading
from render.common.page import draw_page, private_title
from render.common.palette import MUTED, OUTLINE, PANEL, PANEL_ALT, TEXT
from render.eclipse import labels
from render.eclipse.sector import TYPE
from render.eclipse.state_words import ships_in_play
from render.eclipse.terms import (
    RESOURCES,
    SHIP_KINDS,
    TRACKS,
    part_name,
    side_name,
    tech_name,
    track_production,
    upkeep,
)
from rules.eclipse.board import part_stats
from rules.eclipse.text import discovery_name
from rules.eclipse.views import PrivateView, SeatView

WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN
LINE = 36
CELLS = 3
GAP = 12
MAX_HEIGHT = 3000


def draw_private(view: PrivateView, *, name: str) -> Image.Image:
    """``view.seat``'s species board (:class:`render.Renderer`), 1200 px wide."""
    if view.seat >= len(view.seats):
        return draw_page(
            [private_title(name, say(labels.NO_BOARD)), _note(say(labels.STILL_CHOOSING))],
            gap=GAP,
            max_height=400,
        )
    board = view.seats[view.seat]
    sections = [
        private_title(name, labels.private_of(side_name(board.side))),
        lambda d, y: _economy(d, view, board, y),
        lambda d, y: _techs(d, board, y),
        *(_blueprint(board, kind) for kind in SHIP_KINDS),
        lambda d, y: _tray(d, view, y),
    ]
    return draw_page(sections, gap=GAP, max_height=MAX_HEIGHT)


def _note(text: str) -> Callable[[ImageDraw.ImageDraw, int], int]:
    def section(d: ImageDraw.ImageDraw, y: int) -> int:
        draw_text(d, (PAGE_MARGIN, y), text, size=TYPE, fill=MUTED)
        return y + LINE

    return section


def _lines(
    d: ImageDraw.ImageDraw, y: int, lines: list[str], *, fill: tuple[int, int, int] = TEXT
) -> int:
    """Each line wrapped to the page width (at most 3 lines each); returns the y below."""
    for line in lines:
        y += draw_wrapped(
            d, (PAGE_MARGIN, y), line, size=TYPE, max_width=WIDTH, max_lines=3, fill=fill
        )
    return y


def _economy(d: ImageDraw.ImageDraw, view: PrivateView, board: SeatView, y: int) -> int:
    """Storage and production, discs and upkeep, colony ships, the secret tiles, ambassadors."""
    y = section_heading(d, y, say(labels.ECONOMY), say(labels.ECONOMY_NOTE))
    lines = [
        labels.economy_line(
            resource,
            board.storage.get(resource, 0),
            board.track.get(resource, 0),
            track_production(board.track.get(resource, 0)),
        )
        for resource in RESOURCES
    ]
    lines.append(
        labels.discs_line(
            board.discs,
            upkeep(board.discs),
            board.action_discs,
            board.colony_ships - board.colony_used,
            board.colony_ships,
        )
    )
    lines.append(labels.ships_line(list(ships_in_play(view, view.seat).items())))
    lines.append(labels.reputation_line([str(v) for v in view.reputation]))
    lines.append(labels.discoveries_line([discovery_name(kind) for kind in view.discoveries]))
    if board.ambassadors:
        lines.append(labels.ambassadors_line(board.ambassadors))
    if board.traitor:
        lines.append(say(labels.HOLD_TRAITOR))
    return _lines(d, y, lines)


def _techs(d: ImageDraw.ImageDraw, board: SeatView, y: int) -> int:
    """Techs by track, then the ancient parts kept."""
    y = section_heading(d, y, say(labels.TECHS), say(labels.BY_TRACK))
    lines = [
        labels.track_line(track, [tech_name(t) for t in board.techs.get(track, [])])
        for track in TRACKS
    ]
    if board.parts:
        lines.append(labels.parts_kept([part_name(p) for p in board.parts]))
    return _lines(d, y, lines)


def dice_words(damages: Iterable[int]) -> str:
    """Dice by colour, most damage first: ``2 yellow + 1 orange`` (yellow 1 damage … red 4)."""
    return labels.dice(sorted(Counter(damages).items(), reverse=True))


def stats_line(side: str, kind: str, parts: list[str | None]) -> str:
    """A blueprint's battle values in words: initiative, hull, computer, shield, cannons and
    missiles (dice by damage), movement and energy left (docs/rules/eclipse.md §7, §12.2)."""
    stats = part_stats(side, kind, tuple(parts))
    fields = [
        labels.stat("init", str(stats.initiative)),
        labels.stat("hull", str(stats.hull)),
        labels.stat("comp", f"+{stats.computer}"),
        labels.stat("shield", str(stats.shield)),
    ]
    if stats.cannons:
        fields.append(labels.stat("cannons", dice_words(die.damage for die in stats.cannons)))
    if stats.missiles:
        fields.append(labels.stat("missiles", dice_words(die.damage for die in stats.missiles)))
    if kind != "starbase":
        fields.append(labels.stat("move", str(stats.movement)))
    fields.append(labels.stat("energy", f"{stats.energy:+d}"))
    return " · ".join(fields)


def _blueprint(board: SeatView, kind: str) -> Callable[[ImageDraw.ImageDraw, int], int]:
    """A blueprint card: its name and battle values, then its spaces three to a row."""

    def section(d: ImageDraw.ImageDraw, y: int) -> int:
        parts = board.blueprints.get(kind, [])
        rows = -(-len(parts) // CELLS)
        height = 8 + 2 * LINE + rows * (LINE + 10) + 4
        rounded_card(
            d, (PAGE_MARGIN, y, PAGE_MARGIN + WIDTH, y + height), fill=PANEL, outline=OUTLINE
        )
        x = PAGE_MARGIN + 12
        draw_text(d, (x, y + 8), labels.blueprint(kind), size=TYPE, bold=True)
        stats = fit_text(stats_line(board.side, kind, parts), TYPE, WIDTH - 24)
        draw_text(d, (x, y + 8 + LINE), stats, size=TYPE, fill=MUTED)
        cell = (WIDTH - 24 - (CELLS - 1) * 8) // CELLS
        top = y + 8 + 2 * LINE + 4
        for index, part in enumerate(parts):
            cx = x + (index % CELLS) * (cell + 8)
            cy = top + (index // CELLS) * (LINE + 10)
            rounded_card(
                d, (cx, cy, cx + cell, cy + LINE + 4), fill=PANEL_ALT, outline=None, radius=8
            )
            name = say(labels.EMPTY) if part is None else part_name(part)
            label = fit_text(f"{index + 1} {name}", TYPE, cell - 16)
            draw_text(d, (cx + 8, cy + 3), label, size=TYPE, fill=MUTED if part is None else TEXT)
        return y + height

    return section


def _tray(d: ImageDraw.ImageDraw, view: PrivateView, y: int) -> int:
    """The tech tray (public): regular techs with their copies and costs, then the rare ones."""
    y = section_heading(d, y, say(labels.TECH_TRAY), say(labels.COPIES))
    regular = [
        labels.tray_tech(t, n)
        for t, n in sorted(view.tray.items(), key=lambda i: tech_name(i[0]))
        if n
    ]
    lines = list(labels.tray_lines(regular, [labels.tray_tech(t) for t in view.rare]))
    for line in lines:
        y += draw_wrapped(d, (PAGE_MARGIN, y), line, size=TYPE, max_width=WIDTH, max_lines=8)
    return y
