"""Space Base boxes keep every reward: tokens flow onto more lines instead of being dropped."""

from __future__ import annotations

from render.space_base.boxes import box_tokens, lines, stack_tokens, strip_height
from render.space_base.cards import sector_height
from rules.space_base.state import BoxView, CardView, SectorView


def _card(blue: BoxView, red: BoxView) -> CardView:
    return CardView(id="x", name="X", level=1, cost=1, sector=3, blue=blue, red=red)


def test_a_credits_and_income_box_shows_both_chips() -> None:
    box = BoxView(colour="blue", text="+1 credits, +1 income", credits=1, income=1)
    tokens = box_tokens(box)
    assert [t.chip.letter for t in tokens if t.chip is not None] == ["1", "1"]


def test_a_box_wider_than_its_cell_wraps_and_keeps_every_token() -> None:
    box = BoxView(
        colour="blue", text="+2 credits, +1 income, +3 VP, Reroll", credits=2, income=1, vp=3
    )
    tokens = box_tokens(box)
    flowed = lines(tokens, 120)
    assert len(flowed) > 1
    assert [t for line in flowed for t in line] == tokens
    assert strip_height(tokens, 120) > strip_height(tokens, 1000)


def test_a_deployed_stack_sums_its_red_gains() -> None:
    red = BoxView(colour="red", text="+2 credits", credits=2)
    blue = BoxView(colour="blue", text="+1 VP", vp=1)
    tokens = stack_tokens([_card(blue, red), _card(blue, red)])
    assert [t.chip.letter for t in tokens if t.chip is not None] == ["4"]


def test_a_sector_with_a_deployed_stack_is_taller() -> None:
    red = BoxView(colour="red", text="+2 credits", credits=2)
    blue = BoxView(colour="blue", text="+1 VP", vp=1)
    card = _card(blue, red)
    alone = SectorView(number=3, station=card, deployed=[])
    stacked = SectorView(number=3, station=card, deployed=[card])
    assert sector_height(stacked, 180) > sector_height(alone, 180)
