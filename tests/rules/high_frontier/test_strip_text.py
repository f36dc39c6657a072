"""Fuel Strip figures shown one way (issue #28 item 2; rules/high_frontier/strip_text.py): a
mixed number whose parts a no-break space joins, in every sentence naming a Dry or Wet chit
(docs/rules/high-frontier.md §6.2), never split by wrapping."""

from __future__ import annotations

from fractions import Fraction

from render.common import wrap_text
from rules.high_frontier import refusal_text, text
from rules.high_frontier.strip_text import mixed
from tests.rules.space_base.i18n_checks import shown

KEY = "high_frontier"

NB = "\u00a0"


def test_a_spot_reads_as_a_mixed_number() -> None:
    assert mixed("16/3") == f"5{NB}1/3" and mixed(Fraction(17, 2)) == f"8{NB}1/2"
    assert (mixed("8"), mixed("2/3"), mixed(Fraction(32))) == ("8", "2/3", "32")


def test_every_sentence_naming_a_chit_shows_it_mixed() -> None:
    """Log lines and refusals pass the stored spot (``"16/3"``) and read the mixed number, in
    English and Chinese alike."""
    reweighed = text.REWEIGHED.format(dry="16/3", wet="17/2")
    assert reweighed == f"The Rocket: Dry 5{NB}1/3, Wet 8{NB}1/2."
    assert shown(reweighed, KEY, "zh-TW").count(f"5{NB}1/3") == 1
    heavy = text.ROCKET_TOO_HEAVY.format(dry="70/3", wet="65/2")
    assert f"Dry 23{NB}1/3, Wet 32{NB}1/2" in heavy
    assert f"Wet 4{NB}2/3" in refusal_text.TANKS_FULL.format(wet="14/3")


def test_wrapping_never_splits_a_figure() -> None:
    line = f"Rocket at LEO · net thrust 5 · Dry 10, Wet 16{NB}1/2: 12 water fuel steps"
    for width in range(120, 700, 20):
        for wrapped in wrap_text(line, 28, width, max_lines=9):
            assert not wrapped.endswith("16") and not wrapped.startswith("1/2")
