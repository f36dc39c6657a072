"""The shared rules contract: errors, seeded chance, events, and the Game protocol."""

from rules.core.chance import draw, new_seed, rng_for, roll_dice, shuffled
from rules.core.errors import (
    AmbiguousAction,
    GameOver,
    IllegalAction,
    InvalidNotation,
    NotYourTurn,
    RulesError,
)
from rules.core.events import Event, fill_names, private_event, public_event
from rules.core.game import BaseState, Game, OptionValue, Outcome, Transition

__all__ = [
    "AmbiguousAction",
    "BaseState",
    "Event",
    "Game",
    "GameOver",
    "IllegalAction",
    "InvalidNotation",
    "NotYourTurn",
    "OptionValue",
    "Outcome",
    "RulesError",
    "Transition",
    "draw",
    "fill_names",
    "new_seed",
    "private_event",
    "public_event",
    "rng_for",
    "roll_dice",
    "shuffled",
]
