"""Eclipse renderers: the public board (the explored galaxy, a zoomed crop around the last move,
the legend and the seats; in words too) and a seat's species board (docs/design.md §4,
docs/rules/eclipse.md)."""

from render.eclipse.board import draw
from render.eclipse.describe import describe, text_board
from render.eclipse.private import draw_private

__all__ = ["describe", "draw", "draw_private", "text_board"]
