"""The recap's pictures (issue #30 item 8; docs/play-by-post.md §10 "Recap"): a time-lapse of a
finished game's public boards as one animated WebP, and each seat's public VP over the game as a
line chart drawn with matplotlib's Agg canvas (no pyplot, no display: safe in a worker thread).

Both read public things only: the frames are boards drawn from ``view(state, None)`` by the
caller, the chart is the games' running public score (:class:`rules.core.game.HasScores`), so a
hand or a face-down card can never reach them.

Size: Discord refuses an upload over 8 MiB (:data:`MAX_BYTES`). A time-lapse is at most
:data:`MAX_FRAMES` frames (:func:`pick_steps`) scaled to :data:`FRAME_WIDTH` px wide; should the
file still be too large, every other frame is dropped (the last kept) until it fits.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from PIL import Image

from render.common.fonts import FACES, current_script
from render.common.language import say
from render.common.layout import seat_name
from render.common.palette import BACKGROUND, MUTED, OUTLINE, PANEL, SEATS, TEXT
from render.common.seats import SEAT_SHAPES
from rules.core.text import Msg

MAX_BYTES = 8 * 1024 * 1024
"""Discord's upload limit for a bot without a boosted server (8 MiB)."""
FRAME_WIDTH = 800
"""The time-lapse's width in px (boards are drawn 1200 px wide and scaled down)."""
MAX_FRAMES = 60
"""At most this many boards in a time-lapse."""
FRAME_MS = 700
"""How long each board shows, in milliseconds."""
LAST_FRAME_MS = 4000
"""How long the final board shows before the loop starts again."""

CHART_TITLE = Msg("render.recap.chart_title", "Victory points over the game")
CHART_X = Msg("render.recap.chart_x", "Move")
CHART_Y = Msg("render.recap.chart_y", "VP")

_MARKERS = {"circle": "o", "square": "s", "triangle": "^", "diamond": "D", "star": "*"}


def pick_steps(count: int, starts: Sequence[int], limit: int = MAX_FRAMES) -> list[int]:
    """Which of a game's ``count`` steps (0 = the setup, ``count - 1`` = the final state) the
    time-lapse shows: the setup, each step in ``starts`` (where a new turn began, so one board
    per turn), the final state; evenly thinned to at most ``limit`` (first and last kept).

    Raises:
        ValueError: ``count`` < 1 or ``limit`` < 2.
    """
    if count < 1 or limit < 2:
        raise ValueError(f"cannot pick from {count} steps with a limit of {limit}")
    chosen = sorted({0, count - 1, *(s for s in starts if 0 <= s < count)})
    if len(chosen) <= limit:
        return chosen
    last = len(chosen) - 1
    return sorted({chosen[round(k * last / (limit - 1))] for k in range(limit)})


def time_lapse(
    frames: Sequence[Image.Image],
    *,
    width: int = FRAME_WIDTH,
    max_bytes: int = MAX_BYTES,
) -> bytes:
    """The boards ``frames`` (in order) as one looping animated WebP ``width`` px wide, each
    frame padded at the bottom to the tallest; every other frame is dropped (the last kept)
    until the file is at most ``max_bytes``.

    Raises:
        ValueError: no frame, or a single frame is still over ``max_bytes``.
    """
    if not frames:
        raise ValueError("a time-lapse needs at least one frame")
    scaled = [_scaled(frame, width) for frame in frames]
    height = max(frame.height for frame in scaled)
    canvas = [_padded(frame, width, height) for frame in scaled]
    while True:
        data = _webp(canvas)
        if len(data) <= max_bytes:
            return data
        if len(canvas) == 1:
            raise ValueError(f"one frame is {len(data)} bytes, over {max_bytes}")
        canvas = [*canvas[:-1:2], canvas[-1]] if len(canvas) > 2 else canvas[-1:]


def _scaled(frame: Image.Image, width: int) -> Image.Image:
    height = max(1, round(frame.height * width / frame.width))
    return frame.convert("RGB").resize((width, height), Image.Resampling.LANCZOS)


def _padded(frame: Image.Image, width: int, height: int) -> Image.Image:
    if frame.height == height:
        return frame
    canvas = Image.new("RGB", (width, height), BACKGROUND)
    canvas.paste(frame, (0, 0))
    return canvas


def _webp(frames: Sequence[Image.Image]) -> bytes:
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    buffer = io.BytesIO()
    frames[0].save(
        buffer,
        format="WEBP",
        save_all=True,
        append_images=list(frames[1:]),
        duration=durations,
        loop=0,
        quality=70,
        method=0,
    )
    return buffer.getvalue()


def vp_chart(series: Sequence[Sequence[int]], names: Sequence[str]) -> bytes:
    """Each seat's public VP after every move as a line chart, PNG bytes (1200 × 675 px).

    Args:
        series: one list per seat (index = seat) of its VP after the setup and after each move,
            all of the same length.
        names: display names, index = seat (a missing one shows as ``P<n>``).

    Each seat is drawn in its board colour with its board marker shape (colour never carries
    meaning alone); words in the language being drawn (:func:`render.common.language.say`),
    glyphs in the script being drawn (Noto Sans SC or TC, so Chinese names show).
    """
    face = FontProperties(fname=str(FACES[current_script()]), size=15)
    big = FontProperties(fname=str(FACES[current_script()]), size=19)
    figure = Figure(figsize=(12, 6.75), dpi=100, facecolor=_rgb(BACKGROUND))
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    axes.set_facecolor(_rgb(PANEL))
    moves = max((len(points) for points in series), default=1)
    every = max(1, moves // 12)
    for seat, points in enumerate(series):
        shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
        axes.plot(
            range(len(points)),
            list(points),
            color=_rgb(SEATS[seat % len(SEATS)]),
            marker=_MARKERS.get(shape, "h"),
            markevery=every,
            markersize=9,
            linewidth=2.5,
            label=seat_name(names, seat),
        )
    axes.set_title(say(CHART_TITLE), fontproperties=big, color=_rgb(TEXT))
    axes.set_xlabel(say(CHART_X), fontproperties=face, color=_rgb(MUTED))
    axes.set_ylabel(say(CHART_Y), fontproperties=face, color=_rgb(MUTED))
    axes.tick_params(colors=_rgb(MUTED), labelsize=13)
    axes.grid(color=_rgb(OUTLINE), alpha=0.4)
    for spine in axes.spines.values():
        spine.set_color(_rgb(OUTLINE))
    legend = axes.legend(prop=face, facecolor=_rgb(PANEL), edgecolor=_rgb(OUTLINE))
    for label in legend.get_texts():
        label.set_color(_rgb(TEXT))
    figure.tight_layout()
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", facecolor=figure.get_facecolor())
    return buffer.getvalue()


def _rgb(colour: tuple[int, int, int]) -> tuple[float, float, float]:
    return (colour[0] / 255, colour[1] / 255, colour[2] / 255)
