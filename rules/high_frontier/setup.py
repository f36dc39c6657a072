"""A new game of High Frontier 4 All, 1–5 seats (docs/rules/high-frontier.md §3).

Decisions (docs/rules/high-frontier.md §23 Q17):

* Each seat is dealt a Crew card at random and **chooses its side secretly** in a ``side``
  window open at version 0 (:mod:`rules.high_frontier.sides`: revealed together, default the
  front side); the Secretary-General's Aquas and the 1st Player follow the revealed sides.
* A seat's **Hand is private** to it (views show its size only). CR E1b calls hands open
  information; play-by-post keeps them private so a seat's plans are its own.
* One seat plays the Altruism variant ``short`` unless the table sets ``altruism=no`` (then
  the core rules, research auctions without another bidder and no goal): the core game is for
  2–5, solo play is a variant (§17).
* Table option ``quick_start`` (``no`` by default, ``yes``): the Quick Start variant
  (:mod:`rules.high_frontier.quickstart`): 0 starting Aquas and a 12-year draft.
* Table option ``altruism`` (``no`` by default, ``short``, ``medium``, ``futures``): the
  Altruism variant, solitaire or cooperative (:mod:`rules.high_frontier.altruism`): 4, 5 or 7
  Seniority Disks, half decks, research without auctions, a VP target.
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core.chance import rng_for
from rules.core.errors import IllegalAction
from rules.core.game import OptionValue
from rules.core.window import DecisionWindow
from rules.high_frontier import altruism, pack, text, variant_text
from rules.high_frontier.cycle import cycle
from rules.high_frontier.quickstart import DRAFT_YEARS
from rules.high_frontier.state import HighFrontierState, Player
from rules.high_frontier.words import PATENT_DECKS

SPECTRAL = ("C", "S", "M", "V", "D", "H")
STARTING_AQUAS = len(PATENT_DECKS)  # one per patent deck in play (C5)
HEROISM_SEATS = 3  # heroism chits only with 3+ players (CR C7)
DISKS = 4  # core game: 48 years (C1)
OPTIONS: dict[str, str] = {
    "quick_start": variant_text.OPTION_QUICK_START,
    "altruism": variant_text.OPTION_ALTRUISM,
}
QUICK_START: dict[OptionValue, bool] = {"no": False, "yes": True, False: False, True: True}
ALTRUISM: dict[OptionValue, str | None] = {"no": None, False: None}
ALTRUISM.update({length: length for length in altruism.LENGTHS})
VALUES: dict[str, Mapping[OptionValue, object]] = {"quick_start": QUICK_START, "altruism": ALTRUISM}


def new_game(
    num_players: int, seed: str, options: Mapping[str, OptionValue] | None = None
) -> HighFrontierState:
    """The table after setup, version 0: every seat asked its Crew side (phase ``sides``).

    Raises:
        IllegalAction: seats outside 1–5, an option other than ``quick_start`` and
            ``altruism``, a value other than those of :data:`VALUES`, or a Quick Start draft
            (12 deck tops a seat) beyond the cards of the decks (Altruism's half decks hold 38:
            at most 3 seats; decided, §23 Q17).
    """
    if not 1 <= num_players <= 5:
        raise IllegalAction(text.BAD_SEATS.format(n=num_players))
    for name, value in (options or {}).items():
        if name not in VALUES or value not in VALUES[name]:
            raise IllegalAction(text.BAD_OPTION.format(name=name, value=value))
    quick = QUICK_START[(options or {}).get("quick_start", "no")]
    alone = "short" if num_players == 1 else "no"  # one seat: the solitaire variant (Q17)
    length = ALTRUISM[(options or {}).get("altruism", alone)]
    rng = rng_for(seed, 0, "setup")
    loaded = pack.load()
    crews = [c.id for c in loaded.decks["crew"].cards]
    rng.shuffle(crews)
    players = [
        Player(crew=crews[i], side="front", aquas=0 if quick else STARTING_AQUAS, leo=[crews[i]])
        for i in range(num_players)
    ]
    decks: dict[str, list[str]] = {}
    for deck in PATENT_DECKS:
        order = [c.id for c in loaded.decks[deck].cards]
        rng.shuffle(order)
        decks[deck] = order
    if length:
        decks = altruism.halved(decks)
    cards = sum(len(cards) for cards in decks.values())
    if quick and num_players * DRAFT_YEARS > cards:  # the draft would run out of deck tops
        needed = num_players * DRAFT_YEARS
        raise IllegalAction(text.DRAFT_TOO_BIG.format(needed=needed, seats=num_players, n=cards))
    return HighFrontierState(
        seed=seed,
        num_players=num_players,
        pack="official",
        players=players,
        phase="sides",
        window=DecisionWindow.open("side", range(num_players), secret=True),
        disks=altruism.LENGTHS[length].disks if length else DISKS,
        draft=DRAFT_YEARS if quick else 0,
        altruism=length,
        decks=decks,
        tracks=dict.fromkeys(SPECTRAL, 0),
        glory=[z.id for z in loaded.map.zones][: 9 if cycle().glory.high else 0],
        heroism=cycle().heroism.chits if num_players >= HEROISM_SEATS else 0,
    )
