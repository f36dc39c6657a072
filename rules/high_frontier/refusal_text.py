"""The sentences refusing a typed High Frontier move, one reason each (issue #25 item 1;
:mod:`rules.high_frontier.refusals`; docs/rules/high-frontier.md §6–§15).

Each names what stands in the way and what would make the move legal, with the names the
players see (printed card and Site names, ``LEO``, ``{pN}`` seats), ids
``high_frontier.refusal.<name>`` catalogued in ``rules/high_frontier/locales/<locale>/
LC_MESSAGES/high_frontier.po`` like :mod:`rules.high_frontier.text`. Notation inside code spans is a
field of its own (``{notation}``, ``{example}``), never a term field, so it stays typeable in
every language.
"""

from __future__ import annotations

from rules.core.text import Msg
from rules.high_frontier.words import Sentence

# ---------------------------------------------------------------- cards and where they are
NOT_A_CARD = Sentence(
    "high_frontier.refusal.not_a_card",
    "`{word}` is not a card: name one by its id (`thruster-03`) or its printed name.",
)
CARD_IS = Sentence("high_frontier.refusal.card_is", "{card} is {where}; `{move}` takes {wanted}.")
IN_HAND = Msg("high_frontier.refusal.in_hand", "in your Hand")
AT_LEO = Msg("high_frontier.refusal.at_leo", "at LEO")
ON_ROCKET = Msg("high_frontier.refusal.on_rocket", "on your Rocket")
IN_OUTPOST = Sentence("high_frontier.refusal.in_outpost", "in your Outpost on {site}")
NOT_YOURS = Msg("high_frontier.refusal.not_yours", "neither in your Hand nor in any of your stacks")
WANT_HAND = Msg("high_frontier.refusal.want_hand", "a card of your Hand")
WANT_SALE = Msg(
    "high_frontier.refusal.want_sale", "a card of your Hand, or a Black card of your LEO stack"
)
WANT_ABOARD = Msg("high_frontier.refusal.want_aboard", "a card aboard your Rocket")
WANT_BESIDE = Sentence("high_frontier.refusal.want_beside", "a card of {stack}")
WANT_OUTPOST = Msg("high_frontier.refusal.want_outpost", "a Black card of one of your Outposts")
NEEDS_ROCKET = Sentence(
    "high_frontier.refusal.needs_rocket",
    "`{move}` needs your Rocket, and you have none: boost a thruster to LEO, then `launch`.",
)

# ---------------------------------------------------------------- other phases' answers
NO_AUCTION = Sentence(
    "high_frontier.refusal.no_auction",
    "No research auction is open: `{move}` answers one; open one with `research <deck> <bid>`.",
)
SIDES_CHOSEN = Msg(
    "high_frontier.refusal.sides_chosen", "The Crew sides were chosen at setup, once for the game."
)
NO_REQUEST = Sentence(
    "high_frontier.refusal.no_request",
    "Nobody has asked you for a permission: `{move}` answers one.",
)
NO_DRAFT = Msg(
    "high_frontier.refusal.no_draft",
    "`take` is a move of the Quick Start draft, which is not being played now.",
)
SIDE_WORD = Sentence(
    "high_frontier.refusal.side_word", "`side` takes `front` ({front}) or `back` ({back})."
)
BID_LOW = Sentence(
    "high_frontier.refusal.bid_low",
    "A bid must be above the opening bid of {opening}: `bid {least}` or more, or `pass`.",
)
BID_BEYOND = Sentence(
    "high_frontier.refusal.bid_beyond", "A bid of {price} is more than your {aquas}."
)
BID_NUMBER = Sentence(
    "high_frontier.refusal.bid_number", "A bid is a number of Aquas, such as `bid {least}`."
)

# ---------------------------------------------------------------- research and decks
NOT_A_DECK = Sentence(
    "high_frontier.refusal.not_a_deck", "`{word}` is not a patent deck: name one of {decks}."
)
DECK_EMPTY = Sentence("high_frontier.refusal.deck_empty", "The {deck} deck is empty.")
RESEARCH_BID = Sentence(
    "high_frontier.refusal.research_bid",
    "A research auction needs an opening bid, from 0 to your {aquas}: `{example}`.",
)

# ---------------------------------------------------------------- boost, launch, fuel, cargo
BOOST_COST = Sentence(
    "high_frontier.refusal.boost_cost",
    "Boosting {card} costs {cost}, its mass; you have {aquas}.",
)
ROCKET_UP = Sentence(
    "high_frontier.refusal.rocket_up",
    "Your Rocket is already launched (on {space}): a seat flies one Rocket.",
)
LEO_EMPTY = Msg(
    "high_frontier.refusal.leo_empty",
    "Your LEO stack is empty: boost a thruster to LEO, then `launch`.",
)
LEO_NO_THRUSTER = Sentence(
    "high_frontier.refusal.leo_no_thruster",
    "Your LEO stack ({names}) has no thruster: boost one, then `launch`.",
)
FUEL_WHERE = Sentence(
    "high_frontier.refusal.fuel_where",
    "Fuel is pumped at LEO (Aquas) or at your Factory (its Outpost's water FTs); your Rocket"
    " is on {space}.",
)
NO_AQUAS = Msg("high_frontier.refusal.no_aquas", "You have no Aquas to pump into the tanks.")
OUTPOST_DRY = Sentence(
    "high_frontier.refusal.outpost_dry",
    "Your Outpost on {site} holds no water FTs: `{example}` makes 7.",
)
TANKS_FULL = Sentence(
    "high_frontier.refusal.tanks_full", "Your Rocket's tanks are full (Wet {wet}, at most 32)."
)
FUEL_MOST = Sentence(
    "high_frontier.refusal.fuel_most",
    "The most you may pump now is {most}: {fts} to pump, room for {room} before Wet 32.",
)
DIRT_THRUSTER = Msg(
    "high_frontier.refusal.dirt_thruster",
    "Dirt refuelling needs a dirt thruster aboard that could fly now; your Rocket has none.",
)
DIRT_WHERE = Sentence(
    "high_frontier.refusal.dirt_where",
    "Dirt refuelling needs your Rocket on a Site with a Factory you may use or an operational"
    " ISRU card aboard (or Mooncable at LEO); it is on {space}.",
)
MOONCABLE_USED = Msg(
    "high_frontier.refusal.mooncable_used",
    "Mooncable refuels once a turn, and you have used it this turn.",
)
MOONCABLE_TANKS = Sentence(
    "high_frontier.refusal.mooncable_tanks", "Mooncable puts in {n} tanks: `dirt {n}`."
)
DIRT_MOST = Sentence(
    "high_frontier.refusal.dirt_most", "The tanks take at most {fts} of dirt before Wet 32."
)
CARGO_WHERE = Sentence(
    "high_frontier.refusal.cargo_where",
    "Cargo moves only at LEO or at your own Factory; your Rocket is on {space}.",
)
LOAD_HEAVY = Sentence(
    "high_frontier.refusal.load_heavy",
    "Loading {card} (mass {mass}) would take Wet past 32 (Wet {wet} now).",
)
CREW_STAYS = Msg(
    "high_frontier.refusal.crew_stays",
    "Your Crew stays aboard at a Factory (it may `colonize` there).",
)
JETTISON_STEPS = Sentence(
    "high_frontier.refusal.jettison_steps",
    "Your Rocket has {steps} on its strip; `jettison {n}` asks for more.",
)
JETTISON_AT_LEO = Sentence(
    "high_frontier.refusal.jettison_at_leo",
    "At LEO a card is unloaded to the LEO stack, not jettisoned: `{example}`.",
)
JETTISON_CREW = Msg(
    "high_frontier.refusal.jettison_crew",
    "The Crew is never jettisoned (that would be Murder/Suicide, a Felony not played).",
)

# ---------------------------------------------------------------- Sites: prospect, industry, refuel
NOT_A_SITE = Sentence(
    "high_frontier.refusal.not_a_site",
    "`{word}` is not a Site id (`ceres`, `mars_north_pole` …).",
)
NOT_ON_SITE = Sentence(
    "high_frontier.refusal.not_on_site",
    "Your Rocket is on {space}, which is not a Site: `{move}` acts on the Site it stands on.",
)
SITE_CLAIMED = Sentence(
    "high_frontier.refusal.site_claimed", "{site} already bears {{p{owner}}}'s Claim."
)
SITE_BUSTED = Sentence(
    "high_frontier.refusal.site_busted", "{site} is Busted: it may not be prospected again."
)
LUNA_LEAVE = Sentence(
    "high_frontier.refusal.luna_leave",
    "{site} is on Luna: it needs the 1st Player's leave this turn (`ask luna`), or a Felony.",
)
NOT_ADJACENT = Sentence(
    "high_frontier.refusal.not_adjacent",
    "{site} is neither the Site of your Rocket (on {space}) nor adjacent to it.",
)
ATMOSPHERIC = Sentence(
    "high_frontier.refusal.atmospheric",
    "No raygun reaches out of an Atmospheric Site: from {here} you prospect {here} alone.",
)
NEEDS_RAYGUN = Sentence(
    "high_frontier.refusal.needs_raygun",
    "Prospecting {site} from an adjacent space needs an operational raygun whose ISRU is at"
    " most its Hydration ({hydration}).",
)
SET_NEEDS_RAYGUN = Sentence(
    "high_frontier.refusal.set_needs_raygun",
    "Prospecting several Sites at once needs a raygun able to prospect each, {here} included.",
)
SITE_TWICE = Sentence("high_frontier.refusal.site_twice", "`{typed}` names a Site twice.")
NO_ISRU = Sentence(
    "high_frontier.refusal.no_isru",
    "`{move}` needs an operational card with an ISRU rating aboard; your Rocket has none.",
)
ISRU_ABOVE = Sentence(
    "high_frontier.refusal.isru_above",
    "{site}'s Hydration is {hydration}, below your Rocket's best ISRU rating of {isru}:"
    " `{move}` needs ISRU at most the Hydration.",
)
NOT_YOUR_CLAIM = Sentence(
    "high_frontier.refusal.not_your_claim",
    "{site} is not your Claim: `prospect` it first, then industrialize it.",
)
OTHERS_CLAIM = Sentence(
    "high_frontier.refusal.others_claim", "{site} is {{p{owner}}}'s Claim, not yours."
)
FACTORY_THERE = Sentence(
    "high_frontier.refusal.factory_there", "{site} already has {{p{owner}}}'s Factory."
)
INDUSTRY_LACKS = Sentence(
    "high_frontier.refusal.industry_lacks",
    "Industrializing needs an operational robonaut and an operational refinery aboard; your"
    " Rocket lacks {missing}.",
)
A_ROBONAUT = Msg("high_frontier.refusal.a_robonaut", "a robonaut")
A_REFINERY = Msg("high_frontier.refusal.a_refinery", "a refinery")
NO_FACTORY = Sentence("high_frontier.refusal.no_factory", "There is no Factory on {site}.")
NOT_YOUR_FACTORY = Sentence(
    "high_frontier.refusal.not_your_factory",
    "The Factory on {site} is {{p{owner}}}'s: ask for its use first (`{example}`).",
)
NO_REVIVAL = Msg(
    "high_frontier.refusal.no_revival",
    "Mine Revival needs an operational card bearing it aboard (the Termite Nest).",
)
NOT_BUSTED = Sentence(
    "high_frontier.refusal.not_busted",
    "{site} is not Busted: Mine Revival claims a Busted Site.",
)
TOO_SMALL = Sentence(
    "high_frontier.refusal.too_small", "{site} is Size {size}: Mine Revival needs Size 2 or more."
)
PRODUCE_USAGE = Msg(
    "high_frontier.refusal.produce_usage",
    "Name a Hand card and your Factory's Site: `produce thruster-03 ceres`.",
)
WRONG_TYPE = Sentence(
    "high_frontier.refusal.wrong_type",
    "{card} is of spectral type {card_type}; the Factory on {site} makes type {kind}.",
)
NO_TYPE = Sentence(
    "high_frontier.refusal.no_type", "{card} has no spectral type: no Factory makes it."
)
DELIVER_FTS = Sentence(
    "high_frontier.refusal.deliver_fts",
    "Delivering {card} from {site} takes {fts}; your Outpost there holds {held}.",
)

# ---------------------------------------------------------------- Glitches, Colonies, Felonies
NO_GLITCH = Sentence("high_frontier.refusal.no_glitch", "Your {stack} has no Glitch.")
NO_OUTPOST = Sentence("high_frontier.refusal.no_outpost", "You have no Outpost on {site}.")
NOT_A_STACK = Sentence(
    "high_frontier.refusal.not_a_stack",
    "`{word}` is neither `rocket` nor the Site of one of your Outposts.",
)
REPAIR_HUMAN = Sentence(
    "high_frontier.refusal.repair_human",
    "Repairing your {stack} needs your Crew on its space (aboard the Rocket there, or at LEO).",
)
CREW_AWAY = Sentence(
    "high_frontier.refusal.crew_away",
    "Your Crew is not aboard your Rocket: `{move}` needs it there.",
)
NOT_OWN_FACTORY = Sentence(
    "high_frontier.refusal.not_own_factory",
    "{site} is not your Factory: a Colony goes on your own Factory.",
)
COLONY_THERE = Sentence("high_frontier.refusal.colony_there", "{site} already has your Colony.")
FELONY_NEEDED = Sentence(
    "high_frontier.refusal.felony_needed",
    "`{move}` here is a Felony: it needs the Felonious privilege or a Felonious seat's leave"
    " (`ask felonious`).",
)
NO_CLAIM_TO_JUMP = Sentence(
    "high_frontier.refusal.no_claim_to_jump",
    "No opponent has a Claim on {site}: Claim Jump replaces an opponent's Claim.",
)
JUMP_FACTORY = Sentence(
    "high_frontier.refusal.jump_factory",
    "{site} has a Factory: a Claim with a Factory cannot be jumped.",
)
OPPOSED = Sentence(
    "high_frontier.refusal.opposed", "Another seat's Human is on {space}: no Felony there."
)
ASK_WHAT = Msg(
    "high_frontier.refusal.ask_what",
    "`ask` takes `luna`, `felonious`, `powersat` or `factory <site>`.",
)
ASKED_ALREADY = Sentence(
    "high_frontier.refusal.asked_already", "You have already asked for {what} this turn."
)
ASK_NOBODY = Sentence("high_frontier.refusal.ask_nobody", "No other seat can grant {what}.")
ASK_HELD = Sentence(
    "high_frontier.refusal.ask_held", "You need not ask for {what}: you have it already."
)
ASK_LUNA_FAR = Msg(
    "high_frontier.refusal.ask_luna_far",
    "Luna's leave is asked before your Operation, with a Luna Site your Rocket could prospect.",
)
ASK_CREW = Msg(
    "high_frontier.refusal.ask_crew",
    "A Felony needs your Crew aboard the Rocket: ask for leave once it is.",
)
ASK_MOVED = Msg(
    "high_frontier.refusal.ask_moved", "Beamed power is asked before your Rocket moves."
)
