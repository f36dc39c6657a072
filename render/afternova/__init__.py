"""Afternova renderers: the public board (in words too) and a player's private hand
(docs/design.md §4)."""

from render.afternova.board import draw
from render.afternova.describe import describe, text_board
from render.afternova.private import draw_private

__all__ = ["describe", "draw", "draw_private", "text_board"]
