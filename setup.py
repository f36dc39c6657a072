"""Builds Orrery (the rest of the build is in pyproject.toml): compiles the High Frontier
route search with mypyc where this machine can, else leaves it interpreted
(rules/high_frontier/compiled.py says how the search in use is chosen)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from setuptools import Extension, setup

FOLDER = Path("rules/high_frontier")


def compiled_search() -> list[Extension]:
    """The extension modules of the search compiled by mypyc, or none where it cannot be
    (the interpreted search then runs, 4-5 times slower)."""
    spec = importlib.util.spec_from_file_location("hf_compiled", FOLDER / "compiled.py")
    assert spec is not None and spec.loader is not None
    chooser = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(chooser)
    package = chooser.COMPILED.rsplit(".", 1)[0]
    copies = []
    for module, name in chooser.COPIES.items():
        source = (FOLDER / f"{module}.py").read_text(encoding="utf-8")
        for other, other_name in chooser.COPIES.items():  # the copies import each other
            source = source.replace(f"{package}.{other} import", f"{package}.{other_name} import")
        copy = FOLDER / f"{name}.py"
        copy.write_text(f'{source}\nSOURCES_SHA256 = "{chooser.digest(FOLDER)}"\n', "utf-8")
        copies.append(copy)
    try:
        from mypyc.build import mypycify

        flags = ["--config-file=", "--ignore-missing-imports", "--follow-imports=silent"]
        extensions = mypycify(
            [*flags, *map(str, copies)], opt_level="3", group_name="orrery_route_search"
        )
    except (Exception, SystemExit) as error:  # mypyc missing or refusing: stay interpreted
        print(f"warning: the route search stays interpreted ({error!r})", file=sys.stderr)
        return []
    finally:
        for copy in copies:
            copy.unlink()
    for extension in extensions:
        extension.optional = True  # no C compiler: stay interpreted
    return extensions


setup(ext_modules=compiled_search())
