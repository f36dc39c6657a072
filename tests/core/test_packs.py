from pathlib import Path

import pytest
from pydantic import BaseModel, ConfigDict

from rules.core.packs import PackError, Provenance, load_pack


class Pack(BaseModel):
    model_config = ConfigDict(extra="forbid")
    provenance: Provenance
    cards: list[str]


def test_valid_pack_loads(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text("provenance: {kind: stand-in, source: test}\ncards: [a, b]\n")
    assert load_pack(path, Pack).cards == ["a", "b"]


def test_every_problem_is_reported_at_once(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text("provenance: {kind: bootleg, source: x}\ncards: 3\nextra: 1\n")
    with pytest.raises(PackError) as info:
        load_pack(path, Pack)
    message = str(info.value)
    assert "provenance.kind" in message and "cards" in message and "extra" in message
