"""New Frontiers sentences: powers in words, prompts, status, the notation help.

Every sentence here is public unless it says otherwise: none names a world in the bag, an
undrawn goal or a seat's face-down goal.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.text import Arg, Msg
from rules.core.wording import chain, commas, either, spaced
from rules.new_frontiers.pack import Bonus, Development, Empire, Power, World, load
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.words import colour, count_text, tile, who, world_kind

_NOTATION_LINES = (
    "**New Frontiers notation** (ids are on the board: `w-12` worlds, `d-07` developments)",
    "- `empire e-3b`: before round 1 (option `empire: chosen`), the side of your empire mat "
    "(secret until all have chosen)",
    "- `select explore`: select a tile (`explore`, `develop`, `settle`, `produce`, `trade`, "
    "`envoys`, `isolation` or `goals`)",
    "- `take w-12`: Explore, take a drawn world (in priority order); `return w-12`: back to "
    "the bag (over 9 worlds)",
    "- `develop d-07` / `develop nothing`: Develop (everyone at once)",
    "- `settle w-12` / `settle colonists`: Settle (everyone at once), a world or +2 colonists",
    "- `windfall w-05`: Produce, the selector's windfall world",
    "- `trade w-03` / `trade nothing`, then `consume d-02 w-05 w-07`: Trade/Consume, a "
    "consume power and the worlds whose goods it takes",
    "- `keep g-03` (or `keep g-03 g-07 g-01`: the other two under the stack in that order), "
    "`reveal new` / `reveal old`, `reveal mine`: goals variant",
    "- `prefer trade best|nothing|ask`, `prefer consume auto|ask`, "
    "`prefer stockpile yes|no|novelty|rare|genes|alien`: standing choices (private)",
    "Develop, Settle and Trade are answered by everyone at once; Explore picks go down the "
    "priority track.",
)
NOTATION_HELP = Msg("new_frontiers.help.notation", "\n".join(_NOTATION_LINES))


def power_text(power: Power) -> str:
    """One power in words, translatable: ``Settle: +2 military (rebel)``; ``Consume: up to 2
    alien goods for 3 VP each`` (docs/rules/new-frontiers.md §8)."""
    if power.effect == "consume":
        english = "{action}: up to {goods} {target} good(s) for {gain} each"
        return Msg("new_frontiers.power.consume_line", english, **_consumed(power))
    effect = Msg(
        f"new_frontiers.power.effect_{power.effect}", EFFECTS[power.effect], n=power.amount
    )
    return Msg("new_frontiers.power.line", "{action}: {effect}", **_effect(power, effect))


def power_short(power: Power) -> str:
    """One power in a picture's few words, translatable: ``Settle +2 mil (rebel)``; ``Consume
    2× alien → 3 VP``. The same facts as :func:`power_text` with the effect abbreviated as the
    board's seat panels abbreviate (``mil``, ``col``, ``$``); the full sentence is in the text
    board and ``/card`` (docs/rules/new-frontiers.md §8)."""
    if power.effect == "consume":
        english = "{action} {goods}× {target} → {gain}"
        return Msg("new_frontiers.short.consume", english, **_consumed(power))
    effect = Msg(f"new_frontiers.short.{power.effect}", SHORT_EFFECTS[power.effect], n=power.amount)
    return Msg("new_frontiers.short.line", "{action} {effect}", **_effect(power, effect))


def _consumed(power: Power) -> dict[str, Arg]:
    """The fields of a consume power's sentence: action, goods, target and gain per good."""
    gains = [
        Msg(f"new_frontiers.power.gain_{unit}", english, n=n)
        for n, unit, english in ((power.vp, "VP", "{n} VP"), (power.credits, "credit", "${n}"))
        if n
    ]
    return {
        "action": _action(power),
        "goods": power.goods,
        "target": _target(power) or Msg("new_frontiers.power.any", "any"),
        "gain": chain("new_frontiers.power.and", "{first} + {rest}", gains),
    }


def _effect(power: Power, effect: Msg) -> dict[str, Arg]:
    """The fields of another power's sentence: its action, and ``effect`` followed by what
    limits it (target, count, after, may)."""
    parts: list[str] = [effect]
    if target := _target(power):
        parts.append(Msg("new_frontiers.power.against", "({target})", target=target))
    if power.per:
        parts.append(Msg("new_frontiers.power.per", "per {count}", count=count_text(power.per)))
    if power.after:
        parts.append(Msg("new_frontiers.power.after", "after you do"))
    if power.may:
        parts.append(Msg("new_frontiers.power.may", "(may)"))
    return {"action": _action(power), "effect": spaced(parts)}


def _action(power: Power) -> Msg:
    """The action a power works in: ``Settle``."""
    return Msg(f"new_frontiers.power.{power.action}", power.action.capitalize())


def _target(power: Power) -> str:
    """The colour and trait a power is limited to (``alien rebel``), ``''`` for none."""
    return spaced(
        [
            *([colour(power.colour)] if power.colour else []),
            *([Msg(f"new_frontiers.tag.{power.tag}", power.tag)] if power.tag else []),
        ]
    )


EFFECTS = {
    "draw": "draw {n} more world(s)",
    "colonists": "+{n} colonist(s)",
    "credits": "+{n} credit(s)",
    "vp": "+{n} VP",
    "discount": "-{n} cost",
    "military": "+{n} military",
    "windfall": "produce on a windfall world",
    "sell": "+{n} credit(s)",
}
"""The English template of each power effect (``new_frontiers.power.effect_<name>``)."""

SHORT_EFFECTS = {
    "draw": "+{n} draw",
    "colonists": "+{n} col",
    "credits": "+${n}",
    "vp": "+{n} VP",
    "discount": "−${n}",
    "military": "+{n} mil",
    "windfall": "windfall good",
    "sell": "+${n}",
}
"""The picture's abbreviation of each power effect (``new_frontiers.short.<name>``)."""


def powers_of(tile: World | Development, *, short: bool = False) -> list[str]:
    """A world's or development's powers and then its "?" bonus, as sentences
    (:func:`power_text`, what ``/card`` says) or in a picture's few words (``short``,
    :func:`power_short`)."""
    said = power_short if short else power_text
    return [*map(said, tile.powers), *([bonus_text(tile.bonus)] if tile.bonus else [])]


def bonus_text(bonus: Bonus) -> str:
    """A "?" bonus in words: ``? 2 VP per rebel world``."""
    return Msg(
        "new_frontiers.power.bonus",
        "? {vp} VP per {count}",
        vp=bonus.vp,
        count=count_text(bonus.per),
    )


def status(state: NewFrontiersState, owing: frozenset[int]) -> str:
    """Who the table waits for, in one public sentence."""
    return status_of(state.phase, state.round, sorted(owing))


def status_of(phase: str, round_number: int, owing: Sequence[int]) -> str:
    """:func:`status` from the public facts it names (the board rebuilds it from the view)."""
    if phase == "over":
        return Msg("new_frontiers.status.over", "The game is over.")
    names = commas([who(s) for s in owing])
    if phase == "empire":
        return Msg(
            "new_frontiers.status.empire",
            "Before round 1: {names} choose the side of their empire mat.",
            names=names,
        )
    if phase == "select":
        return Msg(
            "new_frontiers.status.select",
            "Round {round}: {names} selects an action tile.",
            round=round_number,
            names=names,
        )
    return Msg(
        "new_frontiers.status.waiting",
        "Round {round}, {tile}: waiting for {names}.",
        round=round_number,
        tile=tile(phase),
        names=names,
    )


def empire_prompt(state: NewFrontiersState, seat: int) -> str:
    """The empire-side question: both sides of ``seat``'s dealt mat (public: only the answer is
    secret)."""
    mat = state.seats[seat].mat
    sides = sorted((e for e in load(state.pack).empires if e.mat == mat), key=lambda e: e.side)
    return Msg(
        "new_frontiers.prompt.empire",
        "Choose the side of your empire mat {mat}, secret until all have chosen: {offered}.",
        mat=str(mat),
        offered=either([_side(e) for e in sides]),
    )


def _side(empire: Empire) -> Msg:
    """What a side gives, its home world as ``/card`` says it: ``empire e-1a (Sunken
    Anchorage, recommended) — production world, rare goods, 1 VP, Settle: +1 military``."""
    home = empire.home
    if empire.recommended:
        side = Msg(
            "new_frontiers.prompt.side_recommended",
            "`empire {id}` ({home}, recommended)",
            id=empire.id,
            home=home.name,
        )
    else:
        side = Msg(
            "new_frontiers.prompt.side", "`empire {id}` ({home})", id=empire.id, home=home.name
        )
    facts: list[str] = [
        world_kind(home.kind, home.colour),
        Msg("new_frontiers.gain.vp", "{n} VP", n=home.vp),
        *(Msg(f"new_frontiers.tag.{tag}", tag) for tag in home.tags),
        *powers_of(home),
    ]
    return Msg(
        "new_frontiers.prompt.side_gives", "{side} — {facts}", side=side, facts=commas(facts)
    )


_ASKED = {
    "explore": Msg(
        "new_frontiers.prompt.explore",
        "Take one of the drawn worlds (or return an explored world over the limit).",
    ),
    "develop": Msg(
        "new_frontiers.prompt.develop", "Develop one development, or `develop nothing`."
    ),
    "settle": Msg(
        "new_frontiers.prompt.settle", "Settle an explored world, or `settle colonists` (+2)."
    ),
    "windfall": Msg("new_frontiers.prompt.windfall", "Choose the windfall world to produce on."),
    "trade": Msg(
        "new_frontiers.prompt.trade",
        "Trade one good (or `trade nothing`), then consume with your powers.",
    ),
    "goals": Msg("new_frontiers.prompt.goals", "Keep one of the goals you drew, face down."),
    "reveal": Msg(
        "new_frontiers.prompt.reveal",
        "Reveal the goal you kept (`reveal new`) or the one face down (`reveal old`).",
    ),
}


def prompt(state: NewFrontiersState, seat: int) -> str:
    """What ``seat`` is asked now, in one public sentence."""
    window = state.window
    if state.phase == "select":
        left = [tile(t) for t in state.tiles if t not in (c for c, _ in state.chosen)]
        return Msg(
            "new_frontiers.prompt.select", "Select an action tile: {left}.", left=commas(left)
        )
    kind = window.kind if window is not None else state.phase
    if kind == "empire":
        return empire_prompt(state, seat)
    return _ASKED[kind]
