"""The end of a turn, the year, the Sunspot Cycle's events and the end of the game
(docs/rules/high-frontier.md §4, §12, §16), on the decided placard of :mod:`.cycle`.

Events: Inspiration, Glitch (:mod:`.glitch`), Pad explosion, Anarchy (no privileges until the
cube leaves the blue season), Budget cuts (each seat chooses its discard, :mod:`.budget`) and
Solar flare. Decisions (docs/rules/high-frontier.md §23 Q17): the pad explosion takes the
heaviest card (ties: the first in the stack; a Rocket parked at LEO included) instead of
asking; a flare's CME roll hits cards of Rockets away from LEO and Sites.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.engine import Step
from rules.core.events import public_event
from rules.core.game import Outcome
from rules.high_frontier import altruism, budget, glitch, heroism, pack, prompt_text, stacks, text
from rules.high_frontier.colony import colony_vp, kreutz_loss
from rules.high_frontier.cycle import SPOTS, cycle
from rules.high_frontier.state import HighFrontierState, Turn

S = Step[HighFrontierState]
PRICES = {0: 10, 1: 8, 2: 5}  # stock price by Factories on the track; 3+ -> 4 (§11.3)


def end_turn(step: S) -> None:
    """``done``: the next seat's turn; after the last seat of the year, the cube advances."""
    state = step.state
    step.emit(public_event("TurnEnded", text.TURN_ENDS.format(seat=step.seat)))
    state.turn = Turn()
    state.current = (state.current + 1) % state.num_players
    if state.current == state.first:
        _advance(step)
    if state.phase == "play":
        state.turns += 1


def _advance(step: S) -> None:
    state = step.state
    state.year += 1
    left = cycle().season(state.spot)
    state.spot = (state.spot + 1) % SPOTS
    season = cycle().season(state.spot)
    step.emit(public_event("YearEnded", text.YEAR_ENDS.format(year=state.year, season=season)))
    if left == "yellow" and season != "yellow":
        kreutz_loss(step)
    if state.anarchy and season != "blue":
        state.anarchy = False
        step.emit(public_event("AnarchyEnded", text.ANARCHY_ENDS))
    if state.spot in cycle().events.spots:
        _event(step, season)
    if state.spot == cycle().seniority.before_spot:
        state.disks -= 1
        step.emit(public_event("Seniority", text.SENIORITY.format(disks=state.disks)))
        if state.disks == 0:
            state.phase = "over"
            if state.window is not None and state.window.kind == budget.CUT:
                budget.lapse(step)
            step.emit(public_event("GameEnded", text.GAME_ENDS))


def _event(step: S, season: str) -> None:
    state = step.state
    roll = step.rng.randint(1, 6)
    if roll <= 2:
        for deck in state.decks.values():
            if deck:
                deck.append(deck.pop(0))
        said = text.EVENT_INSPIRATION
    elif roll == 3:
        said = text.EVENT_GLITCH
    elif roll == 4:
        said = text.EVENT_PAD
    elif season == "blue":
        said = text.EVENT_ANARCHY
    elif season == "yellow":
        said = text.EVENT_CUTS
    else:
        cme = step.rng.randint(1, 6)
        said = text.EVENT_FLARE.format(cme=cme)
    step.emit(
        public_event("Event", text.EVENT_ROLL.format(roll=roll, event=said), closes_undo=True)
    )
    if roll == 3:
        glitch.event(step)
    elif roll == 4:
        _pad_explosion(step)
    elif roll >= 5 and season == "blue":
        state.anarchy = True
    elif roll >= 5 and season == "yellow":
        budget.event(step)
    elif roll >= 5 and season == "red":
        _flare(step, cme)


def _pad_explosion(step: S) -> None:
    """Each player decommissions his heaviest card in LEO (§12, CR K2c): the LEO stack's and,
    when his Rocket is parked at LEO, the Rocket's (its chits reweighed, :func:`stacks.
    decommission`); Crew and Black-side cards are immune; ties: the first, the LEO stack's
    before the Rocket's."""
    for seat, player in enumerate(step.state.players):
        rocket = player.rocket
        parked = rocket.cards if rocket is not None and rocket.at == pack.LEO else []
        patents = [
            c
            for c in [*player.leo, *parked]
            if stacks.deck_of(c) != "crew" and not stacks.is_black(c)
        ]
        if not patents:
            continue
        card = max(patents, key=lambda c: stacks.mass(c))
        if card in player.leo:
            player.leo.remove(card)
            player.hand.append(stacks.white(card))  # a light radiator goes back plain
        else:
            stacks.decommission(player, [card])
        line = text.PAD_LOST.format(seat=seat, card=stacks.name(card))
        step.emit(public_event("PadExplosion", line))


def _flare(step: S, cme: int) -> None:
    loaded = pack.load()
    for seat, player in enumerate(step.state.players):
        rocket = player.rocket
        if rocket is None or rocket.at == pack.LEO:
            continue
        node = loaded.map.by_id[rocket.at]
        if node.type == "site":
            continue
        modifier = loaded.map.zone_modifiers[node.zone] or 0
        lost = [
            card
            for card in rocket.cards
            if cme + modifier > stacks.rad_hard(card, player.side)
            and stacks.face(card, player.side).code not in stacks.RAY_PROOF
        ]
        lost, ablated = stacks.strike(player, lost)
        for card in lost:
            line = text.FLARE_LOST.format(seat=seat, card=stacks.name(card, player.side))
            step.emit(public_event("FlareLoss", line))
        for card in ablated:
            line = text.FLARE_ABLATED.format(seat=seat, card=stacks.name(card, player.side))
            step.emit(public_event("FlareLoss", line))


def price(state: HighFrontierState, kind: str) -> int:
    """The stock price of a spectral type (§11.3)."""
    return PRICES.get(state.tracks[kind], 4)


@dataclass(frozen=True)
class Score:
    """A seat's VP by source (§16): ``tokens`` of its colour on the map (Claim disks, Factory
    cubes, Colony domes, the Rocket figure), ``factories`` (each Factory its type's stock
    price), ``colonies`` (the astrobiology and submarine bonuses of its Colony Sites) and
    ``glory`` (chits scored, the low side of one its Rocket carries, and 2 VP per heroism chit,
    :mod:`.heroism`)."""

    tokens: int
    factories: int
    colonies: int
    glory: int

    @property
    def vp(self) -> int:
        """The sum."""
        return self.tokens + self.factories + self.colonies + self.glory


def score(state: HighFrontierState, seat: int) -> Score:
    """``seat``'s VP if the game ended now (§16): what :func:`outcome` scores, and what the
    board shows during play (all of it public)."""
    sites = pack.load().site_by_id
    player = state.players[seat]
    domes = len(player.colonies)
    rocket = int(player.rocket is not None)
    carried = cycle().glory.low if player.rocket and player.rocket.glory else 0
    return Score(
        tokens=len(player.claims) + len(player.factories) + domes + rocket,
        factories=sum(price(state, sites[s].spectral_type) for s in player.factories),
        colonies=sum(colony_vp(s) for s in player.colonies) - domes,
        glory=player.glory + carried + heroism.VP * player.heroism,
    )


def outcome(state: HighFrontierState) -> Outcome | None:
    """Final VP once over (§16, :func:`score`): 1 per token of the seat's colour on the map
    (Claim disks, Factory cubes, Colony domes and the Rocket figure), each Factory its type's
    price, each Colony +1 on an astrobiology and +2 on a submarine Site
    (:func:`.colony.colony_vp`), glory and heroism chits (a carried glory chit scores its low
    side); ties by the most Aquas. In the Altruism variant every seat wins when each reached
    the target, else none (:func:`.altruism.verdict`)."""
    if state.phase != "over":
        return None
    scores, details = [], []
    for seat, player in enumerate(state.players):
        found = score(state, seat)
        scores.append(found.vp)
        line = text.SCORE_LINE_COLONIES if player.colonies else prompt_text.SCORE_LINE
        fields = {"colonies": found.colonies} if player.colonies else {}
        details.append(
            line.format(
                seat=seat,
                vp=found.vp,
                tokens=found.tokens,
                factories=found.factories,
                glory=found.glory,
                aquas=player.aquas,
                **fields,
            )
        )
    ranking = sorted(
        range(state.num_players), key=lambda s: (-scores[s], -state.players[s].aquas, s)
    )
    if state.altruism is not None:  # against the VP target: every seat wins, or none
        winners, said = altruism.verdict(state, scores)
        return Outcome(
            scores=tuple(scores),
            ranking=tuple(ranking),
            winners=winners,
            details=(said, *details),
        )
    top = ranking[0]
    winners = tuple(
        s
        for s in ranking
        if (scores[s], state.players[s].aquas) == (scores[top], state.players[top].aquas)
    )
    tied = sum(1 for s in scores if s == scores[top]) > 1
    return Outcome(
        scores=tuple(scores),
        ranking=tuple(ranking),
        winners=winners,
        tie_break=prompt_text.TIE_BREAK if tied else None,
        details=tuple(details),
    )
