"""What the game kit needs of every registered game (docs/adding-a-game.md), as a list of
problems: :func:`kit_problems` is empty for a complete game and names each missing member."""

from __future__ import annotations

import random
from collections.abc import Mapping
from importlib import import_module
from typing import Any

from render import RENDERER_MEMBERS, missing_members
from rules.core.errors import RulesError
from rules.core.game import Game, HasComponentNames, HasNotationHelp
from rules.core.text import Msg

BOT_STEPS = 60  # bot moves checked for legality in the kit check (the playouts check whole games)
NOTATION_HELP_LIMIT = 1800


def kit_problems(key: str, game: Game, renderers: Mapping[str, Any]) -> list[str]:
    """Every member the kit needs that ``game``, registered as ``key``, lacks or gets wrong.

    Args:
        key: the registry key.
        game: the registered game.
        renderers: the render registry (:data:`render.RENDERERS`).

    Returns:
        One sentence per problem, in the order of docs/adding-a-game.md; empty when complete.
    """
    problems: list[str] = []
    if getattr(game, "key", None) != key:
        problems.append(f"registered as {key!r} but its key is {getattr(game, 'key', None)!r}")
    if not isinstance(game, HasComponentNames):
        problems.append(
            "no component_names(state) (HasComponentNames): the leak watch needs every "
            "component's displayed name"
        )
    if not isinstance(getattr(game, "pack_provenance", None), Msg):
        problems.append(
            "pack_provenance must be a Msg (rules.core.text): /game new says the pack's "
            "provenance in the table's language"
        )
    problems += _bot_problems(game)
    problems += _board_problems(key, game, renderers)
    problems += _help_problems(game)
    return problems


def _bot_problems(game: Game) -> list[str]:
    """A seeded game at the fewest seats: every owing seat's ``bot_action`` must be legal."""
    if not callable(getattr(game, "bot_action", None)):
        return ["no bot_action(state, seat, rng): bot seats and the playouts need a policy"]
    rng = random.Random(0)
    state = game.setup(game.min_players, seed="kit")
    for _ in range(BOT_STEPS):
        owing = sorted(game.to_act(state))
        if not owing:
            break
        for seat in owing:
            action = game.bot_action(state, seat, rng)
            if action not in game.legal_actions(state, seat) and not _checked(
                game, state, seat, action
            ):
                return [
                    f"bot_action of seat {seat} at version {state.version} returns {action!r}, "
                    "which is not among its legal actions"
                ]
        state = game.apply(state, owing[0], game.bot_action(state, owing[0], rng)).state
    return []


def _checked(game: Game, state: Any, seat: int, action: Any) -> bool:
    """True when ``game`` checks ``action`` rather than listing it (the engine frame's
    ``check``, e.g. a High Frontier ``fly``) and the check passes."""
    check = getattr(game, "check", None)
    if not callable(check):
        return False
    try:
        check(state, seat, action)
    except RulesError:
        return False
    return True


def _board_problems(key: str, game: Game, renderers: Mapping[str, Any]) -> list[str]:
    text_only = getattr(game, "text_only", None)
    if not isinstance(text_only, bool):
        return ["no text_only (True for a game without a board renderer)"]
    if text_only or key in renderers:
        return []
    return [
        f"no board renderer: render/{key}/ lacks {', '.join(_renderer_gaps(key))} "
        "(draw(view, *, names), draw_private(view, *, name), describe(view, *, names) for the "
        "alt text, text_board(view, *, names) for /game board text:yes), and the game is not "
        "text_only=True"
    ]


def _renderer_gaps(key: str) -> list[str]:
    """The members of :class:`render.Renderer` that ``render.<key>`` lacks (all of them when the
    module does not exist)."""
    try:
        module = import_module(f"render.{key}")
    except ModuleNotFoundError as exc:
        if exc.name != f"render.{key}":
            raise
        return list(RENDERER_MEMBERS)
    return missing_members(module)


def _help_problems(game: Game) -> list[str]:
    problems: list[str] = []
    options = getattr(game, "options_help", None)
    found = options() if callable(options) else None
    if not isinstance(found, Mapping) or not all(
        isinstance(name, str) and isinstance(line, str) for name, line in found.items()
    ):
        problems.append(
            f"options_help() must return {{option name: one line}} for /game new, got {found!r}"
        )
    if not isinstance(game, HasNotationHelp):
        problems.append(
            "no notation_help() (HasNotationHelp): /help explains the notation with an example "
            "of each move"
        )
    else:
        text = game.notation_help()
        if not isinstance(text, str) or not text.strip() or len(text) > NOTATION_HELP_LIMIT:
            problems.append(
                f"notation_help() must be Markdown of 1 to {NOTATION_HELP_LIMIT} characters"
            )
    return problems
