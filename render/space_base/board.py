"""The public Space Base table, drawn from :class:`rules.space_base.state.PublicView` alone.

One portrait image 1200 px wide, every text and number at 28 px or more (the phone floor,
docs/design.md §4): status and the dice with every seat's sum/split choice and gains (the last
roll is the last move), the 3×6 shipyard with costs, the colonies for sale, then one console per
seat (tracks, the 12 sectors in two rows of six: the station's blue box, the deployed stack's red
boxes together, green boxes, charge slots), and a legend. Every reward is drawn: a box that does
not fit its cell wraps and its row grows taller.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.common import (
    IconSpec,
    draw_text,
    draw_wrapped,
    fit_text,
    icon,
    legend,
    pill,
    rounded_card,
    text_width,
)
from render.common.header import Beside, Header, HeaderLine
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.page import Section, draw_board_page
from render.common.palette import (
    ANYTIME,
    COLONY,
    CREDITS,
    DEPLOYED,
    HIGHLIGHT,
    INCOME,
    INK,
    LAST_MOVE,
    MUTED,
    OUTLINE,
    PANEL,
    RGB,
    STATION,
    TEXT,
    VP,
    WARN,
)
from render.common.seats import seat_marker
from render.common.words import game_over, turn_of
from render.space_base import labels
from render.space_base.boxes import CHIP_R, TYPE, legend_chips
from render.space_base.cards import card_height, draw_card, draw_sector, row_height
from rules.core.events import fill_names
from rules.space_base.prompts import waiting_for
from rules.space_base.state import ConsoleView, PublicView

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
GAP = 10
BODY = 30
PER_ROW = 6
ROW_GAP = 4
HEAD = 50
DICE_WIDTH = 470
MAX_HEIGHT = 6000


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """The public table (:class:`render.Renderer`): about 2000–3000 px tall for 2–5 players;
    the dice sit beside the header's pills when they fit."""
    dice = view.dice
    beside: Beside | None = None
    if dice is not None:
        beside = (DICE_WIDTH, lambda d, xy: _dice(d, dice, xy))
    sections: list[Section] = [
        lambda d, y: _shipyard(d, view, y),
        lambda d, y: _colonies(d, view, y),
        *(_console_section(console, names, view) for console in view.consoles),
        lambda d, y: _legend(d, y),
    ]
    return draw_board_page(
        header(view, names), sections, gap=GAP, max_height=MAX_HEIGHT, beside=beside
    )


def _console_section(console: ConsoleView, names: Sequence[str], view: PublicView) -> Section:
    """The section drawing ``console`` (:func:`_console`)."""
    return lambda d, y: _console(d, console, names, y, view)


def header(view: PublicView, names: Sequence[str]) -> Header:
    """The table's header: title, round and turn, whose turn and the phase (or the winner), the
    last round, and the prompt when others than the active seat are asked
    (docs/rules/space-base.md §3). The dice are drawn beside it (the last roll is the last
    move)."""
    note = labels.round_turn(view.round_number, view.turn_number)
    title = say(labels.TITLE)
    if view.phase == "over":
        winner = seat_name(names, view.winner) if view.winner is not None else "—"
        return Header(title, note, pills=((game_over(winner), HIGHLIGHT),))
    pills = [
        (turn_of(seat_name(names, view.active)), HIGHLIGHT),
        (say(labels.PHASES[view.phase]), WARN),
    ]
    if view.end_triggered:
        pills.append((say(labels.LAST_ROUND), LAST_MOVE))
    asked = view.prompt and view.to_act != [view.active]
    waiting = say(waiting_for(view.to_act, view.phase))
    lines = (HeaderLine(fill_names(waiting, names)),) if asked else ()
    return Header(title, note, pills=tuple(pills), lines=lines)


def _dice(d: ImageDraw.ImageDraw, dice: tuple[int, int], xy: tuple[int, int]) -> int:
    """The roll from ``xy`` (top-left) as two pip dice, marked as the last move, with the sum
    (:data:`DICE_WIDTH` px wide at most); returns the y below it."""
    x, y = xy
    x = pill(d, (x, y + 9), say(labels.LAST_ROLL), size=TYPE, fill=LAST_MOVE) + 14
    for value in dice:
        _die(d, (x, y, x + 60, y + 60), value)
        x += 72
    draw_text(d, (x + 4, y + 30), labels.dice_sum(*dice), size=TYPE, anchor="lm")
    return y + 72


_PIPS = {
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (0, 2), (2, 0), (2, 2)],
    5: [(0, 0), (0, 2), (1, 1), (2, 0), (2, 2)],
    6: [(0, 0), (0, 2), (1, 0), (1, 2), (2, 0), (2, 2)],
}


def _die(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], value: int) -> None:
    """One die face with pips (a blue die, rulebook components)."""
    rounded_card(d, box, fill=TEXT, outline=STATION, width=4, radius=10)
    step = (box[2] - box[0]) // 4
    for row, col in _PIPS.get(value, []):
        cx, cy = box[0] + step * (col + 1), box[1] + step * (row + 1)
        d.ellipse((cx - 6, cy - 6, cx + 6, cy + 6), fill=INK)


def _shipyard(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """The 3×6 shipyard, one row per level, each slot named as the notation names it."""
    decks = " · ".join(labels.deck(i + 1, n) for i, n in enumerate(view.deck_sizes))
    y = section_heading(d, y, say(labels.SHIPYARD), decks)
    width = (WIDTH - 2 * MARGIN - (PER_ROW - 1) * GAP) // PER_ROW
    for start in range(0, len(view.shipyard), PER_ROW):
        row = view.shipyard[start : start + PER_ROW]
        for col, slot in enumerate(row):
            draw_card(d, (MARGIN + col * (width + GAP), y), width, slot.card, title=slot.slot)
        y += max(card_height(slot.card, width) for slot in row) + GAP
    return y - GAP


def _colonies(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """Colonies for sale as yellow tags: sector, cost and VP."""
    width, height = 186, 2 * CHIP_R + 8
    heading = say(labels.COLONIES)
    draw_text(d, (MARGIN, y + height // 2), heading, size=BODY, bold=True, anchor="lm")
    x = MARGIN + 150
    for colony in view.colonies:
        if x + width > WIDTH - MARGIN:
            x, y = MARGIN, y + height + 8
        rounded_card(d, (x, y, x + width - 8, y + height), fill=COLONY, radius=10)
        label = labels.colony_tag(colony.sector, colony.cost)
        draw_text(d, (x + 10, y + height // 2), label, size=TYPE, fill=INK, bold=True, anchor="lm")
        icon(
            d,
            (x + width - 14 - CHIP_R, y + height // 2),
            CHIP_R,
            IconSpec("hexagon", VP, str(colony.vp)),
        )
        x += width
    return y + height


def activated(dice: tuple[int, int] | None, allocation: str | None) -> frozenset[int]:
    """Sectors the last roll activated for a seat: the sum, or each die
    (docs/rules/space-base.md §3, "Allocate")."""
    if dice is None or allocation is None:
        return frozenset()
    return frozenset({sum(dice)}) if allocation == "sum" else frozenset(dice)


def _console(
    d: ImageDraw.ImageDraw,
    console: ConsoleView,
    names: Sequence[str],
    y: int,
    view: PublicView,
) -> int:
    """One seat's Command Console: name, tracks, last-roll gains, then the 12 sectors in two
    rows of six."""
    width = (WIDTH - 2 * MARGIN - 24 - (PER_ROW - 1) * 8) // PER_ROW
    rows = [console.sectors[:PER_ROW], console.sectors[PER_ROW:]]
    top = y
    heights = [row_height(row, width) for row in rows]
    height = _head_height(console) + sum(heights) + ROW_GAP * len(rows) + 4
    frame, line = _frame(console, view.winner)
    rounded_card(
        d, (MARGIN, top, WIDTH - MARGIN, top + height), fill=PANEL, outline=frame, width=line
    )
    y = _console_head(d, console, names, top)
    rolled = activated(view.dice, console.allocation)
    for row, row_h in zip(rows, heights, strict=True):
        for index, sector in enumerate(row):
            left = MARGIN + 12 + index * (width + 8)
            draw_sector(d, (left, y), width, sector, rolled=sector.number in rolled)
        y += row_h + ROW_GAP
    return top + height


def _console_head(
    d: ImageDraw.ImageDraw, console: ConsoleView, names: Sequence[str], y: int
) -> int:
    """The seat's colour and name, its tracks, and what the last roll gave it; returns the y
    below."""
    seat_marker(d, (MARGIN + 28, y + 25), 16, console.seat)
    name = fit_text(seat_name(names, console.seat), BODY, 330)
    draw_text(d, (MARGIN + 52, y + 6), name, size=BODY, bold=True)
    x = _tracks(d, console, (MARGIN + 400, y + 4)) + 16
    if gains := labels.gains(console):
        at = (x, y + 10) if _gains_beside(console) else (MARGIN + 20, y + HEAD)
        text = fit_text(gains, TYPE, WIDTH - 2 * MARGIN - 40)
        draw_text(d, at, text, size=TYPE, fill=LAST_MOVE)
    return y + _head_height(console)


def _gains_beside(console: ConsoleView) -> bool:
    """True when the gains fit on the name line, after the track pills."""
    tracks = sum(text_width(t, TYPE) + 2 * (TYPE // 2) + 8 for t in labels.tracks(console))
    room = WIDTH - 2 * MARGIN - 400 - tracks - 24
    return text_width(labels.gains(console), TYPE) <= room


def _head_height(console: ConsoleView) -> int:
    """Height in px of :func:`_console_head`: the name line, and the gains line when they do
    not fit beside the tracks."""
    return HEAD + (0 if _gains_beside(console) else 38)


def _frame(console: ConsoleView, winner: int | None) -> tuple[RGB, int]:
    """A console's outline colour and width: the active seat or the winner, a pending seat, else
    plain."""
    if console.is_active or console.seat == winner:
        return HIGHLIGHT, 6
    return (WARN, 4) if console.is_pending else (OUTLINE, 2)


def _tracks(d: ImageDraw.ImageDraw, console: ConsoleView, xy: tuple[int, int]) -> int:
    """Credits, income and VP pills (VP past 40 gets a "40+" marker, rulebook "tracks")."""
    x, y = xy
    for text, fill in zip(labels.tracks(console), (CREDITS, INCOME, VP), strict=True):
        x = pill(d, (x, y), text, size=TYPE, fill=fill) + 8
    return x - 8


def _legend(d: ImageDraw.ImageDraw, y: int) -> int:
    """Reward chips, box colours and frames."""
    swatches = (STATION, DEPLOYED, ANYTIME, COLONY, TEXT)
    entries = [
        *legend_chips(),
        *(
            (IconSpec("square", fill, ""), say(word))
            for fill, word in zip(swatches, labels.LEGEND, strict=True)
        ),
    ]
    y += legend(d, (MARGIN, y), entries, size=TYPE, max_width=WIDTH - 2 * MARGIN)
    note = say(labels.FRAMES)
    return (
        y
        + 4
        + draw_wrapped(
            d,
            (MARGIN, y + 4),
            note,
            size=TYPE,
            max_width=WIDTH - 2 * MARGIN,
            max_lines=2,
            fill=MUTED,
        )
    )
