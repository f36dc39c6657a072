"""``fly`` hints for ``/play`` (docs/rules/high-frontier.md §8): the cheapest route to each
Site in reach as a labelled move, from the route cache a turn's preparing fills
(:func:`rules.high_frontier.flight.prepare`), each Site with its spectral type, Size, Hydration
and whether the Rocket could prospect it (:mod:`rules.high_frontier.site_notes`, §11.2).

Words typed after ``fly`` keep the hints whose Site name, Site id or space id holds them all;
the Sites they name that no route reaches this turn follow, with the same facts and "no route
this turn" (``fly mars`` lists every Mars Site; choosing one out of reach is refused
saying which limit binds, :mod:`rules.high_frontier.unreached`).
"""

from __future__ import annotations

from rules.high_frontier import flight, pack, prompt_text, prospecting, site_notes
from rules.high_frontier.actions import FLY_FLAGS, THRUSTER, Fly
from rules.high_frontier.state import HighFrontierState
from rules.high_frontier.views import describe_fly, shortened

#: ``fly`` hints offered at most (Discord shows 25 autocomplete choices).
MAX_HINTS = 20


def site_id(space: str) -> str:
    """The Site id on ``space`` ('' for a space without a Site)."""
    return pack.load().map.by_id[space].site or ""


def hints(state: HighFrontierState, seat: int, typed: str, to_act: bool) -> list[tuple[str, str]]:
    """``HighFrontier.notation_hints`` for ``seat`` (``to_act``: it owes a move now)."""
    words = typed.lower().split()
    if not words or not "fly".startswith(words[0]) or not to_act:
        return []
    if state.window is not None:
        return []
    flags = [w for w in words[1:] if w in FLY_FLAGS or w.startswith(THRUSTER)]
    words = [w for w in words if w not in flags]
    afterburn = "afterburn" in flags
    sites = pack.load().site_by_id
    to_sites = [
        (path, f"{site.name} {site.id} {path[-1]}", site.id)
        for path in flight.reach_routes(state, seat, afterburn)
        for site in [sites[site_id(path[-1])]]
    ]
    found = _fly_hints(state, seat, to_sites, words[1:], flags, MAX_HINTS)
    if len(found) < MAX_HINTS and (words[1:] or not found):
        # spaces by id, or where a Rocket reaching no Site may go
        to_spaces = [(p, p[-1], p[-1]) for p in flight.reach_routes(state, seat, afterburn, False)]
        found += _fly_hints(state, seat, to_spaces, words[1:], flags, MAX_HINTS - len(found))
    if words[1:]:
        reached = {site for *_, site in to_sites}
        found += _out_of_reach(state, seat, reached, words[1:], MAX_HINTS - len(found))
    return found


def _out_of_reach(
    state: HighFrontierState, seat: int, reached: set[str], words: list[str], most: int
) -> list[tuple[str, str]]:
    """At most ``most`` hints ``(label, "fly SITE")`` of the Sites on the map whose name or id
    holds every typed word and that no route reaches (those in ``reached`` do)."""
    named = [
        site
        for site in pack.load().sites.sites
        if site.map_node
        and site.id not in reached
        and all(word in f"{site.name} {site.id}".lower() for word in words)
    ][:most]
    fitting = prospecting.fitting(state.players[seat], named)
    return [
        (
            shortened(
                prompt_text.LABEL_OUT_OF_REACH.format(
                    end=site.name, site=site_notes.note(state, site, fitting)
                )
            ),
            f"fly {site.id}",
        )
        for site in named
    ]


def _fly_hints(
    state: HighFrontierState,
    seat: int,
    ends: list[tuple[tuple[str, ...], str, str]],
    words: list[str],
    flags: list[str],
    most: int,
) -> list[tuple[str, str]]:
    """At most ``most`` hints ``(label, "fly END")`` of the ``(path, searched, END)`` whose
    ``searched`` text holds every typed word, in order (a FINAO asked for is offered only
    where the Bank can pay it; a ``thruster:<card>`` typed, only where that thruster flies the
    route)."""
    found: list[tuple[str, str]] = []
    for path, searched, end in ends:
        if len(found) == most:
            break
        if not all(word in searched.lower() for word in words):
            continue
        chosen = [flag.removeprefix(THRUSTER) for flag in flags if flag.startswith(THRUSTER)]
        action = Fly(
            path=path,
            afterburn="afterburn" in flags,
            finao="finao" in flags,
            thruster=chosen[0] if chosen else None,
        )
        if (action.finao or action.thruster) and isinstance(
            flight.checked(state, seat, action), str
        ):
            continue  # FINAO the Bank cannot pay, or a route the thruster cannot fly
        found.append((describe_fly(state, seat, action), " ".join(("fly", end, *flags))))
    return found
