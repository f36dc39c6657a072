"""Afternova state and view models.

State is exact and complete (decks in order, the bag's contents); views are what a seat may know:
:class:`PublicView` (everyone) and :class:`PrivateView` (one seat: the public view plus its hand,
Starship and hidden objective). Hidden information is absent from views by construction: the
public view holds hand *counts*, never hand card ids, objective colours, deck orders, the
automa's face-down Blueprints or Starship ids (a Starship id would name its back).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from rules.afternova.actions import Extract
from rules.core.game import BaseState
from rules.core.text import Text
from rules.core.window import DecisionWindow

Phase = Literal["turn", "last_chance", "over"]
EndRule = Literal["last_chance", "finish_round"]
HAND_LIMIT = 8
TARGET_BLUEPRINTS = 6


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CompletedBlueprint(_Model):
    """A Blueprint tucked under a Starship (docs/rules/afternova.md §4, Completing Blueprints).

    Its upgrade counts from the moment it is completed: completions happen between turns, which
    the engine counts as the end of the turn just over, the one turn the rulebook excludes (see
    ``flow.complete``).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str


class SeatState(_Model):
    """One player's components.

    Attributes:
        starship: Starship id (secret: the pack maps it to its hidden objective).
        hand: Hired Paw and Blueprint ids in hand (secret).
        storage: stored fragment colours, sorted in pack colour order (public).
        completed: completed Blueprints in completion order (public).
    """

    starship: str
    hand: list[str] = Field(default_factory=list)
    storage: list[str] = Field(default_factory=list)
    completed: list[CompletedBlueprint] = Field(default_factory=list)


class PlanetSlot(_Model):
    """A face-up Planet and the fragment colours on its spaces (a value: a slot that changes is
    replaced, so copies of the state share it)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    fragments: tuple[str, ...] = ()


class Deal(_Model):
    """An open Extract proposal (docs/rules/afternova.md §4, Extract: helpers and the split must
    be agreed).

    Attributes:
        proposal: the proposed Extract (its paws are on the table, out of the hand).
        answers: the helpers' decision window (kind ``deal``, all at once): ``pending`` are the
            helpers still to answer, ``answers`` maps a helper who accepted to the Hired Paw ids
            it committed (public: they are on the table).
    """

    proposal: Extract
    answers: DecisionWindow

    @property
    def waiting(self) -> list[int]:
        """Helper seats that have not answered yet."""
        return self.answers.pending

    def accepted(self) -> dict[int, list[str]]:
        """Helper seat -> the Hired Paw ids it committed, for every helper that accepted."""
        return {
            seat: [str(paw) for paw in paws]
            for seat, paws in self.answers.answers.items()
            if isinstance(paws, list)
        }


class MarketProgress(_Model):
    """A Market action under way: picks left (3 + extra picks - sweeps - cards taken)."""

    picks_left: int
    taken: int = 0
    sweeps: int = 0


class AutomaBlueprint(_Model):
    """A face-up Blueprint in the automa's row and the fragment colours covering its icons."""

    id: str
    covered: list[str] = Field(default_factory=list)


class AutomaState(_Model):
    """The 2-player automa (docs/rules/afternova.md §7); it is first player and holds no paws.

    Attributes:
        starship: its face-down Starship (its objective is secret from everyone until the end).
        row: its face-up Blueprints, left to right.
        storage: fragments not placed on a Blueprint.
        completed: face-up Blueprints it completed.
        hidden: Blueprints gained face down from the deck (unseen; count only is public).
    """

    starship: str
    row: list[AutomaBlueprint] = Field(default_factory=list)
    storage: list[str] = Field(default_factory=list)
    completed: list[str] = Field(default_factory=list)
    hidden: list[str] = Field(default_factory=list)


class AfternovaState(BaseState):
    """The whole game.

    Attributes:
        end_rule: ``last_chance`` (docs/rules/afternova.md §6) or ``finish_round``.
        automa_ends_game: the automa's 6th Blueprint triggers the end too
            (docs/rules/afternova.md §10, question 4).
        turn_number: 1 at the first player's first turn, +1 whenever a player's turn starts.
        active: the seat whose turn it is.
        phase: ``turn``, ``last_chance`` (after the 6th Blueprint) or ``over``.
        seats, planets, market_paws, market_bps: the table (market slots may be ``None``).
        paw_deck, bp_deck, planet_deck: face-down decks, top first (secret order).
        bag: fragments in the bag by colour; fragment_discard: the discard pile beside it.
        deal, market: the active player's action under way, if any.
        last_chance: the last chance window once the end is triggered (kind ``last_chance``,
            all at once; ``pending`` are the seats that still owe their answer), else ``None``.
        end_triggered: a 6th Blueprint was completed.
        last_action: public sentence describing the last transition (``{pN}`` placeholders).
    """

    end_rule: EndRule = "last_chance"
    automa_ends_game: bool = True
    turn_number: int = 1
    active: int = 0
    phase: Phase = "turn"
    seats: list[SeatState]
    planets: list[PlanetSlot]
    market_paws: list[str | None]
    market_bps: list[str | None]
    paw_deck: list[str]
    paw_discard: list[str] = Field(default_factory=list)
    bp_deck: list[str]
    bp_discard: list[str] = Field(default_factory=list)
    planet_deck: list[str]
    planet_discard: list[str] = Field(default_factory=list)
    bag: dict[str, int]
    fragment_discard: dict[str, int]
    automa: AutomaState | None = None
    deal: Deal | None = None
    market: MarketProgress | None = None
    last_chance: DecisionWindow | None = None
    end_triggered: bool = False
    last_action: Text = ""

    def windows(self) -> tuple[DecisionWindow, ...]:
        """The open deal's answers and the last chance, where open
        (:meth:`rules.core.game.BaseState.windows`)."""
        found = [] if self.deal is None else [self.deal.answers]
        return (*found, *([] if self.last_chance is None else [self.last_chance]))


# ---------------------------------------------------------------------------------------- views


class PawView(_Model):
    """A Hired Paw as shown: id and skill icons (skill -> count)."""

    id: str
    skills: dict[str, int]


class BlueprintView(_Model):
    """A Blueprint as shown: cost (colour -> count), VP, upgrade kind and skill, a short label."""

    id: str
    name: Text
    cost: dict[str, int]
    vp: int
    upgrade: str
    upgrade_skill: str | None = None
    upgrade_text: Text


class PlanetView(_Model):
    """A face-up Planet: slot (1-based), requirements (skill -> amount), fragments on it."""

    slot: int
    id: str
    name: Text
    requirements: dict[str, int]
    spaces: int
    fragments: list[str]


class SeatView(_Model):
    """One seat as everyone sees it (counts for hidden things)."""

    seat: int
    is_active: bool
    owes: str
    paws_in_hand: int
    blueprints_in_hand: int
    hand_count: int
    storage: list[str]
    capacity: int
    completed: list[BlueprintView]
    blueprint_vp: int
    objective: list[str] | None = None
    score: int | None = None


class AutomaBlueprintView(_Model):
    """A Blueprint in the automa's row with the colours covering its icons."""

    blueprint: BlueprintView
    covered: list[str]


class AutomaView(_Model):
    """The automa as everyone sees it; ``objective`` and ``score`` only once the game is over."""

    row: list[AutomaBlueprintView]
    storage: list[str]
    completed: list[BlueprintView]
    face_down: int
    objective: list[str] | None = None
    score: int | None = None


class DealView(_Model):
    """An open deal: planet slot (1-based), proposer, paws on the table, terms, who answered."""

    planet: int
    proposer: int
    notation: str
    committed_paws: list[PawView]
    waiting: list[int]
    accepted: list[int]


class PublicView(_Model):
    """What everyone may know (the board image is drawn from this alone).

    ``to_act`` and ``owes`` name who must decide and what; ``deck`` counts are public.
    ``winners``/``scores`` are filled once ``phase == "over"``.
    """

    game: str = "afternova"
    pack: str
    version: int
    turn_number: int
    num_players: int
    active: int
    phase: Phase
    end_rule: EndRule
    end_triggered: bool
    to_act: list[int]
    pending: Text
    planets: list[PlanetView]
    market_paws: list[PawView | None]
    market_bps: list[BlueprintView | None]
    paw_deck: int
    paw_discard: int
    bp_deck: int
    bp_discard: int
    planet_deck: int
    planet_discard: int
    bag: int
    fragment_discard: dict[str, int]
    seats: list[SeatView]
    automa: AutomaView | None
    deal: DealView | None
    market_picks_left: int | None
    last_action: Text
    winners: list[int] | None = None
    automa_won: bool = False


class PrivateView(_Model):
    """What one seat may know: the public view plus its own hand, Starship and objective
    (``objective_id`` and its two ``objective`` colours)."""

    seat: int
    public: PublicView
    hand_paws: list[PawView]
    hand_blueprints: list[BlueprintView]
    starship: str
    objective_id: str
    objective: list[str]
    capacity: int
