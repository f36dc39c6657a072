"""The Extract action and asynchronous deals (docs/rules/afternova.md §4, Extract).

Committed skills (Hired Paws, active skill upgrades, helpers' promises, requirements the automa
fills) must meet or exceed every requirement of the Planet. Solo, the active player takes every
fragment. With helpers it is a deal: the proposal names each helper's promised skills and the
fragments it gets (the rest go to the active player) and any gifts of stored fragments among the
participants; each helper accepts (committing Hired Paws that provide the promise) or declines;
the active player may withdraw. When all accepted: paws discarded, gifts made, fragments stored
(overflow is discarded by each seat afterwards), the Planet replaced and refilled; the turn ends.
"""

from __future__ import annotations

from collections import Counter

from rules.afternova import automa, flow
from rules.afternova.actions import Accept, Extract, HelperTerms
from rules.afternova.board import (
    Ctx,
    new_planet,
    paw_skills,
    remove_fragments,
    sort_colours,
    upgrade_skills,
)
from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState, Deal, PlanetSlot
from rules.afternova.words import colour as word_colour
from rules.afternova.words import planet_name, seats, shortfall, skill
from rules.core.errors import IllegalAction
from rules.core.events import public_event
from rules.core.text import Listing, Msg
from rules.core.window import DecisionWindow

OWN_PAWS = Msg(
    "afternova.refusal.own_paws", "Commit only Hired Paws from your own hand, each once."
)
"""Refused: a Hired Paw not in the committing seat's hand, or named twice."""


def check_extract(state: AfternovaState, cat: Catalog, seat: int, action: Extract) -> None:
    """Raise :class:`IllegalAction` naming the first reason ``action`` cannot be taken."""
    if not 0 <= action.planet < len(state.planets):
        raise IllegalAction(
            Msg(
                "afternova.refusal.no_planet",
                "There is no Planet {planet}; pick 1 to 3.",
                planet=action.planet + 1,
            )
        )
    hand = state.seats[seat].hand
    if len(set(action.paws)) != len(action.paws) or any(
        paw not in hand or paw not in cat.paw for paw in action.paws
    ):
        raise IllegalAction(OWN_PAWS)
    _check_helpers(state, cat, seat, action)
    _check_automa(state, cat, action)
    _check_gifts(state, seat, action)
    planet = cat.planet[state.planets[action.planet].id]
    skills = paw_skills(cat, action.paws) + upgrade_skills(state, cat, seat)
    for terms in action.helpers:
        skills.update(dict(terms.skills))
    filled = set(action.automa.fills) if action.automa else set()
    short = Listing(
        shortfall(skill, skills[skill], need)
        for skill, need in planet.requirements.items()
        if skill not in filled and skills[skill] < need
    )
    if short:
        raise IllegalAction(
            Msg(
                "afternova.refusal.not_enough_skills",
                "Not enough skills for {planet}: {short}.",
                planet=planet_name(planet.name),
                short=short,
            )
        )
    given = Counter(c for t in action.helpers for c in t.gets)
    given.update(action.automa.gets if action.automa else ())
    if given - Counter(state.planets[action.planet].fragments):
        raise IllegalAction(
            Msg(
                "afternova.refusal.planet_lacks",
                "{planet} does not hold the fragments you are giving away.",
                planet=planet_name(planet.name),
            )
        )


def _check_helpers(state: AfternovaState, cat: Catalog, seat: int, action: Extract) -> None:
    seats = [terms.seat for terms in action.helpers]
    if len(set(seats)) != len(seats) or any(
        not 0 <= s < state.num_players or s == seat for s in seats
    ):
        raise IllegalAction(
            Msg("afternova.refusal.helpers", "Name each helper once, as another seat (@1..@N).")
        )
    for terms in action.helpers:
        if not terms.skills or any(s not in cat.pack.skills or n < 1 for s, n in terms.skills):
            raise IllegalAction(
                Msg(
                    "afternova.refusal.promise",
                    "@{seat} must promise at least one skill point, e.g. `piloting:1`; "
                    "skills are {skills}.",
                    seat=terms.seat + 1,
                    skills=Listing(f"`{name}`" for name in cat.pack.skills),
                )
            )


def _check_automa(state: AfternovaState, cat: Catalog, action: Extract) -> None:
    terms = action.automa
    if terms is None:
        return
    if state.automa is None:
        raise IllegalAction(
            Msg(
                "afternova.refusal.no_automa",
                "There is no automa at this table (2-player mode only).",
            )
        )
    requirements = cat.planet[state.planets[action.planet].id].requirements
    if (
        not terms.fills
        or len(set(terms.fills)) != len(terms.fills)
        or any(skill not in requirements for skill in terms.fills)
    ):
        raise IllegalAction(
            Msg(
                "afternova.refusal.automa_fills",
                "The automa fills requirements of the Planet: {skills}.",
                skills=Listing(skill(name) for name in requirements),
            )
        )
    if len(terms.gets) != len(terms.fills):
        raise IllegalAction(
            Msg(
                "afternova.refusal.automa_gets",
                "The automa gets exactly one fragment per requirement it fills.",
            )
        )
    if not automa.can_receive(cat, state.automa, terms.gets):
        raise IllegalAction(
            Msg(
                "afternova.refusal.automa_icons",
                "Each fragment for the automa must match an uncovered icon on its row.",
            )
        )


def _check_gifts(state: AfternovaState, seat: int, action: Extract) -> None:
    participants = {seat, *(terms.seat for terms in action.helpers)}
    for gift in action.gifts:
        if (
            gift.giver not in participants
            or gift.receiver not in participants
            or (gift.giver == gift.receiver)
        ):
            raise IllegalAction(
                Msg(
                    "afternova.refusal.gifts",
                    "Gifts go only between the active player and helpers.",
                )
            )
    wanted = Counter((g.giver, g.colour) for g in action.gifts)
    for (giver, colour), count in wanted.items():
        if state.seats[giver].storage.count(colour) < count:
            raise IllegalAction(
                Msg(
                    "afternova.refusal.gift_missing",
                    "@{seat} does not store {count} {colour} fragment(s).",
                    seat=giver + 1,
                    count=count,
                    colour=word_colour(colour),
                )
            )


def start_extract(ctx: Ctx, seat: int, action: Extract) -> None:
    """Resolve a solo/automa Extract now, or open a deal and wait for the helpers' answers."""
    if not action.helpers:
        resolve(ctx, action, {})
        return
    state = ctx.state
    for paw in action.paws:
        state.seats[seat].hand.remove(paw)
    state.deal = Deal(
        proposal=action, answers=DecisionWindow.open("deal", (t.seat for t in action.helpers))
    )
    ctx.emit(
        public_event(
            "DealProposed",
            Msg(
                "afternova.event.deal_proposed",
                "{seat} proposed a deal to {helpers} for Planet {planet}.",
                seat=f"{{p{seat}}}",
                helpers=seats(t.seat for t in action.helpers),
                planet=action.planet + 1,
            ),
            closes_undo=True,  # the committed Hired Paws are revealed
        )
    )


def helper_terms(state: AfternovaState, seat: int) -> HelperTerms | None:
    """The open deal's terms for ``seat`` if it still owes an answer."""
    if state.deal is None or seat not in state.deal.waiting:
        return None
    return next(t for t in state.deal.proposal.helpers if t.seat == seat)


def check_accept(state: AfternovaState, cat: Catalog, seat: int, action: Accept) -> None:
    """Raise :class:`IllegalAction` unless the paws are in hand and provide the promised skills."""
    terms = helper_terms(state, seat)
    assert terms is not None
    hand = state.seats[seat].hand
    if len(set(action.paws)) != len(action.paws) or any(
        p not in hand or p not in cat.paw for p in action.paws
    ):
        raise IllegalAction(OWN_PAWS)
    skills = paw_skills(cat, action.paws) + upgrade_skills(state, cat, seat)
    short = Listing(shortfall(s, skills[s], n) for s, n in terms.skills if skills[s] < n)
    if short:
        raise IllegalAction(
            Msg(
                "afternova.refusal.promise_unmet",
                "Those Hired Paws do not provide what was promised: {short}.",
                short=short,
            )
        )


def accept(ctx: Ctx, seat: int, action: Accept) -> None:
    """Commit the helper's paws; resolve the deal once every helper has accepted."""
    deal = ctx.state.deal
    assert deal is not None
    for paw in action.paws:
        ctx.state.seats[seat].hand.remove(paw)
    deal.answers.record(seat, list(action.paws))
    accepted = Msg(
        "afternova.event.deal_accepted", "{seat} accepted the deal.", seat=f"{{p{seat}}}"
    )
    ctx.emit(public_event("DealAccepted", accepted, closes_undo=True))
    if deal.answers.is_closed:
        resolve(ctx, deal.proposal, deal.accepted())


FAILED = {
    "declined": ("afternova.event.deal_declined", "{seat} declined the deal."),
    "withdrew": ("afternova.event.deal_withdrawn", "{seat} withdrew the deal."),
}
"""The sentence of each way a deal fails (``fail_deal``'s ``verb``)."""


def fail_deal(ctx: Ctx, seat: int, verb: str) -> None:
    """A helper declined or the active player withdrew (``verb``: ``declined``, ``withdrew``):
    paws go back to hand; act again."""
    flow.cancel_deal(ctx)
    key, english = FAILED[verb]
    ctx.emit(public_event("DealFailed", Msg(key, english, seat=f"{{p{seat}}}")))


def resolve(ctx: Ctx, action: Extract, accepted: dict[int, list[str]]) -> None:
    """Carry out an agreed Extract and end the turn (the deal, if any, is closed first)."""
    state = ctx.state
    state.deal = None
    seat = state.active
    hand = state.seats[seat].hand
    for paw in action.paws:
        if paw in hand:
            hand.remove(paw)
    state.paw_discard.extend(action.paws)
    for paws in accepted.values():
        state.paw_discard.extend(paws)
    slot = state.planets[action.planet]
    shares = _share_out(state, action)
    planet = ctx.cat.planet[slot.id]
    ctx.emit(public_event("PlanetExtracted", _extracted(seat, planet_name(planet.name), shares)))
    for player in state.seats:
        player.storage = sort_colours(ctx.cat, player.storage)
    state.planet_discard.append(slot.id)
    state.planets[action.planet] = PlanetSlot(id=slot.id)
    reached = _pay_automa(ctx, action)
    new_planet(ctx, action.planet)
    if reached and state.automa_ends_game:
        flow.trigger_end(ctx)
    if state.phase == "turn":
        flow.start_next_turn(ctx)


def _extracted(seat: int, planet: Msg, shares: list[Msg]) -> Msg:
    """``"{p0} extracted Nectar: {p0} got white; {p1} got purple."``"""
    who = f"{{p{seat}}}"
    if not shares:
        return Msg(
            "afternova.event.extracted_nothing",
            "{seat} extracted {planet} (no fragments).",
            seat=who,
            planet=planet,
        )
    told = shares[0]
    for share in shares[1:]:
        told = Msg("afternova.words.then", "{first}; {then}", first=told, then=share)
    return Msg(
        "afternova.event.extracted",
        "{seat} extracted {planet}: {shares}.",
        seat=who,
        planet=planet,
        shares=told,
    )


def _share_out(state: AfternovaState, action: Extract) -> list[Msg]:
    """Make the gifts and store the Planet's fragments as agreed (the active player gets the
    rest); return the public account, e.g. ``["{p0} got white", "{p1} got purple", "{p1} gave
    {p0} 1 green"]`` (everyone at the table sees who received which fragments)."""
    active = state.active
    for gift in action.gifts:
        state.seats[gift.giver].storage.remove(gift.colour)
        state.seats[gift.receiver].storage.append(gift.colour)
    rest = list(state.planets[action.planet].fragments)
    shares: list[tuple[str, tuple[str, ...]]] = []
    automa_word = Msg("afternova.words.the_automa", "the automa")
    for terms in action.helpers:
        remove_fragments(rest, terms.gets)
        state.seats[terms.seat].storage.extend(terms.gets)
        shares.append((f"{{p{terms.seat}}}", terms.gets))
    if action.automa is not None:
        remove_fragments(rest, action.automa.gets)
        shares.append((automa_word, action.automa.gets))
    state.seats[active].storage.extend(rest)
    shares.insert(0, (f"{{p{active}}}", tuple(rest)))
    said = [
        Msg(
            "afternova.event.got",
            "{who} got {colours}",
            who=who,
            colours=Listing(word_colour(c) for c in got),
        )
        for who, got in shares
        if got
    ]
    said += [
        Msg(
            "afternova.event.gave",
            "{giver} gave {receiver} 1 {colour}",
            giver=f"{{p{g.giver}}}",
            receiver=f"{{p{g.receiver}}}",
            colour=word_colour(g.colour),
        )
        for g in action.gifts
    ]
    return said


def _pay_automa(ctx: Ctx, action: Extract) -> bool:
    if action.automa is None:
        return False
    reached = False
    for colour in action.automa.gets:
        reached = automa.place(ctx, colour) or reached
    return reached
