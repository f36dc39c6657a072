"""Eclipse sentences: options, prompts, refusals, log lines and the notation help.

Every sentence template of the game is here, in English with ``{pN}`` seat placeholders (written
``{{p{seat}}}`` so that ``.format(seat=N)`` gives ``{pN}``), so that it can be catalogued and
translated. Public sentences never name a face-down discovery tile, a sector still in a stack,
the tech bag or a reputation tile's value; the ``*_SEEN`` sentences go to one seat only.
"""

from __future__ import annotations

from functools import cache

from rules.eclipse import pack

P = "{{p{seat}}}"

OPTION_SPECIES = (
    "species: terran (every seat a Terran faction) | dealt (each seat is dealt a board and "
    "plays its alien species) | chosen (seats pick a board side in turn)"
)
OPTION_REPUTATION = "reputation_bag: 12-10-7-4 (default) | 16-9-5-3, the tiles of values 1/2/3/4"
OPTION_NPC = "npc: standard | advanced Ancient, Guardian and GCDS blueprints"
OPTION_PORTALS = "warp_portals: no | yes, the Warp Portals module (three sectors, a tile, a tech)"
OPTION_RADIUS = "galaxy_radius: open (explore beyond ring III) | 3 (keep the galaxy in ring III)"
UNKNOWN_OPTION = "There is no table option `{name}`; the options are {known}."
BAD_OPTION = "`{name}={value}` is not an option value; choose {allowed}."
BAD_SEATS = "Eclipse seats 2 to 6 players, not {n}."

# ---------------------------------------------------------------- refusals
NO_SUCH_TECH = "`{tech}` is not in the tech tray."
TECH_OWNED = "You already have {tech}."
RARE_TRACK = "A rare tech needs the track it goes on: `research <tech> military|grid|nano`."
REGULAR_TRACK = "{tech} goes on its own track; name no track."
TRACK_FULL = "Your {track} track is full."
SHORT_SCIENCE = "{tech} costs you {cost} science; trade first (`trade materials science`)."
NO_SUCH_SHIP = "There is no `{ship}` blueprint; use interceptor, cruiser, dreadnought or starbase."
NO_SUCH_SPACE = "The {ship} blueprint has spaces 1 to {spaces}."
BESIDE_GRID = "{part} goes beside the grid, on space {space}."
PART_LOCKED = "You cannot place {part}: research its tech first."
PART_THERE = "{part} is already on that space."
NO_ENERGY = "That leaves the {ship} blueprint using more energy than it produces."
STARBASE_DRIVE = "A starbase may not carry a drive."
NEEDS_DRIVE = "The {ship} blueprint must keep a drive."
NOT_BUILDABLE = "`{what}` cannot be built; build a ship, an orbital or a monolith."
BUILD_NEEDS_TECH = "Building a {what} needs its tech."
BUILD_NOT_YOURS = "You can build only in a sector you control, not {sector}."
ONE_STRUCTURE = "That sector already has a {what}."
NO_STOCK = "All your {what} miniatures are in play."
SHORT_MATERIALS = "{what} costs {cost} materials; trade first (`trade money materials`)."
NO_SHIP_THERE = "You have no {ship} in {sector}."
STARBASES_STAY = "Starbases never move."
PINNED = "Your ships in {sector} are pinned by opponent ships."
OUT_OF_REACH = "Your {ship} cannot reach {sector} with {steps} movement."
NO_DISCS = "You have no influence disc left on your track."
NOT_YOUR_DISC = "You have no disc on {sector}."
ONCE_PER_SECTOR = "One Influence activation per sector in an action."
CANNOT_INFLUENCE = (
    "You cannot place a disc on {sector}: it must be uncontrolled, free of opponent ships and "
    "connected to you."
)
NO_COLONY_SHIPS = "You have no face-up colony ship."
CANNOT_COLONIZE = "Square {square} of {sector} cannot take that cube."
TRADE_SAME = "Trade one resource for another."
SHORT_TRADE = "You need {n} {give} to trade."
EXPLORED_ALREADY = "Position {q},{r} is already explored."
NOT_NEXT_TO_YOU = (
    "You cannot explore {q},{r}: explore next to a sector you control or hold with an unpinned "
    "ship, across its wormhole."
)
NOT_YOUR_TURN = "It is not your turn; the table waits for {waiting}."
NOTHING_NOW = "You have no decision to make right now."
NOT_LEGAL = "`{notation}` is not legal now. Try {legal}."

# ---------------------------------------------------------------- log lines
STARTED = P + " took the {kind} action."
REACTED = P + " reacted: {kind}."
PASSED = P + " passed."
PASSED_FIRST = P + " passed first: 2 money and the start player tile."
TRADED = P + " traded {n} {give} for 1 {get}."
EXPLORED = P + " explored {q},{r} and turned over {sector}."
PLACED = P + " placed {sector} ({ancients} Ancients)."
DISCARDED = P + " discarded {sector}."
CLAIMED = P + " took control of {sector}."
DISCOVERY_SEEN = P + " took a discovery tile: {tile}."
DISCOVERY_TAKEN = P + " took a discovery tile."
DISCOVERY_KEPT = P + " kept a discovery tile face down for 2 VP."
DISCOVERY_UNUSABLE = P + " could not use {tile} there and drew another tile."
DISCOVERY_REWARD = P + " took the reward of {tile}."
RESEARCHED = P + " researched {tech} for {cost} science."
UPGRADED = P + " put {part} on {ship} space {space} (was {old})."
EMPTY_SPACE = "empty"
BUILT = P + " built {what} in {sector} for {cost} materials."
MOVED = P + " moved a {ship} from {origin} to {to}."
INFLUENCED = P + " moved an influence disc from {origin} to {to}."
COLONIZED = P + " used a colony ship: a {resource} cube on {sector}."
COMBAT_PHASE = "Round {round}: the Combat phase."
BATTLE = "Battle in {sector}."
NPCS = "NPC"
REPUTATION_SEEN = P + " drew reputation tiles {values}."
REPUTATION_DRAWN = P + " drew {n} reputation tiles."
KEPT_SEEN = P + " kept reputation tile {value}."
REPUTATION_KEPT = P + " finished drawing reputation tiles."
CUBES_KILLED = P + " destroyed {n} of {{p{owner}}}'s population cubes in {sector}."
DISC_LOST = P + " lost control of {sector}."
ELIMINATED = P + " is eliminated; the score is frozen."
ABANDONED = P + " could not pay upkeep and abandoned {sector}."
ROUND = "Round {round} begins; " + P + " is the start player."
GAME_ENDED = "Round 8 is over: the game ends."
PROPOSED = P + " proposed diplomatic relations to {{p{other}}}."
DECLINED = P + " declined diplomatic relations."
RELATIONS = P + " and {{p{other}}} exchanged ambassadors."
BROKEN = P + " broke relations with {{p{other}}} by an Act of Aggression and takes the Traitor."
PROMPT_DIPLOMACY = P + ", accept diplomatic relations? (`accept <track>` or `decline`)"
PORTAL = P + " put a warp portal on {sector}."
SPECIES_TAKEN = P + " chose {side}."
PREFERENCE_SET = "Standing choice saved: `{notation}`."
TIE_RESOURCES = "Tied on VP: the most resources in storage wins."
TIE_SHARED = "Tied on VP and on resources in storage: the win is shared."
SCORE_LINE = P + ": {vp} VP ({parts})"

# ---------------------------------------------------------------- prompts
PROMPT_TURN = P + (
    ", your turn: take an action (`explore`, `research`, `upgrade`, `build`, `move`, "
    "`influence`) or `pass`."
)
PROMPT_REACT = P + ", you passed: react (`react build|upgrade|move`) or `pass`."
PROMPT_ACTIVATION = P + ", {kind}: {left} activations left, or `done`."
PROMPT_PLACE = P + ", place the sector (`place <turn>`) or `discard` it."
PROMPT_DISCOVERY = (
    P + ", take the discovery's reward (`reward take`) or keep it for 2 VP (`reward vp`)."
)
PROMPT_CLAIM = P + ", take control of the sector with a disc? (`claim yes` / `claim no`)"
PROMPT_BATTLE = P + (
    ", the battle in {sector}: `battle fight` or `battle outnumbered` (retreat when "
    "outnumbered); add `biggest` to hit the largest ships first."
)
PROMPT_COLONIES = P + ", Upkeep: use your colony ships (`colonize ...`) or `done`."
PROMPT_INSTALL = P + (
    ", put the ancient part on a blueprint now for free (`upgrade <ship> <space> <part>`) or "
    "keep it for a later Upgrade (`done`)."
)
PROMPT_PORTAL = P + ", put the Warp Portal tile on a sector you control (`portal <sector>`)."
PROMPT_KEEP = P + ", keep one of your drawn reputation tiles (`keep <value>` or `keep none`)."
PROMPT_SPECIES = P + ", choose your species board side (`species <side>`)."
PRIVATE_SUMMARY = "Reputation: {reputation}; discoveries kept: {discoveries}."
NONE = "none"
STATUS_ROUND = "Round {round}, {phase} phase."

NOTATION_HELP = "\n".join(
    (
        "**Eclipse notation** (sectors by number, positions as q,r)",
        "- `explore`, `research`, `upgrade`, `build`, `move`, `influence`: take an action; "
        "then its activations, and `done` to stop early",
        "- `explore 0,-2` then `place 3` (turn) or `discard`; `claim yes|no`; "
        "`reward take|vp` for a discovery",
        "- `research plasma_cannon`; a rare tech names its track: `research cloaking_device nano`",
        "- `upgrade cruiser 6 plasma_cannon` (blueprint, space, part)",
        "- `build cruiser 221`, `build orbital 101`",
        "- `move interceptor 221 101` (one ship, from, to)",
        "- `influence track 101`, `influence 101 track`",
        "- `pass`; after passing `react build|upgrade|move` or `pass`",
        "- free: `colonize 101 2 money` (square 2; 0 = orbital), `trade materials money`",
        "- Combat: `battle fight|outnumbered [biggest]`, `keep 3` / `keep none` (private)",
        "- 4+ players, on your turn: `diplomacy 3 money` (seat 3, a cube of your money track); "
        "the answer `accept science` or `decline`",
        "- standing choices: `prefer retreat never|outnumbered|ask`, `prefer keep best|ask`, "
        "`prefer target kill|biggest`",
    )
)


@cache
def sector(sector_id: str) -> str:
    """A placed sector's display: its number and name (``101 Castor``)."""
    record = pack.load().sector_by_id.get(sector_id)
    return f"{sector_id} {record.name}" if record else sector_id


def article(what: str) -> str:
    """``what`` with its indefinite article, capitalised (``An interceptor``, ``A cruiser``)."""
    return ("An " if what[0] in "aeiou" else "A ") + what


def place(where: str) -> str:
    """``track`` or a sector's display."""
    return "the track" if where == "track" else sector(where)


@cache
def part(part_id: str) -> str:
    """A ship part's name."""
    record = pack.load().part_by_id.get(part_id)
    return record.name if record else part_id


@cache
def discovery_name(kind: str) -> str:
    """A discovery kind's display name (``Materials Cache``)."""
    return kind.replace("_", " ").title()
