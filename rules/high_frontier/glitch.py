"""Glitches (docs/rules/high-frontier.md §12; CR K2b, G7, E2e; worked example W22).

* The **Glitch event** (Event Roll 3): each seat marks its stack with the most cards among those
  without a Glitch and without a Human: its Rocket when the Crew is not aboard, or one of its
  Outposts (the LEO stack always has Humans). Ties: the Rocket, then the Outpost first placed.
* A **Glitch trigger** of a glitched stack (entering a flyby, cargo transfer, site refuel,
  prospect, industrialize, delivery) first rolls 1d6: every card of the seat's stacks on that
  space (the Rocket, the Outpost there, the LEO stack at LEO) with rad-hardness exactly the roll
  is decommissioned: a patent to the Hand, the Crew to LEO. The Glitch stays. An Operation the
  roll leaves impossible is spent all the same.
* **Repair** (free action, ``repair rocket`` / ``repair <site>``): a Glitch is removed from a
  stack colocated with one's Human (the Crew aboard the Rocket, or at LEO), or anywhere by the
  Scrum Troubleshooters privilege. An emptied stack loses its Glitch with it (E2e).

Decisions (docs/rules/high-frontier.md §23 Q17): the seat's choice on ties is fixed as above;
a radiator has the rad-hardness of the half it is carried on; a heavy one hit turns light
instead of leaving (CR E7d, :mod:`.stacks`).
"""

from __future__ import annotations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import pack, stacks, text
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import Repair
from rules.high_frontier.state import HighFrontierState, Player

S = Step[HighFrontierState]
ROCKET = "rocket"  # the Rocket's name in ``repair``; an Outpost is named by its Site id


def has_human(player: Player) -> bool:
    """Whether the Rocket carries the seat's Crew."""
    return player.rocket is not None and player.crew in player.rocket.cards


def event(step: S) -> None:
    """The Glitch event: each seat's largest stack with no Glitch and no Human is glitched."""
    for seat, player in enumerate(step.state.players):
        found: list[tuple[int, str]] = []
        rocket = player.rocket
        if rocket is not None and not rocket.glitch and not has_human(player):
            found.append((len(rocket.cards), ROCKET))
        found += [(len(o.cards), s) for s, o in player.outposts.items() if not o.glitch]
        if not found:
            continue
        most = max(n for n, _ in found)
        where = next(w for n, w in found if n == most)
        if where == ROCKET:
            assert rocket is not None
            rocket.glitch = True
        else:
            player.outposts[where].glitch = True
        line = text.GLITCHED.format(seat=seat, stack=_stack_name(where))
        step.emit(public_event("Glitched", line))


def _stack_name(where: str) -> str:
    if where == ROCKET:
        return text.THE_ROCKET
    return text.OUTPOST_ON.format(site=pack.load().site_by_id[where].name)


def trigger(step: S, where: str) -> None:
    """A Glitch trigger of ``step.seat``'s stack ``where`` (``rocket`` or a Site id): if that
    stack is glitched, the Glitch Roll and its losses (W22)."""
    player = step.state.players[step.seat]
    rocket = player.rocket
    if where == ROCKET:
        if rocket is None or not rocket.glitch:
            return
        space = rocket.at
    else:
        outpost = player.outposts.get(where)
        if outpost is None or not outpost.glitch:
            return
        space = pack.load().site_by_id[where].map_node or ""
    roll = step.rng.randint(1, 6)
    lost, ablated = decommission(player, space, roll)
    names = text.losses(lost, ablated)
    line = text.GLITCH_ROLL.format(seat=step.seat, stack=_stack_name(where), roll=roll, lost=names)
    step.emit(public_event("GlitchRoll", line, closes_undo=True))


def decommission(player: Player, space: str, roll: int) -> tuple[list[str], list[str]]:
    """Every card of the seat's stacks on ``space`` with rad-hardness ``roll`` leaves: a patent
    to the Hand, the Crew to LEO, but a heavy radiator turns light (CR E7d); emptied stacks go.
    Returns the printed names lost and ablated."""
    lost: list[str] = []
    ablated: list[str] = []
    rocket = player.rocket
    stacks_here: list[list[str]] = []
    if rocket is not None and rocket.at == space:
        stacks_here.append(rocket.cards)
    stacks_here += [
        o.cards for s, o in player.outposts.items() if pack.load().site_by_id[s].map_node == space
    ]
    if space == pack.LEO:
        stacks_here.append(player.leo)
    for cards in stacks_here:
        for card in [c for c in cards if stacks.rad_hard(c, player.side) == roll]:
            if cards is player.leo and stacks.deck_of(card) == "crew":
                continue  # the Crew stays home
            light = stacks.ablated(card)
            if light is not None:
                cards[cards.index(card)] = light
                ablated.append(stacks.name(card, player.side))
                continue
            cards.remove(card)
            lost.append(stacks.name(card, player.side))
            if stacks.deck_of(card) == "crew":
                player.leo.append(card)
            else:
                player.hand.append(stacks.white(card))
    if rocket is not None and rocket.at == space and not rocket.cards:
        player.rocket = None
    elif rocket is not None and rocket.at == space:
        stacks.reweigh(player.side, rocket)
    for site in [s for s, o in player.outposts.items() if not o.cards and not o.fts]:
        del player.outposts[site]
    return lost, ablated


def repairs(state: HighFrontierState, seat: int) -> list[Repair]:
    """The Glitches ``seat`` may remove now (G7, Scrum Troubleshooters)."""
    player = state.players[seat]
    anywhere = seat in holders(state, "SCRUM TROUBLESHOOTERS")
    rocket = player.rocket
    human_at = {pack.LEO} | ({rocket.at} if rocket is not None and has_human(player) else set())
    found: list[Repair] = []
    if rocket is not None and rocket.glitch and (anywhere or rocket.at in human_at):
        found.append(Repair(stack=ROCKET))
    sites = pack.load().site_by_id
    found += [
        Repair(stack=s)
        for s, o in player.outposts.items()
        if o.glitch and (anywhere or sites[s].map_node in human_at)
    ]
    return found


def repair(step: S, action: Repair) -> None:
    """Remove the Glitch of the named stack."""
    player = step.state.players[step.seat]
    if action.stack == ROCKET:
        assert player.rocket is not None
        player.rocket.glitch = False
    else:
        player.outposts[action.stack].glitch = False
    line = text.REPAIRED.format(seat=step.seat, stack=_stack_name(action.stack))
    step.emit(public_event("Repaired", line))
