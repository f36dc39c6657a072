"""The destination search compiled by mypyc where the install built it, else interpreted from
:mod:`rules.high_frontier.search` (the same source; compiled, a Mag Sail's search runs 8-20
times as fast: docs/rules/high-frontier.md §23 D7).

``setup.py`` compiles a copy of each module of :data:`COPIES` under its copy's name, the
search's as :data:`COMPILED`, with ``SOURCES_SHA256``, the :func:`digest` of :data:`SOURCES`
it was built from (each copy imports the other's copy, so the compiled search calls compiled
code only). Where those files changed since (an editable install edited and not reinstalled),
the compiled search would run the old rules: the interpreted one is chosen and a warning
logged. Stdlib imports only at the top, so ``setup.py`` can load this file before the
project's dependencies are installed.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from rules.high_frontier.search import Search

# The modules compiled, each as a copy under another name (module -> copy), in this folder
COPIES = {"search": "_search_compiled", "search_labels": "_search_labels_compiled"}
COMPILED = "rules.high_frontier._search_compiled"
# What the compiled code was made from, in this folder: the search and the types it reads.
SOURCES = ("search.py", "search_labels.py", "graph.py", "moves.py")
HERE = Path(__file__).parent

log = logging.getLogger(__name__)


class Choice(NamedTuple):
    """The search class in use and a sentence saying which it is (printed by the benches)."""

    search: type[Search]
    how: str


def digest(folder: Path = HERE) -> str:
    """The SHA-256 of :data:`SOURCES` in ``folder``, in that order (hex)."""
    sha = hashlib.sha256()
    for name in SOURCES:
        sha.update((folder / name).read_bytes())
    return sha.hexdigest()


@cache
def chosen() -> Choice:
    """The compiled search if it was built from the sources as they are, else the interpreted
    one (logged as a warning where the compiled one is out of date)."""
    from rules.high_frontier.search import Search

    try:
        native = importlib.import_module(COMPILED)
    except ImportError:
        return Choice(Search, "interpreted (the install did not compile it)")
    if getattr(native, "SOURCES_SHA256", None) != digest():
        how = "interpreted (the compiled one is older than its sources: reinstall)"
        log.warning("High Frontier route search %s", how)
        return Choice(Search, how)
    compiled: type[Search] = native.Search
    return Choice(compiled, "compiled by mypyc")
