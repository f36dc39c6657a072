"""Every Eclipse move in words, for buttons, select options and ``/play``'s autocomplete (the
``label_action`` contract member; issue #25 item 5): one translatable sentence per action kind
(``eclipse.label.<name>``), naming sectors, techs and parts by their printed names and every game
term through the glossary (docs/rules/eclipse.md §1), never the notation. A research names its
price in science (docs/rules/eclipse.md §6); a move into a battle adds the chance to win it
(:func:`rules.eclipse.foresight.move_label`, §12.8).
"""

from __future__ import annotations

from collections import Counter

from rules.core.text import Msg
from rules.eclipse import board, explore, foresight, pack, prices, research, text, words
from rules.eclipse.actions import (
    Abandon,
    Action,
    Answer,
    Artifact,
    Attack,
    Battle,
    Build,
    Claim,
    Colonize,
    Discard,
    Done,
    DrawAnother,
    Explore,
    Influence,
    Keep,
    Move,
    Pass,
    Place,
    Portal,
    Prefer,
    Propose,
    React,
    Research,
    Reward,
    Species,
    Start,
    Strip,
    Trade,
    Upgrade,
    describe,
)
from rules.eclipse.components import Tech
from rules.eclipse.state import EclipseState
from rules.eclipse.words import Sentence

START = Sentence("eclipse.label.start", "Take the {kind} action")
REACT = Sentence("eclipse.label.react", "React: {kind}")
PASS = Msg("eclipse.label.pass", "Pass for the round")
DONE = Msg("eclipse.label.done", "End the action")
EXPLORE = Sentence("eclipse.label.explore", "Explore position {q},{r}")
PLACE = Sentence(
    "eclipse.label.place", "Place the sector turned {rotation}: wormholes facing {faces}"
)
PLACE_NAMED = Sentence(
    "eclipse.label.place_named", "Place {sector} turned {rotation}: wormholes facing {faces}"
)
DISCARD = Msg("eclipse.label.discard", "Discard the drawn sector")
DRAW_ANOTHER = Msg(
    "eclipse.label.draw_another", "Turn over a second sector, then place one of them or neither"
)
CLAIM = Msg("eclipse.label.claim", "Take control of the sector with an influence disc")
NO_CLAIM = Msg("eclipse.label.no_claim", "Leave the sector without an influence disc")
REWARD = Msg("eclipse.label.reward", "Take the discovery tile's reward")
REWARD_VP = Msg("eclipse.label.reward_vp", "Keep the discovery tile face down for 2 VP")
RESEARCH = Sentence("eclipse.label.research", "Research {tech} for {cost} science")
RESEARCH_ON = Sentence(
    "eclipse.label.research_on", "Research {tech} on the {track} track for {cost} science"
)
UPGRADE = Sentence("eclipse.label.upgrade", "Upgrade the {ship} blueprint: {part} on space {space}")
UPGRADE_OVER = Sentence(
    "eclipse.label.upgrade_over",
    "Upgrade the {ship} blueprint: {part} on space {space}, after removing space {remove}",
)
STRIP = Sentence(
    "eclipse.label.strip", "Upgrade the {ship} blueprint: take the part tiles off spaces {spaces}"
)
BUILD = Sentence("eclipse.label.build", "Build {what} in {sector}")
MOVE = Sentence("eclipse.label.move", "Move {ship} from {origin} to {to}")
INFLUENCE = Sentence("eclipse.label.influence", "Move an influence disc from {origin} to {to}")
COLONIZE = Sentence(
    "eclipse.label.colonize",
    "Colony ship: a {resource} population cube on square {square} of {sector}",
)
COLONIZE_ORBITAL = Sentence(
    "eclipse.label.colonize_orbital",
    "Colony ship: a {resource} population cube on the orbital of {sector}",
)
TRADE = Sentence("eclipse.label.trade", "Trade {give} for {get}")
TRADING = Sentence("eclipse.label.trading", "{move}, trading {trades} first")
TRADED = Sentence("eclipse.label.traded", "{n} {give} for {m} {get}")
SPECIES = Sentence("eclipse.label.species", "Play {side}")
ARTIFACT = Sentence("eclipse.label.artifact", "Take 5 {resource} for an artifact")
PORTAL = Sentence("eclipse.label.portal", "Put the warp portal on {sector}")
KEEP = Sentence("eclipse.label.keep", "Keep the reputation tile of {value}")
KEEP_NONE = Msg("eclipse.label.keep_none", "Keep no reputation tile")
FIGHT = Msg("eclipse.label.fight", "fight on")
OUTNUMBERED = Msg("eclipse.label.outnumbered", "retreat when outnumbered")
KILL = Msg("eclipse.label.kill", "kill the most ships")
BIGGEST = Msg("eclipse.label.biggest", "destroy the largest ships first")
BATTLE = Sentence("eclipse.label.battle", "Battle: {retreat}, {target}")
BATTLE_TO = Sentence("eclipse.label.battle_to", "Battle: {retreat} to {to}, {target}")
ATTACK = Msg("eclipse.label.attack", "Attack the population cubes")
ATTACK_FIRST = Sentence(
    "eclipse.label.attack_first", "Attack the population cubes, {first} cubes first"
)
SPARE = Msg("eclipse.label.spare", "Spare the population cubes")
ABANDON = Sentence("eclipse.label.abandon", "Abandon {sector} with its cubes")
PROPOSE = Sentence(
    "eclipse.label.propose",
    "Propose diplomatic relations to {{p{partner}}}, an ambassador with a {track} cube",
)
ACCEPT = Sentence("eclipse.label.accept", "Accept diplomatic relations with a {track} cube")
DECLINE = Msg("eclipse.label.decline", "Decline diplomatic relations")
STANDING = {
    ("retreat", "never"): "Standing choice: never retreat",
    ("retreat", "outnumbered"): "Standing choice: retreat when outnumbered",
    ("retreat", "ask"): "Standing choice: ask me whether to retreat",
    ("keep", "best"): "Standing choice: keep the best reputation tile",
    ("keep", "ask"): "Standing choice: ask me which reputation tile to keep",
    ("target", "kill"): "Standing choice: kill the most ships",
    ("target", "biggest"): "Standing choice: destroy the largest ships first",
    ("attack", "yes"): "Standing choice: always attack population cubes after a battle",
    ("attack", "ask"): "Standing choice: ask me before attacking population cubes",
    ("claim", "yes"): "Standing choice: take control of every sector won in a battle",
    ("claim", "ask"): "Standing choice: ask me before taking control of a sector won",
    ("bankruptcy", "auto"): "Standing choice: settle upkeep I cannot pay automatically",
    ("bankruptcy", "ask"): "Standing choice: ask me how to settle upkeep I cannot pay",
    ("react", "never"): "Standing choice: once I have passed, never react (no pings)",
    ("react", "ask"): "Standing choice: once I have passed, ask me whether to react (once a round)",
}
"""Each standing choice (:data:`rules.eclipse.actions.PREFERENCES`) as a sentence, id
``eclipse.label.prefer_<topic>_<value>``."""


def standing(topic: str, value: str) -> Msg:
    """The standing choice ``topic`` = ``value`` in words."""
    return Msg(f"eclipse.label.prefer_{topic}_{value}", STANDING[(topic, value)])


def label(state: EclipseState, seat: int, action: Action) -> str:
    """``action`` of ``seat`` in words (see the module docstring); an action kind this module
    does not know keeps its notation (``tests/conformance/test_zh_tables.py`` then fails)."""
    match action:
        case Start(kind=kind):
            return START.format(kind=kind)
        case React(kind=kind):
            return REACT.format(kind=kind)
        case Pass():
            return PASS
        case Done():
            return DONE
        case DrawAnother():
            return DRAW_ANOTHER
        case Discard():
            return DISCARD
        case Explore(q=q, r=r):
            return EXPLORE.format(q=q, r=r)
        case Place(rotation=rotation, sector=sector):
            drawn = sector or (state.pending.sector if state.pending else "")
            toward = explore.faces(drawn, rotation) if drawn else "–"
            if sector:
                named = text.sector(sector)
                return PLACE_NAMED.format(sector=named, rotation=rotation, faces=toward)
            return PLACE.format(rotation=rotation, faces=toward)
        case Claim(take=take):
            return CLAIM if take else NO_CLAIM
        case Reward(vp=vp):
            return REWARD_VP if vp else REWARD
        case Research():
            return _trading(state, seat, action, _research(state, seat, action))
        case Upgrade(ship=ship, space=space, part=part, remove=remove):
            name = text.part(part)
            if remove:
                return UPGRADE_OVER.format(ship=ship, part=name, space=space, remove=remove)
            return UPGRADE.format(ship=ship, part=name, space=space)
        case Strip(ship=ship, spaces=spaces):
            return STRIP.format(ship=ship, spaces=text.listed([str(s) for s in spaces]))
        case Build(what=what, sector=sector):
            said = BUILD.format(what=what, sector=text.sector(sector))
            return _trading(state, seat, action, said)
        case Move(ship=ship, origin=origin, to=to):
            said = MOVE.format(ship=ship, origin=text.sector(origin), to=text.sector(to))
            return foresight.move_label(state, seat, action, said)
        case Influence(origin=origin, to=to):
            return INFLUENCE.format(origin=text.place(origin), to=text.place(to))
        case Colonize(sector=sector, square=square, resource=resource):
            if square == 0:
                return COLONIZE_ORBITAL.format(resource=resource, sector=text.sector(sector))
            return COLONIZE.format(resource=resource, square=square, sector=text.sector(sector))
        case Trade(give=give, get=get):
            return TRADE.format(give=give, get=get)
        case Species(side=side):
            return SPECIES.format(side=pack.load().side_by_id[side].name)
        case Artifact(resource=resource):
            return ARTIFACT.format(resource=resource)
        case Portal(sector=sector):
            return PORTAL.format(sector=text.sector(sector))
        case Keep(value=value):
            return KEEP.format(value=value) if value else KEEP_NONE
        case Battle(retreat=retreat, target=target, to=to):
            stays = FIGHT if retreat == "fight" else OUTNUMBERED
            aims = BIGGEST if target == "biggest" else KILL
            if to:
                return BATTLE_TO.format(retreat=stays, to=text.sector(to), target=aims)
            return BATTLE.format(retreat=stays, target=aims)
        case Attack(attack=attack, first=first):
            if not attack:
                return SPARE
            return ATTACK_FIRST.format(first=words.resource(first)) if first else ATTACK
        case Abandon(sector=sector):
            return ABANDON.format(sector=text.sector(sector))
        case Propose(partner=partner, track=track):
            return PROPOSE.format(partner=partner - 1, track=words.resource(track))
        case Answer(accept=accept, track=track):
            if accept and track:
                return ACCEPT.format(track=words.resource(track))
            return DECLINE
        case Prefer(topic=topic, value=value):
            return standing(topic, value)
    return describe(action)  # a kind added later: its notation until it has words


def _research(state: EclipseState, seat: int, action: Research) -> Msg:
    """A research with its price, and the track a rare tech goes on."""
    record = pack.load().tech_by_id[action.tech]
    if action.track is None:
        assert isinstance(record, Tech)  # a rare tech is listed with its track
        cost = research.price(state, seat, action.tech, record.track)
        return RESEARCH.format(tech=record.name, cost=cost)
    cost = research.price(state, seat, action.tech, action.track)
    return RESEARCH_ON.format(tech=record.name, track=action.track, cost=cost)


def _trading(state: EclipseState, seat: int, action: Action, said: Msg) -> Msg:
    """``said``, and the trades the activation makes first when the seat's stock falls short
    (:mod:`rules.eclipse.trading`): "…, trading 4 money for 2 science first"."""
    if state.turn is None or state.pending is not None:  # a free tech (Ancient Tech)
        return said
    trades = prices.trades(state, seat, action)
    if not trades:
        return said
    ratio = board.trade_ratio(state, seat)
    given = Counter(t.give for t in trades)
    parts = [
        TRADED.format(
            n=ratio * n, give=words.resource(give), m=n, get=words.resource(trades[0].get)
        )
        for give, n in given.items()
    ]
    return TRADING.format(move=said, trades=text.listed(parts))
