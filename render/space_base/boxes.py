"""Space Base box contents as tokens that flow onto as many lines as they need.

Rulebook (docs/rules/space-base.md §4): the three rewards are credits (yellow coin), income
(green planet) and VP (blue rocket); colour is never alone: credits are circles, income squares,
VP hexagons, each with the amount inside. Abilities and arrows become short words (``Reroll``,
``→1st``); a box that places a charge cube starts with a white cube, and a card's charge slots
follow its box (white = a cube on the card). Every reward of a box is drawn: a box that does not
fit its width continues on the next line, so the type never shrinks below the phone floor
(docs/design.md §4).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from render.common import IconSpec, draw_text, icon, rounded_card, text_width
from render.common.draw import Shape
from render.common.language import say
from render.common.palette import CREDITS, INCOME, INK, MUTED, RGB, TEXT, VP
from render.space_base.labels import CHIPS, box_word
from rules.space_base.state import BoxView, CardView

TYPE = 28
"""The smallest type of every Space Base picture (px in a 1200 px image)."""
CHIP_R = 25
LINE = 2 * CHIP_R + 2
PAD = 3
GAP = 6
CUBE_PX = 16
_GAIN_PART = re.compile(r"^\+\d+ (credits|income|VP)$")
CUBE = IconSpec("square", TEXT, "")


@dataclass(frozen=True)
class Token:
    """One item of a box line: a chip, a word, or a card's charge slots.

    Attributes:
        chip: a reward chip or the charge cube.
        word: an ability or arrow word.
        slots: the card whose charge slots are drawn (white = charged).
    """

    chip: IconSpec | None = None
    word: str = ""
    slots: CardView | None = None

    @property
    def width(self) -> int:
        """Width in px, without the gap that follows it."""
        if self.chip is not None:
            return 2 * CHIP_R
        if self.slots is not None:
            return self.slots.slots * (CUBE_PX + 4)
        return text_width(self.word, TYPE)


def gain_chips(credits: int, income: int, vp: int) -> list[Token]:
    """Chips for plain gains (credits 2 -> a yellow coin ``2``)."""
    kinds: tuple[tuple[int, RGB, Shape], ...] = (
        (credits, CREDITS, "circle"),
        (income, INCOME, "square"),
        (vp, VP, "hexagon"),
    )
    return [Token(chip=IconSpec(shape, colour, str(n))) for n, colour, shape in kinds if n]


def box_label(box: BoxView) -> str:
    """The rest of ``box.text`` as short words (arrows, ability names:
    :func:`render.space_base.labels.box_word`); gains and the charge circle are drawn as chips
    instead."""
    parts = box.text.split(", ")
    return " ".join(
        box_word(p) for p in parts if not _GAIN_PART.match(p) and p not in ("—", "Charge")
    )


def extra_tokens(box: BoxView, card: CardView | None) -> list[Token]:
    """What ``box`` does besides plain gains: the charge cube, words, then ``card``'s slots."""
    tokens = [Token(chip=CUBE)] if box.charges else []
    tokens += [Token(word=word) for word in box_label(box).split()]
    if card is not None and card.slots and (box.charges or box.ability):
        tokens.append(Token(slots=card))
    return tokens


def box_tokens(box: BoxView, card: CardView | None = None) -> list[Token]:
    """Every token of one box: the cube, gain chips, words and ``card``'s charge slots."""
    extra = extra_tokens(box, card)
    cube = extra[:1] if box.charges else []
    return [*cube, *gain_chips(box.credits, box.income, box.vp), *extra[len(cube) :]]


def stack_tokens(cards: Sequence[CardView]) -> list[Token]:
    """The red boxes of a deployed stack, which all work together: their gains summed, then
    each card's cube, words and slots."""
    chips = gain_chips(
        sum(c.red.credits for c in cards),
        sum(c.red.income for c in cards),
        sum(c.red.vp for c in cards),
    )
    return chips + [token for card in cards for token in extra_tokens(card.red, card)]


def lines(tokens: Sequence[Token], width: int) -> list[list[Token]]:
    """``tokens`` flowed onto lines of at most ``width`` px (at least one line)."""
    found: list[list[Token]] = [[]]
    used = 0
    for token in tokens:
        if found[-1] and used + GAP + token.width > width:
            found.append([])
            used = 0
        used += (GAP if found[-1] else 0) + token.width
        found[-1].append(token)
    return found


def strip_height(tokens: Sequence[Token], width: int) -> int:
    """Height in px of a strip of ``width`` px holding ``tokens``."""
    return 2 * PAD + LINE * len(lines(tokens, width - 2 * PAD))


def draw_strip(
    d: ImageDraw.ImageDraw, xy: tuple[int, int], width: int, tokens: Sequence[Token], fill: RGB
) -> int:
    """A coloured box as a rounded strip with its tokens; returns its height in px."""
    x0, y0 = xy
    height = strip_height(tokens, width)
    rounded_card(d, (x0, y0, x0 + width, y0 + height), fill=fill, outline=None, radius=8)
    for row, line in enumerate(lines(tokens, width - 2 * PAD)):
        x, cy = x0 + PAD, y0 + PAD + row * LINE + LINE // 2
        for token in line:
            _draw_token(d, (x, cy), token)
            x += token.width + GAP
    return height


def _draw_token(d: ImageDraw.ImageDraw, at: tuple[int, int], token: Token) -> None:
    x, cy = at
    if token.chip is not None:
        icon(d, (x + CHIP_R, cy), CHIP_R, token.chip)
    elif token.slots is not None:
        _slots(d, (x, cy - CUBE_PX // 2), token.slots)
    else:
        draw_text(d, (x, cy), token.word, size=TYPE, bold=True, anchor="lm")


def _slots(d: ImageDraw.ImageDraw, xy: tuple[int, int], card: CardView) -> None:
    """Charge slots from ``xy`` (top-left): white = a cube on the card, grey = empty; linked
    slots (one use needs them all) are joined by a line."""
    x, y = xy
    step = CUBE_PX + 4
    if card.linked and card.slots > 1:
        mid = y + CUBE_PX // 2
        d.line((x + CUBE_PX // 2, mid, x + (card.slots - 1) * step, mid), fill=INK, width=3)
    for index in range(card.slots):
        left = x + index * step
        fill = TEXT if index < card.charges else MUTED
        d.rectangle((left, y, left + CUBE_PX, y + CUBE_PX), outline=INK, width=2, fill=fill)


def legend_chips() -> list[tuple[IconSpec, str]]:
    """The reward chips of the legend: credits circles, income squares, VP hexagons."""
    shapes: tuple[tuple[Shape, RGB], ...] = (
        ("circle", CREDITS),
        ("square", INCOME),
        ("hexagon", VP),
    )
    return [
        (IconSpec(shape, fill, say(chip)), say(word))
        for (shape, fill), (chip, word) in zip(shapes, CHIPS, strict=True)
    ]
