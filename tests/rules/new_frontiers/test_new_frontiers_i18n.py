"""New Frontiers in Chinese: every sentence id in both catalogues with the English fields, the
glossary's terms (the Traditional rulebook's words), and seeded games' prompts, status lines,
labels, summaries, goals and scores read in Chinese (notation in code spans), while English stays
the engine's own text."""

from __future__ import annotations

from typing import get_args

import pytest

from rules.core.game import OptionValue
from rules.core.text import Msg
from rules.new_frontiers import GAME
from rules.new_frontiers.actions import PREFERENCES
from rules.new_frontiers.pack import COLOURS, ActionName, DevKind, Effect, Tag, Thing, WorldKind
from rules.new_frontiers.setup import OPTIONS
from rules.new_frontiers.state import TILE_NAMES, NewFrontiersState
from rules.new_frontiers.views import PublicView
from tests.rules.space_base.i18n_checks import (
    CHINESE,
    english_words,
    field_mismatches,
    glossary_misses,
    literal_ids,
    missing,
    nested_keys,
    play,
    shown,
)

KEY = "new_frontiers"


def every_id() -> set[str]:
    """Literal ids plus those built from a name (tiles, colours, kinds, traits, options …)."""
    named = {
        "tile": TILE_NAMES,
        "colour": COLOURS,
        "kind": get_args(WorldKind),
        "tag": get_args(Tag),
        "devkind": get_args(DevKind),
        "noun": get_args(Thing),
        "action": get_args(ActionName),
        "short": get_args(Effect),
        "option": OPTIONS,
        "count": ("military", "non-military"),
        "item": ("credit", "good"),
        "score": ("chips", "worlds", "developments", "bonuses", "goals"),
        "pref": (
            *("trade_ask", "trade_best", "trade_nothing", "consume_ask", "consume_auto"),
            *(f"stockpile_{v}" for v in PREFERENCES["stockpile"] if v != "no"),
        ),
    }
    built = {f"new_frontiers.{area}.{name}" for area, names in named.items() for name in names}
    prefers = {f"new_frontiers.label.prefer_{t}_{v}" for t, vs in PREFERENCES.items() for v in vs}
    plain = ("develop_nothing", "settle_colonists", "settle_nothing", "trade_nothing")
    reveals = ("reveal_new", "reveal_old", "reveal_mine")
    labels = {f"new_frontiers.label.{name}" for name in (*plain, *reveals)}
    return literal_ids(KEY) | literal_ids(KEY, "render") | built | prefers | labels


@pytest.mark.parametrize("locale", CHINESE)
def test_every_id_is_in_the_catalogue(locale: str) -> None:
    ids = every_id()
    assert {"new_frontiers.prompt.select", "new_frontiers.event.settled"} <= ids
    assert not missing(ids, KEY, locale)


def test_templates_name_the_english_fields() -> None:
    assert not field_mismatches(KEY)


def test_the_glossary_spells_each_term_one_way() -> None:
    assert not glossary_misses(KEY)


def _sentences(state: NewFrontiersState) -> list[str]:
    """What the table reads of ``state``: the status, revealed goals, each owing seat's prompt,
    summary and button labels; events and scores come from :func:`play`."""
    public = GAME.view(state, None)
    assert isinstance(public, PublicView)
    said = [GAME.waiting_for(state, 0), *(goal.text for goal in public.revealed)]
    for seat in sorted(GAME.to_act(state)):
        said.append(GAME.prompt(state, seat))
        said.append(GAME.private_summary(state, seat))
        for action in GAME.legal_actions(state, seat):
            said.append(GAME.label_action(state, seat, action) or "")
    return [text for text in said if isinstance(text, Msg)]


GAMES: tuple[tuple[str, int, dict[str, OptionValue]], ...] = (
    ("zh-a", 3, {"goals": True, "empire": "chosen"}),
    ("zh-b", 2, {}),
)


@pytest.mark.parametrize("locale", CHINESE)
def test_seeded_games_read_in_chinese(locale: str) -> None:
    names = set(GAME.component_names(GAME.setup(2, seed="names")).values())
    said: list[str] = []
    events: list[str] = []
    for seed, seats, options in GAMES:
        states, texts = play(GAME, seats, seed, options)
        events += texts
        for state in [*states[::3], states[-1]]:
            said.extend(_sentences(state))
    assert all(isinstance(text, Msg) for text in events)
    seen: set[str] = set()
    for text in [*said, *events]:
        chinese = shown(text, KEY, locale)
        assert not english_words(chinese, names), (locale, chinese)
        assert "{p" not in chinese
        seen |= nested_keys(text)
    assert {"new_frontiers.event.selected", "new_frontiers.score.detail"} <= seen
    assert len(seen) > 80, len(seen)


def test_english_is_the_engine_s_own_text() -> None:
    state = GAME.setup(3, seed="en")
    seat = min(GAME.to_act(state))
    prompt = GAME.prompt(state, seat)
    assert shown(prompt, KEY, "en") == prompt
    assert prompt.startswith("Select an action tile: Explore, Develop, Settle")
    assert shown(prompt, KEY, "zh-TW").startswith("選擇一個行動板塊：探索、開發、擴張")
    assert shown(prompt, KEY, "zh-CN").startswith("选择一个行动板块：探索、开发、扩张")
