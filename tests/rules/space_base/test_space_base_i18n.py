"""Space Base in Chinese: every sentence id in both catalogues with the English fields, the
glossary's terms, and a seeded game's prompts, status lines, labels, summaries and scores read
in Chinese (notation in code spans), while English stays the engine's own text."""

from __future__ import annotations

from typing import get_args

import pytest

from rules.core.errors import IllegalAction
from rules.core.text import Msg
from rules.space_base import GAME
from rules.space_base.actions import Keep
from rules.space_base.cards import ABILITY_NAMES
from rules.space_base.state import Phase, PrivateView, PublicView, SpaceBaseState
from rules.space_base.words import box_words
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

KEY = "space_base"
SHORT = (
    "claim_card",
    "charge_anywhere",
    "place_7_12",
    "exchange",
    "buy_card",
    "swap_sectors",
    "all_lose_vp",
    "you_win",
)
BOX_IDS = {
    f"space_base.box.{name}"
    for name in (
        "first",
        "second",
        "either",
        "arrow",
        "charge",
        "swap_sectors",
        "all_lose_vp",
        "dice_arrow",
        "claim_card",
    )
}


def every_id() -> set[str]:
    """Literal ids of the rules and the pictures, plus those built from a name (abilities,
    phases, box parts, short board words)."""
    return (
        literal_ids(KEY)
        | literal_ids(KEY, "render")
        | {f"space_base.board.{choice}" for choice in ("sum", "split")}
        | {f"space_base.label.prefer_{v}" for v in ("ask", "larger_vp", "larger_credits")}
        | {f"space_base.label.auto_{v}" for v in ("ask", "always", "never")}
        | {f"space_base.short.{kind}" for kind in SHORT}
        | {f"space_base.ability.{kind}" for kind in ABILITY_NAMES}
        | {f"space_base.phase.{name}" for name in get_args(Phase)}
        | BOX_IDS
    )


@pytest.mark.parametrize("locale", CHINESE)
def test_every_id_is_in_the_catalogue(locale: str) -> None:
    ids = every_id()
    assert {"space_base.prompt.roll", "space_base.event.bought", "space_base.board.frames"} <= ids
    assert not missing(ids, KEY, locale)


def test_templates_name_the_english_fields() -> None:
    assert not field_mismatches(KEY)


def test_the_glossary_spells_each_term_one_way() -> None:
    assert not glossary_misses(KEY)


def _cards() -> set[str]:
    return set(GAME.component_names(GAME.setup(2, seed="names")).values())


def _sentences(state: SpaceBaseState) -> list[str]:
    """What the table reads of ``state``: each owing seat's prompt and labels, the status line
    and each owing seat's summary (events and scores come from :func:`play`)."""
    public = GAME.view(state, None)
    assert isinstance(public, PublicView)
    said = [public.prompt]  # the status line
    for seat in sorted(GAME.to_act(state)):
        said.append(GAME.prompt(state, seat))
        said.extend(
            GAME.label_action(state, seat, a) or "" for a in GAME.legal_actions(state, seat)
        )
        said.append(GAME.private_summary(state, seat))
    return [text for text in said if isinstance(text, Msg)]


@pytest.mark.parametrize("locale", CHINESE)
def test_a_seeded_game_reads_in_chinese(locale: str) -> None:
    cards = _cards()
    said: list[str] = []
    events: list[str] = []
    for light_speed in (False, True):
        states, texts = play(GAME, 3, f"zh-{light_speed}", {"light_speed": light_speed})
        events += texts
        for state in [*states[::2], states[-1]]:
            said.extend(_sentences(state))
    assert all(isinstance(text, Msg) for text in events)
    seen: set[str] = set()
    for text in [*said, *events]:
        chinese = shown(text, KEY, locale)
        assert not english_words(chinese, cards), (locale, chinese)
        assert "{p" not in chinese
        seen |= nested_keys(text)
    assert {"space_base.event.rolled", "space_base.event.cards_revealed"} <= seen
    assert {"space_base.score.detail", "space_base.event.end_triggered"} <= seen
    assert len(seen) > 50, len(seen)


def test_english_is_the_engine_s_own_text() -> None:
    state = GAME.setup(3, seed="en")
    prompt = GAME.prompt(state, state.active)
    assert shown(prompt, KEY, "en") == prompt == "You are the Starting Player: `roll` to begin."
    with pytest.raises(Exception, match="is not a Space Base action"):
        GAME.parse_action(state, state.active, "fly")


def test_a_box_reads_part_by_part() -> None:
    text = box_words("+2 credits, →1st/2nd, Charge, Swap Sectors 1↔6")
    assert text == "+2 credits, →1st/2nd, Charge, Swap Sectors 1↔6"
    assert shown(text, KEY, "zh-CN") == "+2 信用点、→第1/2张、充能、空港交换 1↔6"
    assert shown(text, KEY, "zh-TW") == "+2 信用點、→第1/2張、充能、空港交換 1↔6"


def test_the_light_speed_summary_and_keep_refusal_in_chinese() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    view = GAME.view(state, 0)
    assert isinstance(view, PrivateView)
    summary = shown(GAME.private_summary(state, 0), KEY, "zh-CN")
    assert summary.startswith(f"**光速开局手牌**：用你的 {view.consoles[0].credits} 信用点")
    assert f"`{view.hand[0].id}`" in summary and "等级 1" in summary
    refusal = GAME.refusal(state, 0, _every_card(state), [])
    assert "信用点" in shown(refusal, KEY, "zh-CN")


def _every_card(state: SpaceBaseState) -> Keep:
    return Keep(positions=tuple(range(1, len(state.seats[0].hand) + 1)))


def test_a_stale_keep_after_the_reveal_is_refused_in_words() -> None:
    state = GAME.setup(3, seed="ls", options={"light_speed": True})
    for seat in range(3):
        state = GAME.apply(state, seat, Keep(positions=())).state
    with pytest.raises(IllegalAction) as refused:
        GAME.apply(state, state.active, Keep(positions=(1, 3)))
    said = "`keep` is not what you are asked now: You are the Starting Player: `roll`"
    assert refused.value.message.startswith(said)
    assert shown(refused.value.message, KEY, "zh-CN").startswith("`keep` 不是你现在要做的：")
