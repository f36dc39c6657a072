"""No regular expression in the bot or the engines can backtrack exponentially on user text.

A pattern with a repeated group that itself holds an unbounded repeat (``(?:[a-z]+ ?)+``) tries
exponentially many ways to split a near miss: one ``/play`` of 69 characters once held the event
loop for 4.5 s. This test finds every pattern literal passed to :mod:`re` in ``bot/``,
``rules/`` and ``render/`` and refuses nested unbounded repeats.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from re import _parser as sre_parse  # type: ignore[attr-defined]  # the standard parser
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
FUNCTIONS = {"compile", "search", "match", "fullmatch", "sub", "subn", "split", "findall",
             "finditer"}  # fmt: skip
REPEATS = {sre_parse.MAX_REPEAT, sre_parse.MIN_REPEAT}
UNBOUNDED = sre_parse.MAXREPEAT


def patterns() -> Iterator[tuple[str, str]]:
    """``(place, pattern)`` for every string literal given to a :mod:`re` function."""
    for folder in ("bot", "rules", "render"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Attribute)
                    and node.func.attr in FUNCTIONS
                    and isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "re"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                ):
                    yield f"{path.relative_to(ROOT)}:{node.lineno}", node.args[0].value


def has_nested_repeat(items: Any, inside_unbounded: bool = False) -> bool:
    """True when an unbounded repeat holds another repeat that can match more than once."""
    for op, value in items:
        if op in REPEATS:
            _, high, body = value
            if inside_unbounded and high > 1:
                return True
            bodies, unbounded = [body], inside_unbounded or high == UNBOUNDED
        elif op == sre_parse.SUBPATTERN:
            bodies, unbounded = [value[-1]], inside_unbounded
        elif op == sre_parse.BRANCH:
            bodies, unbounded = list(value[1]), inside_unbounded
        else:
            continue
        if any(has_nested_repeat(body, unbounded) for body in bodies):
            return True
    return False


def test_the_scan_finds_the_patterns_of_the_code() -> None:
    assert len(list(patterns())) >= 5


def test_the_check_catches_a_nested_repeat() -> None:
    assert has_nested_repeat(sre_parse.parse(r"bot fills ((?:[a-z]+ ?)+?) gets"))
    assert has_nested_repeat(sre_parse.parse(r"(a|b+)*"))
    assert not has_nested_repeat(sre_parse.parse(r"(?:[a-z]+ ){0,1}\d+"))
    assert not has_nested_repeat(sre_parse.parse(r"[\w-]+"))


def test_no_pattern_nests_unbounded_repeats() -> None:
    risky = [
        f"{place}: {pattern}"
        for place, pattern in patterns()
        if has_nested_repeat(sre_parse.parse(pattern))
    ]
    assert risky == []
