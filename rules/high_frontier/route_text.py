"""Why the route rules refuse a move (docs/rules/high-frontier.md §8.3, §8.4): the sentences
:mod:`rules.high_frontier.moves` and :mod:`rules.high_frontier.routes` give, each with its
message id ``high_frontier.route.<name>`` (catalogued with the game's other sentences,
:mod:`rules.high_frontier.text`). The route search refuses thousands of steps per search and
keeps none of the refusals: the ones it makes most are built once per value
(:func:`no_burn_left`, :func:`short_fuel`, :func:`u_turn`, :func:`one_way`).
"""

from __future__ import annotations

from functools import cache

from rules.core.text import Msg
from rules.high_frontier.words import Sentence

STANDS_ON = Sentence("high_frontier.route.stands_on", "the Rocket stands on {space}")
TWO_SPACES = Msg(
    "high_frontier.route.two_spaces",
    "a route names at least two spaces of the map, waypoints left out",
)
NOT_A_SPACE = Sentence(
    "high_frontier.route.not_a_space", "`{space}` is not a space of the map (ids such as `n90`)"
)
NO_LINE = Sentence("high_frontier.route.no_line", "no line joins {here} and {there}")
ENDS_ON_LANDER = Msg("high_frontier.route.ends_on_lander", "a move may not end on a lander burn")
STARTS_ON_LANDER = Msg(
    "high_frontier.route.starts_on_lander", "a move never starts on a lander burn"
)
LANDING_ENDED = Msg("high_frontier.route.landing_ended", "the move ended with the landing")
ONE_WAY = Sentence(
    "high_frontier.route.one_way",
    "the line from {here} to {there} runs one way, the other way",
)
U_TURN = Sentence("high_frontier.route.u_turn", "no U-turn: {there} is where the rocket came from")
ASSISTED_LANDER = Msg(
    "high_frontier.route.assisted_lander",
    "a factory-assisted liftoff may not enter a lander burn",
)
NO_BURN_LEFT = Sentence(
    "high_frontier.route.no_burn_left", "no Burn left: net thrust {thrust} is spent"
)
SHORT_FUEL = Sentence(
    "high_frontier.route.short_fuel", "not enough fuel: {steps} fuel steps on the strip"
)
SHORT_FUEL_ONE = Sentence(
    "high_frontier.route.short_fuel", "not enough fuel: 1 fuel step on the strip"
)


@cache
def no_burn_left(thrust: int) -> Msg:
    """:data:`NO_BURN_LEFT` for ``thrust``, built once per value."""
    return NO_BURN_LEFT.plain(thrust=thrust)


@cache
def short_fuel(steps: int) -> Msg:
    """:data:`SHORT_FUEL` for ``steps`` fuel steps (English singular for 1), once per value."""
    return (SHORT_FUEL_ONE if steps == 1 else SHORT_FUEL).plain(steps=steps)


@cache
def u_turn(there: str) -> Msg:
    """:data:`U_TURN` back to space ``there``, built once per space."""
    return U_TURN.plain(there=there)


@cache
def one_way(here: str, there: str) -> Msg:
    """:data:`ONE_WAY` for the line ``here`` -> ``there``, built once per line."""
    return ONE_WAY.plain(here=here, there=there)


ENTER_SEASON = Sentence(
    "high_frontier.route.enter_season", "{site} may be entered only in season {season}"
)
LEAVE_SEASON = Sentence(
    "high_frontier.route.leave_season", "{site} may be left only in season {season}"
)
CANNOT_LAND = Sentence(
    "high_frontier.route.cannot_land",
    "cannot land on {site}: net thrust {thrust} does not exceed its Size {size}, and no"
    " aerobrake or Factory helps",
)
WEAK_LIFTOFF = Sentence(
    "high_frontier.route.weak_liftoff",
    "net thrust {thrust} does not exceed {site}'s Size {size}",
)
UNASSISTED_LIFTOFF = Sentence(
    "high_frontier.route.unassisted_liftoff",
    "net thrust {thrust} does not exceed {site}'s Size {size}, and no Factory there assists"
    " the liftoff",
)
NOT_ATMOSPHERIC = Sentence(
    "high_frontier.route.not_atmospheric", "{site} is not atmospheric: no acetylene rocketplane"
)
