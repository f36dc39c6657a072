"""High Frontier 4 All renderers: the public table with its map (in words too) and a seat's
private Hand (docs/design.md §4)."""

from render.high_frontier.board import draw
from render.high_frontier.describe import describe, text_board
from render.high_frontier.private import draw_private

__all__ = ["describe", "draw", "draw_private", "text_board"]
