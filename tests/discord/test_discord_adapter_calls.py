"""The Discord adapter only lays out and delivers (docs/design.md, #32 item 3): no module of
``bot/discord`` calls a rules engine's methods; the service's outputs carry what components need
(a choice's legal index and its player's name)."""

from __future__ import annotations

import ast
from pathlib import Path

from rules.core.game import Game

ADAPTER = Path(__file__).resolve().parents[2] / "bot" / "discord"
ENGINE_METHODS = {
    name
    for name, member in vars(Game).items()
    if callable(member) and not name.startswith("_") and name != "options_help"
}


def test_no_module_of_the_adapter_calls_an_engine_method() -> None:
    calls = []
    for path in sorted(ADAPTER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ENGINE_METHODS
            ):
                calls.append(f"{path.name}:{node.lineno} {node.func.attr}")
    assert {"legal_actions", "describe_action", "apply", "parse_action"} <= ENGINE_METHODS
    assert calls == []
