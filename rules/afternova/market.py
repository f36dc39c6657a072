"""The Market action (docs/rules/afternova.md §4, Market).

Take 3 cards in any mix from the two face-up rows (one action per pick); at any point sweep a row
(discard its 4 cards, deal 4 new) and take one card fewer. Taken slots stay empty until the action
ends; then the rows are refilled (empty decks reshuffle their discards). Each ``extra_pick``
upgrade adds one card to the action.

Hand limit 8, checked once the Market action is over (decision: the Chinese text puts the limit
after "你拿完卡后" — once you have finished taking cards — and the refill, so the hand may exceed
8 between picks); the excess is then discarded at once, a pending decision of the seat that
blocks the table (see ``legal``).
"""

from __future__ import annotations

from rules.afternova import flow
from rules.afternova.actions import Sweep, Take
from rules.afternova.board import Ctx, active_upgrades, draw_card
from rules.afternova.state import AfternovaState, MarketProgress
from rules.afternova.words import cards, kind
from rules.core.events import public_event
from rules.core.text import Msg

PICKS = 3
ROW_SIZE = 4


def row_of(state: AfternovaState, row: str) -> list[str | None]:
    """The market row ``paw`` or ``bp``."""
    return state.market_paws if row == "paw" else state.market_bps


def can_sweep(state: AfternovaState, row: str) -> bool:
    """A sweep needs at least one card to deal (deck or discards)."""
    deck, discard = (
        (state.paw_deck, state.paw_discard) if row == "paw" else (state.bp_deck, state.bp_discard)
    )
    return bool(deck or discard)


TAKES: dict[str, tuple[Take, ...]] = {
    row: tuple(Take(row=row, slot=slot) for slot in range(ROW_SIZE)) for row in ("paw", "bp")
}
"""Every pick, made once (actions are frozen values; listing them is the engine's hot path)."""
SWEEPS = {row: Sweep(row=row) for row in ("paw", "bp")}


def options(state: AfternovaState) -> list[Take | Sweep]:
    """Every pick and sweep open to the active player now."""
    takes: list[Take | Sweep] = [
        TAKES[row][slot]
        for row in ("paw", "bp")
        for slot, card in enumerate(row_of(state, row))
        if card is not None
    ]
    return takes + [SWEEPS[row] for row in ("paw", "bp") if can_sweep(state, row)]


def _progress(ctx: Ctx) -> MarketProgress:
    state = ctx.state
    if state.market is None:
        extra = active_upgrades(state, ctx.cat, state.active)["extra_pick"]
        state.market = MarketProgress(picks_left=PICKS + extra)
    return state.market


def take(ctx: Ctx, action: Take) -> None:
    """Take one face-up card into the active player's hand."""
    progress = _progress(ctx)
    row = row_of(ctx.state, action.row)
    card = row[action.slot]
    assert card is not None
    row[action.slot] = None
    ctx.state.seats[ctx.state.active].hand.append(card)
    progress.picks_left -= 1
    progress.taken += 1
    ctx.emit(
        public_event(
            "CardTaken",
            Msg(
                "afternova.event.took",
                "{seat} took a {kind} from the market (slot {slot}).",
                seat=f"{{p{ctx.state.active}}}",
                kind=kind(action.row),
                slot=action.slot + 1,
            ),
        )
    )
    _maybe_finish(ctx)


def sweep(ctx: Ctx, action: Sweep) -> None:
    """Discard a whole row, deal a new one, and take one card fewer."""
    progress = _progress(ctx)
    state = ctx.state
    row = row_of(state, action.row)
    discard = state.paw_discard if action.row == "paw" else state.bp_discard
    discard.extend(card for card in row if card is not None)
    row[:] = [draw_card(ctx, action.row) for _ in range(ROW_SIZE)]
    progress.picks_left -= 1
    progress.sweeps += 1
    ctx.emit(
        public_event(
            "RowSwept",
            Msg(
                "afternova.event.swept",
                "{seat} swept the {kind} row.",
                seat=f"{{p{state.active}}}",
                kind=kind(action.row),
            ),
            closes_undo=True,
        )
    )
    _maybe_finish(ctx)


def skip(ctx: Ctx) -> None:
    """The table skips the active player's stalled turn: the Market action ends now with the
    cards taken so far (none at the start of a turn), as if no pick were left."""
    state = ctx.state
    taken = state.market.taken if state.market is not None else 0
    ctx.emit(
        public_event(
            "TurnSkipped",
            Msg(
                "afternova.event.turn_skipped",
                "The table skipped {seat}'s turn: a Market action that ends with {cards} taken.",
                seat=f"{{p{state.active}}}",
                cards=cards(taken),
            ),
        )
    )
    if state.market is None:
        flow.start_next_turn(ctx)
    else:
        _finish(ctx)


def _maybe_finish(ctx: Ctx) -> None:
    state = ctx.state
    assert state.market is not None
    if state.market.picks_left > 0 and options(state):
        return
    _finish(ctx)


def _finish(ctx: Ctx) -> None:
    state = ctx.state
    for row_name in ("paw", "bp"):
        row = row_of(state, row_name)
        for slot, card in enumerate(row):
            if card is None:
                row[slot] = draw_card(ctx, row_name)
    refilled = Msg("afternova.event.market_refilled", "The market was refilled.")
    ctx.emit(public_event("MarketRefilled", refilled, closes_undo=True))
    if state.phase == "turn":
        flow.start_next_turn(ctx)
