"""Fuel Strip figures as players read them (issue #28 item 2): one way everywhere, the text
board, the pictures, the hints and the refusals alike.

A spot of the strip (docs/rules/high-frontier.md §6.2) is a mixed number as the playmat prints
it, ``5 1/3``, its whole part and its fraction joined by a no-break space (U+00A0) so that
wrapping at spaces (Discord, :func:`render.common.wrap_text`) or shortening at a word
(``bot.services.posts.shorten``) never cuts a figure in two. Decision: mixed numbers with an
ASCII fraction, not vulgar-fraction glyphs (``5⅓``): the strip's ninths (``1 2/9``) have no
glyph, and one way means one way for every spot.
"""

from __future__ import annotations

from fractions import Fraction

#: What joins a spot's whole part and its fraction (a no-break space).
JOIN = "\u00a0"


def mixed(value: Fraction | int | str) -> str:
    """A strip spot (a :class:`~fractions.Fraction`, or as stored: ``"16/3"``) as a mixed
    number: ``Fraction(16, 3)`` -> ``"5\u00a01/3"``, ``"8"`` -> ``"8"``, ``"2/3"`` -> ``"2/3"``.

    Raises:
        ValueError: ``value`` is text that is no fraction.
    """
    whole, part = divmod(Fraction(value), 1)
    return f"{whole}{JOIN}{part}" if part and whole else str(Fraction(value))
