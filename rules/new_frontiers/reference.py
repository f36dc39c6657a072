"""New Frontiers' tiles for ``/card`` (:mod:`rules.core.reference`; issue #26 item 1): every
world and home world with how it is settled, its good, traits, VP and powers, and every
development with its price, VP and powers, including the "?" bonus of a 9-cost one
(docs/rules/new-frontiers.md §1, §3, §8). Tile facts are printed information: none says where a
world lies (in the bag, drawn, settled)."""

from __future__ import annotations

from functools import cache

from rules.core.reference import Entry
from rules.core.text import Msg
from rules.core.wording import commas
from rules.new_frontiers.pack import Development, World, load
from rules.new_frontiers.text import powers_of
from rules.new_frontiers.words import world_kind

WORLD = Msg("new_frontiers.reference.world", "world")
DEVELOPMENT = Msg("new_frontiers.reference.development", "development")


@cache
def entries(pack_id: str) -> tuple[Entry, ...]:
    """Every world, home world and development of pack ``pack_id``, as printed."""
    pack = load(pack_id)
    worlds = (*pack.worlds, *(empire.home for empire in pack.empires))
    return (*(_world(w) for w in worlds), *(_development(d) for d in pack.developments))


def _world(world: World) -> Entry:
    what = world_kind(world.kind, world.colour)
    if world.military:
        settled = Msg(
            "new_frontiers.reference.military",
            "Military: settled with military {defence} or more",
            defence=world.defence,
        )
    else:
        settled = Msg("new_frontiers.reference.price", "Settled for ${cost}", cost=world.cost)
    facts: list[str] = [
        what,
        settled,
        Msg(
            "new_frontiers.reference.colonists",
            "Colonists needed: {n} · {vp} VP",
            n=world.colonists,
            vp=world.vp,
        ),
    ]
    if world.tags:
        tags = [Msg(f"new_frontiers.tag.{tag}", tag) for tag in world.tags]
        facts.append(Msg("new_frontiers.reference.tags", "Traits: {tags}", tags=commas(tags)))
    facts += powers_of(world)
    return Entry(id=world.id, name=world.name, kind=WORLD, facts=tuple(facts))


def _development(dev: Development) -> Entry:
    facts: list[str] = [
        Msg(
            "new_frontiers.reference.dev_price",
            "Costs ${cost} · {vp} VP · {spaces} development space(s)",
            cost=dev.cost,
            vp=dev.vp,
            spaces=dev.spaces,
        )
    ]
    facts += powers_of(dev)
    return Entry(id=dev.id, name=dev.name, kind=DEVELOPMENT, facts=tuple(facts))
