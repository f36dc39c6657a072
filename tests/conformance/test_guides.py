"""Guides teach the turn (issue #25 item 6): each game's players' guide, in English, Simplified and
Traditional Chinese (``docs/<game>[.zh-CN|.zh-TW].md``), walks through a first turn with real
notation, says how to look a component up (``/card``), and shows every verb of the notation.

The walkthrough is checked by playing it: its section starts with a marker
``<!-- first turn: seats=N seed=S -->``, and every ``@k … `/play action:<notation>``` line in it is
a move typed by seat ``k`` (``@1`` the first seat), in order, in the game set up with those seats
and that seed. Every move must be legal when it is typed, so a guide whose walkthrough drifts from
the engine fails here. The verbs are the first words of every legal action's notation met in
seeded bot games (with some random moves, to reach the rarer phases)."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest

from rules import GAMES

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("", ".zh-CN", ".zh-TW")
MARKER = re.compile(r"<!-- first turn: seats=(\d+) seed=(\S+) -->")
MOVE = re.compile(r"@(\d)\D*?`/play action:([^`]+)`")


def _guide(key: str, language: str) -> str:
    return (ROOT / "docs" / f"{key.replace('_', '-')}{language}.md").read_text(encoding="utf-8")


def _walkthrough(text: str) -> tuple[int, str, list[tuple[int, str]]]:
    """The marker's seats and seed, and the moves ``(seat, notation)`` of the walkthrough section
    (from the marker to the next ``## `` heading)."""
    marker = MARKER.search(text)
    assert marker, "no first-turn walkthrough"
    section = text[marker.end() :].split("\n## ", 1)[0]
    moves = [(int(seat) - 1, notation.strip()) for seat, notation in MOVE.findall(section)]
    return int(marker.group(1)), marker.group(2), moves


@cache
def _verbs(key: str) -> frozenset[str]:
    game = GAMES[key]
    verbs: set[str] = set()
    for seed in range(4):
        rng = random.Random(seed)
        for seats in sorted({game.min_players, min(game.max_players, 4)}):
            state = game.setup(seats, seed=f"verbs-{seed}")
            for _ in range(1500):
                owing = sorted(game.to_act(state))
                if not owing:
                    break
                seat = rng.choice(owing)
                legal = game.legal_actions(state, seat)
                verbs.update(game.describe_action(state, seat, a).split()[0] for a in legal)
                action = rng.choice(legal) if rng.random() < 0.3 else None
                action = action or game.bot_action(state, seat, rng)
                state = game.apply(state, seat, action).state
    return frozenset(verbs)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_first_turn_walkthrough_is_played_as_written(key: str, language: str) -> None:
    seats, seed, moves = _walkthrough(_guide(key, language))
    assert len(moves) >= 2
    game = GAMES[key]
    state = game.setup(seats, seed=seed)
    for seat, notation in moves:
        action = game.parse_action(state, seat, notation)  # refused: the guide is out of date
        state = game.apply(state, seat, action).state


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_three_languages_walk_through_the_same_moves(key: str) -> None:
    english = _walkthrough(_guide(key, ""))
    for language in LANGUAGES[1:]:
        assert _walkthrough(_guide(key, language)) == english, language


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_guide_says_how_to_look_a_component_up(key: str, language: str) -> None:
    assert "`/card" in _guide(key, language)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_guide_shows_every_verb_of_the_notation(key: str, language: str) -> None:
    spans = re.findall(r"`([^`]+)`", _guide(key, language))
    words = [span.removeprefix("/play action:").split() for span in spans]
    shown = {typed[0] for typed in words if typed}
    assert sorted(_verbs(key) - shown) == []
