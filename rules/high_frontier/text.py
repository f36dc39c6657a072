"""Every High Frontier 4 All sentence: log lines, refusals, prompts and labels
(docs/rules/high-frontier.md §4–§13).

English templates with ``{pN}`` seat placeholders (filled by ``rules.core.events.fill_names``)
and ``str.format`` fields, gathered here so a translation replaces this module alone. A template
that names a Hand card is private to its seat (the engine sends it with ``private_event``).
"""

from __future__ import annotations

# ---------------------------------------------------------------- log lines (public)
INCOME = "{{p{seat}}} takes income: +1 Aqua ({aquas} now)."
RESEARCH = "{{p{seat}}} auctions {card} from the {deck} deck, opening at {bid}."
AUCTION_WON_POOL = "{{p{seat}}} wins {card} for {price} Aquas, paid to the Pool."
AUCTION_WON_PAID = "{{p{seat}}} wins {card} for {price} Aquas, paid to {{p{initiator}}}."
AUCTION_BIDS = "Sealed bids revealed: {bids}."
BONUS_SUPPORT = "{{p{seat}}} also takes {card} as a bonus support."
SOLD = "{{p{seat}}} sells {card} on the free market for 3 Aquas."
BOOSTED = "{{p{seat}}} boosts {card} to LEO for {cost} Aquas."
LAUNCHED = "{{p{seat}}}'s LEO stack becomes a Rocket (Dry {dry}, empty tanks)."
FUELLED = "{{p{seat}}} pumps {aquas} Aquas into the Rocket: Wet {wet}, {steps} fuel steps."
FLOWN = "{{p{seat}}} flies {start} → {end}: {burns} Burns, {fuel} fuel steps (Wet {wet}), {extras}."
NO_EXTRAS = "no rolls"
HAZARD_SURVIVED = "Hazard Roll at {space}: {roll}, survived"
HAZARD_LOST = "Hazard Roll at {space}: 1, the Rocket is lost"
BELT_ROLL = "Belt Roll at {space}: {roll} − {thrust}: {lost}"
BELT_NOTHING = "nothing lost"
BELT_LOST = "lost {cards}"
LANDED = "{{p{seat}}} lands on {site} ({landing} landing)."
GLORY_TAKEN = "{{p{seat}}}'s Human takes the {zone} glory chit."
GLORY_HOME = "{{p{seat}}}'s Human brings a glory chit home: +{vp} VP."
PROSPECT_WON = "{{p{seat}}} prospects {site}: roll {roll} ≤ Size {size}, a Claim."
PROSPECT_AUTO = "{{p{seat}}} prospects {site}: Size {size}, a Claim without a roll."
PROSPECT_BUST = "{{p{seat}}} prospects {site}: roll {roll} > Size {size}, the Site is Busted."
INDUSTRIALIZED = (
    "{{p{seat}}} industrializes {site}: {robonaut} and {refinery} decommissioned, a {kind} Factory."
)
REFUELLED = "{{p{seat}}} refuels at {site}: +{fts} water FTs (Wet {wet})."
LOADED = "{{p{seat}}} loads {card} into the Rocket (Dry {dry}, Wet {wet})."
UNLOADED = "{{p{seat}}} unloads {card} from the Rocket to {stack}."
THE_LEO_STACK = "the LEO stack"
THE_OUTPOST_ON = "the Outpost on {site}"
FUELLED_OUTPOST = (
    "{{p{seat}}} pumps {fts} FTs of the Outpost into the Rocket: Wet {wet}, {steps} fuel steps."
)
JETTISONED_FUEL = "{{p{seat}}} jettisons {steps} fuel steps (Wet {wet})."
JETTISONED_CARD = "{{p{seat}}} jettisons {card} (back to the Hand)."
REWEIGHED = "The Rocket: Dry {dry}, Wet {wet}."
ROCKET_GONE = "The Rocket is empty and leaves the map."
OUTPOST_REFUELLED = "{{p{seat}}}'s Factory on {site} makes {made} water FTs ({fts} in the Outpost)."
PRODUCED = "{{p{seat}}} produces {card} (Black side) at the Factory on {site}."
DELIVERED = "{{p{seat}}} delivers {card} from {site} to LEO for {fts} FTs."
SOLD_BLACK = "{{p{seat}}} sells {card} (Black side) from LEO for {aquas} Aquas."
GLITCHED = "{{p{seat}}}'s {stack} gets a Glitch."
GLITCH_ROLL = "{{p{seat}}}'s glitched {stack} rolls {roll}: {lost}."
REPAIRED = "{{p{seat}}} repairs the Glitch of their {stack}."
THE_ROCKET = "Rocket"
OUTPOST_ON = "Outpost on {site}"
OPERATION_SPENT = "{{p{seat}}}'s Operation is spent: the Glitch Roll left it impossible."
ANARCHY_ENDS = "The blue season is over: Anarchy ends, privileges work again."
TAX = "{{p{seat}}} collects 1 Aqua of Taxes."
LAUNCH_FEE = "{{p{seat}}} collects 1 Aqua of Launch Fees."
TURN_ENDS = "{{p{seat}}} ends the turn."
YEAR_ENDS = "Year {year} ends; the Sunspot Cube moves to a {season} year."
EVENT_ROLL = "Event Roll: {roll}, {event}."
EVENT_INSPIRATION = "Inspiration: each deck's top card goes to its bottom"
EVENT_GLITCH = "Glitch"
EVENT_PAD = "Pad explosion"
EVENT_ANARCHY = "Anarchy: no faction privileges until the cube leaves the blue season"
EVENT_CUTS = "Budget cuts"
EVENT_FLARE = "Solar flare, CME roll {cme}"
PAD_LOST = "{{p{seat}}} loses {card} in the pad explosion."
CUT_LOST = "{{p{seat}}} discards a Hand card to budget cuts."
FLARE_LOST = "{{p{seat}}}'s {card} is lost to the flare."
SENIORITY = "A Seniority Disk is removed: {disks} left."
GAME_ENDS = "The last Seniority Disk is gone: the game ends."

SIDE_CHOSEN = "{{p{seat}}} has chosen the side of their Crew card."
SIDE_SHOWN = "{{p{seat}}} {faction}"
SIDES_REVEALED = "Crew sides revealed: {sides}. {{p{first}}} is the 1st Player."

# ---------------------------------------------------------------- private lines
SIDE_CHOSEN_OWN = "You chose the {side} side ({faction}); it is revealed once all have chosen."
RESEARCH_OWN = "You win {card} ({name})."
BID_SEALED = "Your sealed bid: {amount}."
BID_PUBLIC = "{{p{seat}}} has answered the auction."

# ---------------------------------------------------------------- refusals
NOT_ON_TURN = "It is {{p{seat}}}'s turn."
NO_DECISION = "You have no decision to make right now."
OPERATION_DONE = "You have already performed an Operation this turn ({operation})."
ALREADY_MOVED = "Your Rocket has already moved this turn."
NO_ROCKET = "You have no Rocket."
NO_THRUSTER = "No operational thruster aboard can burn the fuel on the strip."
ROCKET_TOO_HEAVY = "The Rocket is too heavy to move (Dry {dry}, Wet {wet}: at most 23 and 32)."
ROUTE_REFUSED = "That route is refused at step {step}: {reason}."
NO_ROUTE = "No route reaches {space}."

# ---------------------------------------------------------------- prompts and labels
PROMPT_TURN = (
    "{{p{seat}}}: your turn (year {year}, {season}). Fly your Rocket once, perform one"
    " Operation, take free actions, then `done`."
)
PROMPT_SIDE = (
    "{{p{seat}}}: choose your Crew card's side in secret: `side front` ({front}) or"
    " `side back` ({back})."
)
FACTIONS_UNCHOSEN = "{front} or {back} (side not revealed yet)"
STATUS_SIDES = "Waiting for every seat to choose its Crew side."
PROMPT_AUCTION = "{{p{seat}}}: seal a bid above {opening} for {card} (`bid N`) or `pass`."
STATUS_TURN = "Waiting for {{p{seat}}}'s turn."
STATUS_AUCTION = "Waiting for sealed bids on {card}."
STATUS_OVER = "The game is over."
LABEL_FLY = (
    "Fly to {end}: {burns} Burns, {fuel} fuel steps (Wet {wet} → {after}), {hazards} Hazard"
    " and {belts} Belt Rolls"
)
LABEL_CARD = "{verb} {name} (mass {mass})"
SCORE_LINE = (
    "{{p{seat}}}: {vp} VP ({tokens} tokens, {factories} from Factories, {glory} glory),"
    " {aquas} Aquas"
)
TIE_BREAK = "Ties are broken by the most Aquas."

NOTATION_HELP = "\n".join(
    (
        "**High Frontier notation** (spaces `n90` = LEO; cards by id `thruster-03`)",
        "- Operations, one per turn: `income`, `research thrusters 0` (auction the top card),"
        " `sell thruster-03`, `boost thruster-03` (repeat to boost more), `prospect`,"
        " `industrialize`, `refuel`; at your Factories: `refuel ceres` (7 FTs into the Outpost),"
        " `produce thruster-03 ceres` (ET production), `deliver thruster-03-black`,"
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
)
