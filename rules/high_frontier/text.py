"""High Frontier 4 All's log lines and rule refusals (docs/rules/high-frontier.md §4–§13); the
prompts and labels are :mod:`rules.high_frontier.prompt_text`'s, the variants'
:mod:`rules.high_frontier.variant_text`'s.

English templates with ``{pN}`` seat placeholders (written ``{{p{seat}}}`` so that
``.format(seat=N)`` gives ``{pN}``, filled by ``rules.core.events.fill_names``) and
``str.format`` fields, each with its message id (``high_frontier.<area>.<name>``, catalogued in
``rules/high_frontier/locales/<locale>/LC_MESSAGES/high_frontier.po``): a template with fields is a
:class:`rules.high_frontier.words.Sentence` whose ``format`` makes a
:class:`rules.core.text.Msg`, one without is a ``Msg`` (docs/adding-a-game.md "Languages"). A
new sentence is added the same way, with its zh-TW and zh-CN entries. A template that names a
Hand card is private to its seat (the engine sends it with ``private_event``).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core import wording
from rules.core.text import Arg, Msg
from rules.high_frontier import words
from rules.high_frontier.words import Sentence

TITLE = Msg("high_frontier.title", "High Frontier 4 All")

# ---------------------------------------------------------------- log lines (public)
INCOME = Sentence("high_frontier.event.income", "{{p{seat}}} takes income: +1 Aqua ({aquas} now).")
RESEARCH = Sentence(
    "high_frontier.event.research",
    "{{p{seat}}} auctions {card} from the {deck} deck, opening at {bid}.",
)
AUCTION_WON_POOL = Sentence(
    "high_frontier.event.auction_won_pool", "{{p{seat}}} wins {card} for {price}, paid to the Pool."
)
AUCTION_WON_PAID = Sentence(
    "high_frontier.event.auction_won_paid",
    "{{p{seat}}} wins {card} for {price}, paid to {{p{initiator}}}.",
)
AUCTION_BIDS = Sentence("high_frontier.event.auction_bids", "Sealed bids revealed: {bids}.")
AUCTION_TIED = Sentence(
    "high_frontier.event.auction_tied",
    "{tied} are tied at {bid}: {{p{seat}}} chooses who wins.",
)
SEAT = Sentence("high_frontier.event.seat", "{{p{seat}}}")
BID_SHOWN = Sentence("high_frontier.event.bid_shown", "{{p{seat}}}: {amount}")
BID_PASS = Msg("high_frontier.event.bid_pass", "pass")
BONUS_SUPPORT = Sentence(
    "high_frontier.event.bonus_support", "{{p{seat}}} also takes {card} as a bonus support."
)
SOLD = Sentence(
    "high_frontier.event.sold", "{{p{seat}}} sells {card} on the free market for 3 Aquas."
)
BOOSTED = Sentence("high_frontier.event.boosted", "{{p{seat}}} boosts {card} to LEO for {cost}.")
LAUNCHED = Sentence(
    "high_frontier.event.launched",
    "{{p{seat}}}'s LEO stack becomes a Rocket (Dry {dry}, empty tanks).",
)
FUELLED = Sentence(
    "high_frontier.event.fuelled",
    "{{p{seat}}} pumps {aquas} into the Rocket: Wet {wet}, {steps}.",
)
FLOWN = Sentence(
    "high_frontier.event.flown",
    "{{p{seat}}} flies {start} → {end}: {burns}, {fuel} (Wet {wet}), {extras}.",
)
NO_EXTRAS = Msg("high_frontier.event.no_extras", "no rolls")
SAILS_AT_RISK = Msg("high_frontier.label.sails_at_risk", "an aerobrake takes the sails")
HAZARD_SURVIVED = Sentence(
    "high_frontier.event.hazard_survived", "Hazard Roll at {space}: {roll}, survived"
)
HAZARD_LOST = Sentence(
    "high_frontier.event.hazard_lost", "Hazard Roll at {space}: 1, the Rocket is lost"
)
HAZARD_ABLATED = Sentence(
    "high_frontier.event.hazard_ablated",
    "Hazard Roll at {space}: 1, the Rocket is lost but for {cards}, ablated to light",
)
BELT_ROLL = Sentence(
    "high_frontier.event.belt_roll", "Belt Roll at {space}: {roll} − {thrust}: {lost}"
)
BELT_STRANDED = Sentence(
    "high_frontier.event.belt_stranded",
    "the activated thruster no longer works: the Rocket coasts to {space} and stops there",
)
BELT_NOTHING = Msg("high_frontier.event.nothing_lost", "nothing lost")
BELT_LOST = Sentence("high_frontier.event.belt_lost", "lost {cards}")
ABLATED = Sentence("high_frontier.event.ablated", "{cards} ablated to light")
LOST_ABLATED = Sentence(
    "high_frontier.event.lost_ablated", "lost {cards}; {ablated} ablated to light"
)
SAILS_LOST = Sentence("high_frontier.event.sails_lost", "aerobrake at {space}: lost {cards}")
LANDED = Sentence("high_frontier.event.landed", "{{p{seat}}} lands on {site} ({landing} landing).")
GLORY_TAKEN = Sentence(
    "high_frontier.event.glory_taken", "{{p{seat}}}'s Human takes the {zone} glory chit."
)
GLORY_HOME = Sentence(
    "high_frontier.event.glory_home", "{{p{seat}}}'s Human brings a glory chit home: +{vp} VP."
)
FOGG = Sentence(
    "high_frontier.event.fogg",
    "{{p{seat}}} decommissions {card} for fuel (Phileas Fogg): Dry {dry}, Wet {wet}; all the"
    " Rocket's fuel is dirt.",
)
FOGG_LIGHT = Sentence(
    "high_frontier.event.fogg_light",
    "{{p{seat}}} flips {card} light for fuel (Phileas Fogg): Dry {dry}, Wet {wet}; all the"
    " Rocket's fuel is dirt.",
)
AIR_EATEN = Sentence(
    "high_frontier.event.air_eaten",
    "{{p{seat}}} air-eats at {space}: {roll}; +{fts} (Wet {wet}).",
)
AIR_EATER_LOST = Sentence(
    "high_frontier.event.air_eater_lost",
    "{{p{seat}}} air-eats at {space}: Hazard Roll 1, the Rocket is lost.",
)
DIRT_REFUELLED = Sentence(
    "high_frontier.event.dirt_refuelled",
    "{{p{seat}}} refuels with dirt at {site}: +{fts} (Wet {wet}); all the Rocket's fuel is dirt.",
)
MOONCABLE_REFUELLED = Sentence(
    "high_frontier.event.mooncable_refuelled",
    "{{p{seat}}} refuels with dirt by Mooncable at LEO: +{fts} (Wet {wet}); all the Rocket's"
    " fuel is dirt.",
)
REVIVED = Sentence(
    "high_frontier.event.revived",
    "{{p{seat}}} revives the Busted {site} (Mine Revival): a Claim.",
)
PROSPECT_WON = Sentence(
    "high_frontier.event.prospect_won",
    "{{p{seat}}} prospects {site}: roll {roll} ≤ Size {size}, a Claim.",
)
PROSPECT_AUTO = Sentence(
    "high_frontier.event.prospect_auto",
    "{{p{seat}}} prospects {site}: Size {size}, a Claim without a roll.",
)
PROSPECT_BUST = Sentence(
    "high_frontier.event.prospect_bust",
    "{{p{seat}}} prospects {site}: roll {roll} > Size {size}, the Site is Busted.",
)
INDUSTRIALIZED = Sentence(
    "high_frontier.event.industrialized",
    "{{p{seat}}} industrializes {site}: {robonaut} and {refinery} decommissioned, a {kind}"
    " Factory.",
)
INDUSTRIALIZED_ARCOLOGY = Sentence(
    "high_frontier.event.industrialized_arcology",
    "{{p{seat}}} industrializes {site}: {refinery} decommissioned ({robonaut} stays: Arcology),"
    " a {kind} Factory.",
)
CHAIN_DECOMMISSIONED = Sentence(
    "high_frontier.event.chain_decommissioned",
    "{{p{seat}}} also decommissions their support chain: {cards}.",
)
POWERSAT_GAINED = Sentence(
    "high_frontier.event.powersat_gained",
    "{{p{seat}}} has the Powersat privilege for good ({refinery}).",
)
REFUELLED = Sentence(
    "high_frontier.event.refuelled", "{{p{seat}}} refuels at {site}: +{fts} of water (Wet {wet})."
)
LOADED = Sentence(
    "high_frontier.event.loaded", "{{p{seat}}} loads {card} into the Rocket (Dry {dry}, Wet {wet})."
)
UNLOADED = Sentence(
    "high_frontier.event.unloaded", "{{p{seat}}} unloads {card} from the Rocket to {stack}."
)
THE_LEO_STACK = Msg("high_frontier.stack.leo", "the LEO stack")
THE_OUTPOST_ON = Sentence("high_frontier.stack.the_outpost_on", "the Outpost on {site}")
FUELLED_OUTPOST = Sentence(
    "high_frontier.event.fuelled_outpost",
    "{{p{seat}}} pumps {fts} of the Outpost into the Rocket: Wet {wet}, {steps}.",
)
JETTISONED_FUEL = Sentence(
    "high_frontier.event.jettisoned_fuel", "{{p{seat}}} jettisons {steps} (Wet {wet})."
)
JETTISONED_CARD = Sentence(
    "high_frontier.event.jettisoned_card", "{{p{seat}}} jettisons {card} (back to the Hand)."
)
REWEIGHED = Sentence("high_frontier.event.reweighed", "The Rocket: Dry {dry}, Wet {wet}.")
ROCKET_GONE = Msg("high_frontier.event.rocket_gone", "The Rocket is empty and leaves the map.")
OUTPOST_REFUELLED = Sentence(
    "high_frontier.event.outpost_refuelled",
    "{{p{seat}}}'s Factory on {site} makes {made} ({fts} in the Outpost).",
)
PRODUCED = Sentence(
    "high_frontier.event.produced",
    "{{p{seat}}} produces {card} (Black side) at the Factory on {site}.",
)
DELIVERED = Sentence(
    "high_frontier.event.delivered", "{{p{seat}}} delivers {card} from {site} to LEO for {fts}."
)
SOLD_BLACK = Sentence(
    "high_frontier.event.sold_black", "{{p{seat}}} sells {card} (Black side) from LEO for {aquas}."
)
GLITCHED = Sentence("high_frontier.event.glitched", "{{p{seat}}}'s {stack} gets a Glitch.")
GLITCH_ROLL = Sentence(
    "high_frontier.event.glitch_roll", "{{p{seat}}}'s glitched {stack} rolls {roll}: {lost}."
)
REPAIRED = Sentence(
    "high_frontier.event.repaired", "{{p{seat}}} repairs the Glitch of their {stack}."
)
THE_ROCKET = Msg("high_frontier.stack.rocket", "Rocket")
OUTPOST_ON = Sentence("high_frontier.stack.outpost_on", "Outpost on {site}")
OPERATION_SPENT = Sentence(
    "high_frontier.event.operation_spent",
    "{{p{seat}}}'s Operation is spent: the Glitch Roll left it impossible.",
)
ANARCHY_ENDS = Msg(
    "high_frontier.event.anarchy_ends",
    "The blue season is over: Anarchy ends, privileges work again.",
)
TAX = Sentence("high_frontier.event.tax", "{{p{seat}}} collects 1 Aqua of Taxes.")
LAUNCH_FEE = Sentence(
    "high_frontier.event.launch_fee", "{{p{seat}}} collects 1 Aqua of Launch Fees."
)
TURN_ENDS = Sentence("high_frontier.event.turn_ends", "{{p{seat}}} ends the turn.")
YEAR_ENDS = Sentence(
    "high_frontier.event.year_ends", "Year {year} ends; the Sunspot Cube moves to a {season} year."
)
EVENT_ROLL = Sentence("high_frontier.event.event_roll", "Event Roll: {roll}, {event}.")
EVENT_INSPIRATION = Msg(
    "high_frontier.event.inspiration", "Inspiration: each deck's top card goes to its bottom"
)
EVENT_GLITCH = Msg("high_frontier.event.glitch", "Glitch")
EVENT_PAD = Msg("high_frontier.event.pad_explosion", "Pad explosion")
EVENT_ANARCHY = Msg(
    "high_frontier.event.anarchy",
    "Anarchy: no faction privileges until the cube leaves the blue season",
)
EVENT_CUTS = Msg("high_frontier.event.budget_cuts", "Budget cuts")
EVENT_FLARE = Sentence("high_frontier.event.solar_flare", "Solar flare, CME roll {cme}")
PAD_LOST = Sentence(
    "high_frontier.event.pad_lost", "{{p{seat}}} loses {card} in the pad explosion."
)
CUT_LOST = Sentence(
    "high_frontier.event.cut_lost", "{{p{seat}}} discards a Hand card to budget cuts."
)
CUT_OWN = Sentence("high_frontier.private.cut_own", "You discard {card} to budget cuts.")
PROMPT_CUT = Msg(
    "high_frontier.prompt.cut",
    "Budget cuts: choose the Hand card you discard to the bottom of its deck (`discard <card>`;"
    " the default is your heaviest).",
)
STATUS_CUT = Msg("high_frontier.status.cut", "Waiting for the budget cuts' discards.")
NOMINATED = Sentence(
    "high_frontier.event.nominated",
    "{{p{seat}}} nominates {{p{nominee}}} for a heroism chit: every seat votes, one after another.",
)
VOTED_YES = Sentence("high_frontier.event.voted_yes", "{{p{seat}}} votes yes")
VOTED_NO = Sentence("high_frontier.event.voted_no", "{{p{seat}}} votes no")
HEROISM_WON = Sentence(
    "high_frontier.event.heroism_won",
    "{{p{seat}}} wins a heroism chit, {yes} votes to {no}: +{vp} VP ({left} left on the map).",
)
HEROISM_LOST = Sentence(
    "high_frontier.event.heroism_lost",
    "No heroism chit for {{p{seat}}}: {yes} votes to {no}.",
)
PROMPT_VOTE = Sentence(
    "high_frontier.prompt.vote",
    "Heroism: does {{p{nominee}}} deserve a chit (2 VP)? `vote yes` or `vote no` (the default)."
    " Votes so far: {votes}.",
)
NO_VOTES = Msg("high_frontier.prompt.no_votes", "none")
STATUS_VOTE = Sentence(
    "high_frontier.status.vote", "Waiting for the heroism vote on {{p{nominee}}}."
)
FLARE_LOST = Sentence(
    "high_frontier.event.flare_lost", "{{p{seat}}}'s {card} is lost to the flare."
)
FLARE_ABLATED = Sentence(
    "high_frontier.event.flare_ablated", "{{p{seat}}}'s {card} is ablated to light by the flare."
)
SENIORITY = Sentence("high_frontier.event.seniority", "A Seniority Disk is removed: {disks} left.")
GAME_ENDS = Msg("high_frontier.event.game_ends", "The last Seniority Disk is gone: the game ends.")

SIDE_CHOSEN = Sentence(
    "high_frontier.event.side_chosen", "{{p{seat}}} has chosen the side of their Crew card."
)
SIDE_SHOWN = Sentence("high_frontier.event.side_shown", "{{p{seat}}} {faction}")
SIDES_REVEALED = Sentence(
    "high_frontier.event.sides_revealed",
    "Crew sides revealed: {sides}. {{p{first}}} is the 1st Player.",
)

# ---------------------------------------------------------------- private lines
SIDE_CHOSEN_OWN = Sentence(
    "high_frontier.private.side_chosen",
    "You chose the {side} side ({faction}); it is revealed once all have chosen.",
)
RESEARCH_OWN = Sentence("high_frontier.private.research", "You win {card} ({name}).")
BID_SEALED = Sentence("high_frontier.private.bid_sealed", "Your sealed bid: {amount}.")
BID_PUBLIC = Sentence("high_frontier.event.bid_public", "{{p{seat}}} has answered the auction.")

# ---------------------------------------------------------------- refusals
NO_DECISION = wording.NO_DECISION
STATUS_OVER = wording.GAME_OVER
NOT_ON_TURN = Sentence("high_frontier.refusal.not_on_turn", "It is {{p{seat}}}'s turn.")
OPERATION_DONE = Sentence(
    "high_frontier.refusal.operation_done",
    "You have already performed an Operation this turn ({operation}).",
)
ALREADY_MOVED = Msg(
    "high_frontier.refusal.already_moved", "Your Rocket has already moved this turn."
)
NO_ROCKET = Msg("high_frontier.refusal.no_rocket", "You have no Rocket.")
NO_THRUSTER = Msg(
    "high_frontier.refusal.no_thruster",
    "No operational thruster aboard can burn the fuel on the strip.",
)
ROCKET_TOO_HEAVY = Sentence(
    "high_frontier.refusal.too_heavy",
    "The Rocket is too heavy to move (Dry {dry}, Wet {wet}: at most 23 and 32).",
)
ROUTE_REFUSED = Sentence(
    "high_frontier.refusal.route", "That route is refused at step {step}: {reason}."
)
NO_ROUTE = Sentence(
    "high_frontier.refusal.no_route", "No route of the Rocket reaches {space} this turn."
)
NO_ROUTE_FUEL = Sentence(
    "high_frontier.refusal.no_route_fuel",
    "No route of the Rocket reaches {space} this turn: the fuel binds, it takes more than the"
    " {steps} aboard.",
)
NO_ROUTE_THRUST = Sentence(
    "high_frontier.refusal.no_route_thrust",
    "No route of the Rocket reaches {space} this turn: the net thrust binds, {thrust} with"
    " {thruster} gives too few Burns or is too weak to land there.",
)
FLY_WHERE = Msg(
    "high_frontier.refusal.fly_where",
    "Name where to fly: a Site (`fly mars_north_pole`), a space (`fly n260`) or every space"
    " of the route (`fly n90 n91 …`); `/play fly` suggests the Sites in reach.",
)
NOT_A_PLACE = Sentence(
    "high_frontier.refusal.not_a_place",
    "`{word}` is neither a Site id nor a space id: `/play fly` suggests the Sites in reach"
    " (`fly mars_north_pole`).",
)
ALREADY_THERE = Sentence("high_frontier.refusal.already_there", "The Rocket is already on {space}.")
BAD_SEATS = Sentence(
    "high_frontier.refusal.bad_seats", "High Frontier seats 1 to 5 players, not {n}."
)
DRAFT_TOO_BIG = Sentence(
    "high_frontier.refusal.draft_too_big",
    "The Quick Start draft takes {needed} deck tops ({seats} seats × 12 years), but the decks"
    " hold {n} cards: play it with fewer seats or with `altruism=no`.",
)
BAD_OPTION = Sentence(
    "high_frontier.refusal.bad_option",
    "`{name}={value}` is not a High Frontier option; the options are `quick_start=no|yes` and"
    " `altruism=no|short|medium|futures`.",
)

NOTATION_HELP = Msg(
    "high_frontier.help.notation",
    "\n".join(
        (
            "**High Frontier notation** (spaces `n90` = LEO; cards by id `thruster-03`)",
            "- Operations, one per turn: `income`, `research thrusters 0` (auction the top card),"
            " `sell thruster-03`, `boost thruster-03` (repeat to boost more), `prospect`,"
            " `industrialize`, `refuel`; at your Factories: `refuel ceres` (7 FTs into the"
            " Outpost), `produce thruster-03 ceres` (ET production), `deliver thruster-03-black`,"
            " `sell thruster-03-black` (a Black card at LEO, stock price)",
            "- Setup: `side front` or `side back` (your Crew card's side, secret until all chose)",
            "- Auctions: `bid 2` or `pass` (sealed, revealed together)",
            "- Free actions: `launch` (LEO stack → Rocket), `fuel 3` (Aquas into the tanks at LEO),"
            " `load thruster-03` / `unload thruster-03` (between the LEO stack and the Rocket at"
            " LEO), `jettison 2` (fuel steps) or `jettison thruster-03` (a card to your Hand),"
            " `repair rocket` or `repair ceres` (a Glitch)",
            "- Movement: `fly n115` (cheapest route) or `fly n90 n91 n95 n111 n115`",
            "- `done` ends your turn.",
        )
    ),
)

# ---------------------------------------------------------------- Colonies, FINAO, afterburn,
# raygun and buggy prospecting, Felonies and permissions (colony.py, flight.py,
# prospecting.py, felony.py; docs/rules/high-frontier.md §7, §8, §11.2, §15)
COLONIZED = Sentence(
    "high_frontier.event.colonized",
    "{{p{seat}}} builds a Colony on {site}: the Crew is decommissioned to LEO.",
)
TRAGEDY = Sentence(
    "high_frontier.event.tragedy", "{{p{seat}}}'s glory chit scores its low side (Tragedy)."
)
AFTERBURNED = Sentence("high_frontier.event.afterburned", "afterburn {steps}, +1 net thrust")
FINAO_PAID = Sentence(
    "high_frontier.event.finao_paid", "FINAO at {space}: {cost} instead of a Hazard Roll"
)
NO_AFTERBURN = Msg(
    "high_frontier.refusal.no_afterburn",
    "No thruster aboard can afterburn: none has the flame and the fuel steps for it.",
)
THRUSTER_IDLE = Sentence(
    "high_frontier.refusal.thruster_idle",
    "`{card}` cannot fly the Rocket now: it is not aboard, has no thrust triangle, is not"
    " operational, or cannot burn the fuel on the strip.",
)
FINAO_NOTHING = Msg("high_frontier.refusal.finao_nothing", "This move calls no Hazard Roll.")
FINAO_UNPAID = Sentence("high_frontier.refusal.finao_unpaid", "FINAO for {rolls} costs {cost}.")
KREUTZ_LOST = Sentence(
    "high_frontier.event.kreutz_lost",
    "The Kreutz sungrazer leaves the yellow season: {{p{seat}}} loses {cards}.",
)
PROSPECT_REROLL = Sentence(
    "high_frontier.event.prospect_reroll", "{{p{seat}}} re-rolls a failed size roll of {roll}."
)
CLAIM_JUMPED = Sentence(
    "high_frontier.event.claim_jumped",
    "{{p{seat}}} jumps {{p{victim}}}'s Claim on {site} (a Felony).",
)
ASKED = Sentence("high_frontier.event.asked", "{{p{seat}}} asks {{p{asked}}} for {what}.")
GRANTED = Sentence("high_frontier.event.granted", "{{p{seat}}} grants {{p{asker}}} {what}.")
REFUSED = Sentence("high_frontier.event.refused", "{{p{seat}}} refuses {{p{asker}}} {what}.")
PERMIT_LUNA = Msg("high_frontier.permit.luna", "leave to prospect Luna")
PERMIT_FELONIOUS = Msg("high_frontier.permit.felonious", "leave to commit Felonies this turn")
PERMIT_POWERSAT = Msg("high_frontier.permit.powersat", "beamed power (Powersat) for this turn")
PERMIT_FACTORY = Sentence("high_frontier.permit.factory", "the use of the Factory on {site}")
PROMPT_CONSENT = Sentence(
    "high_frontier.prompt.consent",
    "{{p{asker}}} asks you for {what}: `grant` or `refuse` (the default).",
)
STATUS_CONSENT = Sentence(
    "high_frontier.status.consent", "Waiting for {{p{seat}}} to grant or refuse a permission."
)
NOTATION_MORE = Msg(
    "high_frontier.help.notation_more",
    "\n".join(
        (
            "- Raygun prospecting: `prospect ceres vesta` (adjacent Sites, named before"
            " rolling); Mine Revival: `revive`",
            "- Dirt refuelling: `dirt 5` (a dirt thruster; on a Site with a Factory or ISRU, or"
            " Mooncable at LEO)",
            "- Free actions: `colonize` (a Colony on your Factory), `jump` (Claim Jump), `fogg"
            " <card>` (Phileas Fogg), `nominate 2` (heroism)",
            "- Permissions: `ask luna`, `ask felonious`, `ask factory ceres`; answers: `grant`,"
            " `refuse`",
            "- Movement options: `fly n115 afterburn` (+1 net thrust), `fly n115 finao` (Aquas,"
            " no Hazard Rolls), `thruster:<card>`",
            "- Answers: `award 2` (tied bids), `discard <card>` (budget cuts), `vote yes` /"
            " `vote no`; `refuel finao` (air-eater)",
            "- Quick Start: `take thrusters` in the draft, then `sell <card>` (1 Aqua), `done`;"
            " Altruism: `research thrusters` (1 Aqua a card)",
        )
    ),
)
SCORE_LINE_COLONIES = Sentence(
    "high_frontier.score.line_colonies",
    "{{p{seat}}}: {vp} VP ({tokens}, {factories} from Factories, {colonies} from Colony"
    " Sites, {glory} glory), {aquas}",
)
NOTATION_ALL = Msg(
    "high_frontier.help.notation_all", "{help}\n{more}", help=NOTATION_HELP, more=NOTATION_MORE
)


def losses(lost: Sequence[str], ablated: Sequence[str]) -> Arg:
    """What a Belt or Glitch Roll took, by printed names: "nothing lost", "lost X", "X ablated
    to light" or both."""
    if lost and ablated:
        return LOST_ABLATED.format(cards=words.listed(lost), ablated=words.listed(ablated))
    if ablated:
        return ABLATED.format(cards=words.listed(ablated))
    return BELT_LOST.format(cards=words.listed(lost)) if lost else BELT_NOTHING
