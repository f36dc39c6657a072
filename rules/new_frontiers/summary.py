"""A seat's private view in words, and the words on the buttons (``label_action``)."""

from __future__ import annotations

from rules.core.summary import Section, join_sections
from rules.core.text import Arg, Msg
from rules.core.wording import chain, commas, lines, plural_s
from rules.new_frontiers.actions import (
    Action,
    Consume,
    Develop,
    Keep,
    Prefer,
    Return,
    Reveal,
    Select,
    Settle,
    Side,
    Take,
    Trade,
    Windfall,
    describe,
)
from rules.new_frontiers.develop import price
from rules.new_frontiers.pack import Development, Pack, World
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.text import powers_of
from rules.new_frontiers.views import PrivateView
from rules.new_frontiers.words import article, colour, goal_text, tile


def private_summary(view: PrivateView, pack: Pack) -> str:
    """``view.seat``'s goals, empire and standing choices as Markdown (≤ 1500 characters): a
    :class:`~rules.core.text.Msg` of its lines; when that is too long, the English text
    shortened by :func:`rules.core.summary.join_sections`. ``pack`` (public component data)
    gives the goals' scoring in words."""
    me = view.seats[view.seat]
    goal = [_goal_line(pack, view.goal.id, view.goal.name)] if view.goal else []
    drawn = [
        Msg(
            "new_frontiers.summary.drawn",
            "- `keep {id}`: {name}: {text}",
            id=g.id,
            name=g.name,
            text=_goal_words(pack, g.id),
        )
        for g in view.drawn
    ]
    worlds = [_with_powers(pack, _world_line(w.name, w.id, w.good), w.id) for w in me.worlds]
    explored = [_with_powers(pack, _world_line(w.name, w.id, False), w.id) for w in me.explored]
    devs = [
        _with_powers(
            pack,
            Msg("new_frontiers.summary.world", "- {name} (`{id}`)", name=d.name, id=d.id),
            d.id,
        )
        for d in me.developments
    ]
    prefs = view.prefs
    sections = [
        Section(
            Msg(
                "new_frontiers.summary.you",
                "**You**: {credits} credits, {colonists} colonists, {chips} VP chips, "
                "military {military}, {vp} VP",
                credits=me.credits,
                colonists=me.colonists,
                chips=me.chips,
                military=me.military,
                vp=me.score,
            )
        ),
        Section(
            Msg("new_frontiers.summary.goal", "**Face-down goal** (secret):")
            if goal
            else Msg("new_frontiers.summary.no_goal", "**No face-down goal.**"),
            tuple(goal),
        ),
        *(
            [
                Section(
                    Msg("new_frontiers.summary.goals_drawn", "**Goals drawn** (keep one):"),
                    tuple(drawn),
                )
            ]
            if drawn
            else []
        ),
        Section(
            Msg("new_frontiers.summary.worlds", "**Worlds** ({count}):", count=len(worlds)),
            tuple(worlds),
        ),
        Section(
            Msg("new_frontiers.summary.explored", "**Explored** ({count}):", count=len(explored)),
            tuple(explored),
        ),
        Section(
            Msg(
                "new_frontiers.summary.developments",
                "**Developments** ({count}):",
                count=len(devs),
            ),
            tuple(devs),
        ),
        Section(_choices(prefs.trade, prefs.consume, prefs.stockpile)),
    ]
    shortened = join_sections(sections)
    every = [line for section in sections for line in (section.heading, *section.items)]
    if shortened != "\n".join(every):
        return shortened  # over the limit: the English text, shortened by join_sections
    return lines(every)


def _goal_words(pack: Pack, goal_id: str) -> str:
    goal = pack.goal(goal_id)
    return goal_text(goal.vp, goal.per, goal.stockpile)


def _goal_line(pack: Pack, goal_id: str, name: str) -> Msg:
    return Msg(
        "new_frontiers.summary.goal_line",
        "- {name} (`{id}`): {text}",
        name=name,
        id=goal_id,
        text=_goal_words(pack, goal_id),
    )


def _with_powers(pack: Pack, line: Msg, tile_id: str) -> Msg:
    """``line`` and the tile's powers in a picture's few words (``- Gilded Moor (`w-05`) —
    Settle −$1 (novelty)``, :func:`rules.new_frontiers.text.power_short`)."""
    tile = pack.by_id[tile_id]
    powers = powers_of(tile, short=True) if isinstance(tile, World | Development) else []
    if not powers:
        return line
    said = chain("new_frontiers.summary.dot", "{first} · {rest}", powers)
    return Msg("new_frontiers.summary.with_powers", "{line} — {powers}", line=line, powers=said)


def _world_line(name: str, world_id: str, good: bool) -> Msg:
    if good:
        return Msg(
            "new_frontiers.summary.world_good",
            "- {name} (`{id}`) with a good",
            name=name,
            id=world_id,
        )
    return Msg("new_frontiers.summary.world", "- {name} (`{id}`)", name=name, id=world_id)


def _choices(trade: str, consume: str, stockpile: str) -> Msg:
    fields: dict[str, Arg] = {
        "trade": Msg(f"new_frontiers.pref.trade_{trade}", trade),
        "consume": Msg(f"new_frontiers.pref.consume_{consume}", consume),
    }
    if stockpile != "no":
        fields["stockpile"] = Msg(f"new_frontiers.pref.stockpile_{stockpile}", stockpile)
        return Msg(
            "new_frontiers.summary.choices_stockpile",
            "**Standing choices** (private): trade {trade}, consume {consume}, "
            "stockpile {stockpile}",
            **fields,
        )
    return Msg(
        "new_frontiers.summary.choices",
        "**Standing choices** (private): trade {trade}, consume {consume}",
        **fields,
    )


def label(pack: Pack, state: NewFrontiersState, seat: int, action: Action) -> str:
    """The move's verb with the tile named and what it costs or gives (``take Far Ridge``):
    names, never ids (issue #25 item 5; every name of the pack is its own), the verb in the
    table's language (``拿取 Far Ridge``)."""
    said = describe(action)
    match action:
        case Side(empire=e):
            side = pack.empire_by_id[e]
            if side.recommended:
                return Msg(
                    "new_frontiers.label.side_recommended",
                    "empire {id}: {home} (recommended)",
                    id=e,
                    home=side.home.name,
                )
            return Msg("new_frontiers.label.side", "empire {id}: {home}", id=e, home=side.home.name)
        case Select(tile=name):
            return Msg(
                "new_frontiers.label.select", "select {key}: {name}", key=name, name=tile(name)
            )
        case Take(world=w):
            return _named("new_frontiers.label.take", "take {name}", pack.world(w).name)
        case Return(world=w):
            return _named("new_frontiers.label.return", "return {name}", pack.world(w).name)
        case Windfall(world=w):
            return _named("new_frontiers.label.windfall", "windfall {name}", pack.world(w).name)
        case Settle(world=str(w)):
            return _named("new_frontiers.label.settle", "settle {name}", pack.world(w).name)
        case Develop(dev=str(d)):
            dev = pack.development(d)
            return Msg(
                "new_frontiers.label.develop",
                "develop {name} (cost {cost})",
                name=dev.name,
                cost=price(pack, state, seat, dev),
            )
        case Trade(world=str(w)):
            good = pack.world(w).colour
            assert good is not None
            return Msg(
                "new_frontiers.label.trade",
                "trade {a} {colour} good from {name}",
                name=pack.world(w).name,
                a=article(good),
                colour=colour(good),
            )
        case Consume(power=p, worlds=worlds):
            return Msg(
                "new_frontiers.label.consume",
                "consume {count} good{s} from {worlds} with {name}",
                worlds=commas([pack.world(w).name for w in worlds]),
                count=len(worlds),
                s=plural_s(len(worlds)),
                name=pack.by_id[p].name,
            )
        case Keep(goal=g, under=()):
            return _named("new_frontiers.label.keep", "keep {name}", pack.goal(g).name)
        case Keep(goal=g, under=under):
            return Msg(
                "new_frontiers.label.keep_under",
                "keep {name}; under the stack: {under}",
                name=pack.goal(g).name,
                under=commas([pack.goal(u).name for u in under]),
            )
        case Prefer(topic=topic, value=value):
            return Msg(f"new_frontiers.label.prefer_{topic}_{value}", said)
        case Develop() | Settle() | Trade() | Reveal():
            return Msg(f"new_frontiers.label.{said.replace(' ', '_')}", said)
    return said


def _named(key: str, english: str, name: str) -> Msg:
    return Msg(key, english, name=name)
