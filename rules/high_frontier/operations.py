"""The Operations and free actions of a turn (docs/rules/high-frontier.md §7, §9, §11).

Each handler mutates ``step.state`` (the transition's copy) and emits the log lines of
:mod:`rules.high_frontier.text`; legality was checked before (``legal.py``). Privileges encoded
here: Taxes, Launch Fees, Marketeer, Skunkworks (see :mod:`rules.high_frontier.abilities`).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.text import Arg, Msg
from rules.high_frontier import (
    colocated,
    felony,
    glitch,
    pack,
    prompt_text,
    stacks,
    text,
    words,
)
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import OPERATION_VERBS, Boost, Sell
from rules.high_frontier.fuel import strip
from rules.high_frontier.state import (
    HighFrontierState,
    Rocket,
    spot_of,
    spot_text,
)

S = Step[HighFrontierState]
HAND_LIMIT = 4  # academia limit: with 4+ Hand cards no auction (I2a)
FACTORY_REFUEL = 7  # water FTs (I5b)
SALE = 3  # Aquas for a Hand card on the free market (I3)


def income(step: S) -> None:
    """I1: +1 Aqua."""
    player = step.state.players[step.seat]
    player.aquas += 1
    step.state.turn.operation = "income"
    step.emit(public_event("Income", text.INCOME.format(seat=step.seat, aquas=player.aquas)))


def may_bid(state: HighFrontierState, seat: int) -> bool:
    """Whether ``seat`` may start or bid in an auction (the academia limit, Skunkworks)."""
    return len(state.players[seat].hand) < HAND_LIMIT or seat in holders(state, "SKUNKWORKS")


def spent(state: HighFrontierState, seat: int, verb: str) -> Msg | None:
    """Why an Operation (its notation's first word ``verb``) of the seat on turn is refused
    when the reason is that the turn's one Operation is spent (§7), naming it; ``None``
    otherwise (also for a further boost of a boosting turn, which I4 allows)."""
    done = state.turn.operation
    if (
        done is None
        or state.phase != "play"
        or seat != state.current
        or state.window is not None
        or verb not in OPERATION_VERBS
        or (done == "boost" and verb == "boost")
    ):
        return None
    return text.OPERATION_DONE.format(operation=done)


def sell(step: S, action: Sell) -> None:
    """I3: a Hand card to its deck's bottom for 3 Aquas."""
    state = step.state
    player = state.players[step.seat]
    player.hand.remove(action.card)
    state.to_bottom(stacks.deck_of(action.card), action.card, seen=True)
    player.aquas += SALE
    state.turn.operation = "free_market"
    line = text.SOLD.format(seat=step.seat, card=stacks.name(action.card))
    step.emit(public_event("Sold", line))


def boost(step: S, action: Boost) -> None:
    """I4: a Hand card into the LEO stack for Aquas = its mass (a radiator: of the side
    chosen, ``radiator-01-light`` for the light one); Launch Fees paid out."""
    state = step.state
    player = state.players[step.seat]
    cost = stacks.mass(action.card)
    player.hand.remove(stacks.white(action.card))
    player.leo.append(action.card)
    player.aquas -= cost
    state.turn.operation = "boost"
    line = text.BOOSTED.format(seat=step.seat, card=shown_name(action.card), cost=cost)
    step.emit(public_event("Boosted", line))
    for seat in holders(state, "LAUNCH FEES"):
        state.players[seat].aquas += 1
        step.emit(public_event("LaunchFee", text.LAUNCH_FEE.format(seat=seat)))


def launch(step: S) -> None:
    """Free action: the LEO stack becomes the Rocket at LEO, tanks empty (§5)."""
    player = step.state.players[step.seat]
    dry = stacks.dry_of(player.leo, player.side)
    player.rocket = Rocket(
        cards=list(player.leo), at=pack.LEO, dry=spot_text(dry), wet=spot_text(dry)
    )
    player.leo = []
    step.emit(public_event("Launched", text.LAUNCHED.format(seat=step.seat, dry=dry)))


def spoiled(step: S, still_possible: bool) -> bool:
    """After a Glitch Roll (:mod:`.glitch`): True, with the log line, when the Operation has
    become impossible (it is spent all the same)."""
    if not still_possible:
        step.emit(public_event("OperationSpent", text.OPERATION_SPENT.format(seat=step.seat)))
    return not still_possible


def industrialize(step: S) -> None:
    """I7 (a Glitch trigger): decommission an operational robonaut and refinery with their
    support chain (:func:`stacks.support_chain`, no radiators; to the Hand); a Factory of the
    Site's spectral type on the Claim; its track moves (§11.3). With Jellybots aboard it takes
    no Operation; the refinery used may keep the robonaut (Arcology) or give the Powersat
    privilege for good (Power Girdle, Ionosat; :mod:`.colocated`)."""
    state = step.state
    player = state.players[step.seat]
    rocket = player.rocket
    site = site_at(rocket.at) if rocket is not None else None
    assert rocket is not None and site is not None
    if colocated.FREE_INDUSTRY not in colocated.keywords(player):
        state.turn.operation = "industrialize"
    glitch.trigger(step, glitch.ROCKET)
    used = colocated.industry(player, rocket, site)
    if spoiled(step, used is not None):
        return
    assert used is not None
    robonaut, refinery, ability = used
    kept = ability == colocated.ARCOLOGY
    spent = (refinery,) if kept else (robonaut, refinery)
    chain = stacks.support_chain(player, rocket, spent)
    for card in (*spent, *chain):
        rocket.cards.remove(card)
        player.hand.append(stacks.white(card))
    stacks.reweigh(player.side, rocket)
    player.factories.append(site.id)
    state.tracks[site.spectral_type] += 1
    template = text.INDUSTRIALIZED_ARCOLOGY if kept else text.INDUSTRIALIZED
    line = template.format(
        seat=step.seat,
        site=site.name,
        robonaut=stacks.name(robonaut),
        refinery=stacks.name(refinery),
        kind=site.spectral_type,
    )
    step.emit(public_event("Industrialized", line))
    if chain:
        names = words.listed([stacks.name(c) for c in chain])
        line = text.CHAIN_DECOMMISSIONED.format(seat=step.seat, cards=names)
        step.emit(public_event("ChainDecommissioned", line))
    if ability in colocated.POWERSAT_MAKERS and not player.powersat:
        player.powersat = True
        line = text.POWERSAT_GAINED.format(seat=step.seat, refinery=stacks.name(refinery))
        step.emit(public_event("PowersatGained", line))
    taxes(step)


def refuel_yield(state: HighFrontierState, seat: int) -> int:
    """Water FTs a site refuel gives the Rocket now (§9 I5): 7 at a Factory it may use (its own,
    by permission or Factory Hijack, :mod:`.felony`), else
    1 + Hydration − ISRU with an operational ISRU no higher than the Hydration; 0 if none;
    doubled by Dharma Refuel (:func:`dharma`); the ISRU lowered, the Hydration raised and the
    yield doubled by colocated abilities (:mod:`.colocated`: Divining Nubots, the Scoops,
    Scavenging)."""
    player = state.players[seat]
    rocket = player.rocket
    site = site_at(rocket.at) if rocket else None
    if rocket is None or site is None:
        return 0
    if felony.owner(state, site.id) is not None and felony.may_use_factory(state, seat, site.id):
        return FACTORY_REFUEL * dharma(state, seat)
    rating = stacks.isru(player, rocket)
    if rating is None:
        return 0
    found = colocated.keywords(player)
    rating += colocated.isru_shift(found, site)
    hydration = colocated.hydration(found, site)
    if rating > hydration:
        return 0
    return (1 + hydration - rating) * dharma(state, seat) * colocated.refuel_factor(found)


def dharma(state: HighFrontierState, seat: int) -> int:
    """2 while ``seat`` holds Dharma Refuel and its Crew carries a glory chit (§2), else 1."""
    rocket = state.players[seat].rocket
    carried = rocket is not None and rocket.glory is not None
    return 2 if carried and seat in holders(state, "DHARMA REFUEL") else 1


def refuel(step: S) -> None:
    """I5 (a Glitch trigger): the site refuel's water FTs into the Rocket's tanks (as far as
    Wet 32 allows)."""
    state = step.state
    player = state.players[step.seat]
    state.turn.operation = "refuel"
    glitch.trigger(step, glitch.ROCKET)
    fts = refuel_yield(state, step.seat)
    if spoiled(step, fts > 0):
        return
    rocket = player.rocket
    assert rocket is not None
    site = site_at(rocket.at)
    assert site is not None
    added = min(fts, strip().room(spot_of(rocket.wet)))
    wet = strip().add(spot_of(rocket.wet), added)
    rocket.wet = spot_text(wet)
    rocket.grade = "water" if rocket.grade is None else rocket.grade
    line = text.REFUELLED.format(seat=step.seat, site=site.name, fts=added, wet=wet)
    step.emit(public_event("Refuelled", line))


def taxes(step: S) -> None:
    """The Taxes privilege: +1 Aqua to its holders for a Claim or a Factory placed."""
    for seat in holders(step.state, "TAXES"):
        step.state.players[seat].aquas += 1
        step.emit(public_event("Tax", text.TAX.format(seat=seat)))


def site_at(space: str) -> pack.Site | None:
    """The Site on a space, or ``None``."""
    node = pack.load().map.by_id[space]
    return pack.load().site_by_id[node.site] if node.type == "site" and node.site else None


def shown_name(card: str) -> Arg:
    """The printed name of ``card``, ", light side" added for a radiator carried light."""
    name = stacks.name(card)
    return prompt_text.LIGHT_CARD.format(name=name) if card.endswith(stacks.LIGHT) else name
