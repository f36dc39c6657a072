"""Eclipse sentences: options, prompts, refusals, log lines and the notation help.

Every sentence template of the game is here, in English with ``{pN}`` seat placeholders (written
``{{p{seat}}}`` so that ``.format(seat=N)`` gives ``{pN}``), each with its message id
(``eclipse.<area>.<name>``, catalogued in
``rules/eclipse/locales/<locale>/LC_MESSAGES/eclipse.po``): a template with fields is a
:class:`rules.eclipse.words.Sentence` whose ``format`` makes a :class:`rules.core.text.Msg`, one
without is a ``Msg`` (docs/adding-a-game.md "Languages").
Public sentences never name a face-down discovery tile, a sector still in a stack, the tech bag
or a reputation tile's value; the ``*_SEEN`` sentences go to one seat only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from rules.core.text import Arg, Listing, Msg
from rules.eclipse import pack, words
from rules.eclipse.words import Sentence

P = "{{p{seat}}}"

OPTION_SPECIES = Msg(
    "eclipse.option.species",
    "`terran` (every seat a Terran faction) | `dealt` (each seat is dealt a board and plays "
    "its alien species) | `chosen` (seats pick a board side in turn)",
)
OPTION_REPUTATION = Msg(
    "eclipse.option.reputation",
    "`12-10-7-4` (default) | `16-9-5-3`, the tiles of values 1/2/3/4",
)
OPTION_NPC = Msg(
    "eclipse.option.npc", "`standard` | `advanced` Ancient, Guardian and GCDS blueprints"
)
OPTION_PORTALS = Msg(
    "eclipse.option.portals",
    "`no` | `yes`, the Warp Portals module (three sectors, a tile, a tech)",
)
OPTION_RADIUS = Msg(
    "eclipse.option.radius",
    "`open` (explore beyond ring III) | `3` (keep the galaxy in ring III)",
)
REMOVE_UNNEEDED = Sentence(
    "eclipse.refusal.remove_unneeded",
    "The part fits without taking a tile off: `upgrade {ship} {space} {part}`.",
)
OPTION_REACTIONS = Msg(
    "eclipse.option.reactions",
    "`never` (a passed seat's turns pass at once unless it says `prefer react ask`) | `ask` "
    "(a passed seat is asked on each of its turns whether to react)",
)
UNKNOWN_OPTION = Sentence(
    "eclipse.refusal.unknown_option", "There is no table option `{name}`; the options are {known}."
)
BAD_OPTION = Sentence(
    "eclipse.refusal.bad_option", "`{name}={value}` is not an option value; choose {allowed}."
)
BAD_SEATS = Sentence("eclipse.refusal.bad_seats", "Eclipse seats 2 to 6 players, not {n}.")

# ---------------------------------------------------------------- refusals
NO_SUCH_TECH = Sentence("eclipse.refusal.no_such_tech", "`{tech}` is not in the tech tray.")
TECH_OWNED = Sentence("eclipse.refusal.tech_owned", "You already have {tech}.")
RARE_TRACK = Msg(
    "eclipse.refusal.rare_track",
    "A rare tech needs the track it goes on: `research <tech> military|grid|nano`.",
)
REGULAR_TRACK = Sentence(
    "eclipse.refusal.regular_track", "{tech} goes on its own track; name no track."
)
TRACK_FULL = Sentence("eclipse.refusal.track_full", "Your {track} track is full.")
SHORT_SCIENCE = Sentence(
    "eclipse.refusal.short_science",
    "{tech} costs you {cost} science; trade first (`trade materials science`).",
)
NO_SUCH_SHIP = Sentence(
    "eclipse.refusal.no_such_ship",
    "There is no `{ship}` blueprint; use `interceptor`, `cruiser`, `dreadnought` or `starbase`.",
)
NO_SUCH_SPACE = Sentence(
    "eclipse.refusal.no_such_space", "The {ship} blueprint has spaces 1 to {spaces}."
)
BESIDE_GRID = Sentence(
    "eclipse.refusal.beside_grid", "{part} goes beside the grid, on space {space}."
)
PART_LOCKED = Sentence(
    "eclipse.refusal.part_locked", "You cannot place {part}: research its tech first."
)
PART_THERE = Sentence("eclipse.refusal.part_there", "{part} is already on that space.")
NO_ENERGY = Sentence(
    "eclipse.refusal.no_energy",
    "That leaves the {ship} blueprint using more energy than it produces.",
)
NO_TILE = Sentence(
    "eclipse.refusal.no_tile",
    "Space {space} of the {ship} blueprint holds no part tile to take off (printed parts stay).",
)
ANCIENT_CHOICE = Sentence(
    "eclipse.refusal.ancient_choice",
    "Ancient Tech gives one of the cheapest techs you may take: {techs} (`research <tech>`).",
)
ALIKE_SPACE = Sentence(
    "eclipse.refusal.alike_space",
    "Space {space} of the {ship} blueprint holds the same as space {first}, so the upgrade is "
    "listed once: type `{notation}`.",
)
STARBASE_DRIVE = Msg("eclipse.refusal.starbase_drive", "A starbase may not carry a drive.")
NEEDS_DRIVE = Sentence("eclipse.refusal.needs_drive", "The {ship} blueprint must keep a drive.")
NOT_BUILDABLE = Sentence(
    "eclipse.refusal.not_buildable",
    "`{what}` cannot be built; build a ship, an orbital or a monolith.",
)
BUILD_NEEDS_TECH = Sentence("eclipse.refusal.build_needs_tech", "Building a {what} needs its tech.")
BUILD_NOT_YOURS = Sentence(
    "eclipse.refusal.build_not_yours", "You can build only in a sector you control, not {sector}."
)
ONE_STRUCTURE = Sentence("eclipse.refusal.one_structure", "That sector already has a {what}.")
NO_STOCK = Sentence("eclipse.refusal.no_stock", "All your {what} miniatures are in play.")
SHORT_MATERIALS = Sentence(
    "eclipse.refusal.short_materials",
    "{what} costs {cost} materials; trade first (`trade money materials`).",
)
NO_SHIP_THERE = Sentence("eclipse.refusal.no_ship_there", "You have no {ship} in {sector}.")
STARBASES_STAY = Msg("eclipse.refusal.starbases_stay", "Starbases never move.")
PINNED = Sentence("eclipse.refusal.pinned", "Your ships in {sector} are pinned by opponent ships.")
OUT_OF_REACH = Sentence(
    "eclipse.refusal.out_of_reach", "Your {ship} cannot reach {sector} with {steps} movement."
)
NO_DISCS = Msg("eclipse.refusal.no_discs", "You have no influence disc left on your track.")
NOT_YOUR_DISC = Sentence("eclipse.refusal.not_your_disc", "You have no disc on {sector}.")
ONCE_PER_SECTOR = Msg(
    "eclipse.refusal.once_per_sector", "One Influence activation per sector in an action."
)
CANNOT_INFLUENCE = Sentence(
    "eclipse.refusal.cannot_influence",
    "You cannot place a disc on {sector}: it must be uncontrolled, free of opponent ships and "
    "connected to you.",
)
NO_COLONY_SHIPS = Msg("eclipse.refusal.no_colony_ships", "You have no face-up colony ship.")
CANNOT_COLONIZE = Sentence(
    "eclipse.refusal.cannot_colonize", "Square {square} of {sector} cannot take that cube."
)
TRADE_SAME = Msg("eclipse.refusal.trade_same", "Trade one resource for another.")
SHORT_TRADE = Sentence("eclipse.refusal.short_trade", "You need {n} {give} to trade.")
EXPLORED_ALREADY = Sentence(
    "eclipse.refusal.explored_already", "Position {q},{r} is already explored."
)
NOT_NEXT_TO_YOU = Sentence(
    "eclipse.refusal.not_next_to_you",
    "You cannot explore {q},{r}: explore next to a sector you control or hold with an unpinned "
    "ship, across its wormhole.",
)
NOT_YOUR_TURN = Sentence(
    "eclipse.refusal.not_your_turn", "It is not your turn; the table waits for {waiting}."
)
NOTHING_NOW = Msg("eclipse.refusal.nothing_now", "You have no decision to make right now.")
START_FIRST = Sentence(
    "eclipse.refusal.start_first",
    "Take the {kind} action first (`{verb}`), then choose what it does.",
)

# ---------------------------------------------------------------- log lines
STARTED = Sentence("eclipse.event.started", P + " took the {kind} action.")
REACTED = Sentence("eclipse.event.reacted", P + " reacted: {kind}.")
PASSED = Sentence("eclipse.event.passed", P + " passed.")
PASSED_FIRST = Sentence(
    "eclipse.event.passed_first", P + " passed first: 2 money and the start player tile."
)
TRADED = Sentence("eclipse.event.traded", P + " traded {n} {give} for 1 {get}.")
EXPLORED = Sentence("eclipse.event.explored", P + " explored {q},{r} and turned over {sector}.")
PLACED = Sentence("eclipse.event.placed", P + " placed {sector} ({ancients} Ancient{s}).")
DISCARDED = Sentence("eclipse.event.discarded", P + " discarded {sector}.")
CLAIMED = Sentence("eclipse.event.claimed", P + " took control of {sector}.")
DISCOVERY_SEEN = Sentence("eclipse.event.discovery_seen", P + " took a discovery tile: {tile}.")
DISCOVERY_TAKEN = Sentence("eclipse.event.discovery_taken", P + " took a discovery tile.")
DISCOVERY_KEPT = Sentence(
    "eclipse.event.discovery_kept", P + " kept a discovery tile face down for 2 VP."
)
DISCOVERY_UNUSABLE = Sentence(
    "eclipse.event.discovery_unusable", P + " could not use {tile} there and drew another tile."
)
DISCOVERY_REWARD = Sentence("eclipse.event.discovery_reward", P + " took the reward of {tile}.")
RESEARCHED = Sentence("eclipse.event.researched", P + " researched {tech} for {cost} science.")
UPGRADED = Sentence(
    "eclipse.event.upgraded", P + " put {part} on {ship} space {space} (was {old})."
)
PART_REMOVED = Sentence("eclipse.event.part_removed", P + " took {part} off {ship} space {space}.")
EMPTY_SPACE = Msg("eclipse.word.empty_space", "empty")
BUILT = Sentence("eclipse.event.built", P + " built {what} in {sector} for {cost} materials.")
MOVED = Sentence("eclipse.event.moved", P + " moved {a} {ship} from {origin} to {to}.")
INFLUENCED = Sentence(
    "eclipse.event.influenced", P + " moved an influence disc from {origin} to {to}."
)
COLONIZED = Sentence(
    "eclipse.event.colonized", P + " used a colony ship: a {resource} cube on {sector}."
)
COMBAT_PHASE = Sentence("eclipse.event.combat_phase", "Round {round}: the Combat phase.")
BATTLE = Sentence("eclipse.event.battle", "Battle in {sector}.")
NPCS = Msg("eclipse.word.npcs", "NPC")
REPUTATION_SEEN = Sentence("eclipse.event.reputation_seen", P + " drew reputation tiles {values}.")
REPUTATION_DRAWN = Sentence("eclipse.event.reputation_drawn", P + " drew {n} reputation tile{s}.")
KEPT_SEEN = Sentence("eclipse.event.kept_seen", P + " kept reputation tile {value}.")
REPUTATION_KEPT = Sentence(
    "eclipse.event.reputation_kept", P + " finished drawing reputation tiles."
)
CUBES_KILLED = Sentence(
    "eclipse.event.cubes_killed",
    P + " destroyed {n} of {{p{owner}}}'s population cubes in {sector}.",
)
DISC_LOST = Sentence("eclipse.event.disc_lost", P + " lost control of {sector}.")
SPARED = Sentence(
    "eclipse.event.spared", P + " spared {{p{owner}}}'s population cubes in {sector}."
)
NOT_CLAIMED = Sentence("eclipse.event.not_claimed", P + " placed no influence disc on {sector}.")
ELIMINATED = Sentence("eclipse.event.eliminated", P + " is eliminated; the score is frozen.")
ABANDONED = Sentence("eclipse.event.abandoned", P + " could not pay upkeep and abandoned {sector}.")
ROUND = Sentence("eclipse.event.round", "Round {round} begins; " + P + " is the start player.")
GAME_ENDED = Msg("eclipse.event.game_ended", "Round 8 is over: the game ends.")
PROPOSED = Sentence("eclipse.event.proposed", P + " proposed diplomatic relations to {{p{other}}}.")
DECLINED = Sentence("eclipse.event.declined", P + " declined diplomatic relations.")
RELATIONS = Sentence("eclipse.event.relations", P + " and {{p{other}}} exchanged ambassadors.")
BROKEN = Sentence(
    "eclipse.event.broken",
    P + " broke relations with {{p{other}}} by an Act of Aggression and takes the Traitor.",
)
PROMPT_DIPLOMACY = Sentence(
    "eclipse.prompt.diplomacy", "Accept diplomatic relations? (`accept <track>` or `decline`)"
)
PORTAL = Sentence("eclipse.event.portal", P + " put a warp portal on {sector}.")
SPECIES_TAKEN = Sentence("eclipse.event.species_taken", P + " chose {side}.")
PREFERENCE_SET = Sentence("eclipse.event.preference_set", "Standing choice saved: `{notation}`.")
TIE_RESOURCES = Msg(
    "eclipse.score.tie_resources", "Tied on VP: the most resources in storage wins."
)
TIE_SHARED = Msg(
    "eclipse.score.tie_shared", "Tied on VP and on resources in storage: the win is shared."
)
SCORE_LINE = Sentence("eclipse.score.score_line", P + ": {vp} VP ({parts})")

# ---------------------------------------------------------------- prompts
PROMPT_TURN = Sentence(
    "eclipse.prompt.turn",
    (
        "Your turn: take an action (`explore`, `research`, `upgrade`, `build`, `move`, "
        "`influence`) or `pass`."
    ),
)
PROMPT_REACT = Sentence(
    "eclipse.prompt.react", "You passed: react (`react build|upgrade|move`) or `pass`."
)
PROMPT_ACTIVATION = Sentence(
    "eclipse.prompt.activation", "Your {kind} action: {left} activation{s} left, or `done`."
)
PROMPT_PLACE = Sentence(
    "eclipse.prompt.place",
    "Place {sector} turned clockwise, its wormholes then facing {turns}; or `discard` it.",
)
PROMPT_PLACE_OR_DRAW = Sentence(
    "eclipse.prompt.place_or_draw",
    "Place {sector} turned clockwise, its wormholes then facing {turns}; turn over a second "
    "sector first (`draw`); or `discard` it.",
)
PROMPT_DISCOVERY = Sentence(
    "eclipse.prompt.discovery",
    "Take the discovery's reward (`reward take`) or keep it for 2 VP (`reward vp`).",
)
PROMPT_CLAIM = Sentence(
    "eclipse.prompt.claim",
    "Take control of the sector with a disc? (`claim yes` / `claim no`)",
)
PROMPT_BATTLE = Sentence(
    "eclipse.prompt.battle",
    (
        "The battle in {sector}: `battle fight` or `battle outnumbered` (retreat when "
        "outnumbered); add `biggest` to hit the largest ships first."
    ),
)
PROMPT_BATTLE_ODDS = Sentence(
    "eclipse.prompt.battle_odds",
    (
        "The battle in {sector} ({odds} in your first battle there): `battle fight` or "
        "`battle outnumbered` (retreat when outnumbered); add `biggest` to hit the largest "
        "ships first."
    ),
)
PROMPT_RETREATS = Sentence(
    "eclipse.prompt.retreats",
    "{prompt} A retreat goes to {first}; end the answer with another sector's number to "
    "retreat there instead: {others}.",
)
PROMPT_ATTACK = Sentence(
    "eclipse.prompt.attack",
    (
        "Attack {{p{owner}}}'s population cubes in {sector} with your cannons? (`attack`, "
        "`attack <track>` to kill that track's cubes first, or `attack no`)"
    ),
)
PROMPT_BOMBS = Sentence(
    "eclipse.prompt.bombs",
    (
        "Destroy every population cube of {{p{owner}}} in {sector} with your Neutron Bombs? "
        "(`attack` or `attack no`)"
    ),
)
PROMPT_CLAIM_WON = Sentence(
    "eclipse.prompt.claim_won",
    "Only your ships are in {sector}: place an influence disc there? (`claim yes` / `claim no`)",
)
PROMPT_BANKRUPTCY = Sentence(
    "eclipse.prompt.bankruptcy",
    (
        "You cannot pay upkeep: {short} money short. Trade (`trade materials money`) or "
        "abandon a sector you control (`abandon <sector>`), one at a time, until you can."
    ),
)
PROMPT_MOVE_ODDS = Sentence(
    "eclipse.prompt.move_odds",
    "Your {kind} action: {left} activation{s} left, or `done`. Battles within reach: {fights}.",
)
ODDS_SECTOR = Sentence("eclipse.prompt.odds_sector", "{sector} ({odds} with a {ship})")
ODDS_SECTOR_LONG = Sentence("eclipse.prompt.odds_sector_long", "{sector} (too large to compute)")
ODDS_WIN = Sentence("eclipse.prompt.odds_win", "win {chance} %")
ODDS_LONG = Msg("eclipse.prompt.odds_long", "odds too large to compute")
LABEL_ODDS = Sentence("eclipse.prompt.label_odds", "{notation} ({odds})")
PROMPT_COLONIES = Sentence(
    "eclipse.prompt.colonies", "Upkeep: use your colony ships (`colonize ...`) or `done`."
)
PROMPT_INSTALL = Sentence(
    "eclipse.prompt.install",
    (
        "Put the ancient part on a blueprint now for free (`upgrade <ship> <space> <part>`) or "
        "keep it for a later Upgrade (`done`)."
    ),
)
PROMPT_PORTAL = Sentence(
    "eclipse.prompt.portal",
    "Put the Warp Portal tile on a sector you control (`portal <sector>`).",
)
PROMPT_ANCIENT = Msg(
    "eclipse.prompt.ancient",
    "Ancient Tech: take one of the cheapest techs tied in the tray for free (`research <tech>`).",
)
PROMPT_KEEP = Sentence(
    "eclipse.prompt.keep",
    "Keep one of your drawn reputation tiles (`keep <value>` or `keep none`).",
)
PROMPT_SPECIES = Sentence(
    "eclipse.prompt.species", "Choose your species board side (`species <side>`)."
)
PRIVATE_SUMMARY = Sentence(
    "eclipse.summary.private_summary", "Reputation: {reputation}; discoveries kept: {discoveries}."
)
NONE = Msg("eclipse.word.none", "none")
TRACK = Msg("eclipse.word.track", "the track")
WAITING = Sentence("eclipse.status.waiting", "{nothing} {status}")
STATUS_ROUND = Sentence("eclipse.status.status_round", "Round {round}, {phase} phase.")

NOTATION_HELP = Msg(
    "eclipse.notation.notation_help",
    "\n".join(
        (
            "**Eclipse notation** (sectors by number, positions as q,r)",
            "- `explore`, `research`, `upgrade`, `build`, `move`, `influence`: take an action; "
            "then its activations, and `done` to stop early",
            "- `explore 0,-2` then `place 3` (turn) or `discard`; `claim yes|no`; "
            "`reward take|vp` for a discovery",
            "- `research plasma_cannon`; a rare tech names its track: "
            "`research cloaking_device nano`",
            "- `upgrade cruiser 6 plasma_cannon` (blueprint, space, part); "
            "`... remove 5` takes a part tile off space 5 first (energy)",
            "- `build cruiser 221`, `build orbital 101`",
            "- `move interceptor 221 101` (one ship, from, to)",
            "- `influence track 101`, `influence 101 track`",
            "- `pass`; after passing `react build|upgrade|move` or `pass`",
            "- free: `colonize 101 2 money` (square 2; 0 = orbital), `trade materials money`",
            "- Combat: `battle fight|outnumbered [biggest] [sector]` (a retreat's sector), "
            "`keep 3` / `keep none` (private); after the battles `attack [track]` / "
            "`attack no` and `claim yes|no`",
            "- Upkeep, short of money: `trade materials money`, `abandon 101`",
            "- 4+ players, on your turn: `diplomacy 3 money` (seat 3, a cube of your money track); "
            "the answer `accept science` or `decline`",
            "- standing choices: `prefer retreat never|outnumbered|ask`, `prefer keep best|ask`, "
            "`prefer target kill|biggest`, `prefer attack yes|ask`, `prefer claim yes|ask`, "
            "`prefer bankruptcy auto|ask`",
        )
    ),
)


@cache
def sector(sector_id: str) -> str:
    """A placed sector's display: its number and printed name (``101 Castor``)."""
    record = pack.load().sector_by_id.get(sector_id)
    return f"{sector_id} {record.name}" if record else sector_id


def article(what: str) -> Msg:
    """``what`` with its indefinite article, capitalised (``An interceptor``, ``A cruiser``),
    as the piece's term (Chinese has no article)."""
    return words.piece(what, ("An " if what[0] in "aeiou" else "A ") + what)


def place(where: str) -> str:
    """``track`` (the influence track, a term) or a sector's display."""
    return TRACK if where == "track" else sector(where)


@cache
def part(part_id: str) -> str:
    """A ship part's printed name."""
    record = pack.load().part_by_id.get(part_id)
    return record.name if record else part_id


@cache
def discovery_name(kind: str) -> Msg:
    """A discovery kind's display name (``Materials Cache``, ``Ancient Ion Disruptor``)."""
    record = next((d for d in pack.load().discoveries.tiles if d.id == kind), None)
    part_id = getattr(record, "part", None)
    return words.discovery(kind, part(part_id) if part_id else kind)


def listed(items: Sequence[str]) -> Arg:
    """``items`` as a comma list argument, or ``none``."""
    return words.listed(items, NONE)


def score_parts(breakdown: Mapping[str, int]) -> Arg:
    """A score line's sources with VP (``reputation 3, sectors 4``), sources at 0 left out."""
    return Listing(tuple(words.score_part(k, v) for k, v in breakdown.items() if v))


# ---------------------------------------------------------------- combat log (§12.3)
VOLLEY = Sentence("eclipse.combat.volley", "{side} {ship} ×{count} {weapon}: {faces}")
DESTROYED = Sentence("eclipse.combat.destroyed", "{side} {ship} destroyed")
RETREATING = Sentence("eclipse.combat.retreating", "{side} {ship} ×{count} begin to retreat")
RETREATED = Sentence("eclipse.combat.retreated", "{side} {ship} ×{count} retreat")
STALEMATE = Msg("eclipse.combat.stalemate", "stalemate")
NPC_SIDE = "npc"
"""The side name of the sector's NPC ships in a battle (:mod:`rules.eclipse.battles`)."""


def side(name: str) -> str:
    """A battle side's name: a seat placeholder, or ``NPC`` for the sector's NPC ships."""
    return NPCS if name == NPC_SIDE else name


def weapon(kind: str) -> Msg:
    """``cannons`` or ``missiles``, id ``eclipse.weapon.<kind>``."""
    return Msg(f"eclipse.weapon.{kind}", kind)


def rolls(lines: Sequence[str]) -> Msg:
    """A battle's log lines as one sentence, ``"Rolls: a; b; c."`` (each locale's own semicolon
    and full stop), so it reads apart from the sentences around it in the log (issue #27 item 6)."""
    joined: str = lines[-1] if lines else ""
    for line in reversed(lines[:-1]):
        joined = Msg("eclipse.list.semicolon", "{first}; {rest}", first=line, rest=joined)
    return Msg("eclipse.combat.rolls", "Rolls: {lines}.", lines=joined)
