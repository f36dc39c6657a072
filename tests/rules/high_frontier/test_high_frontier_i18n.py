"""High Frontier 4 All in Chinese: every sentence id in both catalogues with the English fields,
the glossary's terms, and seeded bot games (2 and 4 seats) read through the bot's narration in
zh-CN and zh-TW with no English word outside code spans and printed names, while the English
game is the engine's own text with no Chinese (docs/adding-a-game.md "Languages",
docs/rules/high-frontier.md §1)."""

from __future__ import annotations

import re
from functools import cache
from typing import cast

import pytest

from bot.i18n import speaking
from bot.services.narration import label_of, prompt_of, table_sentence
from rules.core.game import Game
from rules.core.text import Msg
from rules.core.wording import semicolons
from rules.high_frontier import (
    GAME,
    pack,
    prompt_text,
    refusal_text,
    route_text,
    stacks,
    text,
    words,
)
from rules.high_frontier.actions import Boost
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.views import MAX_LABEL, fly_label
from rules.high_frontier.words import Sentence
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

KEY = "high_frontier"
CJK = re.compile(r"[\u3000-\u9fff\uff00-\uffef]")


def sentence_ids() -> set[str]:
    """The ids of the sentences of :mod:`rules.high_frontier.text`,
    :mod:`~rules.high_frontier.prompt_text`, :mod:`~rules.high_frontier.route_text` and
    :mod:`~rules.high_frontier.refusal_text`, of
    every term and count built from a name (:mod:`rules.high_frontier.words`) and every
    literal ``Msg`` id of the rules."""
    found = {
        v.key
        for module in (text, prompt_text, route_text, refusal_text)
        for v in vars(module).values()
        if isinstance(v, Msg | Sentence) and v.key.startswith(f"{KEY}.")
    }
    found |= {words.season(k).key for k in words.SEASONS}
    found |= {words.deck(k).key for k in words.DECKS}
    found |= {words.landing(k).key for k in words.LANDINGS}
    found |= {words.side(k).key for k in words.SIDES}
    found |= {words.zone(k).key for k in words.ZONES}
    found |= {words.verb(k).key for k in words.VERBS}
    found |= {words.count(k, 2).key for k in words.COUNTS}
    return found | {i for i in literal_ids(KEY) if i.startswith(f"{KEY}.")}


@pytest.mark.parametrize("locale", CHINESE)
def test_every_id_is_in_the_catalogue(locale: str) -> None:
    ids = sentence_ids()
    assert {"high_frontier.title", "high_frontier.event.flown", "high_frontier.route.u_turn"} <= ids
    assert len(ids) > 150
    assert not missing(ids, KEY, locale)


def test_templates_name_the_english_fields() -> None:
    assert not field_mismatches(KEY)


def test_the_glossary_spells_each_term_one_way() -> None:
    assert not glossary_misses(KEY)


@cache
def _names() -> frozenset[str]:
    """Printed names a Chinese sentence may hold: every card face (Crew factions too), every
    Site, the abbreviations of the notation help's English (none) and the player names."""
    the_pack = pack.load()
    names = {face.name for deck in the_pack.decks.values() for c in deck.cards for face in c.faces}
    return frozenset(names | {s.name for s in the_pack.sites.sites} | set(NAMES))


def _uncut(said: str, names: frozenset[str]) -> str:
    """``said`` without the printed names a fly label cut short (``Luna Aristarchus Plat…``)."""

    def cut(found: re.Match[str]) -> str:
        return "" if any(name.startswith(found[1]) for name in names) else found[0]

    return re.sub(r"([A-Za-z][\w '-]*)…", cut, said)


def _sentences(state: HighFrontierState) -> list[str]:
    """Each owing seat's prompt and a few of its move labels, what the others are told (nothing
    to decide and the status line), and the board's last move."""
    said: list[str] = [state.last] if state.last else []
    for seat in range(state.num_players):
        if seat in GAME.to_act(state):
            said.append(GAME.prompt(state, seat))
            legal = GAME.list_actions(state, seat)
            said += [label for a in legal[:6] if (label := GAME.label_action(state, seat, a))]
            said += [label for label, _ in GAME.notation_hints(state, seat, "fly")[:3]]
        elif not GAME.is_over(state):
            said.append(GAME.waiting_for(state, seat))
    return said


@cache
def _games() -> tuple[list[str], list[str]]:
    """The sentences and events of two seeded bot games (2 and 4 seats), every state's
    sentences read every few states."""
    said: list[str] = []
    events: list[str] = []
    for seats in (2, 4):
        states, texts = play(GAME, seats, f"zh-{seats}", {}, 20_000, bot=True)
        events += texts
        said += [s for state in states[::7] for s in _sentences(state) if s]
    return said, events


@pytest.mark.parametrize("locale", CHINESE)
def test_seeded_games_read_in_chinese(locale: str) -> None:
    said, events = _games()
    names = _names()
    seen: set[str] = set()
    for sentence in [*said, *events, GAME.title, GAME.notation_help(), GAME.pack_provenance]:
        assert isinstance(sentence, Msg), sentence
        chinese = shown(sentence, KEY, locale)
        assert not english_words(_uncut(chinese, names), names), (locale, chinese)
        assert "{p" not in chinese and CJK.search(chinese)
        seen |= nested_keys(sentence)
    assert {"high_frontier.event.flown", "high_frontier.event.prospect_won"} <= seen
    assert {
        "high_frontier.prompt.turn",
        "high_frontier.label.fly",
        "high_frontier.score.line",
    } <= seen
    assert {"high_frontier.event.auction_bids", "high_frontier.count.aquas"} <= seen
    assert len(seen) > 60, len(seen)


def test_the_english_game_has_no_chinese() -> None:
    said, events = _games()
    for sentence in [*said, *events, GAME.title, GAME.notation_help()]:
        english = shown(sentence, KEY, "en")
        assert not CJK.search(english), english
        assert english == table_sentence(str(sentence), NAMES)


def test_english_is_the_engine_s_own_text() -> None:
    line = text.AUCTION_WON_POOL.format(seat=0, card="Ablative Plate", price=1)
    assert line == "{p0} wins Ablative Plate for 1 Aqua, paid to the Pool."
    assert text.AUCTION_WON_POOL.format(seat=0, card="x", price=2).endswith(
        "for 2 Aquas, paid to the Pool."
    )
    assert shown(line, KEY, "zh-TW") == "Ana 以 1 資源水標得 Ablative Plate，付給資源池。"
    assert shown(line, KEY, "zh-CN") == "Ana 以 1 资源水标得 Ablative Plate，付给资源池。"
    year = text.YEAR_ENDS.format(year=3, season="blue")
    assert year == "Year 3 ends; the Sunspot Cube moves to a blue year."
    assert shown(year, KEY, "zh-TW") == "第 3 年結束；太陽黑子方塊移到藍色年份。"


def test_a_flight_with_rolls_reads_in_chinese() -> None:
    rolls = [
        text.HAZARD_SURVIVED.format(space="n95", roll=4),
        text.BELT_ROLL.format(
            space="n111",
            roll=5,
            thrust=2,
            lost=text.BELT_LOST.format(cards=words.listed(["A", "B"])),
        ),
    ]
    line = text.FLOWN.format(
        seat=1, start="n90", end="n115", burns=1, fuel=3, wet="4", extras=semicolons(rolls)
    )
    assert line == (
        "{p1} flies n90 → n115: 1 Burn, 3 fuel steps (Wet 4), Hazard Roll at n95: 4, survived; "
        "Belt Roll at n111: 5 − 2: lost A, B."
    )
    with speaking("zh-TW"):
        assert table_sentence(line, NAMES, KEY) == (
            "Bo 飛行 n90 → n115：1 次點火，3 燃料格（溼質量 4），n95 的危險擲骰：4，安然無恙；"
            "n111 的輻射帶擲骰：5 − 2：失去 A、B。"
        )


def test_the_prompt_and_a_card_label_read_in_chinese() -> None:
    state = GAME.setup(2, seed="label")
    while state.phase == "sides":
        seat = min(GAME.to_act(state))
        side = GAME.default_action(state, seat)
        assert side is not None
        state = GAME.apply(state, seat, side).state
    seat = min(GAME.to_act(state))
    game = cast(Game, GAME)
    with speaking("zh-CN"):
        prompt = prompt_of(game, state, seat, NAMES)
        label = label_of(game, state, seat, Boost(card="thruster-03"), NAMES)
    assert prompt.startswith("你的回合（第 1 年，") and "`done`" in prompt
    assert label == f"推升 {stacks.name('thruster-03')}（质量 {stacks.mass('thruster-03')}）"
    assert stacks.name(state.players[seat].crew, state.players[seat].side) not in prompt


def test_a_long_fly_label_cuts_the_site_name_and_stays_a_message() -> None:
    figures = {"burns": 12, "fuel": 20, "wet": "16", "after": "4/3"}
    label = fly_label("Mars Hellas Basin Buried Glaciers", figures, 3, 2)
    assert len(label) == MAX_LABEL and isinstance(label, Msg)
    assert label.startswith("Fly to Mars Hellas Basin Bu…: 12 Burns, 20 fuel steps")
    assert shown(label, KEY, "zh-TW").startswith("飛往 Mars Hellas Basin Bu…：12 次點火")
    ceres = fly_label("Ceres", figures, 0, 1)
    assert ceres == "Fly to Ceres: 12 Burns, 20 fuel steps (Wet 16 → 1\u00a01/3), 1 Belt Roll"
    assert (
        shown(ceres, KEY, "zh-CN")
        == "飞往 Ceres：12 次点火，20 燃料格（湿质量 16 → 1\u00a01/3），1 次辐射带掷骰"
    )
    assert fly_label("Ceres", figures, 0, 0).endswith("(Wet 16 → 1\u00a01/3), no rolls")
