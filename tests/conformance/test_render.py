"""Every registered board (``render.RENDERERS``) at sample positions of seeded bot games.

For the fewest and the most seats, at the start, the middle and the end of a game: the public
board and every seat's private picture are pure functions of their view (a JSON copy of the view
draws the same pixels), encode to a PNG under 1 MiB, and draw every text and number through
``render.common`` at the phone floor or above (27 px in a 1200 px image: 9 px at 400 px wide).
The board in words — its alt text and its text form (``/game board text:yes``) — names every
seat, fits Discord's limits, travels inside the PNG, and holds no hidden id or name of any seat
(the Discord leak watch's names, ``tests.discord.flows.knowledge``). A game whose picture labels
are catalogued is drawn in zh-CN and zh-TW too: the same floor, size and alt text in Chinese.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest
from PIL import Image
from pydantic import BaseModel

import render
from bot.i18n import catalogue
from bot.services.images import picture_script, picture_translator
from render.common import MAX_PNG_BYTES
from render.common.fonts import font
from render.common.words import ALT_TEXT_MAX
from rules import GAMES
from tests.discord.flows import knowledge
from tests.render.render_states import bot_states, seat_names
from tests.render.type_sizes import floor_px, recorded_type_sizes, under_the_floor

POSITIONS = ("start", "middle", "end")
SAMPLES = [
    (key, seats, position)
    for key in sorted(render.RENDERERS)
    for seats in sorted({GAMES[key].min_players, GAMES[key].max_players})
    for position in POSITIONS
]


@cache
def sample_states(key: str, seats: int) -> dict[str, Any]:
    """The start, middle and end states of a seeded bot game of ``key`` with ``seats`` seats."""
    states = list(bot_states(GAMES[key], seats, seed=f"conformance-render-{seats}"))
    return {"start": states[0], "middle": states[len(states) // 2], "end": states[-1]}


@dataclass(frozen=True)
class Drawing:
    """One picture drawn from a view, with what the checks need.

    Attributes:
        label: which picture ("the public board", "seat 2's private picture").
        size: width and height in px.
        png_bytes: the size of its PNG.
        png_reads_back: the PNG decodes to an image of the same size.
        same_pixels: a JSON copy of the view drew the same pixels.
        drawn: ``(size px, text)`` of every text drawn through ``render.common``.
    """

    label: str
    size: tuple[int, int]
    png_bytes: int
    png_reads_back: bool
    same_pixels: bool
    drawn: list[tuple[int, str]] = field(repr=False)


def _drawing(label: str, view: BaseModel, draw: Any) -> Drawing:
    with recorded_type_sizes() as drawn:
        image: Image.Image = draw(view)
    again: Image.Image = draw(type(view).model_validate_json(view.model_dump_json()))
    png = render.encode_png(image)
    with Image.open(io.BytesIO(png)) as decoded:
        reads_back = decoded.format == "PNG" and decoded.size == image.size
    return Drawing(
        label=label,
        size=image.size,
        png_bytes=len(png),
        png_reads_back=reads_back,
        same_pixels=image.size == again.size and image.tobytes() == again.tobytes(),
        drawn=drawn,
    )


@pytest.fixture(scope="module", params=SAMPLES, ids=[f"{k}-{n}p-{p}" for k, n, p in SAMPLES])
def drawings(request: pytest.FixtureRequest) -> list[Drawing]:
    """The public board and every private picture at one sample position."""
    key, seats, position = request.param
    game, state = GAMES[key], sample_states(key, seats)[position]
    names = seat_names(seats)
    found = [
        _drawing(
            "the public board",
            game.view(state, None),
            lambda view: render.draw_board(key, view, names=names),
        )
    ]
    for seat in range(seats):
        found.append(
            _drawing(
                f"seat {seat}'s private picture",
                game.view(state, seat),
                lambda view, seat=seat: render.draw_private(key, view, name=names[seat]),
            )
        )
    return found


def test_the_same_view_draws_the_same_pixels(drawings: list[Drawing]) -> None:
    differing = [d.label for d in drawings if not d.same_pixels]
    assert not differing, f"a JSON copy of the view draws other pixels: {differing}"


def test_every_png_stays_under_one_mib_and_reads_back(drawings: list[Drawing]) -> None:
    heavy = [f"{d.label}: {d.png_bytes:,} bytes" for d in drawings if d.png_bytes > MAX_PNG_BYTES]
    assert not heavy, f"PNGs over {MAX_PNG_BYTES:,} bytes: {heavy}"
    unreadable = [d.label for d in drawings if not d.png_reads_back]
    assert not unreadable, f"PNGs that do not decode to the picture drawn: {unreadable}"


def test_every_text_keeps_the_phone_floor(drawings: list[Drawing]) -> None:
    problems: dict[str, list[str]] = {}
    for d in drawings:
        if (problem := under_the_floor(d.drawn, d.size[0])) is not None:
            problems.setdefault(problem, []).append(d.label)
    assert not problems, "\n".join(f"{', '.join(who)}: {what}" for what, who in problems.items())


def test_every_picture_draws_text_through_render_common(drawings: list[Drawing]) -> None:
    """Else the phone floor above would pass on a picture it cannot measure."""
    unmeasured = [d.label for d in drawings if not d.drawn]
    assert not unmeasured, f"no text drawn through render.common in {unmeasured}"


def test_the_public_board_suits_a_phone(drawings: list[Drawing]) -> None:
    width, height = drawings[0].size
    assert 1100 <= width <= 1400 and height <= 2.5 * width, f"board of {width}×{height} px"


@pytest.mark.parametrize("key", sorted(render.RENDERERS))
def test_the_board_shows_the_players_names(key: str) -> None:
    game = GAMES[key]
    seats = game.max_players
    view = game.view(sample_states(key, seats)["middle"], None)
    plain = render.draw_board(key, view, names=seat_names(seats))
    renamed = render.draw_board(key, view, names=[f"Seat {i}" for i in range(seats)])
    assert plain.tobytes() != renamed.tobytes()


@pytest.mark.parametrize("key", sorted(render.RENDERERS))
def test_the_board_changes_when_the_public_view_does(key: str) -> None:
    game = GAMES[key]
    seats = game.max_players
    states = list(bot_states(game, seats, seed="conformance-change"))
    views = [game.view(state, None) for state in states[len(states) // 2 :]]
    later = next(view for view in views if view != views[0])
    before = render.draw_board(key, views[0], names=seat_names(seats))
    after = render.draw_board(key, later, names=seat_names(seats))
    assert before.tobytes() != after.tobytes()


@dataclass(frozen=True)
class Words:
    """The public board of one sample position in words.

    Attributes:
        alt: the alt text (``render.describe_board``).
        text: the text form (``render.text_board``).
        png_alt: the alt text read back from ``render.board_png``'s bytes.
        same_text: a JSON copy of the view gives the same alt text and text form.
        names: the seats' display names.
        leaks: hidden ids and names of any seat found in either text.
    """

    alt: str
    text: str
    png_alt: str | None
    same_text: bool
    names: list[str]
    leaks: set[str]


@pytest.fixture(scope="module", params=SAMPLES, ids=[f"{k}-{n}p-{p}" for k, n, p in SAMPLES])
def words(request: pytest.FixtureRequest) -> Words:
    key, seats, position = request.param
    game, state = GAMES[key], sample_states(key, seats)[position]
    names = seat_names(seats)
    view = game.view(state, None)
    alt = render.describe_board(key, view, names=names)
    text = render.text_board(key, view, names=names)
    copy = type(view).model_validate_json(view.model_dump_json())
    same = (alt, text) == (
        render.describe_board(key, copy, names=names),
        render.text_board(key, copy, names=names),
    )
    known = knowledge(game, None, state)
    return Words(
        alt=alt,
        text=text,
        png_alt=render.alt_text(render.board_png(key, view, names=names)),
        same_text=same,
        names=names,
        leaks=known.leaks_to(None, alt) | known.leaks_to(None, text),
    )


def test_the_alt_text_is_one_paragraph_within_discords_limit(words: Words) -> None:
    assert words.alt.strip() and "\n" not in words.alt
    assert len(words.alt) <= ALT_TEXT_MAX, f"{len(words.alt)} characters"


def test_the_png_carries_its_alt_text(words: Words) -> None:
    assert words.png_alt == words.alt


def test_the_words_are_a_pure_function_of_the_view(words: Words) -> None:
    assert words.same_text


def test_the_text_board_names_every_seat(words: Words) -> None:
    missing = [name for name in words.names if name not in words.text]
    assert not missing, f"seats not named in the text board: {missing}"


def test_the_words_name_nothing_hidden(words: Words) -> None:
    assert not words.leaks, f"hidden ids or names in the board's words: {sorted(words.leaks)}"


# ------------------------------------------------------------------ the board in Chinese

CHINESE = ("zh-CN", "zh-TW")


def _drawn_in_chinese(key: str) -> bool:
    """A game whose pictures' labels are catalogued (ids ``<key>.board.*`` in zh-CN)."""
    return any(i.startswith(f"{key}.board.") for i in catalogue("zh-CN", key))


CHINESE_SAMPLES = [
    (key, locale)
    for key in sorted(render.RENDERERS)
    if _drawn_in_chinese(key)
    for locale in CHINESE
]


def _is_chinese(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


def _ink_height(text: str, size: int) -> int:
    box = font(size).getbbox(text)
    return int(box[3] - box[1])


@pytest.mark.parametrize(("key", "locale"), CHINESE_SAMPLES)
def test_a_chinese_board_keeps_the_phone_floor(key: str, locale: str) -> None:
    """The middle of the most-seated sample drawn in ``locale``: every text at the floor, a
    PNG under 1 MiB whose alt text is Chinese too, and the smallest Chinese type at least as
    tall on a phone as Latin capitals at the floor (an ideograph's ink is ~0.93 em: 26 px at
    28 px, 8.7 px shown 400 px wide, against 6.7 px for a 27 px capital)."""
    game = GAMES[key]
    seats = game.max_players
    state = sample_states(key, seats)["middle"]
    names = seat_names(seats)
    says, script = picture_translator(key, locale), picture_script(locale)
    view, own = game.view(state, None), game.view(state, 0)
    with recorded_type_sizes() as drawn:
        png = render.board_png(key, view, names=names, translate=says, script=script)
        private = render.private_png(key, own, name=names[0], translate=says, script=script)
    with Image.open(io.BytesIO(png)) as image:
        width = image.width
    assert under_the_floor(drawn, width) is None, under_the_floor(drawn, width)
    assert len(png) <= MAX_PNG_BYTES and len(private) <= MAX_PNG_BYTES
    chinese = [size for size, text in drawn if _is_chinese(text)]
    assert chinese, "no Chinese text drawn"
    floor = floor_px(width)
    assert _ink_height("国", min(chinese)) >= _ink_height("H", floor)
    alt = render.alt_text(png) or ""
    assert _is_chinese(alt) and len(alt) <= ALT_TEXT_MAX
    assert _is_chinese(render.alt_text(private) or "")
