"""Space Base component pack: models with a closed effect vocabulary
(docs/rules/space-base.md §1, §4, §6).

A card is data only, in the spirit of Race for the Galaxy's ``cards.txt``: every box is a list
of reward effects from :data:`Reward` or one ability from :class:`Ability`; no card needs code.
``PACK.md`` documents the format for owners transcribing the official cards.

Rewards (blue or red box, docs/rules/space-base.md §6):
    ``gain`` (+credits/+income/+VP), ``arrow`` (also gain the 1st, 2nd or either card's reward
    in a direction; a reward beside the arrow is a separate ``gain`` in the same box).
Abilities (a box that needs charge cubes): see :data:`ABILITY_KINDS`.
"""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from rules.core.packs import Provenance, load_pack

DATA = Path(__file__).with_name("data")
SECTORS = range(1, 13)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Gain(_Model):
    """+N on the credit, income and VP tracks (docs/rules/space-base.md §6, "Gain credits / income /
    VP")."""

    kind: Literal["gain"] = "gain"
    credits: int = Field(0, ge=0)
    income: int = Field(0, ge=0)
    vp: int = Field(0, ge=0)


class Arrow(_Model):
    """Reward arrow: also gain the same-colour reward of the card ``reach`` sectors away.

    ``direction`` ``up`` points to higher sectors. ``either`` (the "1/2" slash) is the player's
    pick of the 1st or the 2nd (:mod:`rules.space_base.choices`). Chains are followed but never
    loop (docs/rules/space-base.md §6, "Reward arrows").
    """

    kind: Literal["arrow"] = "arrow"
    direction: Literal["up", "down"]
    reach: Literal["first", "second", "either"]


Reward = Annotated[Gain | Arrow, Field(discriminator="kind")]

AbilityKind = Literal[
    "dice_arrow",
    "claim_card",
    "buy_card",
    "swap_sectors",
    "reroll",
    "charge_anywhere",
    "all_lose_vp",
    "place_7_12",
    "set_dice",
    "exchange",
    "you_win",
    "double",
]
ABILITY_KINDS: tuple[str, ...] = get_args(AbilityKind)
ABILITY_NAMES: dict[str, str] = {
    "dice_arrow": "Dice Arrow",
    "claim_card": "Claim a Card",
    "buy_card": "Buy a Card",
    "swap_sectors": "Swap Sectors",
    "reroll": "Reroll",
    "charge_anywhere": "Place a Charge Anywhere",
    "all_lose_vp": "All Players Lose VP",
    "place_7_12": "Place a Card in 7–12",
    "set_dice": "Set Dice",
    "exchange": "Exchange this Card",
    "you_win": "YOU WIN!",
    "double": "2X",
}


class Ability(_Model):
    """An ability box: spend charge cubes to use it (docs/rules/space-base.md §4, §6).

    Attributes:
        kind: one of :data:`ABILITY_KINDS`.
        steps: ``dice_arrow``: the sector this many steps (1 or 2) from the dice total.
        level: ``claim_card``: the highest shipyard level it may claim.
        sectors: ``swap_sectors``: the two sectors it swaps.
        amount: ``all_lose_vp``: VP every player loses (never below 0).
    """

    kind: AbilityKind
    steps: int = Field(1, ge=1, le=2)
    level: int = Field(3, ge=1, le=3)
    sectors: tuple[int, int] = (1, 12)
    amount: int = Field(4, ge=1)


class Box(_Model):
    """A blue (station) or red (deployed) box: rewards, a charge circle, or an ability.

    Attributes:
        rewards: gained when the sector activates for this colour.
        charge: activation places one charge cube on the card instead of a reward.
        ability: a blue/red ability usable by spending the card's cubes (blue: on its owner's
            turn while the card is the station; red: on others' turns while deployed).
    """

    rewards: list[Reward] = Field(default_factory=list)
    charge: bool = False
    ability: Ability | None = None

    @model_validator(mode="after")
    def _charge_box_has_no_reward(self) -> Box:
        if self.charge and self.rewards:
            raise ValueError("a charge box places a cube instead of a reward; drop its rewards")
        return self


class Card(_Model):
    """A starting ship or a shipyard card.

    Attributes:
        id: stable id (``s05`` starting ship of sector 5; ``l2-17`` shipyard card).
        name: ship name (no rules effect).
        level: 0 for starting ships, else 1–3.
        cost: credits to buy it.
        sector: printed sector 1–12.
        blue, red: station and deployed boxes; green: ability usable on any turn.
        slots: charge slots; each entry is the player count from which the slot exists (0 or
            2 = always; 4 = "dots" slot present with 4+ players).
        linked: one use needs every present slot full (else each cube is one use).
    """

    id: str
    name: str
    level: int = Field(ge=0, le=3)
    cost: int = Field(ge=0)
    sector: int = Field(ge=1, le=12)
    blue: Box = Field(default_factory=Box)
    red: Box = Field(default_factory=Box)
    green: Ability | None = None
    slots: list[int] = Field(default_factory=list)
    linked: bool = False

    @model_validator(mode="after")
    def _charges_have_slots(self) -> Card:
        charges = self.blue.charge or self.red.charge
        if charges != bool(self.slots):
            raise ValueError(f"{self.id}: a card has charge slots exactly when a box charges")
        abilities = self.blue.ability or self.red.ability or self.green
        if bool(abilities) != bool(self.slots):
            raise ValueError(f"{self.id}: a card has charge slots exactly when it has an ability")
        return self

    def capacity(self, num_players: int) -> int:
        """Charge slots present at ``num_players`` (player-count dots,
        docs/rules/space-base.md §4)."""
        return sum(1 for need in self.slots if need <= num_players)

    def use_cost(self, num_players: int) -> int:
        """Cubes one use spends: every present slot when linked, else 1
        (docs/rules/space-base.md §4)."""
        return self.capacity(num_players) if self.linked else 1


class Colony(_Model):
    """A colony card (docs/rules/space-base.md §3 "Colony purchase"): one per sector."""

    id: str
    sector: int = Field(ge=1, le=12)
    cost: int = Field(ge=0)
    vp: int = Field(ge=0)


class Pack(_Model):
    """A whole component pack (``data/<id>.yaml``).

    Attributes:
        id: pack id stored with each game.
        provenance: official (with its source) or stand-in.
        starting: the 12 starting ships of one colour (every colour has the same set).
        shipyard: the 132 purchasable cards (levels 1–3).
        colonies: the 12 colonies.
    """

    id: str
    provenance: Provenance
    starting: list[Card]
    shipyard: list[Card]
    colonies: list[Colony]

    @cached_property
    def cards_by_id(self) -> dict[str, Card]:
        """Every starting and shipyard card by id."""
        return {c.id: c for c in self.starting + self.shipyard}

    @cached_property
    def colonies_by_id(self) -> dict[str, Colony]:
        """Every colony by id."""
        return {c.id: c for c in self.colonies}

    @model_validator(mode="after")
    def _cross_checks(self) -> Pack:
        problems: list[str] = []
        ids = [c.id for c in self.starting + self.shipyard] + [c.id for c in self.colonies]
        if dupes := sorted({i for i in ids if ids.count(i) > 1}):
            problems.append(f"duplicate ids {dupes}")
        if sorted(c.sector for c in self.starting) != list(SECTORS):
            problems.append("starting ships must cover sectors 1–12 once each")
        if any(c.level != 0 for c in self.starting):
            problems.append("starting ships have level 0")
        if any(c.level == 0 for c in self.shipyard):
            problems.append("shipyard cards have level 1–3")
        if sorted(c.sector for c in self.colonies) != list(SECTORS):
            problems.append("colonies must cover sectors 1–12 once each")
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def card(self, card_id: str) -> Card:
        """Return the card ``card_id`` (starting or shipyard).

        Raises:
            KeyError: no such card in this pack.
        """
        return self.cards_by_id[card_id]

    def colony(self, colony_id: str) -> Colony:
        """Return the colony ``colony_id``.

        Raises:
            KeyError: no such colony in this pack.
        """
        return self.colonies_by_id[colony_id]

    def level(self, level: int) -> list[Card]:
        """The shipyard cards of ``level`` in pack order."""
        return [c for c in self.shipyard if c.level == level]


@cache
def load(pack_id: str = "standin") -> Pack:
    """Load and validate ``data/<pack_id>.yaml``.

    Raises:
        rules.core.packs.PackError: missing file or invalid content (all problems listed).
    """
    return load_pack(DATA / f"{pack_id}.yaml", Pack)
