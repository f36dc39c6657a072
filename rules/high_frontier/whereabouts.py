"""Where a card or a Rocket is, in the words a refusal uses (:mod:`rules.high_frontier.refusals`;
docs/rules/high-frontier.md §5, §6).

A card is named by its printed name and said to be in the seat's Hand, at LEO, on its Rocket,
in one of its Outposts, or in none of these: where another seat's card is goes unsaid (a Hand is
private, and "not yours" is all the typing seat needs). A space is named as players know it:
``LEO``, a Site's name, else its id.
"""

from __future__ import annotations

from rules.core.text import Msg
from rules.high_frontier import pack, stacks
from rules.high_frontier import refusal_text as say
from rules.high_frontier.state import HighFrontierState, Player


def space_name(space: str) -> str:
    """``space`` as players know it: ``LEO``, a Site's printed name, else the space id."""
    loaded = pack.load()
    node = loaded.map.by_id.get(space)
    if node is None:
        return space
    if node.site:
        return loaded.site_by_id[node.site].name
    return node.name or space


def card_name(player: Player, card: str) -> str:
    """The printed name of ``card`` as it shows (the seat's own Crew on its chosen side)."""
    return stacks.name(card, player.side if card == player.crew else "front")


def where(player: Player, card: str) -> Msg:
    """Where ``card`` (an id in play: ``-black``, ``-light`` kept) is among ``player``'s
    stacks, else its Hand (which holds plain ids)."""
    rocket = player.rocket
    if card in player.leo:
        return say.AT_LEO
    if rocket is not None and card in rocket.cards:
        return say.ON_ROCKET
    for site, outpost in player.outposts.items():
        if card in outpost.cards:
            return say.IN_OUTPOST.format(site=pack.load().site_by_id[site].name)
    if stacks.white(card) in player.hand:
        return say.IN_HAND
    return say.NOT_YOURS


def card_refused(state: HighFrontierState, seat: int, word: str, verb: str, wanted: Msg) -> Msg:
    """``word`` is no card, or the card is where ``verb`` does not take it from (``wanted``)."""
    if word not in stacks.cards():
        return say.NOT_A_CARD.format(word=word)
    player = state.players[seat]
    return say.CARD_IS.format(
        card=card_name(player, word), where=where(player, word), move=verb, wanted=wanted
    )


def site_of(word: str) -> pack.Site | None:
    """The Site a typed word names (a Site id), or ``None``."""
    return pack.load().site_by_id.get(word)


def rocket_space(state: HighFrontierState, seat: int) -> str:
    """The name of the space ``seat``'s Rocket stands on ('' without a Rocket)."""
    rocket = state.players[seat].rocket
    return space_name(rocket.at) if rocket is not None else ""
