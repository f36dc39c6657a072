"""The words drawn on New Frontiers' pictures, as messages of the game's catalogue (ids
``new_frontiers.board.*``, docs/adding-a-game.md "Languages"), shown in the language being drawn
(:func:`render.common.language.say`). English reads as the board always did.

The view keeps its sentences as plain English text; the header's status is rebuilt from the
view's facts (:func:`rules.new_frontiers.text.status_of`), the last move from the two forms the
engine writes (a selection, the empires placed), and a goal's scoring from the registered pack
(public component data, by the goal's id).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from render.common.language import say
from rules.core.text import Msg
from rules.new_frontiers.pack import Development, World, load
from rules.new_frontiers.state import TILE_NAMES
from rules.new_frontiers.text import powers_of, status_of
from rules.new_frontiers.views import GoalView, PublicView, SeatView, WorldView
from rules.new_frontiers.words import colour, goal_text, tile, who

TITLE = Msg("new_frontiers.title", "New Frontiers")
LAST_ROUND = Msg("new_frontiers.board.last_round", "Last round")
LAST_MOVE = Msg("new_frontiers.board.last_move", "Last move")
TILES = Msg("new_frontiers.board.tiles", "Action tiles")
TILES_NOTE = Msg("new_frontiers.board.tiles_note", "dim = chosen this round")
SUPPLIES = Msg("new_frontiers.board.supplies", "Supplies")
POOL = Msg("new_frontiers.board.pool", "Explore: worlds drawn")
DEVELOPMENTS = Msg("new_frontiers.board.developments", "Developments")
DEVELOPMENTS_NOTE = Msg("new_frontiers.board.developments_note", "price · VP · copies left")
EXPLORED = Msg("new_frontiers.board.explored", "Explored:")
PRIVATE = Msg("new_frontiers.board.private", "private")
NO_GOAL = Msg("new_frontiers.board.no_goal", "No face-down goal.")
YOUR_TILES = Msg("new_frontiers.board.your_tiles", "Your tiles")
MILITARY = Msg("new_frontiers.board.military", "mil")
LEGEND = Msg("new_frontiers.board.legend", "Legend")
LEGEND_NOTE = Msg("new_frontiers.board.legend_note", "full powers: text board, /card")
LEGEND_GOOD = Msg("new_frontiers.board.legend_good", "filled: carries a good")
LEGEND_PRODUCTION = Msg("new_frontiers.board.legend_production", "empty: no good on it")
LEGEND_WINDFALL = Msg("new_frontiers.board.legend_windfall", "halo: windfall world")
LEGEND_LETTERS = Msg(
    "new_frontiers.board.legend_letters",
    "N novelty · R rare · G genes · A alien · - gray (no goods)",
)
LEGEND_TERMS = Msg(
    "new_frontiers.board.legend_terms",
    "mil: military world · def 3: its defence · $2: its price · 2c: colonists needed · "
    "? bonus: VP at the end",
)
_SELECTED = re.compile(r"\{p(\d+)\} selected (.+)\.")
_EMPIRES = re.compile(r"Empires: (.+)\.")
_TILE_KEYS = {name: key for key, name in TILE_NAMES.items()}


def round_note(round_number: int) -> str:
    """``Round 3``."""
    return say(Msg("new_frontiers.board.round", "Round {round}", round=round_number))


def won(names: str, vp: int) -> str:
    """``Game over · won: Ana, Bo with 42 VP`` (winners share one score: a tie on VP goes to
    goods plus credits)."""
    return say(
        Msg("new_frontiers.board.won", "Game over · won: {names} with {vp} VP", names=names, vp=vp)
    )


def status(view: PublicView) -> str:
    """What the table waits for, in the language being drawn."""
    return say(status_of(view.phase, view.round, view.to_act))


def last(text: str) -> str:
    """The last move in the language being drawn: a sentence the engine kept translatable as it
    is; one stored as plain English (``{p0} selected Explore.``, a state saved before) rebuilt
    where its form is known, else as written."""
    if isinstance(text, Msg):
        return say(text)
    if (found := _SELECTED.fullmatch(text)) and found.group(2) in _TILE_KEYS:
        chosen = tile(_TILE_KEYS[found.group(2)])
        said = Msg(
            "new_frontiers.event.selected",
            "{seat} selected {tile}.",
            seat=who(int(found.group(1))),
            tile=chosen,
        )
        return say(said)
    if found := _EMPIRES.fullmatch(text):
        return say(Msg("new_frontiers.event.empires", "Empires: {placed}.", placed=found.group(1)))
    return text


def tile_label(name: str, produce_credits: int) -> str:
    """An action tile's name, with the credits waiting on the Produce tile (``Produce (+$2)``)."""
    if name == "produce" and produce_credits:
        said = Msg(
            "new_frontiers.board.produce_credits",
            "{tile} (+${n})",
            tile=tile(name),
            n=produce_credits,
        )
        return say(said)
    return say(tile(name))


def priority(names: Sequence[str]) -> str:
    """``Priority: Ana › Bo › Cy``."""
    return say(Msg("new_frontiers.board.priority", "Priority: {names}", names=" › ".join(names)))


def bag(view: PublicView) -> str:
    """``bag: 40 worlds · goals: 5``."""
    if view.goal_stack:
        said = Msg(
            "new_frontiers.board.bag_goals",
            "bag: {n} worlds · goals: {goals}",
            n=view.bag,
            goals=view.goal_stack,
        )
    else:
        said = Msg("new_frontiers.board.bag", "bag: {n} worlds", n=view.bag)
    return say(said)


def chips(n: int) -> str:
    """``VP chips 20``."""
    return say(Msg("new_frontiers.board.chips", "VP chips {n}", n=n))


def colonists(n: int) -> str:
    """``Colonists 14``."""
    return say(Msg("new_frontiers.board.colonists", "Colonists {n}", n=n))


def letter(name: str) -> str:
    """A goods colour's letter beside its disc (``N`` novelty …)."""
    return say(Msg(f"new_frontiers.board.letter_{name}", name[0].upper()))


def goods(supply: dict[str, int], colours: Sequence[str]) -> str:
    """``Goods: N novelty 19 · R rare 17 · …``."""
    parts = " · ".join(
        say(
            Msg(
                "new_frontiers.board.good",
                "{letter} {colour} {n}",
                letter=letter(c),
                colour=colour(c),
                n=supply.get(c, 0),
            )
        )
        for c in colours
    )
    return say(Msg("new_frontiers.board.goods", "Goods: {parts}", parts=parts))


def goal_words(goal: GoalView) -> str:
    """A goal's scoring in the language being drawn (from the registered pack by id;
    the view's English text when the pack does not know the id)."""
    known = {g.id: g for g in load().goals}
    if goal.id not in known:
        return goal.text
    found = known[goal.id]
    return say(goal_text(found.vp, found.per, found.stockpile))


def goals(revealed: Sequence[GoalView]) -> str:
    """``Goals: Name (2 VP per rebel world); …``."""
    parts = "; ".join(
        say(Msg("new_frontiers.board.goal", "{name} ({text})", name=g.name, text=goal_words(g)))
        for g in revealed
    )
    return say(Msg("new_frontiers.board.goals", "Goals: {parts}", parts=parts))


def left(n: int) -> str:
    """``5 left``: worlds still to take."""
    return say(Msg("new_frontiers.board.left", "{n} left", n=n))


def sold_out(ids: Sequence[str]) -> str:
    """``Sold out: d-03, d-07``."""
    return say(Msg("new_frontiers.board.sold_out", "Sold out: {ids}", ids=", ".join(ids)))


def score(vp: int, acts: bool) -> str:
    """``12 VP · act``: a seat's score, and whether it owes an answer."""
    if acts:
        return say(Msg("new_frontiers.board.score_act", "{vp} VP · act", vp=vp))
    return say(Msg("new_frontiers.board.score", "{vp} VP", vp=vp))


def stats(seat: SeatView) -> str:
    """``$3 · 2 col · 1 chips · mil 0 · 2 sp · goal · pile 1``."""
    said = Msg(
        "new_frontiers.board.stats",
        "${credits} · {colonists} col · {chips} chips · mil {military} · {spaces} sp",
        credits=seat.credits,
        colonists=seat.colonists,
        chips=seat.chips,
        military=seat.military,
        spaces=seat.spaces,
    )
    text = say(said)
    if seat.has_goal:
        text += say(Msg("new_frontiers.board.has_goal", " · goal"))
    if seat.stockpile:
        pile = Msg("new_frontiers.board.pile", " · pile {n}", n=len(seat.stockpile))
        text += say(pile)
    return text


def world_vp(vp: int) -> str:
    """``3VP``: a settled world's VP."""
    return say(Msg("new_frontiers.board.world_vp", "{vp}VP", vp=vp))


def world_terms(military: bool, defence: int, cost: int, colonists_needed: int, vp: int) -> str:
    """``def 3 2c 1VP`` or ``$2 1c 1VP``: how a world is settled, its colonists and VP."""
    if military:
        how = Msg("new_frontiers.board.defence", "def {n}", n=defence)
    else:
        how = Msg("new_frontiers.board.price", "${n}", n=cost)
    said = Msg(
        "new_frontiers.board.terms",
        "{how} {colonists}c {vp}VP",
        how=how,
        colonists=colonists_needed,
        vp=vp,
    )
    return say(said)


def dev_terms(cost: int, vp: int, copies: int, large: bool) -> str:
    """``$4 2VP x3`` (a large development: ``$9 ? x1``)."""
    if large:
        return say(Msg("new_frontiers.board.dev_large", "$9 ? x{left}", left=copies))
    said = Msg("new_frontiers.board.dev", "${cost} {vp}VP x{left}", cost=cost, vp=vp, left=copies)
    return say(said)


def private_lines(credits: int, colonists_held: int, chips_held: int, vp: int) -> str:
    """The private picture's first line: the seat's supplies and score."""
    said = Msg(
        "new_frontiers.board.you",
        "${credits} · {colonists} colonists · {chips} VP chips · {vp} VP",
        credits=credits,
        colonists=colonists_held,
        chips=chips_held,
        vp=vp,
    )
    return say(said)


def face_down(goal: GoalView) -> str:
    """``Face-down goal: g-03 Name: 2 VP per …``."""
    said = Msg(
        "new_frontiers.board.face_down",
        "Face-down goal: {id} {name}: {text}",
        id=goal.id,
        name=goal.name,
        text=goal_words(goal),
    )
    return say(said)


def drawn(goal: GoalView) -> str:
    """``Drawn: keep g-03 = Name: 2 VP per …``."""
    said = Msg(
        "new_frontiers.board.drawn",
        "Drawn: keep {id} = {name}: {text}",
        id=goal.id,
        name=goal.name,
        text=goal_words(goal),
    )
    return say(said)


def choices(trade: str, consume: str, stockpile: str) -> str:
    """``Standing choices: trade ask, consume auto, stockpile alien``."""
    fields = {
        "trade": Msg(f"new_frontiers.pref.trade_{trade}", trade),
        "consume": Msg(f"new_frontiers.pref.consume_{consume}", consume),
    }
    if stockpile != "no":
        fields["stockpile"] = Msg(f"new_frontiers.pref.stockpile_{stockpile}", stockpile)
        said = Msg(
            "new_frontiers.board.choices_stockpile",
            "Standing choices: trade {trade}, consume {consume}, stockpile {stockpile}",
            **fields,
        )
    else:
        said = Msg(
            "new_frontiers.board.choices",
            "Standing choices: trade {trade}, consume {consume}",
            **fields,
        )
    return say(said)


def powers(tile_id: str) -> list[str]:
    """A tile's powers and "?" bonus as full sentences in the language being drawn, the
    sentences ``/card`` shows (:func:`rules.new_frontiers.text.powers_of`, the registered pack:
    public component data, as :func:`goal_words` reads goals); none for an unknown id."""
    return [say(text) for text in _powers(tile_id, short=False)]


def short_powers(tile_id: str) -> str:
    """A tile's powers and "?" bonus in a picture's few words (``Settle −$1 · ? 2 VP per rebel
    world``, :func:`rules.new_frontiers.text.power_short`), ``''`` when it has none."""
    return " · ".join(say(text) for text in _powers(tile_id, short=True))


def _powers(tile_id: str, *, short: bool) -> list[str]:
    tile = load().by_id.get(tile_id)
    if isinstance(tile, World | Development):
        return powers_of(tile, short=short)
    return []


def world_facts(world: WorldView) -> str:
    """What a world's line adds after its name: ``mil · rebel · Settle −$1``; ``''`` for a
    plain world (its kind and good are the disc's, its colour the letter)."""
    traits = [say(MILITARY)] if world.military else []
    traits += [say(Msg(f"new_frontiers.tag.{tag}", tag)) for tag in world.tags]
    return " · ".join(part for part in (*traits, short_powers(world.id)) if part)
