"""The public Space Base table, drawn from :class:`rules.space_base.state.PublicView` alone.

One portrait image 1200 px wide (type ≥ 22 px, legible at a phone's ~500 px preview): status
and the dice with every seat's sum/split choice and gains (the last roll is the last move), the
3×6 shipyard with costs, the colonies for sale, then one compact console per seat (tracks, the 12
sectors with the station's blue box, the deployed red stack and charge cubes), and a legend.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.common import IconSpec, draw_text, fit_text, icon, legend, pill, rounded_card
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, page_title, seat_name, section_heading
from render.common.palette import (
    ANYTIME,
    BACKGROUND,
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
    seat_colour,
)
from render.space_base.boxes import LEGEND_CHIPS
from render.space_base.cards import CARD_HEIGHT, draw_sector, draw_shipyard_card, sector_height
from rules.core.events import fill_names
from rules.space_base.state import ConsoleView, PublicView

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
GAP = 12
BODY = 24
MAX_HEIGHT = 5000
END_VP = 40
PHASES = {
    "keep": "Light-Speed: choose cards",
    "before_roll": "Roll",
    "allocate": "Allocate the dice",
    "rewards": "Others collect",
    "buy": "Buy a card",
    "over": "Game over",
}


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """Draw the public table.

    Args:
        view: ``GAME.view(state, None)``.
        names: display names, index = seat (missing names show as ``P<n>``).

    Returns:
        An RGB image 1200 px wide, about 2000–2600 px tall for 2–5 players.
    """
    image = Image.new("RGB", (WIDTH, MAX_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    y = _status(d, view, names, MARGIN)
    y = _shipyard(d, view, y + GAP)
    y = _colonies(d, view, y + GAP)
    for console in view.consoles:
        y = _console(d, console, names, y + GAP, view)
    y = _legend(d, y + GAP)
    return image.crop((0, 0, WIDTH, y + MARGIN))


def _status(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """Title, round and turn, whose turn and the phase, the prompt, and the dice."""
    y = page_title(d, y, "Space Base", f"Round {view.round_number} · Turn {view.turn_number}")
    if view.phase == "over":
        winner = seat_name(names, view.winner) if view.winner is not None else "—"
        x = pill(d, (MARGIN, y), f"Game over · winner: {winner}", size=BODY, fill=HIGHLIGHT)
    else:
        x = pill(
            d, (MARGIN, y), f"{seat_name(names, view.active)}'s turn", size=BODY, fill=HIGHLIGHT
        )
        x = pill(d, (x + 10, y), PHASES[view.phase], size=BODY, fill=WARN)
    if view.end_triggered and view.phase != "over":
        pill(d, (x + 10, y), "40 VP reached: last round", size=BODY, fill=LAST_MOVE)
    y += 48
    if view.prompt:
        text = fit_text(fill_names(view.prompt, names), BODY, WIDTH - 2 * MARGIN)
        draw_text(d, (MARGIN, y), text, size=BODY)
        y += 36
    if view.dice is not None:
        y = _dice(d, view.dice, y)
    return y


def _dice(d: ImageDraw.ImageDraw, dice: tuple[int, int], y: int) -> int:
    """The roll as two pip dice, marked as the last move, with the sum."""
    x = pill(d, (MARGIN, y + 14), "Last roll", size=22, fill=LAST_MOVE) + 14
    for value in dice:
        _die(d, (x, y, x + 60, y + 60), value)
        x += 72
    draw_text(
        d, (x + 4, y + 30), f"= {sum(dice)}  (or {dice[0]} and {dice[1]})", size=BODY, anchor="lm"
    )
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
    decks = " · ".join(f"L{i + 1} deck {n}" for i, n in enumerate(view.deck_sizes))
    y = section_heading(d, y, "Shipyard", decks)
    width = (WIDTH - 2 * MARGIN - 5 * GAP) // 6
    for index, slot in enumerate(view.shipyard):
        row, col = divmod(index, 6)
        left, top = MARGIN + col * (width + GAP), y + row * (CARD_HEIGHT + GAP)
        draw_shipyard_card(
            d, (left, top, left + width, top + CARD_HEIGHT), slot.card, slot=slot.slot
        )
    rows = -(-len(view.shipyard) // 6)
    return y + rows * (CARD_HEIGHT + GAP) - GAP


def _colonies(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """Colonies for sale as yellow tags: sector, cost and VP."""
    y = section_heading(d, y, "Colonies", f"{len(view.colonies)} for sale")
    x = MARGIN
    for colony in view.colonies:
        label = f"S{colony.sector}: {colony.cost}"
        width = 150
        if x + width > WIDTH - MARGIN:
            x, y = MARGIN, y + 52
        rounded_card(d, (x, y, x + width - 8, y + 44), fill=COLONY, radius=10)
        draw_text(d, (x + 10, y + 22), label, size=22, fill=INK, bold=True, anchor="lm")
        icon(d, (x + width - 32, y + 22), 20, IconSpec("hexagon", VP, str(colony.vp)))
        x += width
    return y + 44


def activated(dice: tuple[int, int] | None, allocation: str | None) -> frozenset[int]:
    """Sectors the last roll activated for a seat: the sum, or each die (facts §3 "Allocate")."""
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
    """One seat's Command Console: name, tracks, last-roll gains, then the 12 sectors."""
    height = 70 + max(sector_height(s) for s in console.sectors) + 12
    frame, width = _frame(console, view.winner)
    rounded_card(d, (MARGIN, y, WIDTH - MARGIN, y + height), fill=PANEL, outline=frame, width=width)
    d.ellipse((MARGIN + 14, y + 16, MARGIN + 40, y + 42), fill=seat_colour(console.seat))
    draw_text(
        d,
        (MARGIN + 52, y + 10),
        fit_text(seat_name(names, console.seat), 28, 330),
        size=28,
        bold=True,
    )
    x = _tracks(d, console, (MARGIN + 400, y + 8))
    gains = _gains_text(console)
    if gains:
        draw_text(
            d,
            (x + 16, y + 14),
            fit_text(gains, 22, WIDTH - MARGIN - x - 32),
            size=22,
            fill=LAST_MOVE,
        )
    column = (WIDTH - 2 * MARGIN - 24 - 11 * 6) // 12
    rolled = activated(view.dice, console.allocation)
    for index, sector in enumerate(console.sectors):
        left = MARGIN + 12 + index * (column + 6)
        draw_sector(d, (left, y + 60), column, sector, rolled=sector.number in rolled)
    return y + height


def _frame(console: ConsoleView, winner: int | None) -> tuple[RGB, int]:
    """A console's outline colour and width: the active seat or the winner, a pending seat, else
    plain."""
    if console.is_active or console.seat == winner:
        return HIGHLIGHT, 6
    return (WARN, 4) if console.is_pending else (OUTLINE, 2)


def _tracks(d: ImageDraw.ImageDraw, console: ConsoleView, xy: tuple[int, int]) -> int:
    """Credits, income and VP pills (VP past 40 gets a "40+" marker, rulebook "tracks")."""
    x, y = xy
    x = pill(d, (x, y), f"${console.credits}", size=BODY, fill=CREDITS) + 8
    x = pill(d, (x, y), f"Inc {console.income}", size=BODY, fill=INCOME) + 8
    vp = f"VP {console.vp}" + (" (40+)" if console.vp >= END_VP else "")
    return pill(d, (x, y), vp, size=BODY, fill=VP)


def _gains_text(console: ConsoleView) -> str:
    """What the last roll gave this seat, with its sum/split choice (or its Light-Speed deal)."""
    if console.hand_size:
        verb = "has chosen" if console.has_chosen else "choosing"
        return f"{verb} from {console.hand_size} cards"
    if console.allocation is None and not console.gains:
        return ""
    choice = f"{console.allocation}: " if console.allocation else ""
    return f"{choice}{console.gains or 'nothing'}"


def _legend(d: ImageDraw.ImageDraw, y: int) -> int:
    """Reward chips, box colours and frames."""
    entries = [
        *LEGEND_CHIPS,
        (IconSpec("square", STATION, ""), "station (your turn)"),
        (IconSpec("square", DEPLOYED, ""), "deployed (others' turns)"),
        (IconSpec("square", ANYTIME, ""), "any turn"),
        (IconSpec("square", COLONY, ""), "colony"),
        (IconSpec("square", TEXT, ""), "charge cube"),
    ]
    y += legend(d, (MARGIN, y), entries, size=22, max_width=WIDTH - 2 * MARGIN)
    note = "Gold frame: whose turn · orange frame: owes an answer · pink: the last roll"
    draw_text(d, (MARGIN, y + 4), fit_text(note, 22, WIDTH - 2 * MARGIN), size=22, fill=MUTED)
    return y + 34
