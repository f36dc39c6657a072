"""Eclipse's moves in words (``rules/eclipse/labels.py``, issue #25 item 5): a standing choice, a
trade, an upgrade and a research read as sentences in each language, with printed names and a
price, never the notation or a part's id."""

from __future__ import annotations

from rules.eclipse import pack, research
from rules.eclipse.actions import Prefer, Research, Trade, Upgrade
from rules.eclipse.components import Tech
from tests.rules.eclipse.game_helpers import GAME, table
from tests.rules.space_base.i18n_checks import shown

KEY = "eclipse"


def test_a_standing_choice_reads_as_a_sentence() -> None:
    label = GAME.label_action(table(), 0, Prefer(topic="retreat", value="never"))
    assert label == "Standing choice: never retreat"
    assert shown(label, KEY, "zh-CN") == "常设选择：从不撤退"
    assert shown(label, KEY, "zh-TW") == "常設選擇：從不撤退"


def test_a_trade_names_the_resources_in_the_table_s_words() -> None:
    label = GAME.label_action(table(), 0, Trade(give="materials", get="science"))
    assert label == "Trade materials for science"
    assert shown(label, KEY, "zh-TW") == "貿易：用原料換科研"


def test_an_upgrade_names_the_part_not_its_id() -> None:
    part = pack.load().part_by_id["nuclear_source"]
    label = GAME.label_action(
        table(), 0, Upgrade(ship="interceptor", space=1, part="nuclear_source")
    )
    assert label == f"Upgrade the interceptor blueprint: {part.name} on space 1"
    assert shown(label, KEY, "zh-CN") == f"升级拦截舰蓝图：把 {part.name} 装在第 1 格"
    assert "nuclear_source" not in shown(label, KEY, "zh-CN")


def test_a_research_names_the_tech_and_its_price() -> None:
    state = table()
    tech = next(t for t in pack.load().tech_by_id.values() if isinstance(t, Tech))
    cost = research.price(state, 0, tech.id, tech.track)
    label = GAME.label_action(state, 0, Research(tech=tech.id))
    assert label == f"Research {tech.name} for {cost} science"
    assert shown(label, KEY, "zh-TW") == f"研發 {tech.name}，花費 {cost} 科研"
