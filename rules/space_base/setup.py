"""Setup (docs/rules/space-base.md §2) and the Light-Speed variant.

Standard: shuffle the three level decks, deal 6 face up from each; 12 colonies; every console
holds the 12 starting ships with credits 5, income 0, VP 0; each seat draws one Level 1 card, pays
it from its 5 credits (never below 0), places it and deploys the starting ship there. The seat that
drew the highest sector starts (ties roll both dice, repeatedly, among the tied); turn-order bonus:
2nd +1 credit, 3rd +2 credits, 4th and 5th +1 income.

Light-Speed (the details the sources leave open are decided here): every seat starts with 15
credits and 1 income and is dealt 4 Level 1 + 2 Level 2 cards in secret. All seats choose at the
same time which to keep (total cost at most 15); the choice stays secret until every seat has
chosen (:mod:`rules.space_base.light_speed`). The first player is the seat whose kept cards reach
the highest sector (no card counts as 0; ties roll off); the turn-order bonus applies.
"""

from __future__ import annotations

from rules.core.chance import draw, rng_for, roll_dice, shuffled
from rules.core.events import Event, public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow
from rules.core.wording import commas
from rules.space_base.board import place_card
from rules.space_base.cards import Pack
from rules.space_base.prompts import starting_player
from rules.space_base.state import SeatState, SectorState, Shipyard, SpaceBaseState
from rules.space_base.turn import start_turn

START_CREDITS = 5
LIGHT_SPEED_CREDITS = 15
LIGHT_SPEED_DEAL = ((1, 4), (2, 2))


def new_game(pack: Pack, num_players: int, seed: str, *, light_speed: bool) -> SpaceBaseState:
    """Return a game after setup: the first turn started, or the Light-Speed deal to answer."""
    rng = rng_for(seed, 0, "decks")
    decks = [shuffled([c.id for c in pack.level(level)], rng) for level in (1, 2, 3)]
    rows: list[list[str | None]] = [[*draw(deck, 6)] for deck in decks]
    seats = [
        SeatState(sectors=tuple(SectorState(station=c.id) for c in pack.starting))
        for _ in range(num_players)
    ]
    state = SpaceBaseState(
        seed=seed,
        num_players=num_players,
        pack=pack.id,
        seats=seats,
        shipyard=Shipyard(rows=rows, decks=decks),
        colonies=[c.id for c in pack.colonies],
        phase="keep",
        light_speed=light_speed,
    )
    if light_speed:
        for seat in state.seats:
            seat.credits, seat.income = LIGHT_SPEED_CREDITS, 1
            for level, count in LIGHT_SPEED_DEAL:
                seat.hand.extend(draw(state.shipyard.decks[level - 1], count))
        state.window = DecisionWindow.open("keep", range(num_players), secret=True)
        return state
    highest = []
    for seat in state.seats:
        card = pack.card(draw(state.shipyard.decks[0], 1)[0])
        seat.credits = max(0, START_CREDITS - card.cost)
        place_card(seat, card.id, card.sector)
        highest.append(card.sector)
    finish_setup(state, highest)
    return state


def finish_setup(state: SpaceBaseState, highest: list[int]) -> list[Event]:
    """Choose the first player (highest sector, roll-offs), give turn-order bonuses, start."""
    tied = [s for s, n in enumerate(highest) if n == max(highest)]
    events: list[Event] = []
    attempt = 0
    while len(tied) > 1:
        rng = rng_for(state.seed, state.version, f"roll-off-{attempt}")
        rolls = {s: sum(roll_dice(rng, 2)) for s in tied}
        events.append(
            public_event(
                "RollOff",
                Msg(
                    "space_base.event.roll_off",
                    "Roll-off for first player: {rolls}.",
                    rolls=commas(
                        [
                            Msg(
                                "space_base.event.roll_off_seat",
                                "{seat} {total}",
                                seat=f"{{p{s}}}",
                                total=total,
                            )
                            for s, total in rolls.items()
                        ]
                    ),
                ),
                closes_undo=True,
            )
        )
        tied = [s for s, total in rolls.items() if total == max(rolls.values())]
        attempt += 1
    state.first_seat = tied[0]
    for position in range(1, state.num_players):
        seat = state.seats[(state.first_seat + position) % state.num_players]
        seat.credits += {1: 1, 2: 2}.get(position, 0)
        seat.income += int(position >= 3)
    events.append(public_event("FirstPlayer", starting_player(state)))
    start_turn(state, state.first_seat)
    return events
