"""The Afternova board in words, from :class:`rules.afternova.state.PublicView` alone.

``describe`` is the picture's alt text (one paragraph, at most 1024 characters); ``text_board``
is the whole board as lines for screen readers (``/game board text:yes``), in the picture's
order: header, Planets, Market, players, the automa (docs/rules/afternova.md §4). Market cards
are named by slot (``#2``) as the picture and the notation name them; hands are counted, never
listed. Both speak the language being drawn (:func:`render.common.language.say`; ids
``afternova.text.*``), English by default.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from render.afternova import labels
from render.afternova.board import TARGET_BLUEPRINTS, header
from render.common.language import say
from render.common.words import paragraph, seat_words, section
from rules.afternova.state import BlueprintView, PawView, PlanetView, PublicView, SeatView
from rules.afternova.words import colour, skill
from rules.core.text import Arg, Msg

SEMICOLON = Msg("afternova.text.semicolon", "; ")


def _say(key: str, english: str, /, **args: Arg) -> str:
    """Message ``afternova.text.<key>`` in the language drawn."""
    return say(Msg(f"afternova.text.{key}", english, **args))


def _colours(names: Iterable[str]) -> str:
    """Fragment colours as a list in the language drawn (``purple, green``), or ``none``."""
    return labels.listing(say(colour(name)) for name in names) or say(labels.NONE)


def _joined(parts: Iterable[str]) -> str:
    """Parts joined by the locale's semicolon (``a; b`` / ``a；b``), empty ones left out."""
    return say(SEMICOLON).join(part for part in parts if part)


def describe(view: PublicView, *, names: Sequence[str]) -> str:
    """The board's alt text (:class:`render.Renderer`): its header, the Planets, and each
    player's score and progress."""
    planets = _joined(_planet(planet) for planet in view.planets)
    sentences = [*header(view, names).sentences(), _say("planets", "Planets: {all}.", all=planets)]
    sentences += [_seat_brief(seat, names) for seat in view.seats]
    if view.automa is not None:
        done = len(view.automa.completed) + view.automa.face_down
        sentences.append(
            _say("automa_brief", "Automa: {done} completed.", done=labels.blueprints(done))
        )
    return paragraph(sentences)


def text_board(view: PublicView, *, names: Sequence[str]) -> str:
    """The whole public board in words (:class:`render.Renderer`): the header, then a section
    per part; several thousand characters with six players."""
    lines = header(view, names).sentences()
    lines += section(
        _say(
            "planets_head", "Planets (bag {bag}, deck {deck})", bag=view.bag, deck=view.planet_deck
        ),
        (f"{planet.slot}: {_planet(planet)}" for planet in view.planets),
    )
    lines += section(
        _say(
            "paws_head",
            "Market: Hired Paws (deck {deck}, discard {discard})",
            deck=view.paw_deck,
            discard=view.paw_discard,
        ),
        (f"#{i}: {_paw(paw)}" for i, paw in enumerate(view.market_paws, start=1)),
    )
    lines += section(
        _say(
            "bps_head",
            "Market: Blueprints (deck {deck}, discard {discard})",
            deck=view.bp_deck,
            discard=view.bp_discard,
        ),
        (f"#{i}: {_blueprint(bp)}" for i, bp in enumerate(view.market_bps, start=1)),
    )
    lines += section(_say("players", "Players"), (_seat(seat, view, names) for seat in view.seats))
    if view.automa is not None:
        lines += section(say(labels.AUTOMA_TITLE), _automa(view))
    return "\n".join(lines)


def _automa(view: PublicView) -> list[str]:
    """The automa's lines: Blueprints done (and its score once over), storage, its row and its
    objective once revealed."""
    automa = view.automa
    assert automa is not None
    row = _joined(
        _say(
            "covered",
            "{blueprint}, covered by {colours}",
            blueprint=_blueprint(entry.blueprint),
            colours=_colours(entry.covered),
        )
        for entry in automa.row
    )
    done = labels.blueprints(len(automa.completed) + automa.face_down)
    scored = (
        _say("scored", "; {score} points", score=automa.score) if automa.score is not None else ""
    )
    objective = " + ".join(say(colour(name)) for name in automa.objective or [])
    return [
        _say("done", "{done} completed{score}", done=done, score=scored),
        _say(
            "automa_storage",
            "storage {held}/4: {colours}",
            held=len(automa.storage),
            colours=_colours(automa.storage),
        ),
        _say("row", "row: {row}", row=row or say(labels.EMPTY)),
        _say("objective", "objective: {colours}", colours=objective) if objective else "",
    ]


def _skills(counts: dict[str, int]) -> list[str]:
    """``piloting 2``, ``science 1``: each skill and its points in the language drawn."""
    return [
        _say("skill_count", "{skill} {count}", skill=say(skill(name)), count=n)
        for name, n in counts.items()
    ]


def _planet(planet: PlanetView) -> str:
    """``Wisp, needs piloting 2 and science 1, fragments 2 of 3: green, white``."""
    needs = ""
    for pair in _skills(planet.requirements):
        needs = _say("and", "{first} and {second}", first=needs, second=pair) if needs else pair
    return _say(
        "planet",
        "{name}, needs {needs}, fragments {held} of {spaces}: {colours}",
        name=say(planet.name),
        needs=needs,
        held=len(planet.fragments),
        spaces=planet.spaces,
        colours=_colours(planet.fragments),
    )


def _paw(paw: PawView | None) -> str:
    """``piloting 1, security 2`` or ``empty``."""
    if paw is None:
        return say(labels.EMPTY)
    return labels.listing(_skills(paw.skills)) or say(labels.NONE)


def _blueprint(bp: BlueprintView | None) -> str:
    """``Name (3 VP), costs purple 2, green 1; upgrade: …`` or ``empty``."""
    if bp is None:
        return say(labels.EMPTY)
    cost = labels.listing(
        _say("colour_count", "{colour} {count}", colour=say(colour(name)), count=n)
        for name, n in bp.cost.items()
    )
    return _say(
        "blueprint",
        "{name} ({vp} VP), costs {cost}; upgrade: {upgrade}",
        name=say(bp.name),
        vp=bp.vp,
        cost=cost or say(labels.NONE),
        upgrade=say(bp.upgrade_text),
    )


def _score(seat: SeatView) -> str:
    """``12 points`` once over, else ``5 VP`` of completed Blueprints."""
    if seat.score is not None:
        return _say("points", "{score} points", score=seat.score)
    return labels.vp(seat.blueprint_vp)


def _seat_brief(seat: SeatView, names: Sequence[str]) -> str:
    """One sentence for the alt text: score, Blueprints and storage."""
    return _say(
        "seat_brief",
        "{seat}: {score}, {done} of {target} Blueprints, storage {held}/{capacity}.",
        seat=seat_words(names, seat.seat),
        score=_score(seat),
        done=len(seat.completed),
        target=TARGET_BLUEPRINTS,
        held=len(seat.storage),
        capacity=seat.capacity,
    )


def _seat(seat: SeatView, view: PublicView, names: Sequence[str]) -> str:
    """A player's line: score, hand counts, storage, completed Blueprints, what it owes."""
    completed = labels.listing(
        _say("completed_one", "{name} ({vp} VP)", name=say(bp.name), vp=bp.vp)
        for bp in seat.completed
    )
    parts = [
        _say(
            "seat_head",
            "{seat}, seat @{number}: {score}",
            seat=seat_words(names, seat.seat),
            number=seat.seat + 1,
            score=_score(seat),
        ),
        _say(
            "seat_hand",
            "hand {paws} and {blueprints}",
            paws=labels.paws(seat.paws_in_hand),
            blueprints=labels.blueprints(seat.blueprints_in_hand),
        ),
        _say(
            "seat_storage",
            "storage {held}/{capacity}: {colours}",
            held=len(seat.storage),
            capacity=seat.capacity,
            colours=_colours(seat.storage),
        ),
        _say(
            "completed",
            "completed: {blueprints}",
            blueprints=completed or say(labels.NONE),
        ),
    ]
    if seat.objective is not None:
        both = " + ".join(say(colour(name)) for name in seat.objective)
        parts.append(_say("objective", "objective: {colours}", colours=both))
    elif seat.seat in view.to_act or seat.is_active:
        parts.append(labels.owes(seat.owes))
    return _joined(parts)
