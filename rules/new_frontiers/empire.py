"""Choosing the side of the empire mat (docs/rules/new-frontiers.md §2 step 4; option
``empire: chosen``).

Each player is dealt a random empire mat; "players can all use the side recommended in the
rules, or a side of their choice" (§2 step 4). With ``empire: chosen`` every seat chooses a side
of **its own dealt mat** (decided: not a mat from the box, since the mat is dealt at random
either way), in one window asking every seat at once before the first selection.

Decided: the choices are **secret until every seat has chosen** (a ``secret`` window): at the
table the players turn their mats over together, and in play-by-post a seat that waits must not
learn the others' home worlds first. So the answer ``empire e-3b`` is the seat's own business
(its log line says only that it chose), and its commitment stays out of every view until the
window closes; then the home worlds are placed in seat order, a windfall home world with its
good, and one public line names them all. The stated default, applied when the window lapses,
is the recommended side.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.events import private_event, public_event
from rules.core.text import Msg
from rules.core.wording import commas
from rules.new_frontiers.actions import Action, Side
from rules.new_frontiers.context import Ctx
from rules.new_frontiers.pack import Empire, Pack, load
from rules.new_frontiers.setup import place_empire
from rules.new_frontiers.state import NewFrontiersState
from rules.new_frontiers.words import who


def sides(pack: Pack, state: NewFrontiersState, seat: int) -> list[Empire]:
    """The two sides of ``seat``'s dealt mat, the recommended one first (none once placed)."""
    mat = state.seats[seat].mat
    found = [e for e in pack.empires if e.mat == mat]
    return sorted(found, key=lambda e: not e.recommended)


class EmpireRules:
    """A seat's answers in the ``empire`` window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: NewFrontiersState, seat: int) -> Sequence[Action]:
        """``empire <id>`` for each side of its mat, the recommended side first."""
        return [Side(empire=e.id) for e in sides(load(state.pack), state, seat)]

    def default(self, state: NewFrontiersState, seat: int) -> Action:
        """The recommended side."""
        return self.options(state, seat)[0]

    def standing(self, state: NewFrontiersState, seat: int) -> Action | None:
        """No standing choice: the side is chosen once."""
        return None


EMPIRE = EmpireRules()


def answer(ctx: Ctx, seat: int, action: Side) -> None:
    """Record ``seat``'s secret choice; only it is told which side it chose."""
    window = ctx.state.window
    assert window is not None
    window.record(seat, action.empire)
    home = ctx.pack.empire_by_id[action.empire].home
    said = Msg(
        "new_frontiers.event.empire_chosen",
        "You chose side {side} ({home}); it is revealed once all have chosen.",
        side=action.empire,
        home=home.name,
    )
    ctx.emit(private_event("EmpireChosen", {seat}, said, None))
    chose = Msg(
        "new_frontiers.event.side_chosen",
        "{seat} chose the side of their empire mat.",
        seat=who(seat),
    )
    ctx.emit(public_event("EmpireSideChosen", chose))


def progress(ctx: Ctx) -> bool:
    """Once every seat has chosen: place the home worlds in seat order, name them, and start
    the first round; True then."""
    state, pack = ctx.state, ctx.pack
    window = state.window
    assert window is not None
    if not window.is_closed:
        return False
    placed: list[str] = []
    for seat in range(state.num_players):
        empire = str(window.answers[seat])
        place_empire(pack, state, seat, empire)
        placed.append(
            Msg(
                "new_frontiers.event.empire",
                "{seat} {home} ({side})",
                seat=who(seat),
                home=pack.empire_by_id[empire].home.name,
                side=empire,
            )
        )
    placed_all = Msg("new_frontiers.event.empires", "Empires: {placed}.", placed=commas(placed))
    ctx.emit(public_event("EmpiresPlaced", placed_all))
    state.phase, state.window = "select", None
    return True
