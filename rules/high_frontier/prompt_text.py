"""What a High Frontier seat is asked and how its moves are labelled: prompts, waiting
statuses, button and hint labels, the Site facts of a fly hint and the score line
(docs/rules/high-frontier.md §4, §8, §11; the log lines are :mod:`rules.high_frontier.text`'s).
Each is a translatable message as :mod:`rules.high_frontier.text` describes.
"""

from __future__ import annotations

from rules.core.text import Msg
from rules.high_frontier.words import Sentence

PROMPT_TURN = Sentence(
    "high_frontier.prompt.turn",
    "Your turn (year {year}, {season}). Fly your Rocket once, perform one"
    " Operation, take free actions, then `done`.",
)
PROMPT_SIDE = Sentence(
    "high_frontier.prompt.side",
    "Choose your Crew card's side in secret: `side front` ({front}) or `side back` ({back}).",
)
FACTIONS_UNCHOSEN = Sentence(
    "high_frontier.status.factions_unchosen", "{one} or {other} (side not revealed yet)"
)
STATUS_SIDES = Msg("high_frontier.status.sides", "Waiting for every seat to choose its Crew side.")
PROMPT_AUCTION = Sentence(
    "high_frontier.prompt.auction",
    "Seal a bid above {opening} for {card} (`bid N`) or `pass`.",
)
STATUS_TURN = Sentence("high_frontier.status.turn", "Waiting for {{p{seat}}}'s turn.")
PROMPT_AWARD = Sentence(
    "high_frontier.prompt.award",
    "Bids for {card} are tied: choose the winner (`award N`, N the seat's number).",
)
STATUS_AWARD = Sentence(
    "high_frontier.status.award", "Waiting for {{p{seat}}} to choose who wins {card}."
)
STATUS_AUCTION = Sentence("high_frontier.status.auction", "Waiting for sealed bids on {card}.")
LABEL_FLY = Sentence(
    "high_frontier.label.fly",
    "Fly to {end}: {burns}, {fuel} (Wet {wet} → {after}), {dice}",
)
LABEL_FLY_SITE = Sentence(
    "high_frontier.label.fly_site",
    "Fly to {end} ({site}): {burns}, {fuel} (Wet {wet} → {after}), {dice}",
)
LABEL_FLY_SITE_SHORT = Sentence(
    "high_frontier.label.fly_site_short", "Fly to {end} ({site}): {burns}, {fuel}, {dice}"
)
LABEL_SITE_BRIEF = Sentence(
    "high_frontier.label.site_brief", "{end} ({site}): {burns}, {fuel}, {dice}"
)
LABEL_OUT_OF_REACH = Sentence(
    "high_frontier.label.out_of_reach", "{end} ({site}): no route this turn"
)
SITE_FACTS = Sentence(
    "high_frontier.label.site_facts", "{kind}-type, size {size}, hydration {hydration}"
)
CAN_PROSPECT = Msg("high_frontier.label.can_prospect", "can prospect")
CANNOT_PROSPECT = Msg("high_frontier.label.cannot_prospect", "cannot prospect")
SITE_BUSTED = Msg("high_frontier.label.site_busted", "Busted")
SITE_CLAIMED = Msg("high_frontier.label.site_claimed", "claimed")
SITES_NAMED = Sentence(
    "high_frontier.refusal.sites_named", "`{word}` names several Sites: {sites}."
)
SITES_NAMED_MORE = Sentence(
    "high_frontier.refusal.sites_named_more",
    "`{word}` names several Sites: {sites} and {more} more; type more of the name.",
)
SITE_OPTION = Sentence("high_frontier.refusal.site_option", "`fly {site}` ({name}, {facts})")
LABEL_CARD = Sentence("high_frontier.label.card", "{verb} {name} (mass {mass})")
LABEL_AUCTION = Sentence("high_frontier.label.auction", "Auction {card}, opening at {price}")
LABEL_RESEARCH = Sentence("high_frontier.label.research", "Research for {price}: {card}")
LABEL_RESEARCH_WITH = Sentence(
    "high_frontier.label.research_with", "Research for {price}: {card} with {supports}"
)
LIGHT_CARD = Sentence("high_frontier.label.light_card", "{name}, light side")
LABEL_FACTORY_REFUEL = Sentence(
    "high_frontier.label.factory_refuel",
    "Refuel at the Factory on {site}: {made} into the Outpost",
)
LABEL_PRODUCE = Sentence("high_frontier.label.produce", "Produce {card} at the Factory on {site}")
LABEL_DELIVER = Sentence(
    "high_frontier.label.deliver", "Deliver {card} from {site} to LEO for {fts}"
)
SCORE_LINE = Sentence(
    "high_frontier.score.line",
    "{{p{seat}}}: {vp} VP ({tokens}, {factories} from Factories, {glory} glory), {aquas}",
)
TIE_BREAK = Msg("high_frontier.score.tie_break", "Ties are broken by the most Aquas.")
