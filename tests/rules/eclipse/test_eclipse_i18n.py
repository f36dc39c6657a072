"""Eclipse in Chinese: every sentence id in both catalogues with the English fields, the
glossary's terms, and seeded games' prompts, status lines, summaries, events, battle logs and
scores read in Chinese (notation in code spans, printed names as printed), while English stays
the engine's own text (docs/adding-a-game.md "Languages")."""

from __future__ import annotations

import pytest

from render.eclipse import labels
from rules.core.text import Msg
from rules.eclipse import GAME, pack, text, words
from rules.eclipse.state import EclipseState
from rules.eclipse.words import Sentence
from tests.rules.space_base.i18n_checks import (
    CHINESE,
    NAMES,
    english_words,
    field_mismatches,
    glossary_misses,
    literal_ids,
    missing,
    nested_keys,
    play,
    shown,
)

KEY = "eclipse"


def sentence_ids() -> set[str]:
    """The ids of :mod:`rules.eclipse.text`'s sentences, of every term built from a name, and of
    the pictures' labels (:mod:`render.eclipse.labels`)."""
    found = {v.key for v in vars(text).values() if isinstance(v, Msg | Sentence)}
    found |= {words.action(k).key for k in words.ACTIONS}
    found |= {words.piece(k).key for k in words.PIECES}
    found |= {words.resource(k).key for k in words.RESOURCES}
    found |= {words.track(k).key for k in words.TRACKS}
    found |= {words.phase(k).key for k in words.PHASES}
    found |= {words.score_part(k, 1).key for k in words.SCORE_PARTS}
    found |= {text.discovery_name(d.id).key for d in pack.load().discoveries.tiles}
    found |= {text.weapon(k).key for k in ("cannons", "missiles")}
    board = {f"stat_{name}" for name in labels.STATS}
    board |= {f"{what}_{n}" for what in ("sectors", "ships") for n in ("one", "many")}
    board |= {"taking_action", "taking_reaction", "seat_summary", "seat_summary_state"}
    found |= {f"eclipse.board.{name}" for name in board}
    return found | literal_ids(KEY) | literal_ids(KEY, "render")


@pytest.mark.parametrize("locale", CHINESE)
def test_every_id_is_in_the_catalogue(locale: str) -> None:
    ids = sentence_ids()
    assert {"eclipse.title", "eclipse.prompt.turn", "eclipse.combat.volley"} <= ids
    assert len(ids) > 250 and "eclipse.board.round_of" in ids
    assert not missing(ids, KEY, locale)


def test_templates_name_the_english_fields() -> None:
    assert not field_mismatches(KEY)


def test_the_glossary_spells_each_term_one_way() -> None:
    assert not glossary_misses(KEY)


def _names() -> set[str]:
    """Printed names a Chinese sentence may hold: sectors, techs, parts, species."""
    the_pack = pack.load()
    names = {s.name for s in the_pack.sectors.sectors}
    names |= {t.name for t in the_pack.tech_by_id.values()}
    names |= {p.name for p in the_pack.part_by_id.values()}
    return names | {s.name for s in the_pack.side_by_id.values()}


def _sentences(state: EclipseState) -> list[str]:
    """Each owing seat's prompt and private summary, and what the others are told (nothing to
    decide, and the status line)."""
    said: list[str] = []
    for seat in range(len(state.seats)):
        if seat in GAME.to_act(state):
            said += [GAME.prompt(state, seat), GAME.private_summary(state, seat)]
        elif not GAME.is_over(state):
            said.append(GAME.waiting_for(state, seat))
    return said


@pytest.mark.parametrize("locale", CHINESE)
def test_seeded_games_read_in_chinese(locale: str) -> None:
    names = _names()
    said: list[str] = []
    events: list[str] = []
    for seats, options in ((2, {}), (4, {"species": "dealt"})):
        states, texts = play(GAME, seats, f"zh-{seats}", options, 20_000, bot=True)
        events += texts
        said += [s for state in states[::25] for s in _sentences(state) if s]
    assert all(isinstance(t, Msg) for t in events)
    seen: set[str] = set()
    for sentence in [*said, *events]:
        assert isinstance(sentence, Msg), sentence
        chinese = shown(sentence, KEY, locale)
        assert not english_words(chinese, names), (locale, chinese)
        assert "{p" not in chinese
        seen |= nested_keys(sentence)
    assert {"eclipse.event.battle", "eclipse.combat.volley", "eclipse.score.score_line"} <= seen
    assert {"eclipse.prompt.turn", "eclipse.event.explored", "eclipse.status.status_round"} <= seen
    assert len(seen) > 60, len(seen)


def test_english_is_the_engine_s_own_text() -> None:
    state = GAME.setup(2, seed="en")
    seat = min(GAME.to_act(state))
    prompt = GAME.prompt(state, seat)
    assert shown(prompt, KEY, "en") == prompt.replace(f"{{p{seat}}}", NAMES[seat])
    assert prompt == (
        "Your turn: take an action (`explore`, `research`, `upgrade`, `build`, "
        "`move`, `influence`) or `pass`."
    )
    built = text.BUILT.format(seat=0, what="a cruiser", sector="101 Castor", cost=5)
    assert built == "{p0} built a cruiser in 101 Castor for 5 materials."
    assert shown(built, KEY, "zh-TW") == "Ana 花 5 原料在 101 Castor 建造了巡洋艦。"
    assert shown(built, KEY, "zh-CN") == "Ana 花 5 原料在 101 Castor 建造了巡洋舰。"


def test_discovery_names_keep_their_english() -> None:
    for tile in pack.load().discoveries.tiles:
        assert text.discovery_name(tile.id) == tile.id.replace("_", " ").title()
    assert shown(text.discovery_name("money_cache"), KEY, "zh-TW") == "金錢寶藏"


def test_a_battle_log_reads_in_chinese() -> None:
    volley = text.VOLLEY.format(
        side=text.side("npc"), ship="ancient", count=2, weapon=text.weapon("cannons"), faces="3 6"
    )
    lost = text.DESTROYED.format(side="{p1}", ship="interceptor")
    rolls = text.rolls([volley, lost])
    assert rolls == "Rolls: NPC ancient ×2 cannons: 3 6; {p1} interceptor destroyed."
    assert shown(rolls, KEY, "zh-TW") == (
        "擲骰：非玩家單位 遠古居民 ×2 加農砲：3 6；Bo 攔截艦被摧毀。"
    )
