"""Every registered game has what the kit needs (docs/adding-a-game.md): component names, a bot
policy whose actions are legal, a board in the render registry or ``text_only=True``, its
options' help and its notation's help. The check itself is tested on the toy game."""

from __future__ import annotations

import random
import sys
import types
from collections.abc import Mapping
from typing import Any

import pytest

import render
from rules import GAMES
from rules.core.game import Game
from tests.conformance.kit import kit_problems
from tests.table.toy import ToyAction, ToyGame, ToyState


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_game_has_what_the_kit_needs(key: str) -> None:
    problems = kit_problems(key, GAMES[key], render.RENDERERS)
    assert not problems, f"{key} lacks what the kit needs: " + "; ".join(problems)


@pytest.mark.parametrize("key", sorted(render.RENDERERS))
def test_every_board_is_a_registered_game_that_is_not_text_only(key: str) -> None:
    assert key in GAMES and not GAMES[key].text_only


class CompleteToy(ToyGame):
    """The toy game with the notation help it lacks: a complete text-only game."""

    def notation_help(self) -> str:
        return "`move`, `draw`, `play card07`, `stash card07`; in a window `claim` or `pass`."


class Nameless(CompleteToy):
    component_names = None  # type: ignore[assignment]


class IllegalBot(CompleteToy):
    def bot_action(self, state: ToyState, seat: int, rng: random.Random) -> ToyAction:
        return ToyAction(kind="claim")  # only legal in a window


class Botless(CompleteToy):
    bot_action = None  # type: ignore[assignment]


class Boardless(CompleteToy):
    text_only = False


class EnglishProvenance(CompleteToy):
    pack_provenance = "stand-in"  # type: ignore[assignment]


class BadOptions(CompleteToy):
    def options_help(self) -> Any:
        return ["length"]


INCOMPLETE: list[tuple[Game, str]] = [
    (ToyGame(), "no notation_help() (HasNotationHelp)"),
    (Nameless(), "no component_names(state) (HasComponentNames)"),
    (EnglishProvenance(), "pack_provenance must be a Msg"),
    (IllegalBot(), "bot_action of seat 0 at version 0 returns ToyAction(kind='claim'"),
    (Botless(), "no bot_action(state, seat, rng)"),
    (Boardless(), "no board renderer: render/toy/"),
    (BadOptions(), "options_help() must return {option name: one line}"),
]


def test_the_check_passes_a_complete_game() -> None:
    assert kit_problems("toy", CompleteToy(), render.RENDERERS) == []


@pytest.mark.parametrize(
    ("game", "missing"), INCOMPLETE, ids=[type(game).__name__ for game, _ in INCOMPLETE]
)
def test_the_check_names_what_an_incomplete_game_lacks(game: Game, missing: str) -> None:
    problems = kit_problems("toy", game, render.RENDERERS)
    assert len(problems) == 1 and problems[0].startswith(missing), problems


def test_the_check_names_a_game_registered_under_another_key() -> None:
    renderers: Mapping[str, Any] = {}
    assert kit_problems("other", CompleteToy(), renderers) == [
        "registered as 'other' but its key is 'toy'"
    ]


def test_the_check_names_the_words_a_board_lacks(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``render.<key>`` with pictures but no words is left out of the registry, and the check
    says it lacks ``describe`` (alt text) and ``text_board`` (``/game board text:yes``)."""
    pictures_only = types.ModuleType("render.toy")
    pictures_only.draw = lambda view, *, names: None  # type: ignore[attr-defined]
    pictures_only.draw_private = lambda view, *, name: None  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "render.toy", pictures_only)
    (problem,) = kit_problems("toy", Boardless(), render.RENDERERS)
    assert problem.startswith("no board renderer: render/toy/ lacks describe, text_board ")
