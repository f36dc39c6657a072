"""The secret choice of each Crew card's side at setup (docs/rules/high-frontier.md §3 step 2,
CR C2; decision in §23 Q17).

Each seat is dealt a Crew card face known to all (the card, not its side) and chooses its
faction side **secretly**: one ``side`` window asks every seat at once (``secret``), a seat's
answer (``side front`` / ``side back``) is told to it alone and the public log says only that it
chose. When the last seat has chosen, the sides are revealed together in one public line, the
Secretary-General's 2 extra Aquas are paid (C5) and the best clout letter becomes the 1st Player
(C8), who starts the first year. The **stated default** (applied when a seat's answer lapses) is
the card's **front** side.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.engine import Step
from rules.core.events import private_event, public_event
from rules.high_frontier import altruism, prompt_text, stacks, text, words
from rules.high_frontier.actions import Action, Side
from rules.high_frontier.state import HighFrontierState, Player

S = Step[HighFrontierState]
SECRETARY_GENERAL = 2  # the UN privilege: extra starting Aquas (C5)
SIDES: tuple[Side, Side] = (Side(side="front"), Side(side="back"))


class SideRules:
    """A seat's answers in the ``side`` window (:class:`rules.core.window.WindowRules`)."""

    def options(self, state: HighFrontierState, seat: int) -> Sequence[Action]:
        """``side front`` and ``side back``, the stated default first."""
        return list(SIDES)

    def default(self, state: HighFrontierState, seat: int) -> Action:
        """The front side."""
        return SIDES[0]

    def standing(self, state: HighFrontierState, seat: int) -> Action | None:
        """No standing choice: the side is chosen once."""
        return None


SIDE = SideRules()


def factions(player: Player) -> str:
    """The two faction names of ``player``'s Crew card, front first (``"ROSCOSMOS or
    Taikonauts"``): what the others see while the side is secret."""
    return prompt_text.FACTIONS_UNCHOSEN.format(
        one=stacks.name(player.crew, "front"), other=stacks.name(player.crew, "back")
    )


def answer(step: S, action: Side) -> None:
    """Record ``step.seat``'s secret side; reveal all once the last seat has chosen."""
    state = step.state
    window = state.window
    assert window is not None and window.kind == "side"
    window.record(step.seat, action.side)
    player = state.players[step.seat]
    said = text.SIDE_CHOSEN_OWN.format(
        side=action.side, faction=stacks.name(player.crew, action.side)
    )
    step.emit(
        private_event("SideChosen", {step.seat}, said, text.SIDE_CHOSEN.format(seat=step.seat))
    )
    if window.is_closed:
        reveal(step)


def reveal(step: S) -> None:
    """Turn every Crew card to its chosen side, pay the Secretary-General (and a solitaire
    Altruism seat's extra Aquas, :mod:`.altruism`), seat the 1st Player (best clout letter, A
    best) and start the first year."""
    state = step.state
    window = state.window
    assert window is not None
    shown = []
    for seat, player in enumerate(state.players):
        side = window.answers.get(seat)
        player.side = "back" if side == "back" else "front"
        face = stacks.face(player.crew, player.side)
        privilege = face.privilege.keyword if face.privilege is not None else None
        if privilege == "SECRETARY GENERAL":
            player.aquas += SECRETARY_GENERAL
        player.aquas += altruism.starting_aquas(state, privilege)
        shown.append(text.SIDE_SHOWN.format(seat=seat, faction=face.name))
    state.first = state.current = first_player(state.players)
    state.phase, state.window = ("draft" if state.draft else "play"), None
    line = text.SIDES_REVEALED.format(sides=words.listed(shown), first=state.first)
    step.emit(public_event("SidesRevealed", line, closes_undo=True))


def first_player(players: Sequence[Player]) -> int:
    """The seat with the best clout letter (A best) plays first (C8); no letter counts last."""
    letters = [stacks.face(p.crew, p.side).faction_letter or "Z" for p in players]
    return min(range(len(players)), key=lambda seat: letters[seat])
