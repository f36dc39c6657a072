"""The seats' panels, the patent decks' top cards and the Sunspot Cycle on the High Frontier
board (docs/rules/high-frontier.md §5, §6, §9, §12).

A seat's panel: its marker and name, faction, VP (its score if the game ended now, §16), Aquas
and Hand size (the cards are private), then its Rocket (space, net thrust, Dry and Wet chits on
the Fuel Strip, fuel steps and grade, carried glory) and the cards aboard, its LEO stack, Claims
and Factories. The words are laid out first (:func:`block`) so the board knows every panel's
height before drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from render.common import draw_text, fit_text, rounded_card, text_width, wrap_text
from render.common.language import say
from render.common.layout import PAGE_MARGIN, PAGE_WIDTH, seat_name, section_heading
from render.common.palette import INK, MUTED, OUTLINE, PANEL, RGB, TEXT, seat_colour
from render.common.seats import seat_marker
from render.high_frontier import labels
from render.high_frontier.geometry import spaces
from rules.high_frontier import pack
from rules.high_frontier.cycle import SPOTS, cycle
from rules.high_frontier.strip_text import mixed
from rules.high_frontier.views import PlayerView, PublicView

TYPE = 28
LINE = 36
PAD = 10
HEADING = 44
MARKER_R = 15
INNER = PAGE_WIDTH - 2 * PAGE_MARGIN - 2 * PAD

SEASONS: dict[str, RGB] = {"blue": (0, 114, 178), "yellow": (240, 228, 66), "red": (213, 94, 0)}
#: The Rocket's line wraps to this many lines at most: enough never to cut its figures (its
#: space, each thruster's net thrust, the Dry and Wet chits, fuel steps) with an ellipsis.
ROCKET_LINES = 5
#: A Sunspot Cycle cell (px, square).
CELL = 44
#: Deck tops in two columns of this many rows.
DECK_ROWS = 4
DECKS_HEIGHT = HEADING + DECK_ROWS * LINE


@dataclass(frozen=True)
class Block:
    """A seat's panel laid out: its seat, the right-hand note and the lines under the name."""

    seat: int
    title: str
    note: str
    lines: tuple[str, ...]

    @property
    def height(self) -> int:
        """The panel's height in px."""
        return 2 * PAD + LINE + 4 + len(self.lines) * LINE


def block(view: PublicView, names: Sequence[str], seat: int) -> Block:
    """Seat ``seat``'s panel in words."""
    player = view.players[seat]
    note = labels.seat_note(player.vp, player.aquas, player.hand_size)
    lines = _wrapped(_rocket_line(player), ROCKET_LINES)
    if player.rocket is not None:
        lines += _wrapped(labels.aboard(labels.aboard_names(player.rocket)), 4)
    if player.leo:
        lines += _wrapped(labels.leo_stack(leo_names(player)), 1)
    sites = pack.load().site_by_id
    factories = [sites[s].name for s in player.factories]
    claims = [sites[s].name for s in player.claims if s not in player.factories]
    if factories or claims:
        lines += _wrapped(labels.outposts(factories, claims), 1)
    title = f"{seat_name(names, seat)} · {say(player.faction)}"
    return Block(seat, title, note, tuple(lines))


def leo_names(player: PlayerView) -> list[str]:
    """The LEO stack's card names, the Crew card's as the seat's ``faction`` (a sentence while
    the side is secret, ``ROSCOSMOS or Taikonauts``, said in the language being drawn)."""
    return [player.faction if name == player.faction else name for _, name in player.leo]


def _rocket_line(player: PlayerView) -> str:
    rocket = player.rocket
    if rocket is None:
        return say(labels.NO_ROCKET)
    where = spaces()[rocket.at].label or rocket.at
    fuel = labels.fuel_steps(rocket.fuel_steps, rocket.grade)
    return labels.rocket_line(
        where,
        rocket,
        mixed(rocket.dry),
        mixed(rocket.wet),
        fuel,
        labels.carries(rocket.glory),
    )


def _wrapped(text: str, lines: int) -> list[str]:
    """``text`` in at most ``lines`` lines across the panel (the text board has it whole)."""
    return wrap_text(text, TYPE, INNER, max_lines=lines)


def height(blocks: Sequence[Block]) -> int:
    """The seats' section's height in px (heading and panels)."""
    return HEADING + sum(b.height + PAD for b in blocks) - PAD


def draw_seats(d: ImageDraw.ImageDraw, blocks: Sequence[Block], y: int) -> int:
    """The seats' panels from ``y``; returns the y below."""
    y = section_heading(d, y, say(labels.SEATS), say(labels.SEATS_NOTE))
    for b in blocks:
        left, right = PAGE_MARGIN, PAGE_WIDTH - PAGE_MARGIN
        rounded_card(d, (left, y, right, y + b.height), fill=PANEL, outline=OUTLINE)
        top = y + PAD
        middle = top + LINE // 2
        seat_marker(d, (left + PAD + MARKER_R, middle), MARKER_R, b.seat)
        draw_text(d, (right - PAD, middle), b.note, size=TYPE, fill=MUTED, anchor="rm")
        room = INNER - 2 * MARKER_R - 20 - text_width(b.note, TYPE)
        title = fit_text(b.title, TYPE, room)
        draw_text(
            d,
            (left + PAD + 2 * MARKER_R + 10, middle),
            title,
            size=TYPE,
            fill=seat_colour(b.seat),
            bold=True,
            anchor="lm",
        )
        top += LINE + 4
        for line in b.lines:
            draw_text(d, (left + PAD, top), line, size=TYPE, fill=TEXT)
            top += LINE
        y += b.height + PAD
    return y - PAD


def draw_decks(d: ImageDraw.ImageDraw, view: PublicView, y: int) -> int:
    """The patent decks' top cards in two columns; returns the y below."""
    y = section_heading(d, y, say(labels.DECK_TOPS), say(labels.DECK_TOPS_NOTE))
    half = (PAGE_WIDTH - 2 * PAGE_MARGIN) // 2
    for index, (deck, top) in enumerate(view.tops.items()):
        x = PAGE_MARGIN + (index // DECK_ROWS) * half
        line = labels.deck_top(deck, top[1] if top else None)
        at = (x, y + (index % DECK_ROWS) * LINE)
        draw_text(d, at, fit_text(line, TYPE, half - 12), size=TYPE)
    return y + DECK_ROWS * LINE


#: The room left for the Sunspot Cycle's label at least (px), and the gap after a longer one.
CYCLE_LABEL = 120
CYCLE_GAP = 11


def _cycle_label() -> tuple[str, int]:
    """The cycle's label in the language being drawn and the px it takes before the cells."""
    label = say(labels.SUNSPOT)
    return label, max(CYCLE_LABEL, text_width(label, TYPE) + CYCLE_GAP)


def cycle_width() -> int:
    """The Sunspot Cycle's width beside the header's pills: its label and 12 cells (px)."""
    return _cycle_label()[1] + SPOTS * CELL


def draw_cycle(d: ImageDraw.ImageDraw, view: PublicView, xy: tuple[int, int]) -> int:
    """The Sunspot Cycle from ``xy``: its label and 12 cells coloured by season (blue, yellow,
    red), the cube's spot framed, an Event Roll spot underlined; returns the y below."""
    x, y = xy
    label, room = _cycle_label()
    draw_text(d, (x, y + CELL // 2), label, size=TYPE, fill=MUTED, anchor="lm")
    x += room
    events = set(cycle().events.spots)
    for spot in range(SPOTS):
        left = x + spot * CELL
        fill = SEASONS[cycle().season(spot)]
        box = (left + 2, y, left + CELL - 2, y + CELL)
        rounded_card(d, box, fill=fill, outline=None, radius=6)
        if spot == view.spot:
            rounded_card(d, box, fill=None, outline=TEXT, width=5, radius=6)
        if spot in events:
            d.rectangle([left + 10, y + CELL + 3, left + CELL - 10, y + CELL + 7], fill=TEXT)
        ink = INK if fill[0] + fill[1] > 300 else TEXT
        draw_text(d, (left + CELL // 2, y + CELL // 2), str(spot), size=TYPE, fill=ink, anchor="mm")
    return y + CELL + 12
