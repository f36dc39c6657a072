"""Every refused Eclipse move says why (issue #25 item 1): a seeded fuzz types, in sampled
states of a bot playout, notations legal in other states; none may get the frame's generic
"not a legal action now" list (:func:`rules.core.refusals.refusal_share`). Seed 4 reaches
upgrades naming a space alike an earlier one (``eclipse.refusal.alike_space``)."""

from __future__ import annotations

from rules import GAMES
from rules.core.refusals import refusal_share


def test_every_refused_move_gets_a_reason() -> None:
    specific, generic, examples = refusal_share(GAMES["eclipse"], seed=4, states=12)
    assert specific > 1000
    assert generic == 0, examples[:5]
