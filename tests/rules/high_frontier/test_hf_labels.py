"""High Frontier's moves in words (``rules/high_frontier/labels.py``, issue #25 item 5): cargo by
the card's printed name (one's Crew by its chosen side), never its id; the secret Crew side choice
by the side alone, never the faction; each in zh-CN and zh-TW."""

from __future__ import annotations

from rules.high_frontier import GAME, stacks
from rules.high_frontier.actions import Done, Income, Jettison, Side, Unload
from rules.high_frontier.state import HighFrontierState
from tests.rules.space_base.i18n_checks import shown

KEY = "high_frontier"


def table() -> HighFrontierState:
    """A 2-seat table past the secret side choice (every Crew on its front side)."""
    state = GAME.setup(2, seed="worked")
    for seat in range(2):
        state = GAME.apply(state, seat, Side(side="front")).state
    return state


def test_unloading_the_crew_names_its_faction_not_its_id() -> None:
    state = table()
    crew = state.players[0].crew
    label = GAME.label_action(state, 0, Unload(card=crew))
    name = stacks.name(crew, state.players[0].side)
    assert label == f"Unload {name} from the Rocket"
    assert crew not in label
    assert shown(label, KEY, "zh-TW") == f"將 {name} 從火箭卸下"


def test_the_secret_side_choice_names_no_faction() -> None:
    state = GAME.setup(2, seed="worked")
    seat = min(GAME.to_act(state))
    label = GAME.label_action(state, seat, Side(side="back"))
    assert label == "Play your Crew card's back side"
    crew = state.players[seat].crew
    assert stacks.name(crew, "back") not in label and stacks.name(crew, "front") not in label
    assert shown(label, KEY, "zh-CN") == "使用你的乘员卡的背面"


def test_plain_moves_read_as_sentences() -> None:
    state = table()
    assert GAME.label_action(state, 0, Income()) == "Income: +1 Aqua"
    assert shown(GAME.label_action(state, 0, Done()) or "", KEY, "zh-TW") == "結束你的回合"
    jettison = GAME.label_action(state, 0, Jettison(steps=3))
    assert jettison == "Jettison 3 fuel steps"
    assert shown(jettison, KEY, "zh-CN") == "抛弃 3 燃料格"
