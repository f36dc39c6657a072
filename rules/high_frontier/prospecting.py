"""Prospecting (docs/rules/high-frontier.md §11.2; CR I6, I6a–c, glossary "Adjacent", "Blink
Telescope"; worked examples W17, W18).

``prospect`` (Operation I6, a Glitch trigger) claims Sites for the seat's Rocket:

* the Site the Rocket stands on, with any operational ISRU card whose rating is at most the
  Site's Hydration (``prospect``);
* with an operational **raygun** card (ISRU at most each Site's Hydration) also the Sites
  **adjacent** to the Rocket, several in one Operation, all named before any roll
  (``prospect ceres vesta``); no raygun range from an Atmospheric Site (I6a). Adjacent: joined
  by a line passing no other space; waypoints, crash hazards and lander burns are passed through
  (an aerobrake hazard is a space);
* each Site: Size 6 or more, or the Kreutz sungrazer, always succeeds; else a roll of 1d6 at
  most the Size claims it and a higher roll busts it;
* a **buggy** prospecting its own Site re-rolls one failed roll (I6b, W18); the Blink Telescope
  privilege re-rolls the first failed raygun roll; an operational **Lorentz-Propelled
  Microprobe** (NANITES: "If one or more size rolls fail, you may re-roll once") aboard gives the
  Operation one more re-roll. Colocated refineries add to the size rolls and ISRU ratings
  (:mod:`.colocated`). Each re-roll is spent on the first failed roll not re-rolled yet
  (a Site's roll is re-rolled at most once; Sites are rolled in the order named, so the player
  chooses which comes first), and always taken: a re-rolled failure can only turn into a Claim.

``revive`` (Mine Revival, printed on the Termite Nest: "As an operation, remove a busted disk
and put a Claim on a colocated site of size 2 or more") makes the Busted Site the Rocket stands
on the seat's Claim, with the Termite Nest operational aboard (:func:`revivable`).

Luna's Sites need the 1st Player's permission (``ask luna``, :mod:`.felony`) unless the seat
is the 1st Player, or it prospects them as a Felony (Felonious with its Crew aboard). Decisions
(§23 Q17): buggy roads are not in the map data, so a buggy reaches no further than its own Site
(its re-roll is played); a Mine Revival on Luna needs the permission as prospecting does (a
Claim there needs the 1st Player, CR G4), is no Glitch trigger (it is no I-operation) and pays
Taxes like any Claim placed; raygun Sets of up
to 4 Sites are listed as every combination, more as singles and all together (any set is
accepted typed).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from rules.core.engine import Step
from rules.core.events import public_event
from rules.high_frontier import colocated, felony, glitch, pack, stacks, text
from rules.high_frontier.abilities import holders
from rules.high_frontier.actions import Prospect
from rules.high_frontier.colony import KREUTZ
from rules.high_frontier.operations import site_at, spoiled, taxes
from rules.high_frontier.state import HighFrontierState, Player

S = Step[HighFrontierState]
AUTO_SIZE = 6  # Size at which prospecting always succeeds (I6)
REVIVE_SIZE = 2  # the least Size Mine Revival revives
LISTED_SETS = 4  # raygun targets up to which every combination is listed
LUNA = "Luna"


def adjacent(space: str) -> list[str]:
    """Site ids adjacent to ``space`` (glossary "Adjacent"), sorted."""
    return list(_adjacent()[space])


_ADJACENT: dict[str, tuple[str, ...]] = {}


def _adjacent() -> dict[str, tuple[str, ...]]:
    if not _ADJACENT:
        game_map = pack.load().map
        nodes = game_map.by_id
        lines: dict[str, list[str]] = {n.id: [] for n in game_map.nodes}
        for a, b in game_map.edges:
            lines[a].append(b)
            lines[b].append(a)

        def passable(node: pack.Node) -> bool:
            crash = node.hazard and not node.aerobrake_hazard
            return node.type in ("waypoint", "lander_burn") or (crash and node.type != "site")

        for start in lines:
            found: set[str] = set()
            seen, todo = {start}, list(lines[start])
            while todo:
                here = todo.pop()
                if here in seen:
                    continue
                seen.add(here)
                node = nodes[here]
                if node.type == "site" and node.site:
                    found.add(node.site)
                elif passable(node):
                    todo += lines[here]
            _ADJACENT[start] = tuple(sorted(found))
    return _ADJACENT


class _Platforms:
    """The Rocket's operational cards with an ISRU rating, and which Sites they may prospect
    with the colocated abilities aboard (:mod:`.colocated`)."""

    def __init__(self, player: Player) -> None:
        rocket = player.rocket
        stack = stacks.faces(rocket.cards, player.side) if rocket is not None else []
        working = stacks.operational(stack)
        self.found = colocated.keywords_of(stack, working)
        self.cards = [
            (f.isru, f.platforms) for c, f in stack if c in working and f.isru is not None
        ]

    def fit(self, site: pack.Site, here: bool, platform: str | None = None) -> bool:
        """Whether a card (a ``platform`` one, if named) prospects ``site``: its ISRU with
        what colocated abilities add (on the Rocket's own Site, ``here``, the reactors' Scoop
        too) at most the Site's Hydration as they count it."""
        shift = colocated.isru_shift(self.found, site if here else None)
        hydration = colocated.hydration(self.found, site)
        return any(
            isru + shift <= hydration and (platform is None or platform in platforms)
            for isru, platforms in self.cards
        )


def fitting(player: Player, sites: Iterable[pack.Site]) -> set[str]:
    """The ids of ``sites`` the Rocket of ``player`` could prospect once landed on each: an
    operational ISRU card at most the Site's Hydration, with the colocated abilities aboard
    (§11.2; who holds the Site, Luna's permission and Busted disks aside). Empty without a
    Rocket."""
    if player.rocket is None:
        return set()
    platforms = _Platforms(player)
    return {site.id for site in sites if platforms.fit(site, True)}


def _free(state: HighFrontierState, site: pack.Site) -> bool:
    """Nobody's Claim and not Busted (§11.2)."""
    return site.id not in state.busted and not any(site.id in p.claims for p in state.players)


def luna_allowed(state: HighFrontierState, seat: int) -> bool:
    """The 1st Player, its permission this turn, or a Felony (Felonious, Crew aboard)."""
    if seat == state.first or felony.LUNA in state.turn.permits:
        return True
    rocket = state.players[seat].rocket
    return rocket is not None and felony.may_commit(state, seat, rocket.at)


def targets(state: HighFrontierState, seat: int, *, luna: bool = False) -> dict[str, bool]:
    """Site id -> whether a raygun reaches it, for every Site ``seat`` may prospect now: its
    own (``False`` unless a raygun may also take it), then the adjacent ones. With ``luna``
    the Luna Sites waiting for a permission are listed too."""
    player = state.players[seat]
    rocket = player.rocket
    if rocket is None:
        return {}
    sites = pack.load().site_by_id
    here_id = pack.load().map.by_id[rocket.at].site
    here = sites[here_id] if here_id else None
    near = adjacent(rocket.at) if here is None or not here.atmospheric else []
    if here is None and not near:
        return {}  # most spaces: nothing to prospect, no need to weigh the cards
    platforms = _Platforms(player)
    found: dict[str, bool] = {}

    def allowed(site: pack.Site) -> bool:
        if not _free(state, site):
            return False
        return site.body != LUNA or luna or luna_allowed(state, seat)

    if here is not None and allowed(here) and platforms.fit(here, True):
        found[here.id] = platforms.fit(here, True, "raygun")
    for site_id in near:
        site = sites[site_id]
        if allowed(site) and platforms.fit(site, False, "raygun"):
            found[site_id] = True
    return found


def near_luna(space: str) -> bool:
    """Whether a Luna Site is on ``space`` or adjacent to it (a Luna permission may matter)."""
    return space in _near_luna()


_NEAR_LUNA: set[str] = set()


def _near_luna() -> set[str]:
    if not _NEAR_LUNA:
        luna = {s.id for s in pack.load().sites.sites if s.body == LUNA}
        nodes = pack.load().map.by_id
        _NEAR_LUNA.update(
            space
            for space, found in _adjacent().items()
            if luna & set(found) or nodes[space].site in luna
        )
    return _NEAR_LUNA


def listed(state: HighFrontierState, seat: int) -> list[Prospect]:
    """The ``prospect`` actions listed: the own Site (``prospect``), each raygun Site, and the
    raygun sets (every combination up to :data:`LISTED_SETS` Sites, else all together)."""
    reach = targets(state, seat)
    rocket = state.players[seat].rocket
    if rocket is None or not reach:
        return []
    here = pack.load().map.by_id[rocket.at].site
    found = [Prospect() if site == here else Prospect(sites=(site,)) for site in reach]
    rays = sorted(site for site, ray in reach.items() if ray)
    if len(rays) > LISTED_SETS:
        return [*found, Prospect(sites=tuple(rays))]
    sets = [c for n in range(2, len(rays) + 1) for c in combinations(rays, n)]
    return found + [Prospect(sites=c) for c in sets]


def allowed_set(state: HighFrontierState, seat: int, action: Prospect) -> bool:
    """Whether ``action`` names Sites ``seat`` may prospect together now."""
    reach = targets(state, seat)
    rocket = state.players[seat].rocket
    if rocket is None:
        return False
    named = action.sites or (pack.load().map.by_id[rocket.at].site or "",)
    if len(set(named)) != len(named) or any(site not in reach for site in named):
        return False
    here = pack.load().map.by_id[rocket.at].site
    return all(reach[site] for site in named) if named != (here,) else True


def prospect(step: S, action: Prospect) -> None:
    """I6: roll for each named Site in order; a Claim (Taxes paid) or a Busted Site."""
    state = step.state
    player = state.players[step.seat]
    rocket = player.rocket
    assert rocket is not None
    here = pack.load().map.by_id[rocket.at].site
    named = action.sites or (here or "",)
    state.turn.operation = "prospect"
    glitch.trigger(step, glitch.ROCKET)
    if spoiled(step, allowed_set(state, step.seat, action)):
        return
    raygun = named != (here,) or not _buggy(player, named[0])
    found = colocated.keywords(player)
    rerolls = (
        int(not raygun)  # the buggy's
        + int(raygun and step.seat in holders(state, "BLINK TELESCOPE"))
        + int(colocated.REROLL in found)
    )
    sites = pack.load().site_by_id
    for site_id in named:
        site = sites[site_id]
        if site.size >= AUTO_SIZE or site.id == KREUTZ:
            line = text.PROSPECT_AUTO.format(seat=step.seat, site=site.name, size=site.size)
            won = True
        else:
            shift = colocated.roll_shift(found, site, raygun)
            roll = step.rng.randint(1, 6)
            if roll + shift > site.size and rerolls:
                first = roll
                roll = step.rng.randint(1, 6)
                step.emit(
                    public_event("Reroll", text.PROSPECT_REROLL.format(seat=step.seat, roll=first))
                )
                rerolls -= 1
            won = roll + shift <= site.size
            template = text.PROSPECT_WON if won else text.PROSPECT_BUST
            shown = f"{roll} − {-shift} = {roll + shift}" if shift else roll
            line = template.format(seat=step.seat, site=site.name, size=site.size, roll=shown)
        step.emit(public_event("Prospected", line, closes_undo=True))
        if won:
            player.claims.append(site.id)
            taxes(step)
        else:
            state.busted.append(site.id)


def revivable(state: HighFrontierState, seat: int) -> bool:
    """Whether ``seat`` may revive now (Mine Revival): its Rocket on a Busted Site of Size 2
    or more (on Luna, allowed as prospecting is, :func:`luna_allowed`), with an operational
    card of the ability aboard (the Termite Nest)."""
    player = state.players[seat]
    rocket = player.rocket
    site = site_at(rocket.at) if rocket is not None else None
    if site is None or site.id not in state.busted or site.size < REVIVE_SIZE:
        return False
    if site.body == LUNA and not luna_allowed(state, seat):
        return False
    return colocated.MINE_REVIVAL in colocated.keywords(player)


def revive(step: S) -> None:
    """Mine Revival: the Busted disk off the Rocket's Site, the seat's Claim on it (Taxes
    paid)."""
    state = step.state
    player = state.players[step.seat]
    state.turn.operation = "revive"
    assert player.rocket is not None
    site = site_at(player.rocket.at)
    assert site is not None
    state.busted.remove(site.id)
    player.claims.append(site.id)
    step.emit(public_event("Revived", text.REVIVED.format(seat=step.seat, site=site.name)))
    taxes(step)


def _buggy(player: Player, site_id: str) -> bool:
    """A buggy card able to prospect ``site_id``, its own Site, is aboard (its re-roll, W18)."""
    return _Platforms(player).fit(pack.load().site_by_id[site_id], True, "buggy")
