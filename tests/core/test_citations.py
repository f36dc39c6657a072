"""What the code cites lives in the repository: no outside document, no issue number, and every
``docs/…`` file and ``docs/rules/<game>.md §N`` section it names exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CODE = ("bot", "rules", "render")
OUTSIDE = re.compile(
    r"DESIGN\.md|PLAY-BY-POST|STYLE\.md|facts §|facts/|\.zh\.txt|[Ii]ssue [0-9]+|shared/"
)
DOC = re.compile(r"docs/[\w/.-]+\.md")
SECTION = re.compile(r"(docs/rules/[\w-]+\.md) §(\d+)")


def code_lines() -> list[tuple[str, str]]:
    """``(place, line)`` of every line of the code's sources (Python and SQL)."""
    found = []
    for folder in CODE:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in {".py", ".sql"}:
                for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                    found.append((f"{path.relative_to(ROOT)}:{number}", line))
    return found


def sections(doc: Path) -> set[str]:
    """The section numbers of ``doc``'s headings (``## 4. Turn`` -> ``"4"``)."""
    headings = re.findall(r"^#+ (\d+)\.", doc.read_text(encoding="utf-8"), flags=re.MULTILINE)
    return set(headings)


def test_no_code_cites_a_document_outside_the_repository() -> None:
    outside = [place for place, line in code_lines() if OUTSIDE.search(line)]
    assert outside == [], "cite docs/ inside the repository instead"


def test_every_cited_document_exists() -> None:
    missing = {
        f"{place}: {doc}"
        for place, line in code_lines()
        for doc in DOC.findall(line)
        if not (ROOT / doc.rstrip(".")).is_file()
    }
    assert sorted(missing) == []


def test_every_cited_rules_section_exists() -> None:
    missing = {
        f"{place}: {doc} §{number}"
        for place, line in code_lines()
        for doc, number in SECTION.findall(line)
        if (ROOT / doc).is_file() and number not in sections(ROOT / doc)
    }
    assert sorted(missing) == []
