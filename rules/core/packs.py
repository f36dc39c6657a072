"""Loading component packs (docs/design.md §3).

A pack is YAML validated by pydantic; every problem in a file is reported at once.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

M = TypeVar("M", bound=BaseModel)


class Provenance(BaseModel):
    """Where a pack's contents come from.

    Attributes:
        kind: ``official`` (transcribed from the printed components) or ``stand-in`` (an original
            set written for this project that follows the published counts and vocabulary).
        source: the publication transcribed, or a sentence on how the stand-in was made.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: Literal["official", "stand-in"]
    source: str


class PackError(ValueError):
    """A pack file failed validation; the message lists every problem found."""


def load_pack(path: Path, model: type[M]) -> M:
    """Read ``path`` (YAML) into ``model``.

    Raises:
        PackError: the file is missing, not YAML, or breaks the model; lists every problem.
    """
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise PackError(f"{path.name}: {exc}") from exc
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()
        )
        raise PackError(f"{path.name}: {problems}") from exc
