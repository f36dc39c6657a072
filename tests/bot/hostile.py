"""A seeded corpus of hostile command text, shared by the service fuzz tests and the sample sent
through the fake Discord: known crashers, mutations of valid inputs, random Unicode, long text,
forged ``/play`` pins."""

from __future__ import annotations

import random
from collections.abc import Sequence

NASTY = ["²", "①", "٣", "--5", "0.0000001", "1e9", "", " ", "@everyone", "<@1>", "\u200b1",
         "9" * 40, "x" * 500, "-1", "NaN", "inf", "2026-02-30", "9999-12-31", "24:00",
         "7:5", "1e2", "1_0", "0x10", "١٢:٣٠", "２０２７-01-01", "#-1 x", "#² move",
         "#99999999999 move", "\x00", "\u202e", "🙂", "Europe/../../etc/passwd", "UTC\n",
         "off", "OFF ", "yes=no=yes", "=", "a==1", "∞"]  # fmt: skip
ODD = "²①٣０\u200b\u202e\x00\t\n@#|=-+.:/\\\"'`*_~<>éß𝟘🙂"


def _mutated(rng: random.Random, text: str) -> str:
    """``text`` with one character replaced, inserted or removed, or cut, or repeated."""
    spot = rng.randrange(len(text) + 1)
    odd = rng.choice(ODD)
    return rng.choice(
        [
            text[:spot] + odd + text[spot + 1 :],
            text[:spot] + odd + text[spot:],
            text[:spot] + text[spot + 1 :],
            text[:spot],
            text * rng.randint(2, 30),
        ]
    )


def _random_unicode(rng: random.Random) -> str:
    chars = (chr(rng.randrange(0x20, 0x2FFFF)) for _ in range(rng.randint(0, 60)))
    return "".join(char for char in chars if not 0xD800 <= ord(char) <= 0xDFFF)


def hostile_texts(rng: random.Random, count: int, valid: Sequence[str]) -> list[str]:
    """``count`` texts: known crashers, mutations of ``valid`` inputs, random Unicode, long
    repeats, and valid inputs behind forged ``/play`` pins (``#<version> ``)."""
    texts = []
    for _ in range(count):
        base = rng.choice(valid) if valid else "x"
        kind = rng.randrange(5)
        if kind == 0:
            texts.append(rng.choice(NASTY))
        elif kind == 1:
            texts.append(_mutated(rng, base))
        elif kind == 2:
            texts.append(_random_unicode(rng))
        elif kind == 3:
            texts.append(f"{base} {rng.choice(NASTY)}")
        else:
            pin = rng.choice(["-1", "²", "0", "99999999999", str(rng.randint(0, 40))])
            texts.append(f"#{pin} {base}")
    return texts
