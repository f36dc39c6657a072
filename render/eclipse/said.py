"""The words of Eclipse's text board (``/game board text:yes``) in the table's language: messages of
the game's catalogue (ids ``eclipse.board.text_*``, docs/adding-a-game.md "Languages") shown with
:func:`render.common.language.say`, game terms nesting :mod:`rules.eclipse.words`. Printed names
(sectors, techs, parts, species) stay as printed; positions stay ``q,r`` and wormhole edges the
compass letters ``N NE SE S SW NW`` of docs/rules/eclipse.md §5.2.
"""

from __future__ import annotations

from collections.abc import Sequence

from render.common.language import say
from render.eclipse.labels import listed
from render.eclipse.terms import NPC_NAMES
from rules.core import wording
from rules.core.text import Msg
from rules.eclipse import words

GALAXY = Msg("eclipse.board.text_galaxy", "Galaxy (sector: position)")
SUPPLY = Msg("eclipse.board.text_supply", "Supply")
FREE = Msg("eclipse.board.text_free", "free")
MONOLITH = words.piece("monolith")
DISCOVERY = Msg("eclipse.board.text_discovery", "a face-down discovery tile")
EMPTY_PART = Msg("eclipse.board.empty", "empty")
SQUARE_TYPES = {
    "money": words.resource("money"),
    "science": words.resource("science"),
    "materials": words.resource("materials"),
    "gray": Msg("eclipse.board.text_gray", "gray"),
}
STATES = {
    "eliminated": Msg("eclipse.board.status_eliminated", "eliminated"),
    "passed": Msg("eclipse.board.status_passed", "passed"),
}


def joined(parts: Sequence[str]) -> str:
    """A line's parts joined by ``; `` in the language drawn (``core.list.semicolon``)."""
    return say(wording.semicolons(parts))


def sector_head(number: str, name: str, q: int, r: int) -> str:
    """``221 Procyon at 0,-2``."""
    return say(
        Msg(
            "eclipse.board.text_at",
            "{number} {name} at {q},{r}",
            number=number,
            name=name,
            q=q,
            r=r,
        )
    )


def controlled_by(who: str) -> str:
    """``controlled by Ana (orange circle)``."""
    return say(Msg("eclipse.board.text_controlled", "controlled by {who}", who=who))


def square(kind: str, advanced: bool, cube: str | None) -> str:
    """A population square: ``advanced money empty``, ``money with a cube``, ``gray with a money
    cube``."""
    kind_word = SQUARE_TYPES.get(kind, SQUARE_TYPES["gray"])
    shown: Msg = (
        Msg("eclipse.board.text_advanced", "advanced {kind}", kind=kind_word)
        if advanced
        else kind_word
    )
    if not cube:
        return say(Msg("eclipse.board.text_square_empty", "{kind} empty", kind=shown))
    if cube == kind:
        return say(Msg("eclipse.board.text_square_cube", "{kind} with a cube", kind=shown))
    return say(
        Msg(
            "eclipse.board.text_square_other",
            "{kind} with a {cube} cube",
            kind=shown,
            cube=words.resource(cube),
        )
    )


def squares(items: Sequence[str]) -> str:
    """``squares: money empty, science with a cube``."""
    return say(Msg("eclipse.board.text_squares", "squares: {items}", items=listed(items)))


def orbital(cube: str | None) -> str:
    """``orbital`` or ``orbital with a money cube``."""
    if cube is None:
        return say(words.piece("orbital"))
    return say(
        Msg(
            "eclipse.board.text_orbital_cube",
            "orbital with a {cube} cube",
            cube=words.resource(cube),
        )
    )


def count(n: int, piece: str) -> str:
    """``1 cruiser``, ``2 Ancients`` (a ship or NPC, :data:`rules.eclipse.words.PIECES`)."""
    term = words.piece(piece, NPC_NAMES.get(piece))
    if n == 1:
        return say(Msg("eclipse.board.text_count_one", "{n} {piece}", n=n, piece=term))
    return say(Msg("eclipse.board.text_count_many", "{n} {piece}s", n=n, piece=term))


def ships_of(who: str, fleet: Sequence[str]) -> str:
    """``ships of Ana: 1 interceptor, 2 cruisers``."""
    return say(
        Msg("eclipse.board.text_ships_of", "ships of {who}: {fleet}", who=who, fleet=listed(fleet))
    )


def wormholes(edges: Sequence[str]) -> str:
    """``wormholes N, SE, S``."""
    return say(Msg("eclipse.board.text_wormholes", "wormholes {edges}", edges=listed(edges)))


def stacks(left: Sequence[tuple[str, int]], rings: dict[str, Msg]) -> str:
    """``sector stacks (face down): inner 6, middle 8, outer 0``."""
    items = tuple(
        Msg("eclipse.board.count_in", "{ring} {n}", ring=rings.get(ring, ring), n=n)
        for ring, n in left
    )
    return say(
        Msg(
            "eclipse.board.text_stacks", "sector stacks (face down): {stacks}", stacks=listed(items)
        )
    )


def discarded(sectors: Sequence[str]) -> str:
    """``discarded sectors: 302 Gamma Serpentis``."""
    return say(
        Msg("eclipse.board.text_discarded", "discarded sectors: {sectors}", sectors=listed(sectors))
    )


def bags(discoveries: int, reputation: int) -> str:
    """How many tiles the discovery and reputation bags hold (their contents hidden)."""
    return say(
        Msg(
            "eclipse.board.text_bags",
            "discovery tiles in the bag: {discoveries}; reputation tiles in the bag: {reputation}",
            discoveries=discoveries,
            reputation=reputation,
        )
    )


def tray(techs: Sequence[str]) -> str:
    """``tech tray: Plasma Cannon ×2 · 6 science, Orbital ×1 · 4 science``."""
    return say(Msg("eclipse.board.text_tray", "tech tray: {techs}", techs=listed(techs)))


def rare(techs: Sequence[str]) -> str:
    """``rare techs: Cloaking Device · 7 science``."""
    return say(Msg("eclipse.board.text_rare", "rare techs: {techs}", techs=listed(techs)))


def seat_head(who: str, state: str, species: str) -> str:
    """``Ana (orange circle) (passed): Terran Directorate``; ``state`` is ``eliminated``,
    ``passed`` or ''."""
    if not state:
        return say(Msg("eclipse.board.text_seat", "{who}: {species}", who=who, species=species))
    return say(
        Msg(
            "eclipse.board.text_seat_state",
            "{who} ({state}): {species}",
            who=who,
            state=STATES[state],
            species=species,
        )
    )


def track_techs(track: str, techs: Sequence[str]) -> str:
    """``nano techs: Orbital, Nanorobots``."""
    return say(
        Msg(
            "eclipse.board.text_track_techs",
            "{track} techs: {techs}",
            track=words.track(track),
            techs=listed(techs),
        )
    )


def blueprint(kind: str, stats: str, spaces: Sequence[str]) -> str:
    """``cruiser: initiative 2 · hull 1 … (Electron Computer, Ion Cannon, empty)``."""
    return say(
        Msg(
            "eclipse.board.text_blueprint",
            "{ship}: {stats} ({spaces})",
            ship=words.piece(kind),
            stats=stats,
            spaces=listed(spaces),
        )
    )


def parts_kept(parts: Sequence[str]) -> str:
    """``ancient parts kept: Axion Computer``."""
    return say(
        Msg("eclipse.board.text_parts_kept", "ancient parts kept: {parts}", parts=listed(parts))
    )


def ambassadors(given: Sequence[tuple[str, str]]) -> str:
    """``ambassadors: from Bo (money), from Chen (science)``."""
    items = tuple(
        Msg(
            "eclipse.board.text_ambassador",
            "from {who} ({track})",
            who=who,
            track=words.resource(track),
        )
        for who, track in given
    )
    return say(Msg("eclipse.board.text_ambassadors", "ambassadors: {given}", given=listed(items)))


def part(name: str | None) -> str:
    """A blueprint space: the part's printed name, or ``empty``."""
    return say(EMPTY_PART) if name is None else name
