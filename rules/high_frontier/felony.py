"""Felonies and permissions between seats (docs/rules/high-frontier.md §15; CR G4, N4, N5 and
the glossary's "Felony", "Factory Hijack").

A seat may commit a **Felony** when it holds the Felonious privilege (the Taikonauts; no
privilege works during Anarchy, but then every seat is Felonious, CR K2e), or a Felonious seat
let it this turn (N4b), and its Human is colocated (its Crew aboard the Rocket on that space).
Felonies played: **Claim Jump** (``jump``: one's Claim replaces an opponent's on the Site where
the Rocket and Crew stand, unless a Factory is there or an opposing Human is on the space; no
Taxes), **Factory Hijack** (an opponent's Factory used for factory-assist, site refuel, Factory
refuel into an Outpost and ET production where no opposing Human is on the space),
**prospecting Luna** without the 1st Player's permission (:mod:`.prospecting`) and
**colonizing the Kreutz sungrazer** (:mod:`.colony`).

**Powersat** (CR N4a, §8.2, §8.4) is the ESA privilege or a Factory on a push Site: +1 net
thrust to a push triangle, solar cards working in the Neptune zone, and factory-assist without a
Hazard Roll; it is negotiable, so it may be lent for a turn too.

A **permission** is asked on one's turn (``ask luna`` of the 1st Player, ``ask felonious`` of a
Felonious seat, ``ask powersat`` of a Powersat seat before moving, ``ask factory <site>`` of
that Factory's owner) and answered by that seat alone
in a ``consent`` decision window (:class:`rules.core.window.DecisionWindow`) whose stated
default, applied at its deadline, is **refused**. A grant binds for the rest of the asker's turn
only (§15: only what is done in the same turn binds). Decisions (§23 Q17): each permission is
asked at most once a turn; Murder/Suicide is not played (a Human decommissioned for nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.window import DecisionWindow
from rules.high_frontier import pack, stacks, text
from rules.high_frontier.actions import GRANT, REFUSE, Action, Ask, Consent
from rules.high_frontier.state import HighFrontierState, Request

S = Step[HighFrontierState]
FELONIOUS = "FELONIOUS"
POWERSAT = "POWERSAT"
LUNA = "luna"
LEAVE = "felonious"
BEAM = "powersat"
FACTORY = "factory:"


def felonious(state: HighFrontierState, seat: int) -> bool:
    """Whether ``seat`` may commit Felonies now: its Felonious privilege (not during
    Anarchy), Anarchy itself, or a Felonious seat's leave granted this turn."""
    if state.anarchy:
        return True
    if seat == state.current and LEAVE in state.turn.permits:
        return True
    return _privilege(state, seat) == FELONIOUS


def beams(state: HighFrontierState, seat: int) -> bool:
    """Whether ``seat`` has Powersat of its own (§2, §8.2, CR N4a): the ESA privilege (not
    during Anarchy), a Factory built with Power Girdle or Ionosat (:mod:`.colocated`) or a
    Factory on a push Site (I7)."""
    if not state.anarchy and _privilege(state, seat) == POWERSAT:
        return True
    if state.players[seat].powersat:
        return True
    sites = pack.load().site_by_id
    return any("push" in sites[s].icons for s in state.players[seat].factories)


def beamed(state: HighFrontierState, seat: int) -> bool:
    """Whether ``seat``'s Rocket moves with beamed power now: its own Powersat, or a
    Powersat seat's beam lent this turn (negotiable, CR N4a)."""
    return beams(state, seat) or (seat == state.current and BEAM in state.turn.permits)


def _privilege(state: HighFrontierState, seat: int) -> str | None:
    player = state.players[seat]
    privilege = stacks.face(player.crew, player.side).privilege
    return privilege.keyword if privilege is not None else None


def human_on(state: HighFrontierState, seat: int, space: str) -> bool:
    """Whether ``seat``'s Human is on ``space``: its Crew aboard the Rocket there, or in the
    LEO stack when ``space`` is LEO."""
    player = state.players[seat]
    if space == pack.LEO and player.crew in player.leo:
        return True
    rocket = player.rocket
    return rocket is not None and rocket.at == space and player.crew in rocket.cards


def opposed(state: HighFrontierState, seat: int, space: str) -> bool:
    """Whether another seat's Human is on ``space`` (it blocks Claim Jump and Hijack)."""
    return any(human_on(state, s, space) for s in range(state.num_players) if s != seat)


def may_commit(state: HighFrontierState, seat: int, space: str) -> bool:
    """A Felony by ``seat`` on ``space``: Felonious and its Human there (§15)."""
    return felonious(state, seat) and human_on(state, seat, space)


def owner(state: HighFrontierState, site: str) -> int | None:
    """The seat whose Factory stands on ``site``, or ``None``."""
    return next((s for s, p in enumerate(state.players) if site in p.factories), None)


def may_use_factory(state: HighFrontierState, seat: int, site: str) -> bool:
    """Whether ``seat`` may use the Factory on ``site`` now: its own, the owner's permission
    this turn, or Factory Hijack (a Felony with no opposing Human there)."""
    holder = owner(state, site)
    if holder is None:
        return False
    if holder == seat or f"{FACTORY}{site}" in state.turn.permits:
        return True
    space = pack.load().site_by_id[site].map_node or ""
    return may_commit(state, seat, space) and not opposed(state, seat, space)


def usable_factories(state: HighFrontierState, seat: int) -> dict[str, bool]:
    """Space id -> colonized, for every Factory ``seat``'s Rocket may use for factory-assist
    (§8.4): its own, permitted ones, and those it may hijack where it stands. A Factory
    elsewhere is hijacked only where the Rocket lands with its Human: counted as colocated."""
    sites = pack.load().site_by_id
    found: dict[str, bool] = {}
    rocket = state.players[seat].rocket
    crew_aboard = rocket is not None and state.players[seat].crew in rocket.cards
    for holder, player in enumerate(state.players):
        for site in player.factories:
            space = sites[site].map_node
            if space is None:
                continue
            usable = holder == seat or f"{FACTORY}{site}" in state.turn.permits
            hijack = crew_aboard and felonious(state, seat) and not opposed(state, seat, space)
            if usable or hijack:
                found[space] = site in player.colonies
    return found


def jumpable(state: HighFrontierState, seat: int) -> tuple[str, int] | None:
    """The Site and victim of a Claim Jump open to ``seat`` now (G4), or ``None``: an
    opponent's Claim without a Factory where the Rocket and Crew stand, no opposing Human."""
    rocket = state.players[seat].rocket
    if rocket is None:
        return None
    site = pack.load().map.by_id[rocket.at].site
    if site is None or owner(state, site) is not None:
        return None
    victim = next((s for s, p in enumerate(state.players) if s != seat and site in p.claims), None)
    if victim is None or not may_commit(state, seat, rocket.at):
        return None
    return None if opposed(state, seat, rocket.at) else (site, victim)


def jump(step: S) -> None:
    """Claim Jump: the victim's Claim disk goes home, the jumper's takes its place (no
    Taxes, CR glossary "Taxes")."""
    state = step.state
    found = jumpable(state, step.seat)
    assert found is not None
    site, victim = found
    state.players[victim].claims.remove(site)
    state.players[step.seat].claims.append(site)
    name = pack.load().site_by_id[site].name
    line = text.CLAIM_JUMPED.format(seat=step.seat, site=name, victim=victim)
    step.emit(public_event("ClaimJumped", line, closes_undo=True))


def _asked_for(state: HighFrontierState, seat: int, what: str) -> int | None:
    """The seat whose consent ``what`` needs, or ``None`` if there is nobody to ask."""
    if what == LUNA:
        return state.first if state.first != seat else None
    if what == LEAVE:
        return next(
            (
                s
                for s in range(state.num_players)
                if s != seat and not state.anarchy and _privilege(state, s) == FELONIOUS
            ),
            None,
        )
    if what == BEAM:
        return next((s for s in range(state.num_players) if s != seat and beams(state, s)), None)
    holder = owner(state, what.removeprefix(FACTORY))
    return holder if holder is not None and holder != seat else None


def asks(state: HighFrontierState, seat: int, luna_wanted: bool) -> list[Ask]:
    """The permissions ``seat`` may ask on its turn, each once: Luna (``luna_wanted``: a Luna
    Site is in prospecting reach), a Felonious seat's leave (unless already Felonious; only
    while its Crew is aboard the Rocket, where every Felony needs it), a Powersat seat's beam
    (before the Rocket moves, unless already beamed), and each opponent's Factory."""
    wanted = [LUNA] if luna_wanted else []
    rocket = state.players[seat].rocket
    crew_aboard = rocket is not None and state.players[seat].crew in rocket.cards
    if crew_aboard and not felonious(state, seat):
        wanted.append(LEAVE)
    if rocket is not None and not state.turn.moved and not beamed(state, seat):
        wanted.append(BEAM)
    wanted += [
        f"{FACTORY}{site}" for s, p in enumerate(state.players) if s != seat for site in p.factories
    ]
    asked = set(state.turn.asked)
    return [
        Ask(what=w) for w in wanted if w not in asked and _asked_for(state, seat, w) is not None
    ]


def ask(step: S, action: Ask) -> None:
    """Open the ``consent`` window for the seat whose permission ``action`` asks."""
    state = step.state
    asked = _asked_for(state, step.seat, action.what)
    assert asked is not None
    state.turn.asked.append(action.what)
    state.request = Request(what=action.what, asker=step.seat, asked=asked)
    state.window = DecisionWindow.open("consent", [asked])
    line = text.ASKED.format(seat=step.seat, asked=asked, what=permission_name(action.what))
    step.emit(public_event("PermissionAsked", line))


def permission_name(what: str) -> str:
    """A permission in words (``the use of the Factory on Ceres``)."""
    if what == LUNA:
        return text.PERMIT_LUNA
    if what == LEAVE:
        return text.PERMIT_FELONIOUS
    if what == BEAM:
        return text.PERMIT_POWERSAT
    site = pack.load().site_by_id[what.removeprefix(FACTORY)].name
    return text.PERMIT_FACTORY.format(site=site)


def answer(step: S, action: Consent) -> None:
    """The asked seat grants or refuses; the window closes and the asker's turn goes on."""
    state = step.state
    request, window = state.request, state.window
    assert request is not None and window is not None and window.kind == "consent"
    window.record(step.seat, action.grant)
    if action.grant:
        state.turn.permits.append(request.what)
    template = text.GRANTED if action.grant else text.REFUSED
    line = template.format(seat=step.seat, asker=request.asker, what=permission_name(request.what))
    step.emit(public_event("PermissionAnswered", line, closes_undo=True))
    state.request, state.window = None, None


class ConsentRules:
    """The asked seat's answers in the ``consent`` window
    (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: HighFrontierState, seat: int) -> Sequence[Action]:
        """``refuse`` (the stated default) and ``grant``."""
        return [REFUSE, GRANT]

    def default(self, state: HighFrontierState, seat: int) -> Action:
        """Refused."""
        return REFUSE

    def standing(self, state: HighFrontierState, seat: int) -> Action | None:
        """No standing choice: each request is answered on its own."""
        return None


CONSENT = ConsentRules()


def prompt(state: HighFrontierState) -> str:
    """What the asked seat is asked now."""
    request = state.request
    assert request is not None
    return text.PROMPT_CONSENT.format(
        seat=request.asked, asker=request.asker, what=permission_name(request.what)
    )
