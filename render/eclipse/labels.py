"""The words drawn on Eclipse's pictures and said in their alt text, as messages of the game's
catalogue (ids ``eclipse.board.*``, docs/adding-a-game.md "Languages"), shown in the language
being drawn (:func:`render.common.language.say`). English reads as the board always did; the
terms are the glossary's (``rules/eclipse/glossary.yaml``, docs/rules/eclipse.md §1) and the
game terms nest :mod:`rules.eclipse.words`' messages. Printed names (sectors, techs, parts,
species) stay as printed; ship letters (``I C D S``, ``A G``) stay Latin, one letter each.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from render.common.language import say
from rules.core.text import Arg, Listing, Msg
from rules.eclipse import pack, words

TITLE = Msg("eclipse.board.title", "Eclipse")
LAST_MOVE = Msg("eclipse.board.last_move", "Last move")
RINGS = {
    "inner": Msg("eclipse.board.ring_inner", "inner"),
    "middle": Msg("eclipse.board.ring_middle", "middle"),
    "outer": Msg("eclipse.board.ring_outer", "outer"),
}
"""The sector stacks by ring (docs/rules/eclipse.md §5: I, II, III)."""
GAME_OVER = Msg("eclipse.board.game_over", "Game over")
SPECIES_BOARDS = Msg("eclipse.board.species_boards", "Species boards")
SPECIES_NOTE = Msg("eclipse.board.species_note", "stored +production per round")
GALAXY = Msg("eclipse.board.galaxy", "Galaxy")
EXPLORING = Msg("eclipse.board.exploring", "exploring")
PLACE_HINT = Msg("eclipse.board.place_hint", "place <turn> or discard; green: linked")
NO_TURN = Msg("eclipse.board.no_turn", "no turn links")
LAST_ON_MAP = Msg("eclipse.board.last_on_map", "Last move on the map")
PINK_FRAME = Msg("eclipse.board.pink_frame", "pink frame")
STATUS = {
    "out": Msg("eclipse.board.status_out", "out"),
    "eliminated": Msg("eclipse.board.status_eliminated", "eliminated"),
    "to act": Msg("eclipse.board.status_to_act", "to act"),
    "passed": Msg("eclipse.board.status_passed", "passed"),
}
GCDS = Msg("eclipse.board.gcds", "GCDS")
"""The GCDS's mark on the map (a word, not a letter: 4 letters in English)."""
LEGEND = {
    "money": words.resource("money"),
    "science": words.resource("science"),
    "materials": words.resource("materials"),
    "any": Msg("eclipse.board.legend_any", "any"),
    "cube": Msg("eclipse.board.legend_cube", "cube on it"),
    "orbital": words.piece("orbital"),
    "discovery": Msg("eclipse.board.legend_discovery", "discovery tile (face down)"),
    "wormhole": Msg("eclipse.board.legend_wormhole", "wormhole"),
    "npcs": Msg("eclipse.board.legend_npcs", "A Ancient, G Guardian, {gcds}", gcds=GCDS),
    "last": Msg("eclipse.board.legend_last", "last move"),
}
SHIPS_LEGEND = Msg(
    "eclipse.board.ships_legend",
    "Ships: owner's marker, then I interceptor, C cruiser, D dreadnought, S starbase",
)
RESOURCE_SHORT = {
    "materials": Msg("eclipse.board.short_materials", "Mat"),
    "science": Msg("eclipse.board.short_science", "Sci"),
    "money": Msg("eclipse.board.short_money", "$"),
}
TRAITOR = Msg("eclipse.board.traitor", "Traitor")
NONE = Msg("eclipse.board.none", "none")
EMPTY = Msg("eclipse.board.empty", "empty")
ECONOMY = Msg("eclipse.board.economy", "Economy")
ECONOMY_NOTE = Msg("eclipse.board.economy_note", "stored · cubes on track · +production")
TECHS = Msg("eclipse.board.techs", "Techs")
BY_TRACK = Msg("eclipse.board.by_track", "by track")
TECH_TRAY = Msg("eclipse.board.tech_tray", "Tech tray")
COPIES = Msg("eclipse.board.copies", "copies")
HOLD_TRAITOR = Msg("eclipse.board.hold_traitor", "You hold the Traitor tile.")
NO_BOARD = Msg("eclipse.board.no_board", "no species board yet")
STILL_CHOOSING = Msg("eclipse.board.still_choosing", "Species are still being chosen.")
DIE_COLOURS = {
    1: Msg("eclipse.board.die_yellow", "yellow"),
    2: Msg("eclipse.board.die_orange", "orange"),
    3: Msg("eclipse.board.die_blue", "blue"),
    4: Msg("eclipse.board.die_red", "red"),
}


def round_of(number: int) -> str:
    """``Round 3 of 8``."""
    return say(Msg("eclipse.board.round_of", "Round {round} of 8", round=number))


def phase_pill(phase: str) -> str:
    """``Action phase``."""
    return say(Msg("eclipse.board.phase_pill", "{phase} phase", phase=titled(words.phase(phase))))


def exploring_at(q: int, r: int) -> str:
    """The exploring strip's heading: ``Exploring 1,-2``."""
    return say(Msg("eclipse.board.exploring_at", "Exploring {q},{r}", q=q, r=r))


def turn(number: int) -> str:
    """A candidate placement's label: the ``place`` argument (``turn 2``)."""
    return say(Msg("eclipse.board.turn", "turn {turn}", turn=number))


def titled(term: Msg) -> Msg:
    """A term capitalised in English (``Action``); the catalogue's own word otherwise."""
    return Msg(term.key, term.english.capitalize())


def passed(seats: Sequence[str]) -> str:
    """``Passed: Ana, Bo``."""
    return say(Msg("eclipse.board.passed", "Passed: {seats}", seats=Listing(seats)))


def stacks(left: Mapping[str, int]) -> str:
    """The galaxy heading's note: ``sectors left: inner 2, middle 5, outer 7``."""
    items = tuple(
        Msg("eclipse.board.count_in", "{ring} {n}", ring=RINGS.get(ring, ring), n=n)
        for ring, n in left.items()
    )
    return say(Msg("eclipse.board.sectors_left", "sectors left: {stacks}", stacks=Listing(items)))


def figures(
    stored: str, discs: int, upkeep: int, colony: str, rep: int, disc: int, ships: str, techs: str
) -> tuple[str, str]:
    """A seat card's two lines of figures (storage with production, discs and upkeep; colony
    ships, reputation tiles, kept discoveries, ships, techs by track)."""
    first = Msg(
        "eclipse.board.figures_first",
        "{stored} · discs {discs} (upkeep {upkeep})",
        stored=stored,
        discs=discs,
        upkeep=upkeep,
    )
    second = Msg(
        "eclipse.board.figures_second",
        "colony {colony} · rep {rep} · disc. {disc} · ships {ships} · techs {techs}",
        colony=colony,
        rep=rep,
        disc=disc,
        ships=ships,
        techs=techs,
    )
    return say(first), say(second)


def ambassadors(count: int) -> str:
    """``amb. 2``."""
    return say(Msg("eclipse.board.amb", "amb. {n}", n=count))


def private_of(side: str) -> str:
    """The private picture's title after the name: ``Planta (private)``."""
    return say(Msg("eclipse.board.private_of", "{side} (private)", side=side))


def economy_line(resource: str, stored: int, cubes: int, production: int) -> str:
    """``Money: 3 stored · 8 cubes on the track · +4 per round``."""
    return say(
        Msg(
            "eclipse.board.economy_line",
            "{resource}: {stored} stored · {cubes} cubes on the track · +{production} per round",
            resource=titled(words.resource(resource)),
            stored=stored,
            cubes=cubes,
            production=production,
        )
    )


def discs_line(discs: int, upkeep: int, on_actions: int, face_up: int, colony: int) -> str:
    """The influence discs, upkeep and colony ships line."""
    return say(
        Msg(
            "eclipse.board.discs_line",
            "Influence discs: {discs} on the track (upkeep {upkeep} money), {actions} on actions"
            " · colony ships {up} of {colony} face up",
            discs=discs,
            upkeep=upkeep,
            actions=on_actions,
            up=face_up,
            colony=colony,
        )
    )


def ships_line(ships: Sequence[tuple[str, int]]) -> str:
    """``Ships in play: 2 interceptor, 1 cruiser``."""
    items = tuple(
        Msg("eclipse.board.count_of", "{n} {kind}", n=n, kind=words.piece(kind))
        for kind, n in ships
    )
    return say(Msg("eclipse.board.ships_in_play", "Ships in play: {ships}", ships=Listing(items)))


def listed(items: Sequence[str]) -> Listing | Msg:
    """``items`` as a comma list, or ``none``."""
    return Listing(items) if items else NONE


def reputation_line(values: Sequence[str]) -> str:
    """The seat's own reputation tile values."""
    return say(
        Msg(
            "eclipse.board.reputation_line",
            "Reputation tiles (yours alone): {values}",
            values=listed(values),
        )
    )


def discoveries_line(kept: Sequence[str]) -> str:
    """The discovery tiles kept face down."""
    return say(
        Msg(
            "eclipse.board.discoveries_line",
            "Discovery tiles kept for 2 VP: {kept}",
            kept=listed(kept),
        )
    )


def ambassadors_line(given: Sequence[tuple[int, str]]) -> str:
    """``Ambassadors: from P2 (science)``."""
    items = tuple(
        Msg(
            "eclipse.board.ambassador",
            "from P{seat} ({track})",
            seat=giver + 1,
            track=words.resource(track),
        )
        for giver, track in given
    )
    return say(Msg("eclipse.board.ambassadors", "Ambassadors: {given}", given=Listing(items)))


def track_line(track: str, techs: Sequence[str]) -> str:
    """``Nano (2): Advanced Robotics, Nanorobots``."""
    return say(
        Msg(
            "eclipse.board.track_line",
            "{track} ({n}): {techs}",
            track=titled(words.track(track)),
            n=len(techs),
            techs=listed(techs),
        )
    )


def parts_kept(parts: Sequence[str]) -> str:
    """The ancient parts kept for a later Upgrade."""
    return say(Msg("eclipse.board.parts_kept", "Ancient parts kept: {parts}", parts=listed(parts)))


def blueprint(kind: str) -> str:
    """A blueprint card's name (``Cruiser``)."""
    return say(titled(words.piece(kind)))


def tray_tech(tech: str, copies: int | None = None) -> str:
    """A tech in the tray with its printed cost (issue #27 item 6: the tray shows costs):
    ``Plasma Cannon ×2 · 6 science`` (``copies`` ``None`` for a rare tech, one copy: ``Cloaking
    Device · 7 science``). The printed cost, before a track's discount (docs/rules/eclipse.md §6);
    the minimum cost is on ``/card``."""
    record = pack.load().tech_by_id[tech]
    if copies is None:
        return say(
            Msg(
                "eclipse.board.tray_rare",
                "{tech} · {cost} science",
                tech=record.name,
                cost=record.cost,
            )
        )
    return say(
        Msg(
            "eclipse.board.tray_tech",
            "{tech} ×{n} · {cost} science",
            tech=record.name,
            n=copies,
            cost=record.cost,
        )
    )


def tray_lines(regular: Sequence[str], rare: Sequence[str]) -> tuple[str, str]:
    """The tech tray's two lines: regular techs with copies, and the rare ones."""
    return (
        say(Msg("eclipse.board.regular", "Regular: {techs}", techs=listed(regular))),
        say(Msg("eclipse.board.rare", "Rare: {techs}", techs=listed(rare))),
    )


def dice(counted: Sequence[tuple[int, int]]) -> str:
    """Dice by colour, most damage first: ``2 yellow + 1 orange``."""
    return " + ".join(
        say(
            Msg(
                "eclipse.board.count_of",
                "{n} {kind}",
                n=n,
                kind=DIE_COLOURS.get(damage) or str(damage),
            )
        )
        for damage, n in counted
    )


STATS = ("init", "hull", "comp", "shield", "cannons", "missiles", "move", "energy")
"""A blueprint's battle values, in the order the pictures list them (§7, §12.2)."""


def stat(name: str, value: str) -> str:
    """One of a blueprint's battle values (``hull 2``, ``cannons 1 yellow``), id
    ``eclipse.board.stat_<name>``."""
    return say(Msg(f"eclipse.board.stat_{name}", f"{name} {{n}}", n=value))


def _sectors(n: int) -> Msg:
    return Msg(f"eclipse.board.sectors_{'one' if n == 1 else 'many'}", _plural(n, "sector"), n=n)


def _plural(n: int, noun: str) -> str:
    return f"{{n}} {noun}" if n == 1 else f"{{n}} {noun}s"


def explored(n: int) -> str:
    """The alt text's ``12 sectors explored.``."""
    return say(Msg("eclipse.board.explored", "{sectors} explored.", sectors=_sectors(n)))


def seat_summary(
    who: str, state: str, side: str, held: int, ships: int, storage: Mapping[str, int]
) -> str:
    """A seat in the alt text: ``Ana (orange circle) (passed): Planta, 3 sectors, 4 ships,
    2 materials, 5 science, 7 money.``; ``state`` is ``eliminated``, ``passed`` or ''."""
    ship_count = Msg(
        f"eclipse.board.ships_{'one' if ships == 1 else 'many'}", _plural(ships, "ship"), n=ships
    )
    english = "{who} ({state}): " if state else "{who}: "
    fields: dict[str, Arg] = {"who": who}
    if state:
        fields["state"] = Msg(f"eclipse.board.status_{state}", state)
    return say(
        Msg(
            f"eclipse.board.seat_summary{'_state' if state else ''}",
            english + "{side}, {sectors}, {ships}, {materials} materials, {science} science, "
            "{money} money.",
            **fields,
            side=side,
            sectors=_sectors(held),
            ships=ship_count,
            materials=storage.get("materials", 0),
            science=storage.get("science", 0),
            money=storage.get("money", 0),
        )
    )


FINAL_SCORE = Msg("eclipse.board.final_score", "Final score")
WINNER = Msg("eclipse.board.winner", "winner")


def winners_note(names: Sequence[str]) -> str:
    """The score table's note: ``winner: Ana`` (``winners: Ana, Bo`` when the win is shared)."""
    key, english = ("winner", "winner: {who}") if len(names) == 1 else ("winners", "winners: {who}")
    return say(Msg(f"eclipse.board.{key}_note", english, who=Listing(names)))


def vp(n: int) -> str:
    """``21 VP`` (§16)."""
    return say(Msg("eclipse.board.vp", "{n} VP", n=n))


def score_row(who: str, side: str, held: int) -> str:
    """A score table row's words: ``Ana · Planta · 6 sectors``."""
    return say(
        Msg(
            "eclipse.board.score_row",
            "{who} · {side} · {sectors}",
            who=who,
            side=side,
            sectors=_sectors(held),
        )
    )


def final_scores(scores: Sequence[tuple[str, int]]) -> str:
    """The alt text's ``Final score: Ana 21 VP, Bo 17 VP.``, best first."""
    items = tuple(
        Msg("eclipse.board.score_item", "{who} {n} VP", who=who, n=n) for who, n in scores
    )
    return say(Msg("eclipse.board.final_scores", "Final score: {scores}.", scores=Listing(items)))


def names_list(names: Sequence[str]) -> str:
    """Seats' names as a list in the language drawn (``Ana, Bo`` / ``Ana、Bo``)."""
    return say(Msg("eclipse.board.names", "{names}", names=Listing(names)))
