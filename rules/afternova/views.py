"""Building the public and private views from the state (hidden information stays out).

The public view holds hand counts, never hand ids; no Starship ids or objective colours until the
game is over; no deck orders; the automa's face-down Blueprints only as a count.
"""

from __future__ import annotations

from rules.afternova import legal
from rules.afternova.actions import describe
from rules.afternova.board import capacity
from rules.afternova.cards import Blueprint, Catalog
from rules.afternova.scoring import automa_score, outcome, seat_score
from rules.afternova.state import (
    AfternovaState,
    AutomaBlueprintView,
    AutomaView,
    BlueprintView,
    DealView,
    PawView,
    PlanetView,
    PrivateView,
    PublicView,
    SeatView,
)
from rules.afternova.words import blueprint_name, planet_name, seats, upgrade_text
from rules.core.text import Msg


def paw_view(cat: Catalog, paw: str) -> PawView:
    """A Hired Paw as shown."""
    return PawView(id=paw, skills=dict(cat.paw[paw].skills))


def blueprint_view(card: Blueprint) -> BlueprintView:
    """A Blueprint as shown, with a one-line upgrade label (both translatable)."""
    up = card.upgrade
    text = upgrade_text(up)
    return BlueprintView(
        id=card.id,
        name=blueprint_name(card.name),
        cost=dict(card.cost),
        vp=card.vp,
        upgrade=up.kind,
        upgrade_skill=up.skill,
        upgrade_text=text,
    )


def pending_text(state: AfternovaState, cat: Catalog) -> Msg:
    """One public sentence on what the table waits for."""
    owing = sorted(legal.to_act(state, cat))
    names = seats(owing)
    if state.phase == "over":
        return Msg("afternova.pending.over", "The game is over.")
    if any(legal.seat_mode(state, cat, s).startswith("discard") for s in owing):
        return Msg(
            "afternova.pending.discard", "{names} must discard down to their limits.", names=names
        )
    if state.phase == "last_chance":
        return Msg(
            "afternova.pending.last_chance",
            "Last chance to complete Blueprints: {names}.",
            names=names,
        )
    if state.deal is not None:
        return Msg(
            "afternova.pending.deal",
            "{names} must answer {active}'s deal.",
            names=names,
            active=f"{{p{state.active}}}",
        )
    if state.market is not None:
        return Msg(
            "afternova.pending.market",
            "{names} is taking cards ({left} left).",
            names=names,
            left=state.market.picks_left,
        )
    return Msg(
        "afternova.pending.turn", "{names} to Extract or take the Market action.", names=names
    )


def _seat_view(state: AfternovaState, cat: Catalog, seat: int, owing: frozenset[int]) -> SeatView:
    player = state.seats[seat]
    over = state.phase == "over"
    paws = sum(1 for card in player.hand if card in cat.paw)
    done = [cat.blueprint[c.id] for c in player.completed]
    return SeatView(
        seat=seat,
        is_active=seat == state.active and not over,
        owes=legal.seat_mode(state, cat, seat) if seat in owing else "",
        paws_in_hand=paws,
        blueprints_in_hand=len(player.hand) - paws,
        hand_count=len(player.hand),
        storage=list(player.storage),
        capacity=capacity(state, cat, seat),
        completed=[blueprint_view(card) for card in done],
        blueprint_vp=sum(card.vp for card in done),
        objective=list(cat.starship[player.starship].objective.colours) if over else None,
        score=seat_score(cat, player).total if over else None,
    )


def _automa_view(state: AfternovaState, cat: Catalog) -> AutomaView | None:
    bot = state.automa
    if bot is None:
        return None
    over = state.phase == "over"
    return AutomaView(
        row=[
            AutomaBlueprintView(
                blueprint=blueprint_view(cat.blueprint[bp.id]), covered=list(bp.covered)
            )
            for bp in bot.row
        ],
        storage=list(bot.storage),
        completed=[blueprint_view(cat.blueprint[bp]) for bp in bot.completed],
        face_down=len(bot.hidden),
        objective=list(cat.starship[bot.starship].objective.colours) if over else None,
        score=automa_score(cat, bot).total if over else None,
    )


def _deal_view(state: AfternovaState, cat: Catalog) -> DealView | None:
    deal = state.deal
    if deal is None:
        return None
    return DealView(
        planet=deal.proposal.planet + 1,
        proposer=state.active,
        notation=describe(deal.proposal),
        committed_paws=[paw_view(cat, p) for p in deal.proposal.paws],
        waiting=list(deal.waiting),
        accepted=sorted(deal.answers.answers),
    )


def public_view(state: AfternovaState, cat: Catalog) -> PublicView:
    """What everyone may know."""
    owing = legal.to_act(state, cat)
    result = outcome(state, cat) if state.phase == "over" else None
    return PublicView(
        pack=state.pack,
        version=state.version,
        turn_number=state.turn_number,
        num_players=state.num_players,
        active=state.active,
        phase=state.phase,
        end_rule=state.end_rule,
        end_triggered=state.end_triggered,
        to_act=sorted(owing),
        pending=pending_text(state, cat),
        planets=[
            PlanetView(
                slot=i + 1,
                id=p.id,
                name=planet_name(cat.planet[p.id].name),
                requirements=dict(cat.planet[p.id].requirements),
                spaces=cat.planet[p.id].spaces,
                fragments=list(p.fragments),
            )
            for i, p in enumerate(state.planets)
        ],
        market_paws=[paw_view(cat, p) if p else None for p in state.market_paws],
        market_bps=[blueprint_view(cat.blueprint[b]) if b else None for b in state.market_bps],
        paw_deck=len(state.paw_deck),
        paw_discard=len(state.paw_discard),
        bp_deck=len(state.bp_deck),
        bp_discard=len(state.bp_discard),
        planet_deck=len(state.planet_deck),
        planet_discard=len(state.planet_discard),
        bag=sum(state.bag.values()),
        fragment_discard=dict(state.fragment_discard),
        seats=[_seat_view(state, cat, s, owing) for s in range(state.num_players)],
        automa=_automa_view(state, cat),
        deal=_deal_view(state, cat),
        market_picks_left=state.market.picks_left if state.market else None,
        last_action=state.last_action,
        winners=list(result.winners) if result else None,
        automa_won=bool(result is not None and not result.winners),
    )


def private_view(state: AfternovaState, cat: Catalog, seat: int) -> PrivateView:
    """What ``seat`` may know: the public view plus its hand, Starship and objective."""
    player = state.seats[seat]
    ship = cat.starship[player.starship]
    return PrivateView(
        seat=seat,
        public=public_view(state, cat),
        hand_paws=[paw_view(cat, c) for c in player.hand if c in cat.paw],
        hand_blueprints=[
            blueprint_view(cat.blueprint[c]) for c in player.hand if c in cat.blueprint
        ],
        starship=ship.id,
        objective_id=ship.objective.id,
        objective=list(ship.objective.colours),
        capacity=capacity(state, cat, seat),
    )
