"""Sentences about the public Eclipse view that the picture and its text forms share: what the
table is waiting for, and a seat's figures (docs/rules/eclipse.md §4, §5, §11, §12, §14).

Sentences keep ``{pN}`` seat placeholders; the callers fill them with display names.
"""

from __future__ import annotations

from render.eclipse.terms import (
    RESOURCE_SHORT,
    RESOURCES,
    SHIP_KINDS,
    SHIP_LETTERS,
    TRACKS,
    side_name,
    track_production,
    upkeep,
)
from rules.eclipse.views import PublicView

WINDOW_WORDS = {
    "battle": "retreat choices for the battle",
    "reputation": "reputation tiles to keep",
    "species": "a species board side",
    "diplomacy": "an answer to a diplomacy proposal",
}
PENDING_WORDS = {
    "place": "to place or discard the sector drawn",
    "discovery": "to take a discovery tile's reward or keep it for 2 VP",
    "claim": "whether to take control of the sector just explored",
}


def _seats(seats: list[int]) -> str:
    return ", ".join(f"{{p{s}}}" for s in seats)


def asked(view: PublicView) -> str:
    """Who the table waits for and for what: ``"{p0}: Build, 2 activations left."``."""
    if view.phase == "over":
        return "The game is over."
    if view.window is not None:
        kind = str(view.window.get("kind", ""))
        return f"Waiting for {_seats(view.to_act)}: {WINDOW_WORDS.get(kind, kind)}."
    pending = view.pending
    if pending is not None:
        kind = str(pending.get("kind", ""))
        said = PENDING_WORDS.get(kind, kind)
        sector = pending.get("sector")
        if kind == "place" and sector:
            said = (
                f"to place sector {sector} at {pending.get('q')},{pending.get('r')} or discard it"
            )
        return f"{_seats(view.to_act)} has {said}."
    turn = view.turn
    if turn is not None:
        left = turn.get("left")
        kind = str(turn.get("kind", "")).title()
        what = "reaction" if turn.get("reaction") else "action"
        return f"{_seats(view.to_act)} is taking the {kind} {what}: {left} activations left."
    if view.to_act and view.seats[view.to_act[0]].passed:
        return f"{_seats(view.to_act)} passed: may react or pass."
    return f"{_seats(view.to_act)} takes a turn."


def ships_in_play(view: PublicView, seat: int) -> dict[str, int]:
    """``seat``'s ships on the map by kind (every kind, in blueprint order)."""
    counts = {kind: 0 for kind in SHIP_KINDS}
    for sector in view.sectors:
        for owner, kind in sector.ships:
            if owner == seat:
                counts[kind] += 1
    return counts


def seat_lines(view: PublicView, seat: int) -> tuple[str, list[str]]:
    """A seat's species name, and its figures in two lines: storage with production, influence
    discs and upkeep; colony ships, reputation tiles, kept discoveries, ships in play, techs,
    ambassadors."""
    board = view.seats[seat]
    stored = " · ".join(
        f"{RESOURCE_SHORT[r]} {board.storage.get(r, 0)} +{track_production(board.track.get(r, 0))}"
        for r in RESOURCES
    )
    first = f"{stored} · discs {board.discs} (upkeep {upkeep(board.discs)})"
    ships = " ".join(f"{SHIP_LETTERS[k]}{n}" for k, n in ships_in_play(view, seat).items())
    techs = "/".join(str(len(board.techs.get(track, []))) for track in TRACKS)
    parts = [
        f"colony {board.colony_ships - board.colony_used}/{board.colony_ships}",
        f"rep {board.reputation_tiles}",
        f"disc. {board.discoveries_kept}",
        f"ships {ships}",
        f"techs {techs}",
    ]
    if board.ambassadors:
        parts.append(f"amb. {len(board.ambassadors)}")
    if board.traitor:
        parts.append("Traitor")
    return side_name(board.side), [first, " · ".join(parts)]
