"""What the code cites lives in the repository (docs/design.md §7, "Documents").

No file of ``bot/``, ``rules/`` or ``render/`` (code, SQL, packs, their Markdown) cites a document
outside the repository or an issue number; every ``docs/….md`` it names exists; and every
``docs/….md §N`` it cites names a numbered section heading of that file (``## 4. Turn`` is §4).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = ("bot", "rules", "render")
OUTSIDE = re.compile(
    r"DESIGN\.md|PLAY-BY-POST|STYLE\.md|facts §|facts/|\.zh\.txt|[Ii]ssue [0-9]+|shared/"
)
DOC = re.compile(r"docs/[\w/.-]*\w\.md")
SECTIONS = re.compile(r"§(\d+)")
SPLIT = re.compile(r"docs/[\w/.-]*\w\.md[,:]?[ \t]*\n[ \t#*/-]*§")
HEADING = re.compile(r"^#+ (\d+)\.", flags=re.MULTILINE)
BINARY = {".png", ".jpg", ".ttf", ".otf", ".pyc", ".sqlite3", ".db"}


@cache
def code_files() -> tuple[tuple[str, str], ...]:
    """``(path, text)`` of every text file under the code folders."""
    found = []
    for folder in CODE:
        for path in sorted((ROOT / folder).rglob("*")):
            if not path.is_file() or path.suffix in BINARY or "__pycache__" in path.parts:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            found.append((str(path.relative_to(ROOT)), text))
    return tuple(found)


def code_lines() -> list[tuple[str, str]]:
    """``(place, line)`` of every line of those files, ``place`` being ``path:line``."""
    return [
        (f"{path}:{number}", line)
        for path, text in code_files()
        for number, line in enumerate(text.splitlines(), 1)
    ]


def cited_sections(line: str) -> list[tuple[str, str]]:
    """``(doc, N)`` for each ``docs/….md §N`` in ``line``, with the further ``§M`` of the same
    citation (``docs/rules/space-base.md §3, §5``, ``§2–§5``), which runs to a ``)`` or the
    next document."""
    found = []
    for match in DOC.finditer(line):
        rest = line[match.end() :]
        end = min((i for i in (rest.find(")"), rest.find("docs/")) if i >= 0), default=len(rest))
        found += [(match.group(), number) for number in SECTIONS.findall(rest[:end])]
    return found


@cache
def headings(doc: str) -> frozenset[str]:
    """The section numbers of ``doc``'s numbered headings (``## 4. Turn`` -> ``"4"``)."""
    return frozenset(HEADING.findall((ROOT / doc).read_text(encoding="utf-8")))


def test_no_code_cites_a_document_outside_the_repository() -> None:
    outside = [f"{place}: {line.strip()}" for place, line in code_lines() if OUTSIDE.search(line)]
    assert outside == [], "cite docs/ inside the repository, and no issue numbers:\n" + "\n".join(
        outside
    )


def test_every_cited_document_exists() -> None:
    missing = sorted(
        {
            f"{place}: {doc}"
            for place, line in code_lines()
            for doc in DOC.findall(line)
            if not (ROOT / doc).is_file()
        }
    )
    assert missing == []


def test_every_cited_section_exists() -> None:
    missing = sorted(
        {
            f"{place}: {doc} §{number}"
            for place, line in code_lines()
            for doc, number in cited_sections(line)
            if (ROOT / doc).is_file() and number not in headings(doc)
        }
    )
    assert missing == []


def test_a_citation_keeps_its_section_on_its_line() -> None:
    """``docs/design.md`` and its ``§N`` on one line, so a search for the citation finds it."""
    split = [path for path, text in code_files() if SPLIT.search(text)]
    assert split == []


def test_the_cited_documents_have_numbered_sections() -> None:
    for doc in ("docs/design.md", "docs/play-by-post.md"):
        assert headings(doc) >= {str(n) for n in range(1, 8)}, doc
    for game in ("afternova", "space-base", "new-frontiers"):
        assert headings(f"docs/rules/{game}.md") >= {str(n) for n in range(1, 10)}, game
