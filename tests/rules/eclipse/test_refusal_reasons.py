"""Eclipse refusals that name their reason (issue #25 item 1): a placement turn that links no
wormhole lists the turns that do (docs/rules/eclipse.md §5 step 3)."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.core.errors import IllegalAction


def test_an_unlinked_turn_lists_the_turns_that_link() -> None:
    game = GAMES["eclipse"]
    state = game.setup(3, seed="guide")
    for notation in ("explore", "explore 0,-1"):
        state = game.apply(state, 0, game.parse_action(state, 0, notation)).state
    legal = [game.describe_action(state, 0, a) for a in game.legal_actions(state, 0)]
    assert "place 3" not in legal and "place 0" in legal
    with pytest.raises(IllegalAction, match=r"links no wormhole to yours; the turns that do: 0"):
        game.parse_action(state, 0, "place 3")
