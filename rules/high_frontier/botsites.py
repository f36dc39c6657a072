"""What a Site is worth to the bot (docs/rules/high-frontier.md §8.5, §11.2, §11.3, §16): the
VP it expects from flying there to prospect and industrialize.

A Claim is 1 VP; a Factory replaces it with a cube (1 VP) and scores its type's stock price at the
end (§11.3: 8 with one Factory of the type, 5 with two, 4 with more). Prospecting succeeds
always on a Site of Size 6 or more, else on a 1d6 at most the Size (§11.2); each Hazard Roll
on the way fails on a 1 (§8.5, the stack decommissioned), so a route's worth is multiplied by
5/6 per hazard. Decision: the bot weighs only these odds, not the other seats' plans.
"""

from __future__ import annotations

from fractions import Fraction

from rules.high_frontier import pack
from rules.high_frontier.prospecting import AUTO_SIZE
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.year import PRICES

SAFE = Fraction(5, 6)  # a Hazard Roll passes on 2-6
LAST_PRICE = 4  # the stock price with 3+ Factories of a type


def chance(site_id: str) -> Fraction:
    """The odds a prospect of ``site_id`` claims it (1 at Size 6+, else Size/6)."""
    size = pack.load().site_by_id[site_id].size
    return Fraction(1) if size >= AUTO_SIZE else Fraction(size, 6)


def factory_vp(state: HighFrontierState, site_id: str) -> int:
    """The VP a Factory built now on ``site_id`` would score: its cube and its type's stock
    price with it on the track."""
    kind = pack.load().site_by_id[site_id].spectral_type
    return 1 + PRICES.get(state.tracks.get(kind, 0) + 1, LAST_PRICE)


def worth(state: HighFrontierState, site_id: str, hazards: int, industry: bool) -> Fraction:
    """The VP expected from flying to ``site_id`` through ``hazards`` Hazard Rolls and
    prospecting it: a Claim, or the Factory when the Rocket can also industrialize."""
    gain = factory_vp(state, site_id) if industry else 1
    return chance(site_id) * SAFE**hazards * gain
