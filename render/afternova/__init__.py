"""Afternova renderers: the public board and a player's private hand (docs/design.md §4)."""

from render.afternova.board import draw
from render.afternova.private import draw_private

__all__ = ["draw", "draw_private"]
