"""The words drawn on Afternova's pictures and said in their text forms, as messages of the
game's catalogue (ids ``afternova.board.*``, docs/adding-a-game.md "Languages"), shown in the
language being drawn (:func:`render.common.language.say`). English reads as the board always did;
the terms are the rulebook's (docs/rules/afternova.md §1, the glossary
``rules/afternova/glossary.yaml``).
"""

from __future__ import annotations

from collections.abc import Iterable

from render.common.language import say
from rules.afternova.words import colour, skill
from rules.core.text import Listing, Msg
from rules.core.wording import plural_s

TITLE = Msg("afternova.title", "Afternova")

#: ``SeatView.owes`` codes as short sentences (docs/rules/afternova.md §4: Extract/Market turn,
#: deals, limits).
OWES = {
    "main": Msg("afternova.board.owes_main", "To act: Extract or Market"),
    "market": Msg("afternova.board.owes_market", "Taking cards from the Market"),
    "proposer": Msg("afternova.board.owes_proposer", "Waiting for answers to their deal"),
    "helper": Msg("afternova.board.owes_helper", "To answer: the deal"),
    "completing": Msg("afternova.board.owes_completing", "May complete Blueprints"),
    "last_chance": Msg("afternova.board.owes_last_chance", "Last chance to complete Blueprints"),
    "discard_fragments": Msg(
        "afternova.board.owes_discard_fragments", "To discard fragments down to storage"
    ),
    "discard_cards": Msg("afternova.board.owes_discard_cards", "To discard down to 8 cards"),
}
LAST_CHANCE = OWES["last_chance"]
LAST_MOVE = Msg("afternova.board.last_move", "Last move")
NOBODY = Msg("afternova.board.nobody", "nobody")
AUTOMA = Msg("afternova.board.automa", "automa")
AUTOMA_TITLE = Msg("afternova.board.automa_title", "Automa")
PLANETS = Msg("afternova.board.planets", "Planets")
MARKET_PAWS = Msg("afternova.board.market_paws", "Market · Hired Paws")
MARKET_BPS = Msg("afternova.board.market_bps", "Market · Blueprints")
HIRED_PAWS = Msg("afternova.board.hired_paws", "Hired Paws")
BLUEPRINTS = Msg("afternova.board.blueprints", "Blueprints")
ON_IT = Msg("afternova.board.on_it", "On it:")
VP = Msg("afternova.board.vp_legend", "VP")
NONE = Msg("afternova.board.none", "none")
EMPTY = Msg("afternova.board.empty", "empty")
YOUR_HAND = Msg("afternova.board.your_hand", "your hand (private)")
OBJECTIVE_LEAD = Msg("afternova.board.objective_lead", "Hidden objective: +1 VP per")
OBJECTIVE_TAIL = Msg("afternova.board.objective_tail", "on completed Blueprints")
NOTES = Msg(
    "afternova.board.notes",
    "Gold frame: whose turn (the winner once over) · orange frame: owes an answer · "
    "@2: the seat number deals use (propose 1 … | @2 piloting:1)",
)
#: A few characters naming an upgrade on a small completed-Blueprint tile.
UPGRADE_SHORT = {
    "storage": Msg("afternova.board.short_storage", "+Sto"),
    "extra_pick": Msg("afternova.board.short_extra_pick", "+Pick"),
    "vp": Msg("afternova.board.short_vp", "VP"),
}


def listing(items: Iterable[str]) -> str:
    """Items as a comma list in the language drawn (``a, b`` / ``a、b``; the locale's separator,
    ``core.list_separator``), each a term or plain text; ``""`` for none."""
    found = Listing(items)
    return say(Msg("afternova.board.list", "{items}", items=found)) if found else ""


def owes(code: str) -> str:
    """What a seat owes (a ``SeatView.owes`` code) in words; ``""`` for none; an unknown code
    as its words."""
    if code in ("none", "over"):
        return ""
    found = OWES.get(code)
    return say(found) if found is not None else code.replace("_", " ")


def word(name: str, *, of: str) -> str:
    """A fragment colour (``of="colour"``) or a skill (``of="skill"``) in the language drawn."""
    return say(colour(name) if of == "colour" else skill(name))


def letter(name: str, english: str, *, of: str) -> str:
    """The letter inside an icon of a colour or skill (``P``; in Chinese the term's first
    character, 紫), ids ``afternova.board.letter.<of>.<name>``."""
    return say(Msg(f"afternova.board.letter.{of}.{name}", english))


def note(turn: int, version: int) -> str:
    """``Turn 5 · v42``."""
    return say(Msg("afternova.board.note", "Turn {turn} · v{version}", turn=turn, version=version))


def deal_line(notation: str, waiting: str) -> str:
    """``Deal: propose 1 … · waiting for Bo, Cy``."""
    return say(
        Msg(
            "afternova.board.deal_line",
            "Deal: {notation} · waiting for {waiting}",
            notation=notation,
            waiting=waiting,
        )
    )


def deal_on(planet: int) -> str:
    """``Deal on Planet 2``."""
    return say(Msg("afternova.board.deal_on", "Deal on Planet {planet}", planet=planet))


def picks_left(count: int) -> str:
    """``Market: 2 picks left`` (``1 pick left``)."""
    english = f"Market: {{count}} pick{plural_s(count)} left"
    return say(Msg("afternova.board.picks_left", english, count=count))


def bag_deck(bag: int, deck: int) -> str:
    """``bag 40 · deck 12`` (the Planets' heading)."""
    return say(Msg("afternova.board.bag_deck", "bag {bag} · deck {deck}", bag=bag, deck=deck))


def deck_discard(deck: int, discard: int) -> str:
    """``deck 30 · discard 4`` (a Market row's heading)."""
    return say(
        Msg(
            "afternova.board.deck_discard",
            "deck {deck} · discard {discard}",
            deck=deck,
            discard=discard,
        )
    )


def points(score: int) -> str:
    """``12 pts`` (final score)."""
    return say(Msg("afternova.board.points", "{score} pts", score=score))


def vp(count: int) -> str:
    """``5 VP`` (Blueprint points so far)."""
    return say(Msg("afternova.board.vp", "{count} VP", count=count))


def paws(count: int) -> str:
    """``1 Paw``, ``3 Paws``."""
    if count == 1:
        return say(Msg("afternova.board.paw_one", "{count} Paw", count=count))
    return say(Msg("afternova.board.paws", "{count} Paws", count=count))


def blueprints(count: int) -> str:
    """``1 Blueprint``, ``3 Blueprints``."""
    if count == 1:
        return say(Msg("afternova.board.blueprint_one", "{count} Blueprint", count=count))
    return say(Msg("afternova.board.blueprints_count", "{count} Blueprints", count=count))


def hand(paw_count: int, blueprint_count: int) -> str:
    """``Hand: 2 Paws · 1 Blueprint``."""
    return say(
        Msg(
            "afternova.board.hand",
            "Hand: {paws} · {blueprints}",
            paws=paws(paw_count),
            blueprints=blueprints(blueprint_count),
        )
    )


def storage(held: int, capacity: int) -> str:
    """``Storage 3/5``."""
    return say(
        Msg("afternova.board.storage", "Storage {held}/{capacity}", held=held, capacity=capacity)
    )


def capacity(amount: int) -> str:
    """``Storage capacity 5`` (the private picture)."""
    return say(Msg("afternova.board.capacity", "Storage capacity {amount}", amount=amount))


def objective(colours: list[str]) -> str:
    """``Objective: purple + green`` (revealed once the game is over)."""
    both = " + ".join(word(name, of="colour") for name in colours)
    return say(Msg("afternova.board.objective", "Objective: {colours}", colours=both))


def automa_title(done: int, score: int | None) -> str:
    """``Automa · 3 Blueprints`` and `` · 14 pts`` once scored."""
    title = say(AUTOMA_TITLE)
    head = say(
        Msg("afternova.board.automa_head", "{automa} · {done}", automa=title, done=blueprints(done))
    )
    return head if score is None else f"{head} · {points(score)}"


def empty_slot(label: str) -> str:
    """``#2 empty`` (a Market slot without a card)."""
    return say(Msg("afternova.board.empty_slot", "{label} empty", label=label))


def grid_title(title: Msg, count: int) -> str:
    """``Hired Paws (3)`` (a private grid's title)."""
    return say(
        Msg("afternova.board.grid_title", "{title} ({count})", title=say(title), count=count)
    )
