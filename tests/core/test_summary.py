"""Private summaries: ``rules.core.summary.join_sections`` and the optional contract member
``private_summary`` (``rules.core.game.private_summary``)."""

from __future__ import annotations

from rules.core.game import private_summary
from rules.core.summary import Section, join_sections
from tests.table.toy import ToyGame, ToyState

CARDS = Section("**Cards**:", tuple(f"• `c-{n:02d}` a card" for n in range(1, 31)))
TAIL = Section("**Storage**: empty")


class SummarizedToy(ToyGame):
    def private_summary(self, state: ToyState, seat: int) -> str:
        return f"seat {seat} holds nothing"


def test_sections_within_the_limit_are_joined_whole() -> None:
    text = join_sections([CARDS, TAIL])
    assert text.splitlines() == [CARDS.heading, *CARDS.items, TAIL.heading]


def test_a_long_section_ends_with_how_many_items_were_left_out() -> None:
    text = join_sections([CARDS, TAIL], limit=200)
    lines = text.splitlines()
    shown = [line for line in lines if line.startswith("• ")]
    assert len(text) <= 200
    assert lines[-2:] == [f"…and {len(CARDS.items) - len(shown)} more", TAIL.heading]
    assert shown == list(CARDS.items[: len(shown)])


def test_items_are_left_out_of_the_longest_section_first() -> None:
    short = Section("**Few**:", ("• one", "• two"))
    text = join_sections([short, CARDS], limit=300)
    assert "• one\n• two" in text
    assert "…and" in text.split("**Cards**:")[1]


def test_headings_longer_than_the_limit_are_cut_with_an_ellipsis() -> None:
    text = join_sections([Section("x" * 50)], limit=20)
    assert text == "x" * 19 + "…"


def test_a_game_without_the_member_has_no_private_summary() -> None:
    game = ToyGame()
    assert private_summary(game, game.setup(2, seed="s"), 0) is None


def test_a_game_with_the_member_gives_its_private_summary() -> None:
    game = SummarizedToy()
    assert private_summary(game, game.setup(2, seed="s"), 1) == "seat 1 holds nothing"
