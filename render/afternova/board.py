"""The public Afternova board, drawn from :class:`rules.afternova.state.PublicView` alone.

Layout, top to bottom, 1200 px wide (a third of that on a phone, so every text is ≥ 28 px: 9 px
shown 400 px wide, docs/design.md §4): status (whose turn, what is pending, the last action), the
3 Planets, the Market rows, one panel per player, two per row (hand counts, storage, completed
Blueprints), the automa if any, and a legend. More seats make the board taller, never the type
smaller: 6 seats come to about 2300 px.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PIL import Image, ImageDraw

from render.afternova import labels
from render.afternova.cards import (
    BLUEPRINT_HEIGHT,
    BODY,
    LINE,
    PAW_HEIGHT,
    PLANET_HEIGHT,
    TILE_HEIGHT,
    TITLE,
    UNLABELLED_BLUEPRINT_HEIGHT,
    draw_blueprint,
    draw_paw,
    draw_planet,
    draw_tile,
    icon_row,
)
from render.afternova.symbols import SKILLS, fragment_icon, skill_icon
from render.common import IconSpec, draw_text, fit_text, legend, rounded_card, wrap_text
from render.common.fonts import bold_stroke, text_width
from render.common.header import Header, HeaderLine
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.page import Section, draw_board_page
from render.common.palette import FRAGMENTS, HIGHLIGHT, MUTED, OUTLINE, PANEL, RGB, WARN
from render.common.seats import seat_marker
from render.common.words import game_over, turn_of
from rules.afternova.state import PublicView, SeatView
from rules.core.events import fill_names

WIDTH = PAGE_WIDTH
MARGIN = PAGE_MARGIN
GAP = 16
MAX_HEIGHT = 4000
TARGET_BLUEPRINTS = 6


def draw(view: PublicView, *, names: Sequence[str]) -> Image.Image:
    """The public board (:class:`render.Renderer`): about 1800–2400 px tall for 2–6 players."""
    sections: list[Section] = [
        lambda d, y: _planets(d, view, y),
        lambda d, y: _market(d, view, y),
        lambda d, y: _seats(d, view, names, y),
    ]
    if view.automa is not None:
        sections.append(lambda d, y: _automa(d, view, y))
    sections.append(lambda d, y: _legend(d, view, y))
    return draw_board_page(header(view, names), sections, gap=GAP, max_height=MAX_HEIGHT)


def header(view: PublicView, names: Sequence[str]) -> Header:
    """The board's header: title, turn, phase pills, what is pending, an open deal and the last
    action (docs/rules/afternova.md §4)."""
    lines = [HeaderLine(fill_names(say(view.pending), names))] if view.pending else []
    if view.deal is not None:
        waiting = _names(names, view.deal.waiting) or say(labels.NOBODY)
        lines.append(HeaderLine(labels.deal_line(view.deal.notation, waiting), WARN))
    return Header(
        title=say(labels.TITLE),
        note=labels.note(view.turn_number, view.version),
        pills=tuple(_phase_pills(view, names)),
        lines=tuple(lines),
        last=fill_names(say(view.last_action), names),
        last_label=say(labels.LAST_MOVE),
    )


def _names(names: Sequence[str], seats: Sequence[int]) -> str:
    """Seats' display names as a list in the language drawn (``Ana, Bo`` / ``Ana、Bo``)."""
    return labels.listing(seat_name(names, seat) for seat in seats)


def _phase_pills(view: PublicView, names: Sequence[str]) -> list[tuple[str, RGB]]:
    """The status pills: whose turn (or the winners), last chance, an open deal."""
    if view.phase == "over":
        won = say(labels.AUTOMA) if view.automa_won else _names(names, view.winners or [])
        return [(game_over(won), HIGHLIGHT)]
    pills = [(turn_of(seat_name(names, view.active)), HIGHLIGHT)]
    if view.phase == "last_chance":
        pills.append((say(labels.LAST_CHANCE), WARN))
    if view.deal is not None:
        pills.append((labels.deal_on(view.deal.planet), WARN))
    if view.market_picks_left is not None:
        pills.append((labels.picks_left(view.market_picks_left), WARN))
    return pills


def _columns(count: int, y: int, height: int) -> list[tuple[int, int, int, int]]:
    """``count`` equal boxes side by side across the page at ``y``."""
    width = (WIDTH - 2 * MARGIN - (count - 1) * GAP) // count
    return [
        (MARGIN + i * (width + GAP), y, MARGIN + i * (width + GAP) + width, y + height)
        for i in range(count)
    ]


def _planets(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    y = section_heading(d, y, say(labels.PLANETS), labels.bag_deck(view.bag, view.planet_deck))
    deal_planet = view.deal.planet if view.deal is not None else None
    boxes = _columns(max(3, len(view.planets)), y, PLANET_HEIGHT)
    for box, planet in zip(boxes, view.planets, strict=False):
        draw_planet(d, box, planet, in_deal=planet.slot == deal_planet)
    return y + PLANET_HEIGHT


def _market(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    y = section_heading(
        d, y, say(labels.MARKET_PAWS), labels.deck_discard(view.paw_deck, view.paw_discard)
    )
    for i, (box, paw) in enumerate(zip(_columns(4, y, PAW_HEIGHT), view.market_paws, strict=False)):
        draw_paw(d, box, paw, label=f"#{i + 1}")
    y = section_heading(
        d,
        y + PAW_HEIGHT + GAP,
        say(labels.MARKET_BPS),
        labels.deck_discard(view.bp_deck, view.bp_discard),
    )
    for i, (box, bp) in enumerate(
        zip(_columns(4, y, BLUEPRINT_HEIGHT), view.market_bps, strict=False)
    ):
        draw_blueprint(d, box, bp, label=f"#{i + 1}")
    return y + BLUEPRINT_HEIGHT


#: A seat panel, top to bottom: name and VP, hand counts, storage, completed tiles, what it owes.
SEAT_HEIGHT = 300


def _seats(d: ImageDraw.ImageDraw, view: PublicView, names: Sequence[str], y: int) -> int:
    """One panel per player, two per row."""
    per_row = 2
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
    counts, storage vs capacity, completed tiles, and in words what it owes (the frame's colour
    says it again)."""
    left, top, right, _ = box
    owes = seat.seat in view.to_act and not seat.is_active
    won = seat.seat in (view.winners or [])
    frame, width = (HIGHLIGHT, 6) if seat.is_active or won else (WARN, 4) if owes else (OUTLINE, 2)
    rounded_card(d, box, fill=PANEL, outline=frame, width=width)
    seat_marker(d, (left + 28, top + 34), 17, seat.seat)
    _seat_title(d, (left + 54, top + 8), right - left - 54 - 16, seat.seat, names)
    # the score shares the hand's line, so a long name keeps the whole title line
    score = labels.points(seat.score) if seat.score is not None else labels.vp(seat.blueprint_vp)
    draw_text(d, (right - 16, top + 52), score, size=TITLE, bold=True, fill=HIGHLIGHT, anchor="ra")
    hand = labels.hand(seat.paws_in_hand, seat.blueprints_in_hand)
    room = right - left - 32 - text_width(score, TITLE) - 16
    draw_text(d, (left + 16, top + 54), fit_text(hand, BODY, room), size=BODY, fill=MUTED)
    storage = labels.storage(len(seat.storage), seat.capacity)
    draw_text(d, (left + 16, top + 121), storage, size=BODY, anchor="lm")
    icons_left = left + 16 + text_width(storage, BODY) + 14
    icon_row(
        d,
        (icons_left, top + 96),
        [fragment_icon(c) for c in seat.storage],
        max_width=right - 16 - icons_left,
        empty=max(0, seat.capacity - len(seat.storage)),
    )
    _tiles(d, (left + 16, top + 156, right - 16, top + 156 + TILE_HEIGHT), seat)
    footer = _seat_footer(seat, owes)
    if footer:
        draw_text(
            d,
            (left + 16, top + 246),
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


def _tiles(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], seat: SeatView) -> None:
    """Completed Blueprints as tiles, with hollow places up to the 6 that end the game."""
    left, top, right, bottom = box
    gap = 6
    width = (right - left - (TARGET_BLUEPRINTS - 1) * gap) // TARGET_BLUEPRINTS
    for index in range(TARGET_BLUEPRINTS):
        tile = (left + index * (width + gap), top, left + index * (width + gap) + width, bottom)
        if index < len(seat.completed):
            draw_tile(d, tile, seat.completed[index])
        else:
            d.rounded_rectangle(tile, radius=8, outline=OUTLINE, width=2)


def _seat_footer(seat: SeatView, owes: bool) -> str:
    """What the seat owes now, or its revealed objective once the game is over."""
    if seat.objective is not None:
        return labels.objective(seat.objective)
    if owes or seat.is_active:
        return labels.owes(seat.owes)
    return ""


def _automa(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """The 2-player automa (docs/rules/afternova.md §7): Blueprints done, storage, and its row of
    face-up Blueprints with the fragments already covering their icons."""
    automa = view.automa
    assert automa is not None
    card_top = y + 72
    height = card_top - y + UNLABELLED_BLUEPRINT_HEIGHT + 72
    rounded_card(d, (MARGIN, y, WIDTH - MARGIN, y + height), fill=PANEL, outline=OUTLINE)
    done = len(automa.completed) + automa.face_down
    title = labels.automa_title(done, automa.score)
    draw_text(d, (MARGIN + 16, y + 12), title, size=TITLE, bold=True)
    storage = labels.storage(len(automa.storage), 4)
    x = max(MARGIN + 16 + text_width(title, TITLE) + 40, WIDTH // 2)
    draw_text(d, (x, y + 36), storage, size=BODY, anchor="lm")
    icon_row(
        d,
        (x + text_width(storage, BODY) + 14, y + 11),
        [fragment_icon(c) for c in automa.storage],
        max_width=WIDTH - MARGIN - 16 - x - text_width(storage, BODY) - 14,
        empty=max(0, 4 - len(automa.storage)),
    )
    boxes = _columns(max(3, len(automa.row)), card_top, UNLABELLED_BLUEPRINT_HEIGHT)
    for box, entry in zip(boxes, automa.row, strict=False):
        inner = (box[0] + 12, box[1], box[2] - 12, box[3])
        draw_blueprint(d, inner, entry.blueprint, label="")
        on_it = say(labels.ON_IT)
        label_width = text_width(on_it, BODY)
        draw_text(d, (inner[0], inner[3] + 36), on_it, size=BODY, fill=MUTED, anchor="lm")
        icon_row(
            d,
            (inner[0] + label_width + 12, inner[3] + 11),
            [fragment_icon(c) for c in entry.covered],
            max_width=inner[2] - inner[0] - label_width - 12,
        )
    return y + height


def _legend(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """Fragment colours and skills seen on the board, and what the frames and marks mean."""
    colours = _seen(view)
    entries = [(fragment_icon(c), labels.word(c, of="colour")) for c in colours[0]]
    entries += [(skill_icon(s), labels.word(s, of="skill")) for s in colours[1]]
    entries += [(IconSpec("hexagon", HIGHLIGHT, "★"), say(labels.VP))]
    y += legend(d, (MARGIN, y), entries, size=BODY, max_width=WIDTH - 2 * MARGIN)
    notes = say(labels.NOTES)
    y += 4
    for line in wrap_text(notes, BODY, WIDTH - 2 * MARGIN, max_lines=3):
        draw_text(d, (MARGIN, y), line, size=BODY, fill=MUTED)
        y += LINE
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
