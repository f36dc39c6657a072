"""Turn order, completing Blueprints, discards and the end of the game.

docs/rules/afternova.md §4 (turn order, clockwise from the first player; "Completing
Blueprints": at the end of any player's turn; here an out-of-turn action open to every seat
between turns, i.e. while the active player has no Market action or deal under way, see
``legal``; an upgrade serves from the next turn on, see :func:`complete`; Market: hand limit 8;
Extract: storage overflow goes to the fragment discard pile) and §6 (the 6th Blueprint; no 7th;
then the last chance window).
"""

from __future__ import annotations

from collections import Counter

from rules.afternova import automa
from rules.afternova.actions import Complete
from rules.afternova.board import Ctx, discard_fragments, has_fragments, remove_fragments
from rules.afternova.cards import Catalog
from rules.afternova.state import TARGET_BLUEPRINTS, AfternovaState, CompletedBlueprint
from rules.afternova.words import blueprint_name, kind
from rules.afternova.words import colour as word_colour
from rules.core.events import private_event, public_event
from rules.core.text import Msg
from rules.core.window import DecisionWindow


def start_next_turn(ctx: Ctx) -> None:
    """End the active player's turn and start the next one (the automa plays inside this step)."""
    state = ctx.state
    state.market = None
    state.deal = None
    following = (state.active + 1) % state.num_players
    if following == 0 and state.end_triggered and state.end_rule == "finish_round":
        open_last_chance(ctx)
        return
    if following == 0 and state.automa is not None:
        if automa.take_turn(ctx) and state.automa_ends_game:
            trigger_end(ctx)
        if state.phase != "turn":
            return
    state.active = following
    state.turn_number += 1


def can_complete(state: AfternovaState, cat: Catalog, seat: int, blueprint: str) -> bool:
    """True when ``seat`` holds ``blueprint`` and its storage covers the cost (no 7th Blueprint)."""
    player = state.seats[seat]
    card = cat.blueprint.get(blueprint)
    return (
        card is not None
        and blueprint in player.hand
        and len(player.completed) < TARGET_BLUEPRINTS
        and has_fragments(player.storage, Counter(card.cost))
    )


_COMPLETES: dict[str, Complete] = {}
"""One ``Complete`` per Blueprint id, made once (actions are frozen values; every listing of
every seat asks which Blueprints it can complete)."""


def completions(state: AfternovaState, cat: Catalog, seat: int) -> list[Complete]:
    """Blueprints ``seat`` can complete from hand now (:func:`can_complete`, the storage counted
    once)."""
    player = state.seats[seat]
    if len(player.completed) >= TARGET_BLUEPRINTS:
        return []
    have = Counter(player.storage)
    found: list[Complete] = []
    for card in player.hand:
        blueprint = cat.blueprint.get(card)
        if blueprint is not None and all(have[c] >= n for c, n in blueprint.cost.items()):
            if (action := _COMPLETES.get(card)) is None:
                action = _COMPLETES[card] = Complete(blueprint=card)
            found.append(action)
    return found


def complete(ctx: Ctx, seat: int, blueprint: str) -> None:
    """Complete a Blueprint: pay its fragments to the discard pile, tuck it
    (docs/rules/afternova.md §4, Completing Blueprints).

    Its upgrade counts at once. The rulebook completes Blueprints "at the end of any player's
    turn" and excludes only "the turn in which the Blueprint was completed"; a completion here
    happens between turns (``legal``), which is the end of the turn just over, so the upgrade
    serves from the next turn on: its owner's Extracts and Market actions, the deals it helps
    (skills) and the fragments it receives (storage). Nothing in the gap itself can use it: a
    seat over its storage discards the excess before it may complete.
    """
    state = ctx.state
    player = state.seats[seat]
    card = ctx.cat.blueprint[blueprint]
    player.hand.remove(blueprint)
    remove_fragments(player.storage, card.icons)
    discard_fragments(state, card.icons)
    player.completed.append(CompletedBlueprint(id=blueprint))
    ctx.emit(
        public_event(
            "BlueprintCompleted",
            Msg(
                "afternova.event.completed",
                "{seat} completed {card} {name} ({vp} VP).",
                seat=f"{{p{seat}}}",
                card=blueprint,
                name=blueprint_name(card.name),
                vp=card.vp,
            ),
            closes_undo=True,
        )
    )
    if len(player.completed) == TARGET_BLUEPRINTS:
        if state.phase == "last_chance":
            close_last_chance(ctx, seat)
        else:
            trigger_end(ctx)


def trigger_end(ctx: Ctx) -> None:
    """A 6th Blueprint: open the last chance now, or finish the round first (``end_rule``)."""
    state = ctx.state
    if state.end_triggered:
        return
    state.end_triggered = True
    ending = Msg(
        "afternova.event.end_triggered", "A 6th Blueprint was completed: the game is ending."
    )
    ctx.emit(public_event("EndTriggered", ending))
    if state.end_rule == "last_chance":
        open_last_chance(ctx)


def open_last_chance(ctx: Ctx) -> None:
    """Give every seat below 6 Blueprints one last chance to complete.

    It opens only between actions (completions wait for the gap between turns; an Extract
    finishes its deal and the automa plays after the turn ended), so it never cuts a Market
    action or a deal short.
    """
    state = ctx.state
    assert state.market is None and state.deal is None, "the end cut an action short"
    state.phase = "last_chance"
    below = (s for s, player in enumerate(state.seats) if len(player.completed) < TARGET_BLUEPRINTS)
    state.last_chance = DecisionWindow.open("last_chance", below)
    if state.last_chance.is_closed:
        end_game(ctx)


def close_last_chance(ctx: Ctx, seat: int) -> None:
    """``seat`` has used its last chance (it passed, or completed its 6th Blueprint); the game
    ends when every seat has."""
    window = ctx.state.last_chance
    assert window is not None
    window.withdraw(seat)
    if window.is_closed:
        end_game(ctx)


def end_game(ctx: Ctx) -> None:
    """The game is over; objectives are revealed by the views from now on."""
    ctx.state.phase = "over"
    ctx.emit(
        public_event(
            "GameEnded",
            Msg(
                "afternova.event.game_ended",
                "The game is over: Starships turned over, scores counted.",
            ),
            closes_undo=True,
        )
    )


def cancel_deal(ctx: Ctx) -> None:
    """Return the Hired Paws on the table to their owners' hands and drop the open deal."""
    state = ctx.state
    if state.deal is None:
        return
    state.seats[state.active].hand.extend(state.deal.proposal.paws)
    for helper, paws in state.deal.accepted().items():
        state.seats[helper].hand.extend(paws)
    state.deal = None


def discard_fragment(ctx: Ctx, seat: int, colour: str) -> None:
    """Discard one stored fragment to the fragment discard pile (storage overflow)."""
    ctx.state.seats[seat].storage.remove(colour)
    discard_fragments(ctx.state, [colour])
    text = Msg(
        "afternova.event.fragment_discarded",
        "{seat} discarded a {colour} fragment.",
        seat=f"{{p{seat}}}",
        colour=word_colour(colour),
    )
    ctx.emit(public_event("FragmentDiscarded", text))


def discard_card(ctx: Ctx, seat: int, card: str) -> None:
    """Discard one card from hand to its face-up discard pile (hand limit)."""
    state = ctx.state
    state.seats[seat].hand.remove(card)
    (state.paw_discard if card in ctx.cat.paw else state.bp_discard).append(card)
    deck = "paw" if card in ctx.cat.paw else "bp"
    ctx.emit(
        private_event(
            "CardDiscarded",
            {seat},
            Msg(
                "afternova.event.card_discarded",
                "{seat} discarded {card} (hand limit).",
                seat=f"{{p{seat}}}",
                card=card,
            ),
            Msg(
                "afternova.event.kind_discarded",
                "{seat} discarded a {kind} (hand limit).",
                seat=f"{{p{seat}}}",
                kind=kind(deck),
            ),
            closes_undo=True,
        )
    )
