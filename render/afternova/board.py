"""The public Afternova board, drawn from :class:`rules.afternova.state.PublicView` alone.

Layout, top to bottom, 1200 px wide (about 0.4× on a phone preview, so type is ≥ 22 px): status
(whose turn, what is pending, the last action), the 3 Planets, the Market rows, one panel per
player (hand counts, storage, completed Blueprints), the automa if any, and a legend.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PIL import Image, ImageDraw

from render.afternova.cards import (
    BLUEPRINT_HEIGHT,
    BODY,
    PAW_HEIGHT,
    TITLE,
    draw_blueprint,
    draw_paw,
    draw_planet,
    draw_tile,
    icon_row,
)
from render.afternova.symbols import SKILLS, fragment_icon, skill_icon
from render.common import IconSpec, draw_text, fit_text, legend, pill, rounded_card, wrap_text
from render.common.fonts import bold_stroke, text_width
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, page_title, seat_name, section_heading
from render.common.palette import (
    BACKGROUND,
    FRAGMENTS,
    HIGHLIGHT,
    LAST_MOVE,
    MUTED,
    OUTLINE,
    PANEL,
    WARN,
    seat_colour,
)
from rules.afternova.state import PublicView, SeatView
from rules.core.events import fill_names

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
GAP = 16
MAX_HEIGHT = 4000
TARGET_BLUEPRINTS = 6
#: ``SeatView.owes`` codes as short sentences (docs/rules/afternova.md §4: Extract/Market turn,
#: deals, limits).
OWES = {
    "main": "To act: Extract or Market",
    "market": "Taking cards from the Market",
    "proposer": "Waiting for answers to their deal",
    "helper": "To answer: the deal",
    "completing": "May complete Blueprints",
    "last_chance": "Last chance to complete Blueprints",
    "discard_fragments": "To discard fragments down to storage",
    "discard_cards": "To discard down to 8 cards",
    "none": "",
    "over": "",
}


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """Draw the public board.

    Args:
        view: ``GAME.view(state, None)``.
        names: display names, index = seat (missing names show as ``P<n>``).

    Returns:
        An RGB image 1200 px wide, about 1500–2000 px tall for 3–6 players.
    """
    image = Image.new("RGB", (WIDTH, MAX_HEIGHT), BACKGROUND)
    d = ImageDraw.Draw(image)
    y = _status(d, view, names, MARGIN)
    y = _planets(d, view, y + GAP)
    y = _market(d, view, y + GAP)
    y = _seats(d, view, names, y + GAP)
    if view.automa is not None:
        y = _automa(d, view, y + GAP)
    y = _legend(d, view, y + GAP)
    return image.crop((0, 0, WIDTH, y + MARGIN))


def _status(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """Title, turn, phase pills, pending sentence and the last action (marked in pink)."""
    y = page_title(d, y, "Afternova", f"Turn {view.turn_number} · v{view.version}")
    x = MARGIN
    for label, colour in _phase_pills(view, names):
        x = pill(d, (x, y), label, size=BODY, fill=colour) + 10
    y += 46
    if view.pending:
        for line in wrap_text(
            fill_names(view.pending, names), BODY, WIDTH - 2 * MARGIN, max_lines=2
        ):
            draw_text(d, (MARGIN, y), line, size=BODY)
            y += 31
    if view.deal is not None:
        waiting = ", ".join(seat_name(names, seat) for seat in view.deal.waiting) or "nobody"
        line = f"Deal: {view.deal.notation} · waiting for {waiting}"
        draw_text(d, (MARGIN, y), fit_text(line, BODY, WIDTH - 2 * MARGIN), size=BODY, fill=WARN)
        y += 34
    if view.last_action:
        x = pill(d, (MARGIN, y + 2), "Last move", size=22, fill=LAST_MOVE) + 10
        text = fit_text(fill_names(view.last_action, names), BODY, WIDTH - MARGIN - x)
        draw_text(d, (x, y + 2), text, size=BODY)
        y += 40
    return y


def _phase_pills(view: PublicView, names: Sequence[str]) -> list[tuple[str, tuple[int, int, int]]]:
    """The status pills: whose turn (or the winners), last chance, an open deal."""
    if view.phase == "over":
        won = ", ".join(seat_name(names, s) for s in view.winners or [])
        return [(f"Game over · winner: {'automa' if view.automa_won else won}", HIGHLIGHT)]
    pills = [(f"{seat_name(names, view.active)}'s turn", HIGHLIGHT)]
    if view.phase == "last_chance":
        pills.append(("Last chance to complete Blueprints", WARN))
    if view.deal is not None:
        pills.append((f"Deal on Planet {view.deal.planet}", WARN))
    if view.market_picks_left is not None:
        pills.append((f"Market: {view.market_picks_left} picks left", WARN))
    return pills


def _columns(count: int, y: int, height: int) -> list[tuple[int, int, int, int]]:
    """``count`` equal boxes side by side across the page at ``y``."""
    width = (WIDTH - 2 * MARGIN - (count - 1) * GAP) // count
    return [
        (MARGIN + i * (width + GAP), y, MARGIN + i * (width + GAP) + width, y + height)
        for i in range(count)
    ]


def _planets(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    y = section_heading(d, y, "Planets", f"bag {view.bag} · deck {view.planet_deck}")
    deal_planet = view.deal.planet if view.deal is not None else None
    boxes = _columns(max(3, len(view.planets)), y, 170)
    for box, planet in zip(boxes, view.planets, strict=False):
        draw_planet(d, box, planet, in_deal=planet.slot == deal_planet)
    return y + 170


def _market(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    y = section_heading(
        d, y, "Market · Hired Paws", f"deck {view.paw_deck} · discard {view.paw_discard}"
    )
    for i, (box, paw) in enumerate(zip(_columns(4, y, PAW_HEIGHT), view.market_paws, strict=False)):
        draw_paw(d, box, paw, label=f"#{i + 1}")
    y = section_heading(
        d,
        y + PAW_HEIGHT + GAP,
        "Market · Blueprints",
        f"deck {view.bp_deck} · discard {view.bp_discard}",
    )
    for i, (box, bp) in enumerate(
        zip(_columns(4, y, BLUEPRINT_HEIGHT), view.market_bps, strict=False)
    ):
        draw_blueprint(d, box, bp, label=f"#{i + 1}")
    return y + BLUEPRINT_HEIGHT


SEAT_HEIGHT = 262


def _seats(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """One panel per player, two per row from 3 players up."""
    per_row = 1 if len(view.seats) <= 2 else 2
    for start in range(0, len(view.seats), per_row):
        boxes = _columns(per_row, y, SEAT_HEIGHT)
        for box, seat in zip(boxes, view.seats[start : start + per_row], strict=False):
            _seat_panel(d, box, seat, view, names)
        y += SEAT_HEIGHT + GAP
    return y - GAP


def _seat_panel(
    d: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    seat: SeatView,
    view: PublicView,
    names: Sequence[str],
) -> None:
    """A player's Starship area: name and seat number (``@2``, as deals name it), VP, hand
    counts, storage vs capacity, completed tiles."""
    left, top, right, _ = box
    owes = seat.seat in view.to_act and not seat.is_active
    won = seat.seat in (view.winners or [])
    frame, width = (HIGHLIGHT, 6) if seat.is_active or won else (WARN, 4) if owes else (OUTLINE, 2)
    rounded_card(d, box, fill=PANEL, outline=frame, width=width)
    d.ellipse((left + 14, top + 16, left + 40, top + 42), fill=seat_colour(seat.seat))
    score = f"{seat.score} pts" if seat.score is not None else f"{seat.blueprint_vp} VP"
    draw_text(d, (right - 16, top + 12), score, size=TITLE, bold=True, fill=HIGHLIGHT, anchor="ra")
    _seat_title(d, (left + 52, top + 10), right - left - 200, seat.seat, names)
    hand = (
        f"Hand: {_plural(seat.paws_in_hand, 'Paw')} · "
        f"{_plural(seat.blueprints_in_hand, 'Blueprint')}"
    )
    draw_text(d, (left + 16, top + 56), hand, size=BODY, fill=MUTED)
    draw_text(d, (left + 16, top + 100), f"Storage {len(seat.storage)}/{seat.capacity}", size=BODY)
    icon_row(
        d,
        (left + 180, top + 94),
        [fragment_icon(c) for c in seat.storage],
        max_width=right - left - 196,
        empty=max(0, seat.capacity - len(seat.storage)),
    )
    _tiles(d, (left + 16, top + 146, right - 16, top + 214), seat)
    footer = _seat_footer(seat, owes)
    if footer:
        draw_text(
            d,
            (left + 16, top + 222),
            fit_text(footer, BODY, right - left - 32),
            size=BODY,
            fill=WARN if owes else MUTED,
        )


def _seat_title(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int, seat: int, names: Sequence[str]
) -> None:
    """The seat's name, then its number in muted type (``@2``: how deals name the seat)."""
    tag = f"@{seat + 1}"
    name = fit_text(seat_name(names, seat), TITLE, width - text_width(tag, BODY) - 12)
    draw_text(d, xy, name, size=TITLE, bold=True)
    after = xy[0] + text_width(name, TITLE) + 2 * bold_stroke(TITLE) + 10
    draw_text(d, (after, xy[1] + 4), tag, size=BODY, fill=MUTED)


def _plural(count: int, noun: str) -> str:
    """``1 Paw``, ``3 Paws``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _tiles(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], seat: SeatView) -> None:
    """Completed Blueprints as tiles, with hollow places up to the 6 that end the game."""
    left, top, right, bottom = box
    width = (right - left - 5 * 8) // TARGET_BLUEPRINTS
    for index in range(TARGET_BLUEPRINTS):
        tile = (left + index * (width + 8), top, left + index * (width + 8) + width, bottom)
        if index < len(seat.completed):
            draw_tile(d, tile, seat.completed[index])
        else:
            d.rounded_rectangle(tile, radius=8, outline=OUTLINE, width=2)


def _seat_footer(seat: SeatView, owes: bool) -> str:
    """What the seat owes now, or its revealed objective once the game is over."""
    if seat.objective is not None:
        return "Objective: " + " + ".join(seat.objective)
    if owes or seat.is_active:
        return OWES.get(seat.owes, seat.owes.replace("_", " "))
    return ""


def _automa(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """The 2-player automa (docs/rules/afternova.md §7): Blueprints done, storage, and its row of
    face-up Blueprints with the fragments already covering their icons."""
    automa = view.automa
    assert automa is not None
    height = 100 + BLUEPRINT_HEIGHT + 64
    rounded_card(d, (MARGIN, y, WIDTH - MARGIN, y + height), fill=PANEL, outline=OUTLINE)
    score = f" · {automa.score} pts" if automa.score is not None else ""
    done = len(automa.completed) + automa.face_down
    draw_text(d, (MARGIN + 16, y + 10), f"Automa · {done} Blueprints{score}", size=TITLE, bold=True)
    draw_text(d, (MARGIN + 16, y + 56), f"Storage {len(automa.storage)}/4", size=BODY)
    icon_row(
        d,
        (MARGIN + 180, y + 50),
        [fragment_icon(c) for c in automa.storage],
        max_width=400,
        empty=max(0, 4 - len(automa.storage)),
    )
    boxes = _columns(max(3, len(automa.row)), y + 100, BLUEPRINT_HEIGHT)
    for box, entry in zip(boxes, automa.row, strict=False):
        inner = (box[0] + 12, box[1], box[2] - 12, box[3])
        draw_blueprint(d, inner, entry.blueprint, label="")
        draw_text(d, (inner[0], inner[3] + 14), "On it:", size=BODY, fill=MUTED)
        icon_row(
            d,
            (inner[0] + 76, inner[3] + 8),
            [fragment_icon(c) for c in entry.covered],
            max_width=inner[2] - inner[0] - 76,
        )
    return y + height


def _legend(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """Fragment colours and skills seen on the board, and what the frames and marks mean."""
    colours = _seen(view)
    entries: list[tuple[IconSpec, str]] = [(fragment_icon(c), c) for c in colours[0]]
    entries += [(skill_icon(s), s) for s in colours[1]]
    entries += [(IconSpec("hexagon", HIGHLIGHT, "★"), "VP")]
    y += legend(d, (MARGIN, y), entries, size=BODY, max_width=WIDTH - 2 * MARGIN)
    notes = (
        "Gold frame: whose turn · orange frame: owes an answer · @2: the seat number deals use "
        "(propose 1 … | @2 piloting:1)"
    )
    for line in wrap_text(notes, 22, WIDTH - 2 * MARGIN, max_lines=2):
        draw_text(d, (MARGIN, y + 4), line, size=22, fill=MUTED)
        y += 30
    return y


def _seen(view: PublicView) -> tuple[list[str], list[str]]:
    """Fragment colours and skills that appear on the board, in palette order (stable)."""
    colours: dict[str, None] = {}
    skills: dict[str, None] = {}
    for planet in view.planets:
        colours.update(dict.fromkeys(planet.fragments))
        skills.update(dict.fromkeys(planet.requirements))
    for paw in view.market_paws:
        skills.update(dict.fromkeys(paw.skills if paw else {}))
    for bp in view.market_bps:
        colours.update(dict.fromkeys(bp.cost if bp else {}))
    for seat in view.seats:
        colours.update(dict.fromkeys(seat.storage))
    return sorted(colours, key=_order(FRAGMENTS)), sorted(skills, key=_order(SKILLS))


def _order(known: Mapping[str, object]) -> Callable[[str], tuple[int, str]]:
    """Sort key: names of ``known`` in its order, then other names alphabetically."""
    rank = {name: index for index, name in enumerate(known)}
    return lambda name: (rank.get(name, len(rank)), name)
