"""Setting up a game (docs/rules/afternova.md §3; §7 for the automa) and the table options."""

from __future__ import annotations

from collections.abc import Mapping

from rules.afternova import automa, market
from rules.afternova.board import Ctx, new_planet
from rules.afternova.cards import DEFAULT_PACK, catalog, pack_names
from rules.afternova.state import AfternovaState, AutomaState, SeatState
from rules.core.chance import rng_for, shuffled
from rules.core.errors import IllegalAction
from rules.core.game import OptionValue
from rules.core.text import Listing, Msg

OPTIONS_HELP = {
    "end_rule": Msg(
        "afternova.option.end_rule",
        "`last_chance` (default, the rulebook): after the 6th Blueprint every "
        "player gets one last chance to complete; `finish_round`: play the round out first.",
    ),
    "automa_ends_game": Msg(
        "afternova.option.automa_ends_game",
        "`true` (default): the automa's 6th Blueprint also ends the game "
        "(2-player mode); `false`: only players' Blueprints do.",
    ),
    "pack": Msg("afternova.option.pack", "component pack (default `{pack}`).", pack=DEFAULT_PACK),
}
PLANET_SLOTS = 3
AUTOMA_ROW = 3


def check_options(num_players: int, options: Mapping[str, OptionValue]) -> None:
    """Raise :class:`IllegalAction` for a seat count or option Afternova does not have."""
    if not 2 <= num_players <= 6:
        raise IllegalAction(
            Msg("afternova.refusal.seats", "Afternova seats 3 to 6 players, or 2 with the automa.")
        )
    if unknown := set(options) - set(OPTIONS_HELP):
        raise IllegalAction(
            Msg(
                "afternova.refusal.unknown_option",
                "Unknown option {unknown}; options: {options}.",
                unknown=Listing(f"`{name}`" for name in sorted(unknown)),
                options=Listing(f"`{name}`" for name in OPTIONS_HELP),
            )
        )
    if options.get("end_rule", "last_chance") not in ("last_chance", "finish_round"):
        raise IllegalAction(
            Msg("afternova.refusal.end_rule", "`end_rule` is `last_chance` or `finish_round`.")
        )
    if options.get("pack", DEFAULT_PACK) not in pack_names():
        raise IllegalAction(
            Msg(
                "afternova.refusal.pack",
                "Packs: {packs}.",
                packs=Listing(f"`{name}`" for name in pack_names()),
            )
        )


def _deal_hands(state: AfternovaState, first_is_automa: bool) -> None:
    """One Blueprint each; Hired Paws 3 for the first player, 5 for the last, 4 otherwise."""
    last = state.num_players - 1
    for seat, player in enumerate(state.seats):
        order = seat + int(first_is_automa)
        paws = 3 if order == 0 else 5 if seat == last else 4
        player.hand = [state.bp_deck.pop(0), *(state.paw_deck.pop(0) for _ in range(paws))]


def setup_state(num_players: int, seed: str, options: Mapping[str, OptionValue]) -> AfternovaState:
    """A new game at version 0; in the 2-player mode the automa's first turn is already played.

    Raises:
        IllegalAction: seat count outside 2..6 or an unknown option value.
    """
    check_options(num_players, options)
    cat = catalog(str(options.get("pack", DEFAULT_PACK)))
    rng = rng_for(seed, 0, "setup")
    pack = cat.pack
    ships = shuffled([s.id for s in pack.starships], rng)
    state = AfternovaState(
        seed=seed,
        num_players=num_players,
        pack=str(options.get("pack", DEFAULT_PACK)),
        end_rule=str(options.get("end_rule", "last_chance")),
        automa_ends_game=bool(options.get("automa_ends_game", True)),
        seats=[SeatState(starship=ships.pop()) for _ in range(num_players)],
        planets=[],
        market_paws=[],
        market_bps=[],
        paw_deck=shuffled([p.id for p in pack.hired_paws], rng),
        bp_deck=shuffled([b.id for b in pack.blueprints], rng),
        planet_deck=shuffled([p.id for p in pack.planets], rng),
        bag=dict(pack.fragments),
        fragment_discard={c: 0 for c in pack.colours},
    )
    ctx = Ctx(state=state, seat=-1, chance=lambda: rng, cat=cat)  # setup acts for no seat
    state.market_paws = [state.paw_deck.pop(0) for _ in range(market.ROW_SIZE)]
    state.market_bps = [state.bp_deck.pop(0) for _ in range(market.ROW_SIZE)]
    for slot in range(PLANET_SLOTS):
        new_planet(ctx, slot)
    two_player = num_players == 2
    _deal_hands(state, two_player)
    if two_player:
        state.automa = AutomaState(starship=ships.pop())
        automa.deal_row(ctx, state.automa, AUTOMA_ROW)
        automa.take_turn(ctx)
    return state
