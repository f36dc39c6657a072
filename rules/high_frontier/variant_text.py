"""The sentences of High Frontier's variants: the Quick Start draft and sell-back and the
Altruism variant's research and verdict (``quickstart.py``, ``altruism.py``,
docs/rules/high-frontier.md §17), each with its message id like every other sentence of the
game (:mod:`rules.high_frontier.text`).
"""

from __future__ import annotations

from rules.core.text import Msg
from rules.high_frontier.words import Sentence

OPTION_QUICK_START = Msg(
    "high_frontier.option.quick_start",
    "`no` | `yes`: the Quick Start variant (0 starting Aquas, a 12-year draft of deck tops, a"
    " sell-back round, then the first Seniority Disk discarded)",
)
QUICK_TAKEN = Sentence(
    "high_frontier.event.quick_taken", "{{p{seat}}} takes {card} from the {deck} deck."
)
DRAFT_OVER = Msg(
    "high_frontier.event.draft_over",
    "The Quick Start draft is over: each seat in turn may sell Hand cards for 1 Aqua each.",
)
SOLD_BACK = Sentence("high_frontier.event.sold_back", "{{p{seat}}} sells {card} back for 1 Aqua.")
OPTION_ALTRUISM = Msg(
    "high_frontier.option.altruism",
    "`no` | `short` | `medium` | `futures`: the Altruism variant, solitaire or cooperative"
    " against a VP target (4, 5 or 7 Seniority Disks; half decks; research without auctions,"
    " 1 Aqua a card; win alone with 40, 60 or 100 VP, together with 30, 50 or 75 VP each);"
    " a table of one plays `short` unless `altruism=no`",
)
ALTRUISM_RESEARCH = Sentence(
    "high_frontier.event.altruism_research",
    "{{p{seat}}} researches {card} from the {deck} deck for {price}, paid to the Pool.",
)
ACADEMIA_LIMIT = Sentence(
    "high_frontier.refusal.academia_limit",
    "You hold {n} Hand cards: with 4 or more you may not research (the academia limit).",
)
OPENING_BEYOND = Sentence(
    "high_frontier.refusal.opening_beyond",
    "An opening bid of {price} is more than your {aquas}.",
)
ALTRUISM_NO_BID = Sentence(
    "high_frontier.refusal.altruism_no_bid",
    "The Altruism variant has no auctions: research with `{notation}`, no bid.",
)
ALTRUISM_TOO_DEAR = Sentence(
    "high_frontier.refusal.altruism_too_dear",
    "Researching the {deck} deck takes {cards} for {price}; you have {aquas}.",
)
ALTRUISM_WON = Sentence(
    "high_frontier.score.altruism_won",
    "Altruism: every seat has reached the target of {vp} VP. The game is won!",
)
ALTRUISM_LOST = Sentence(
    "high_frontier.score.altruism_lost",
    "Altruism: not every seat has reached the target of {vp} VP. The game is lost.",
)
QUICK_STARTED = Sentence(
    "high_frontier.event.quick_started",
    "The first Seniority Disk is discarded ({disks} left): the game proper begins.",
)
PROMPT_DRAFT = Sentence(
    "high_frontier.prompt.draft",
    "Quick Start, year {year}: take the top card of a deck (`take thrusters`, `take robonauts` …).",
)
PROMPT_SELLBACK = Sentence(
    "high_frontier.prompt.sellback",
    "Sell Hand cards back for 1 Aqua each (`sell <card>`), then `done`.",
)
