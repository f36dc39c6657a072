"""Enumerating the Extract options listed by ``legal_actions`` (the deal space is filtered).

Listed: solo Extracts with a smallest set of Hired Paws, automa-assisted Extracts (2-player),
one proposal per Planet and other seat asking for the missing skills (plus a variant offering a
stored fragment), and a helper's smallest sets of Hired Paws for its answer. ``parse_action``
accepts any legal proposal, listed or not.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import combinations
from operator import ge

from rules.afternova import automa
from rules.afternova.actions import Accept, AutomaTerms, Extract, Gift, HelperTerms
from rules.afternova.board import paw_skills, upgrade_skills
from rules.afternova.cards import Catalog
from rules.afternova.state import AfternovaState

MAX_SETS = 4


def smallest_sets(
    cat: Catalog, paws: list[str], need: Mapping[str, int], bonus: Counter[str]
) -> list[tuple[str, ...]]:
    """Smallest sets of ``paws`` whose skills plus ``bonus`` meet ``need`` (at most 4, sorted)."""
    want = {skill: n - bonus[skill] for skill, n in need.items() if n > bonus[skill]}
    if not want:
        return [()]
    # Each useful Hired Paw (one with a wanted skill) as its icons of the wanted skills.
    vectors: dict[str, tuple[int, ...]] = {}
    for paw in sorted(paws):
        skills = cat.paw[paw].skills
        if not want.keys().isdisjoint(skills):
            vectors[paw] = tuple(skills.get(skill, 0) for skill in want)
    target = tuple(want.values())
    if not vectors or not all(map(ge, map(sum, zip(*vectors.values(), strict=True)), target)):
        return []  # even every useful Hired Paw together falls short
    useful = list(vectors)
    for size in range(1, len(useful) + 1):
        found = [
            combo
            for combo in combinations(useful, size)
            if all(map(ge, map(sum, zip(*(vectors[p] for p in combo), strict=True)), target))
        ]
        if found:
            return found[:MAX_SETS]
    return []


def _hand_paws(state: AfternovaState, cat: Catalog, seat: int) -> list[str]:
    return [card for card in state.seats[seat].hand if card in cat.paw]


@dataclass(frozen=True)
class _Crew:
    """The active seat's Hired Paws in hand and its upgrade skills, found once per listing."""

    seat: int
    paws: list[str]
    bonus: Counter[str]


def extract_options(state: AfternovaState, cat: Catalog, seat: int) -> list[Extract]:
    """Listed Extract actions of the active ``seat`` for every Planet."""
    crew = _Crew(seat, _hand_paws(state, cat, seat), upgrade_skills(state, cat, seat))
    out: list[Extract] = []
    for slot in range(len(state.planets)):
        need = cat.planet[state.planets[slot].id].requirements
        sets = smallest_sets(cat, crew.paws, need, crew.bonus)
        solo = [Extract(planet=slot, paws=paws) for paws in sets]
        out += solo
        if state.automa is not None:
            out += _automa_options(state, cat, crew, slot)
        if not solo:
            out += _proposals(state, cat, crew, slot)
    return out


def _automa_options(state: AfternovaState, cat: Catalog, crew: _Crew, slot: int) -> list[Extract]:
    assert state.automa is not None
    need = cat.planet[state.planets[slot].id].requirements
    skills = sorted(need)
    # The automa gets one fragment per requirement it fills: the first ones of the Planet it can
    # receive, in order (automa.can_receive of each prefix).
    taken = automa.receivable(cat, state.automa, state.planets[slot].fragments)
    out: list[Extract] = []
    for size in range(1, min(len(skills), len(taken)) + 1):
        gets = tuple(taken[:size])
        for fills in combinations(skills, size):
            rest = {s: n for s, n in need.items() if s not in fills}
            out += [
                Extract(planet=slot, paws=paws, automa=AutomaTerms(fills=fills, gets=gets))
                for paws in smallest_sets(cat, crew.paws, rest, crew.bonus)[:1]
            ]
    return out


_TERMS: dict[tuple[int, tuple[tuple[str, int], ...], tuple[str, ...]], HelperTerms] = {}
_GIFTS: dict[tuple[int, str, int], Gift] = {}
MEMO_SIZE = 512
"""Helper terms remembered by :func:`_proposals` (cleared whole when full); gifts are few (giver,
colour, receiver) and all kept."""


def _terms(helper: int, missing: tuple[tuple[str, int], ...], gets: tuple[str, ...]) -> HelperTerms:
    """The frozen ``HelperTerms`` of these values, made once while remembered: a proposal
    asks every other seat the same, listing after listing until the Planet or the hand changes."""
    key = (helper, missing, gets)
    if (terms := _TERMS.get(key)) is None:
        if len(_TERMS) >= MEMO_SIZE:
            _TERMS.clear()
        terms = _TERMS[key] = HelperTerms(seat=helper, skills=missing, gets=gets)
    return terms


def _gift(giver: int, colour: str, receiver: int) -> Gift:
    key = (giver, colour, receiver)
    if (gift := _GIFTS.get(key)) is None:
        gift = _GIFTS[key] = Gift(giver=giver, colour=colour, receiver=receiver)
    return gift


def _proposals(state: AfternovaState, cat: Catalog, crew: _Crew, slot: int) -> list[Extract]:
    need = cat.planet[state.planets[slot].id].requirements
    own = tuple(sorted(p for p in crew.paws if any(s in need for s in cat.paw[p].skills)))
    have = paw_skills(cat, own) + crew.bonus
    missing = tuple(sorted((s, n - have[s]) for s, n in need.items() if have[s] < n))
    if not missing:
        return []
    gets = tuple(state.planets[slot].fragments[:1])
    stored = state.seats[crew.seat].storage
    out: list[Extract] = []
    for helper in range(state.num_players):
        if helper == crew.seat:
            continue
        terms = (_terms(helper, missing, gets),)
        out.append(Extract(planet=slot, paws=own, helpers=terms))
        if stored:
            gift = (_gift(crew.seat, stored[0], helper),)
            out.append(Extract(planet=slot, paws=own, helpers=terms, gifts=gift))
    return out


def accept_options(
    state: AfternovaState, cat: Catalog, seat: int, promised: tuple[tuple[str, int], ...]
) -> list[Accept]:
    """A helper's smallest sets of Hired Paws that keep its promise."""
    sets = smallest_sets(
        cat, _hand_paws(state, cat, seat), dict(promised), upgrade_skills(state, cat, seat)
    )
    return [Accept(paws=paws) for paws in sets]
