"""Pictures drawn in the bot's process pool (issue #31): the same PNG as drawn in the loop's
thread pool, drawn in another process (so drawing never holds the event loop's GIL;
``bench/loop_stall.py`` measures the loop's longest stall)."""

from __future__ import annotations

import os

import pytest
from pydantic import BaseModel

import render
from bot.services.images import Renderer, render_pool
from rules import get_game
from tests.render.render_states import bot_states, seat_names


@pytest.fixture(scope="module")
def view() -> BaseModel:
    game = get_game("high_frontier")
    states = bot_states(game, 3, seed="pool")
    return game.view(next(states), None)


async def test_the_pool_draws_the_board_the_thread_draws(view: BaseModel) -> None:
    assert render.has_board("high_frontier")
    names = seat_names(3)
    in_thread = await Renderer(enabled=True).board("high_frontier", view, names, "zh-TW")
    in_pool = await Renderer(enabled=True, pool=render_pool()).board(
        "high_frontier", view, names, "zh-TW"
    )
    assert in_pool is not None and in_pool == in_thread


async def test_the_pool_draws_in_another_process() -> None:
    drawer = await Renderer(enabled=True, pool=render_pool())._run(_pid_bytes)
    assert drawer != _pid_bytes()
    assert render_pool() is render_pool()


def _pid_bytes() -> bytes:
    """The drawing process's id, as a drawing returns bytes."""
    return str(os.getpid()).encode()
