"""The words on High Frontier's buttons, select options and ``/play`` autocomplete for the moves
:meth:`~rules.high_frontier.engine.HighFrontier.label_action` does not word from figures
(flights, Factory choices, research, boost and sell): one translatable sentence per move
(``high_frontier.label.<name>``; issue #25 item 5), naming cards and Sites by their printed names
(a card in one's own Rocket or LEO stack by the face in play: one's Crew by its chosen side),
never by id, and every game term as the glossary spells it (docs/rules/high-frontier.md §1).
The secret Crew side choice names the side only, never the faction (the choice may be shown
under the public board)."""

from __future__ import annotations

from rules.core.text import Msg
from rules.high_frontier import air_eater, felony, operations, pack, stacks
from rules.high_frontier.actions import (
    Action,
    Ask,
    Award,
    Bid,
    Colonize,
    Consent,
    Dirt,
    Discard,
    Done,
    Fogg,
    Fuel,
    Income,
    Industrialize,
    Jettison,
    Jump,
    Launch,
    Load,
    Nominate,
    Pass,
    Prospect,
    Refuel,
    Repair,
    Research,
    Revive,
    Side,
    Take,
    Unload,
    Vote,
    describe,
)
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.words import Sentence

INCOME = Msg("high_frontier.label.income", "Income: +1 Aqua")
PASS = Msg("high_frontier.label.pass", "Pass: no bid")
BID = Sentence("high_frontier.label.bid", "Bid {price}")
DISCARD = Sentence("high_frontier.label.discard", "Discard {card} to budget cuts")
NOMINATE = Sentence("high_frontier.label.nominate", "Nominate {{p{seat}}} for a heroism chit")
VOTE_YES = Msg("high_frontier.label.vote_yes", "Vote yes: award the heroism chit")
VOTE_NO = Msg("high_frontier.label.vote_no", "Vote no")
AWARD = Sentence("high_frontier.label.award", "{{p{seat}}} wins the auction")
SIDE = Sentence("high_frontier.label.side", "Play your Crew card's {side} side")
RESEARCH = Sentence("high_frontier.label.research_deck", "Research the {deck} deck")
TAKE = Sentence("high_frontier.label.take", "Take the top card of the {deck} deck")
PROSPECT = Msg("high_frontier.label.prospect", "Prospect the Site where the Rocket stands")
PROSPECT_SITES = Sentence("high_frontier.label.prospect_sites", "Prospect {sites}")
INDUSTRIALIZE = Msg("high_frontier.label.industrialize", "Industrialize your Claim here")
REFUEL = Msg("high_frontier.label.refuel", "Refuel the Rocket at this Site")
AIR_EAT = Msg("high_frontier.label.air_eat", "Air-eat here: refuel after a Hazard Roll")
AIR_EAT_FINAO = Msg("high_frontier.label.air_eat_finao", "Air-eat here: refuel, FINAO paid")
FOGG = Sentence("high_frontier.label.fogg", "Phileas Fogg: decommission {card} for dirt fuel")
FOGG_LIGHT = Sentence("high_frontier.label.fogg_light", "Phileas Fogg: flip {card} light")
REVIVE = Msg("high_frontier.label.revive", "Mine Revival: this Busted Site becomes your Claim")
LAUNCH = Msg("high_frontier.label.launch", "Launch: the LEO stack becomes the Rocket")
FUEL = Sentence("high_frontier.label.fuel", "Fuel the Rocket: {fts}")
DIRT = Sentence("high_frontier.label.dirt", "Fuel the Rocket with dirt: {fts}")
LOAD = Sentence("high_frontier.label.load", "Load {card} into the Rocket")
UNLOAD = Sentence("high_frontier.label.unload", "Unload {card} from the Rocket")
JETTISON = Sentence("high_frontier.label.jettison", "Jettison {steps}")
JETTISON_CARD = Sentence("high_frontier.label.jettison_card", "Jettison {card} to your Hand")
REPAIR_ROCKET = Msg("high_frontier.label.repair_rocket", "Repair the Rocket's Glitch")
REPAIR_OUTPOST = Sentence(
    "high_frontier.label.repair_outpost", "Repair the Glitch of the Outpost on {site}"
)
COLONIZE = Msg("high_frontier.label.colonize", "Build a Colony on this Factory")
JUMP = Msg("high_frontier.label.jump", "Claim Jump here (a Felony)")
ASK = Sentence("high_frontier.label.ask", "Ask for {what}")
GRANT = Sentence("high_frontier.label.grant", "Grant {what}")
REFUSE = Sentence("high_frontier.label.refuse", "Refuse {what}")
DONE = Msg("high_frontier.label.done", "End your turn")


def label(state: HighFrontierState, seat: int, action: Action) -> str:
    """``action`` of ``seat`` in words (see the module docstring); a move this module does not
    know keeps its notation."""
    match action:
        case Income():
            return INCOME
        case Pass():
            return PASS
        case Bid(amount=amount):
            return BID.format(price=amount)
        case Discard(card=card):
            return DISCARD.format(card=stacks.name(card))
        case Nominate(seat=nominee):
            return NOMINATE.format(seat=nominee)
        case Vote(yes=yes):
            return VOTE_YES if yes else VOTE_NO
        case Award(seat=winner):
            return AWARD.format(seat=winner)
        case Side(side=side):
            return SIDE.format(side=side)
        case Research(deck=deck):
            return RESEARCH.format(deck=deck)
        case Take(deck=deck):
            return TAKE.format(deck=deck)
        case Prospect(sites=sites) if sites:
            names = pack.load().site_by_id
            return PROSPECT_SITES.format(sites=tuple(names[s].name for s in sites))
        case Prospect():
            return PROSPECT
        case Industrialize():
            return INDUSTRIALIZE
        case Refuel(finao=finao) if air_eater.tanks(state, seat):
            return AIR_EAT_FINAO if finao else AIR_EAT
        case Refuel():
            return REFUEL
        case Fogg(card=card) if card.endswith(stacks.LIGHT):
            return FOGG_LIGHT.format(card=stacks.name(card))
        case Fogg(card=card):
            return FOGG.format(card=card_name(state, seat, card))
        case Revive():
            return REVIVE
        case Launch():
            return LAUNCH
        case Fuel(aquas=aquas):
            return FUEL.format(fts=aquas)
        case Dirt(tanks=tanks):
            return DIRT.format(fts=tanks)
        case Load(card=card):
            return LOAD.format(card=card_name(state, seat, card))
        case Unload(card=card):
            return UNLOAD.format(card=card_name(state, seat, card))
        case Jettison(card=str() as card):
            return JETTISON_CARD.format(card=card_name(state, seat, card))
        case Jettison(steps=steps):
            return JETTISON.format(steps=steps)
        case Repair(stack="rocket"):
            return REPAIR_ROCKET
        case Repair(stack=site):
            return REPAIR_OUTPOST.format(site=pack.load().site_by_id[site].name)
        case Colonize():
            return COLONIZE
        case Jump():
            return JUMP
        case Ask(what=what):
            return ASK.format(what=felony.permission_name(what))
        case Consent(grant=grant) if state.request is not None:
            what = felony.permission_name(state.request.what)
            return GRANT.format(what=what) if grant else REFUSE.format(what=what)
        case Done():
            return DONE
    return describe(action)


def card_name(state: HighFrontierState, seat: int, card: str) -> str:
    """The printed name of ``card`` as ``seat`` has it: a radiator's light side said, one's
    Crew by its chosen side."""
    if card.endswith(stacks.LIGHT):
        shown = operations.shown_name(card)
        assert isinstance(shown, str)  # a name, or the light side's sentence around it
        return shown
    return stacks.name(card, state.players[seat].side)
