"""Why an Operation or a free action on a Site, a Glitch or a permission is refused
(:mod:`rules.high_frontier.refusals`; docs/rules/high-frontier.md §7 G3, G4, §9 I5–I7, §11.2,
§12, §15).

As in :mod:`rules.high_frontier.refusals_cargo`, each reason takes the state, the seat on turn
and the typed words after the verb, reads the predicates the listed actions are built from
(:mod:`.prospecting`, :mod:`.operations`, :mod:`.colony`, :mod:`.felony`, :mod:`.glitch`) and
returns the sentence refusing them, or ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.text import Msg
from rules.high_frontier import colocated, felony, glitch, pack, prospecting, stacks
from rules.high_frontier import refusal_text as say
from rules.high_frontier.colony import KREUTZ
from rules.high_frontier.fuel import MAX_WET
from rules.high_frontier.operations import site_at
from rules.high_frontier.refusals_cargo import factory_refused
from rules.high_frontier.state import HighFrontierState, spot_of
from rules.high_frontier.text import OUTPOST_ON, THE_ROCKET
from rules.high_frontier.whereabouts import rocket_space, site_of

Args = Sequence[str]


def _here(state: HighFrontierState, seat: int, verb: str) -> pack.Site | Msg:
    """The Site ``seat``'s Rocket stands on, or why ``verb`` has none (no Rocket, no Site)."""
    rocket = state.players[seat].rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move=verb)
    site = site_at(rocket.at)
    if site is None:
        return say.NOT_ON_SITE.format(space=rocket_space(state, seat), move=verb)
    return site


def _claimant(state: HighFrontierState, site: str) -> int | None:
    return next((s for s, p in enumerate(state.players) if site in p.claims), None)


def isru_refused(state: HighFrontierState, seat: int, site: pack.Site, verb: str) -> Msg | None:
    """No operational ISRU card aboard, or the best rating (with the colocated abilities')
    above ``site``'s Hydration as they count it (§11.2, §9 I5)."""
    player = state.players[seat]
    rocket = player.rocket
    rating = stacks.isru(player, rocket) if rocket is not None else None
    if rating is None:
        return say.NO_ISRU.format(move=verb)
    found = colocated.keywords(player)
    rating += colocated.isru_shift(found, site)
    hydration = colocated.hydration(found, site)
    if rating > hydration:
        return say.ISRU_ABOVE.format(site=site.name, hydration=hydration, isru=rating, move=verb)
    return None


def _site_refused(state: HighFrontierState, seat: int, site: pack.Site) -> Msg | None:
    """A Site nobody may prospect (claimed, Busted) or Luna without leave."""
    owner = _claimant(state, site.id)
    if owner is not None:
        return say.SITE_CLAIMED.format(site=site.name, owner=owner)
    if site.id in state.busted:
        return say.SITE_BUSTED.format(site=site.name)
    if site.body == prospecting.LUNA and not prospecting.luna_allowed(state, seat):
        return say.LUNA_LEAVE.format(site=site.name)
    return None


def prospect(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """The Rocket's own Site (no Site, claimed, Busted, Luna, the ISRU above the Hydration),
    or each Site named (no Site id, twice, not adjacent, out of an Atmospheric Site, no raygun
    able to prospect it) (§11.2, CR I6, I6a)."""
    rocket = state.players[seat].rocket
    if rocket is None:
        return say.NEEDS_ROCKET.format(move="prospect")
    here = site_at(rocket.at)
    if not args:
        if here is None:
            return say.NOT_ON_SITE.format(space=rocket_space(state, seat), move="prospect")
        return _site_refused(state, seat, here) or isru_refused(state, seat, here, "prospect")
    if len(set(args)) != len(args):
        return say.SITE_TWICE.format(typed=" ".join(("prospect", *args)))
    reach = prospecting.targets(state, seat)
    near = prospecting.adjacent(rocket.at)
    for word in args:
        site = site_of(word)
        if site is None:
            return say.NOT_A_SITE.format(word=word)
        refused = _site_refused(state, seat, site)
        if refused is not None:
            return refused
        if here is not None and site.id == here.id:
            if site.id not in reach:
                return isru_refused(state, seat, site, "prospect")
            if len(args) > 1 and not reach[site.id]:
                return say.SET_NEEDS_RAYGUN.format(here=here.name)
            continue
        if site.id not in near:
            return say.NOT_ADJACENT.format(site=site.name, space=rocket_space(state, seat))
        if here is not None and here.atmospheric:
            return say.ATMOSPHERIC.format(here=here.name)
        if site.id not in reach:
            return say.NEEDS_RAYGUN.format(site=site.name, hydration=site.hydration)
    return None


def industrialize(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Site, not the seat's Claim, a Factory already there, or no operational robonaut and
    refinery aboard (§9 I7)."""
    site = _here(state, seat, "industrialize")
    if isinstance(site, Msg):
        return site
    player = state.players[seat]
    if site.id not in player.claims:
        owner = _claimant(state, site.id)
        if owner is None:
            return say.NOT_YOUR_CLAIM.format(site=site.name)
        return say.OTHERS_CLAIM.format(site=site.name, owner=owner)
    owner = felony.owner(state, site.id)
    if owner is not None:
        return say.FACTORY_THERE.format(site=site.name, owner=owner)
    rocket = player.rocket
    assert rocket is not None
    robonauts, refineries = stacks.industry_cards(player, rocket)
    missing = tuple(
        m for m, have in ((say.A_ROBONAUT, robonauts), (say.A_REFINERY, refineries)) if not have
    )
    return say.INDUSTRY_LACKS.format(missing=missing) if missing else None


def refuel(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """``refuel``: no Site, another seat's Factory not lent, the ISRU, or full tanks (§9 I5);
    ``refuel <site>``: a Factory refuel's Site (:func:`factory_refused`, I5b); ``refuel
    finao``: what the air-eater refuel with FINAO needs (I5c, :mod:`.air_eater`)."""
    if list(args) == ["finao"]:
        return say.AIR_EAT_FINAO
    if args:
        return factory_refused(state, seat, args[0])
    site = _here(state, seat, "refuel")
    if isinstance(site, Msg):
        return site
    rocket = state.players[seat].rocket
    assert rocket is not None
    if felony.owner(state, site.id) is not None:
        refused = factory_refused(state, seat, site.id)
    else:
        refused = isru_refused(state, seat, site, "refuel")
    if refused is None and spot_of(rocket.wet) >= MAX_WET:
        return say.TANKS_FULL.format(wet=rocket.wet)
    return refused


def revive(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No card with Mine Revival aboard, no Site, a Site not Busted or below Size 2, or Luna
    without leave (Mine Revival, the Termite Nest; :func:`.prospecting.revivable`)."""
    site = _here(state, seat, "revive")
    if isinstance(site, Msg):
        return site
    if colocated.MINE_REVIVAL not in colocated.keywords(state.players[seat]):
        return say.NO_REVIVAL
    if site.id not in state.busted:
        return say.NOT_BUSTED.format(site=site.name)
    if site.size < prospecting.REVIVE_SIZE:
        return say.TOO_SMALL.format(site=site.name, size=site.size)
    if site.body == prospecting.LUNA and not prospecting.luna_allowed(state, seat):
        return say.LUNA_LEAVE.format(site=site.name)
    return None


def _crew_away(state: HighFrontierState, seat: int, verb: str) -> Msg | None:
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None or player.crew not in rocket.cards:
        return say.CREW_AWAY.format(move=verb)
    return None


def colonize(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Site, the Crew not aboard, not the seat's Factory, a Colony there already, or the
    Kreutz sungrazer without a Felony (§7 G3, :func:`.colony.colonizable`)."""
    site = _here(state, seat, "colonize")
    if isinstance(site, Msg):
        return site
    player = state.players[seat]
    refused = _crew_away(state, seat, "colonize")
    if refused is not None:
        return refused
    if site.id not in player.factories:
        return say.NOT_OWN_FACTORY.format(site=site.name)
    if site.id in player.colonies:
        return say.COLONY_THERE.format(site=site.name)
    if site.id == KREUTZ:
        return _felony_refused(state, seat, "colonize")
    return None


def _felony_refused(state: HighFrontierState, seat: int, verb: str) -> Msg | None:
    """The Crew not aboard, the seat not Felonious, or an opposing Human on the space (§15)."""
    refused = _crew_away(state, seat, verb)
    if refused is not None:
        return refused
    if not felony.felonious(state, seat):
        return say.FELONY_NEEDED.format(move=verb)
    rocket = state.players[seat].rocket
    assert rocket is not None
    if felony.opposed(state, seat, rocket.at):
        return say.OPPOSED.format(space=rocket_space(state, seat))
    return None


def jump(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """No Site, no opponent's Claim there, a Factory there, or the Felony's own conditions
    (§7 G4, §15; :func:`.felony.jumpable`)."""
    site = _here(state, seat, "jump")
    if isinstance(site, Msg):
        return site
    owner = felony.owner(state, site.id)
    if owner is not None:
        return say.JUMP_FACTORY.format(site=site.name)
    others = [s for s, p in enumerate(state.players) if s != seat and site.id in p.claims]
    if not others:
        return say.NO_CLAIM_TO_JUMP.format(site=site.name)
    return _felony_refused(state, seat, "jump")


def repair(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """A stack that is no Rocket nor Outpost of the seat, bears no Glitch, or is away from its
    Crew without Scrum Troubleshooters (§12, G7)."""
    if not args:
        return None
    word = args[0]
    player = state.players[seat]
    if word == glitch.ROCKET:
        if player.rocket is None:
            return say.NEEDS_ROCKET.format(move="repair")
        glitched, stack = player.rocket.glitch, THE_ROCKET
    else:
        site = site_of(word)
        outpost = player.outposts.get(word)
        if site is None:
            return say.NOT_A_STACK.format(word=word)
        if outpost is None:
            return say.NO_OUTPOST.format(site=site.name)
        glitched, stack = outpost.glitch, OUTPOST_ON.format(site=site.name)
    if not glitched:
        return say.NO_GLITCH.format(stack=stack)
    return say.REPAIR_HUMAN.format(stack=stack)


def ask(state: HighFrontierState, seat: int, args: Args) -> Msg | None:
    """A permission that is no permission, asked already, held already, that nobody can grant,
    or asked when it cannot serve (Luna out of reach or after the Operation, a Felony without
    the Crew aboard, beamed power after moving) (§15; :func:`.felony.asks`)."""
    what = _permission(args)
    if what is None:
        return say.ASK_WHAT
    if what.startswith(felony.FACTORY):
        site = site_of(what.removeprefix(felony.FACTORY))
        if site is None:
            return say.NOT_A_SITE.format(word=what.removeprefix(felony.FACTORY))
        owner = felony.owner(state, site.id)
        if owner is None:
            return say.NO_FACTORY.format(site=site.name)
    named = felony.permission_name(what)
    if what in state.turn.asked:
        return say.ASKED_ALREADY.format(what=named)
    return _held(state, seat, what, named) or _pointless(state, seat, what)


def _permission(args: Args) -> str | None:
    """The permission typed (``luna``, ``felonious``, ``powersat``, ``factory:<site>``)."""
    if len(args) == 1 and args[0] in (felony.LUNA, felony.LEAVE, felony.BEAM):
        return args[0]
    if len(args) == 2 and args[0] == "factory":
        return felony.FACTORY + args[1]
    return None


def _held(state: HighFrontierState, seat: int, what: str, named: str) -> Msg | None:
    """A permission the seat holds already (its own Factory, privilege, the 1st Player), or
    one no other seat can grant."""
    held = {
        felony.LUNA: seat == state.first,
        felony.LEAVE: felony.felonious(state, seat),
        felony.BEAM: felony.beamed(state, seat),
    }.get(what, felony.owner(state, what.removeprefix(felony.FACTORY)) == seat)
    if held:
        return say.ASK_HELD.format(what=named)
    if what == felony.LEAVE and not any(
        s != seat and felony.felonious(state, s) for s in range(state.num_players)
    ):
        return say.ASK_NOBODY.format(what=named)
    if what == felony.BEAM and not any(
        s != seat and felony.beams(state, s) for s in range(state.num_players)
    ):
        return say.ASK_NOBODY.format(what=named)
    return None


def _pointless(state: HighFrontierState, seat: int, what: str) -> Msg | None:
    """A permission asked where it cannot serve now."""
    rocket = state.players[seat].rocket
    if what == felony.LUNA:
        return say.ASK_LUNA_FAR
    if what == felony.LEAVE:
        return (
            say.ASK_CREW if rocket is None or state.players[seat].crew not in rocket.cards else None
        )
    if what == felony.BEAM:
        return say.NEEDS_ROCKET.format(move="ask") if rocket is None else say.ASK_MOVED
    return None
