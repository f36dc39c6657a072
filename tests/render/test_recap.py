"""The recap's pictures (:mod:`render.recap`): which steps are shown, the animated WebP within
its byte limit, the VP chart."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.recap import pick_steps, time_lapse, vp_chart


def test_steps_are_one_per_turn_with_the_setup_and_the_end() -> None:
    assert pick_steps(10, [3, 6]) == [0, 3, 6, 9]


def test_steps_are_thinned_evenly_to_the_limit_keeping_both_ends() -> None:
    steps = pick_steps(1000, range(1, 1000), limit=60)
    assert len(steps) == 60 and (steps[0], steps[-1]) == (0, 999)


def _frames(count: int) -> list[Image.Image]:
    return [Image.effect_noise((300, 200 + k), 60 + k).convert("RGB") for k in range(count)]


def test_the_time_lapse_is_an_animated_webp_of_uniform_frames() -> None:
    data = time_lapse(_frames(4), width=150)
    with Image.open(io.BytesIO(data)) as film:
        assert film.format == "WEBP" and getattr(film, "n_frames", 1) == 4
        assert film.size == (150, round(203 * 150 / 300))


def test_frames_are_dropped_until_the_file_fits() -> None:
    whole = time_lapse(_frames(9), width=300)
    limit = len(whole) // 2
    data = time_lapse(_frames(9), width=300, max_bytes=limit)
    assert len(data) <= limit
    with Image.open(io.BytesIO(data)) as film:
        assert 1 <= getattr(film, "n_frames", 1) < 9


def test_a_single_frame_over_the_limit_is_refused() -> None:
    with pytest.raises(ValueError):
        time_lapse(_frames(1), width=300, max_bytes=100)


def test_the_chart_draws_every_seat_with_chinese_names() -> None:
    chart = vp_chart([[0, 2, 5], [0, 0, 7]], ["安娜", "Bo"])
    with Image.open(io.BytesIO(chart)) as image:
        assert image.format == "PNG" and image.size == (1200, 675)
