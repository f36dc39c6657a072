"""Sentences about the public Eclipse view that the picture and its text forms share: what the
table is waiting for, and a seat's figures (docs/rules/eclipse.md §4, §5, §11, §12, §14).

Sentences keep ``{pN}`` seat placeholders; the callers say them in the language being drawn
(:mod:`render.eclipse.labels`) and fill them with display names.
"""

from __future__ import annotations

from render.common.language import say
from render.eclipse import labels
from render.eclipse.labels import RESOURCE_SHORT
from render.eclipse.terms import (
    RESOURCES,
    SHIP_KINDS,
    SHIP_LETTERS,
    TRACKS,
    side_name,
    track_production,
    upkeep,
)
from rules.core.text import Listing, Msg
from rules.core.wording import plural_s
from rules.eclipse import words
from rules.eclipse.views import PublicView

WINDOW_WORDS = {
    "battle": Msg("eclipse.board.wait_battle", "retreat choices for the battle"),
    "reputation": Msg("eclipse.board.wait_reputation", "reputation tiles to keep"),
    "species": Msg("eclipse.board.wait_species", "a species board side"),
    "diplomacy": Msg("eclipse.board.wait_diplomacy", "an answer to a diplomacy proposal"),
    "colonies": Msg("eclipse.board.wait_colonies", "colony ships to use in Upkeep"),
    "attack": Msg("eclipse.board.wait_attack", "whether to attack population"),
    "claim": Msg("eclipse.board.wait_claim", "whether to place a disc on a sector won"),
    "bankruptcy": Msg("eclipse.board.wait_bankruptcy", "trades or sectors abandoned to pay upkeep"),
}
PENDING_WORDS = {
    "place": Msg("eclipse.board.pending_place", "to place or discard the sector drawn"),
    "discovery": Msg(
        "eclipse.board.pending_discovery",
        "to take a discovery tile's reward or keep it for 2 VP",
    ),
    "claim": Msg(
        "eclipse.board.pending_claim", "whether to take control of the sector just explored"
    ),
}


def _seats(seats: list[int]) -> Listing:
    return Listing(tuple(f"{{p{s}}}" for s in seats))


def asked(view: PublicView) -> str:
    """Who the table waits for and for what, with ``{pN}`` placeholders, as a message:
    ``"{p0} is taking the Build action: 2 activations left."``."""
    seats = _seats(view.to_act)
    if view.phase == "over":
        return Msg("eclipse.board.over", "The game is over.")
    if view.window is not None:
        kind = str(view.window.get("kind", ""))
        what = WINDOW_WORDS.get(kind, kind)
        return Msg("eclipse.board.waiting", "Waiting for {seats}: {what}.", seats=seats, what=what)
    pending = view.pending
    if pending is not None:
        kind = str(pending.get("kind", ""))
        said: str = PENDING_WORDS.get(kind, kind)
        sector = pending.get("sector")
        if kind == "place" and sector:
            said = Msg(
                "eclipse.board.pending_place_at",
                "to place sector {sector} at {q},{r} or discard it",
                sector=str(sector),
                q=str(pending.get("q")),
                r=str(pending.get("r")),
            )
        return Msg("eclipse.board.has", "{seats} has {said}.", seats=seats, said=said)
    turn = view.turn
    if turn is not None:
        kind = str(turn.get("kind", ""))
        action = labels.titled(words.action(kind)) if kind in words.ACTIONS else kind
        english = "reaction" if turn.get("reaction") else "action"
        return Msg(
            f"eclipse.board.taking_{english}",
            f"{{seats}} is taking the {{kind}} {english}: {{left}} activation{{s}} left.",
            seats=seats,
            kind=action,
            left=str(turn.get("left")),
            s=plural_s(int(str(turn.get("left", 0)))),
        )
    if view.to_act and view.seats[view.to_act[0]].passed:
        return Msg("eclipse.board.may_react", "{seats} passed: may react or pass.", seats=seats)
    return Msg("eclipse.board.takes_turn", "{seats} takes a turn.", seats=seats)


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
        f"{say(RESOURCE_SHORT[r])} {board.storage.get(r, 0)} "
        f"+{track_production(board.track.get(r, 0))}"
        for r in RESOURCES
    )
    ships = " ".join(f"{SHIP_LETTERS[k]}{n}" for k, n in ships_in_play(view, seat).items())
    techs = "/".join(str(len(board.techs.get(track, []))) for track in TRACKS)
    first, second = labels.figures(
        stored,
        board.discs,
        upkeep(board.discs),
        f"{board.colony_ships - board.colony_used}/{board.colony_ships}",
        board.reputation_tiles,
        board.discoveries_kept,
        ships,
        techs,
    )
    extra = []
    if board.ambassadors:
        extra.append(labels.ambassadors(len(board.ambassadors)))
    if board.traitor:
        extra.append(say(labels.TRAITOR))
    return side_name(board.side), [first, " · ".join([second, *extra])]
