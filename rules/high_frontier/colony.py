"""Colonies (docs/rules/high-frontier.md §7 G3, §11.3, §16; CR G3, M2b).

The core game makes a Colony without Module 2: the seat's Human is its Crew card. ``colonize``
(a free action) decommissions the Crew aboard the Rocket standing on the seat's own uncolonized
Factory (the Crew goes home to the LEO stack, CR E7c) and puts a dome on that Factory. The dome
is permanent; it is a token of the seat's colour (1 VP) and scores +1 on an astrobiology Site and
+2 on a submarine Site (M2b). A glory chit the Crew carried is a Tragedy: it scores its low side
(§13). The Rocket left without cards leaves the map (E2e). A colonized Factory lifts and lands
factory-assisted stacks without a Hazard Roll (§8.4). Colonizing the Kreutz sungrazer is a
Felony (:mod:`.felony`), and everything on it is lost when the cube leaves the yellow season
(:func:`kreutz_loss`).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import felony, pack, stacks, text, words
from rules.high_frontier.cycle import cycle
from rules.high_frontier.state import HighFrontierState

S = Step[HighFrontierState]
KREUTZ = "kreutz_sungrazer"
ASTROBIOLOGY = 1  # VP of a Colony on an astrobiology Site (M2b)
SUBMARINE = 2  # VP of a Colony on a submarine Site


def colonizable(state: HighFrontierState, seat: int) -> str | None:
    """The Site id where ``seat`` may build a Colony now, or ``None``: its Crew aboard the
    Rocket on its own uncolonized Factory (the Kreutz sungrazer only by a Felony)."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None or player.crew not in rocket.cards:
        return None
    site = pack.load().map.by_id[rocket.at].site
    if site is None or site not in player.factories or site in player.colonies:
        return None
    if site == KREUTZ and not felony.may_commit(state, seat, rocket.at):
        return None
    return site


def colonize(step: S) -> None:
    """Build the Colony: the Crew to the LEO stack, a dome on the Factory."""
    state = step.state
    player = state.players[step.seat]
    site = colonizable(state, step.seat)
    rocket = player.rocket
    assert site is not None and rocket is not None
    rocket.cards.remove(player.crew)
    player.leo.append(player.crew)
    player.colonies.append(site)
    line = text.COLONIZED.format(seat=step.seat, site=pack.load().site_by_id[site].name)
    step.emit(public_event("Colonized", line, closes_undo=True))
    if rocket.glory is not None:
        player.glory += cycle().glory.low
        rocket.glory = None
        step.emit(public_event("Tragedy", text.TRAGEDY.format(seat=step.seat)))
    if not rocket.cards:
        player.rocket = None
        step.emit(public_event("RocketGone", text.ROCKET_GONE))
    else:
        stacks.reweigh(player.side, rocket)


def kreutz_loss(step: S) -> None:
    """The cube has left the yellow season: every card and FT on the Kreutz sungrazer is
    decommissioned (§11.1): the Rocket's cards to their owner's Hand (the Crew to LEO; a glory
    chit it carried scores its low side), an Outpost's Black cards to the Hand, its FTs to the
    Pool. Claims, Factories and Colony domes stay."""
    space = pack.load().site_by_id[KREUTZ].map_node
    for seat, player in enumerate(step.state.players):
        lost: list[str] = []
        rocket = player.rocket
        if rocket is not None and rocket.at == space:
            for card in rocket.cards:
                (player.leo if card == player.crew else player.hand).append(stacks.white(card))
            lost += rocket.cards
            if rocket.glory is not None:
                player.glory += cycle().glory.low
            player.rocket = None
        outpost = player.outposts.pop(KREUTZ, None)
        if outpost is not None:
            player.hand += [stacks.white(c) for c in outpost.cards]
            lost += outpost.cards
        names: list[str] = [stacks.name(c, player.side) for c in lost]
        if outpost is not None and outpost.fts:
            names.append(words.count("fts", outpost.fts))
        if names:
            line = text.KREUTZ_LOST.format(seat=seat, cards=words.listed(names))
            step.emit(public_event("KreutzLost", line))


def colony_vp(site: str) -> int:
    """A Colony's VP (§16): its dome as a token (1), +1 astrobiology, +2 submarine."""
    icons = pack.load().site_by_id[site].icons
    return 1 + ASTROBIOLOGY * ("astrobiology" in icons) + SUBMARINE * ("submarine" in icons)
