"""Space Base's sentences: what a seat is asked, who the table waits for, the notation help.

Prompts are public (they go into the channel's ping): they name no Light-Speed card. Every
sentence is a :class:`rules.core.text.Msg` (ids ``space_base.prompt.*``, ``space_base.status.*``;
docs/adding-a-game.md, "Languages"), its English text the ``str`` value.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.core.text import Msg
from rules.core.wording import chain, commas, either
from rules.space_base.actions import (
    ORDINALS,
    Action,
    Allocate,
    Buy,
    BuyColony,
    Done,
    Pass,
    Roll,
    SetAllocationPref,
    SetAutoUse,
    UseAbility,
    describe,
)
from rules.space_base.cards import Pack
from rules.space_base.choices import allocation_choices, allocations, default_allocation
from rules.space_base.state import SpaceBaseState
from rules.space_base.words import or_nothing, phase

_NOTATION_LINES = (
    "**Space Base moves** (`/play action:`; sectors are 1–12, shipyard slots are level +"
    " letter: `2c` is the third face-up Level 2 card):",
    "• `roll`: roll both dice, the first step of every turn (Set Dice comes before it).",
    "• `sum` or `split`: use the dice as their total (one sector) or as two sectors; on"
    ' others\' turns the same choice gives your red rewards. A "1/2" reward arrow is'
    " yours to pick: `sum 2nd` takes the 2nd card's reward (one `1st`/`2nd` per arrow).",
    "• `buy 2c`: buy that card into its sector; `buy 2c to 9` with Place a Card in 7–12.",
    "• `colony 7`: buy the colony of sector 7. `pass`: buy nothing and keep your credits.",
    "• `use l1-05`: spend the charge on that card; with a target: `use l1-05 3 4` (Set"
    " Dice), `use l2-08 1c` (Claim a Card), `use l1-04 7` (Dice Arrow, 2X),"
    " `use l1-03 l2-06` (Place a Charge Anywhere, Exchange this Card).",
    "• `done`: close your off-turn window without using more abilities.",
    "• `prefer larger-vp`, `prefer larger-credits`, `prefer ask`: your standing sum-or-split"
    " answer on others' turns; `prefer l1-05 always` (or `never`, `ask`): use that charged"
    " ability off-turn without asking. Preferences are private.",
    "• Light-Speed start: `keep 1 3` keeps the 1st and 3rd cards of your hand; `keep none`.",
)
NOTATION_HELP = Msg("space_base.help.notation", "\n".join(_NOTATION_LINES))


def status(state: SpaceBaseState, to_act: frozenset[int]) -> str:
    """``Waiting for {p1} (buy).`` or ``The game is over.``"""
    if state.phase == "over":
        return Msg("space_base.status.over", "The game is over.")
    waiting = waiting_for(sorted(to_act), state.phase)
    if not _first_turn(state):
        return waiting
    return Msg(
        "space_base.status.first",
        "{starting} {waiting}",
        starting=starting_player(state),
        waiting=waiting,
    )


def waiting_for(seats: Sequence[int], phase_name: str) -> Msg:
    """``Waiting for {p1}, {p2} (rewards).`` (the board rebuilds it from the view)."""
    return Msg(
        "space_base.status.waiting",
        "Waiting for {seats} ({phase}).",
        seats=commas([f"{{p{s}}}" for s in seats]),
        phase=phase(phase_name),
    )


def _first_turn(state: SpaceBaseState) -> bool:
    return state.turn_number == 1 and state.phase == "before_roll"


def starting_player(state: SpaceBaseState) -> str:
    """``{p2} is the Starting Player (the highest sector drawn at setup).``"""
    seat = f"{{p{state.first_seat}}}"
    if state.light_speed:
        return Msg(
            "space_base.status.starting_kept",
            "{seat} is the Starting Player (the highest sector kept at setup; ties rolled off).",
            seat=seat,
        )
    return Msg(
        "space_base.status.starting_drawn",
        "{seat} is the Starting Player (the highest sector drawn at setup; ties rolled off).",
        seat=seat,
    )


def prompt(pack: Pack, state: SpaceBaseState, seat: int) -> str:
    """What ``seat`` (which owes a decision) is asked now, in one sentence."""
    if state.phase == "keep":
        return Msg(
            "space_base.prompt.keep",
            "Choose which Light-Speed cards to keep (`keep 1 3` or `keep none`).",
        )
    if state.phase == "rewards":
        if seat in state.choice_open:
            choice = describe(default_allocation(allocations(pack, state, seat)))
            return Msg(
                "space_base.prompt.red_rewards",
                "{gains}; default `done` (the {choice}).",
                gains=gains(pack, state, seat, RED),
                choice=choice,
            )
        return Msg(
            "space_base.prompt.use_or_done",
            "Use a charged ability now (`use …`) or `done` (default: `done`).",
        )
    if state.phase == "allocate":
        return Msg("space_base.prompt.allocate", "{gains}?", gains=gains(pack, state, seat, BLUE))
    if _first_turn(state):
        return Msg("space_base.prompt.first_roll", "You are the Starting Player: `roll` to begin.")
    if state.phase == "before_roll":
        return Msg("space_base.prompt.roll", "Your turn: `roll`, or use an ability first.")
    return Msg("space_base.prompt.buy", "Buy a card (`buy 2c`), a colony (`colony 7`), or `pass`.")


RED = Msg("space_base.prompt.your_red", "your red rewards")
BLUE = Msg("space_base.prompt.your_blue", "your station rewards")


def gains(pack: Pack, state: SpaceBaseState, seat: int, what: str) -> str:
    """What each allocation worth asking gives ``seat`` (public: every box is public):
    ``Roll 2+3: your red rewards as `sum` (+1 credits) or `split` (+1 VP)``."""
    assert state.dice is not None
    asked = allocation_choices(pack, state, seat)
    said = [
        Msg(
            "space_base.prompt.choice",
            "`{choice}` ({gains})",
            choice=describe(action),
            gains=or_nothing(tally.summary()),
        )
        for action, tally in allocations(pack, state, seat)
        if action in asked
    ]
    options = either(said)
    return Msg(
        "space_base.prompt.gains",
        "Roll {a}+{b}: {what} as {options}",
        a=state.dice[0],
        b=state.dice[1],
        what=what,
        options=options,
    )


def label(action: Action, names: Mapping[str, str]) -> str:
    """A button's words for ``action``: its notation in English (``buy 2c``), in words
    elsewhere (``购买 2c``; slots and numbers stay as written), a card by its name from ``names``
    (card id -> ship name), never its id (``use Starter Vega 1``)."""
    notation = describe(action)
    match action:
        case Roll():
            return Msg("space_base.label.roll", notation)
        case Pass():
            return Msg("space_base.label.pass", notation)
        case Done():
            return Msg("space_base.label.done", notation)
        case Allocate(choice=choice, picks=picks):
            picked = [
                Msg(f"space_base.box.{'first' if p == 1 else 'second'}", ORDINALS[p]) for p in picks
            ]
            how = Msg(f"space_base.board.{choice}", choice)
            if not picked:
                return how
            joined = chain("space_base.list.space", "{first} {rest}", picked)
            return Msg("space_base.label.allocate", "{how} {picks}", how=how, picks=joined)
        case Buy(slot=slot, sector=None):
            return Msg("space_base.label.buy", "buy {slot}", slot=slot)
        case Buy(slot=slot, sector=int(sector)):
            return Msg(
                "space_base.label.buy_to", "buy {slot} to {sector}", slot=slot, sector=sector
            )
        case BuyColony(sector=sector):
            return Msg("space_base.label.colony", "colony {sector}", sector=sector)
        case UseAbility():
            use = " ".join(names.get(word, word) for word in notation.split()[1:])
            return Msg("space_base.label.use", "use {what}", what=use)
        case SetAllocationPref(value=value):
            return Msg(f"space_base.label.prefer_{value.replace('-', '_')}", notation)
        case SetAutoUse(card=card, value=value):
            shown = names.get(card, card)
            return Msg(f"space_base.label.auto_{value}", "prefer {card} " + value, card=shown)
    return notation
