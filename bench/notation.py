"""Benchmark: Afternova's notation parser on hostile input, single core.

Times ``parse_action`` on near misses of the deal grammar (the old regular expression took 23.6 s
on the first one), on unicode digits and on very long text, and prints the slowest answer in
milliseconds per input. The tests only assert the answers (tests/rules/afternova/
test_an_hostile_input.py); the time is measured here.

    python -m bench.notation [--repeat 200]
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.afternova import GAME
from rules.core.errors import RulesError

INPUTS = {
    "near miss (bot)": "extract 1 | bot fills engineering science gets black black 2",
    "near miss (long bot)": "extract 1 | bot fills " + "engineering " * 40 + "gets black 2",
    "near miss (helper)": "propose 1 with hp-45 | @2 " + "piloting:1 " * 40 + "gets purple ²",
    "unicode digit": "take paw ²",
    "1 MB of text": "propose 1 | @2 piloting:" + "9" * 1_000_000,
}


def main() -> None:
    """Print the slowest of ``--repeat`` answers for each input."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    state = GAME.setup(2, seed="bench-notation")
    for label, text in INPUTS.items():
        slowest = 0.0
        for _ in range(args.repeat):
            start = time.perf_counter()
            with contextlib.suppress(RulesError):
                GAME.parse_action(state, 0, text)
            slowest = max(slowest, time.perf_counter() - start)
        print(f"{label:22} slowest {slowest * 1000:7.3f} ms", flush=True)


if __name__ == "__main__":
    main()
