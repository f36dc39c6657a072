"""Refinery abilities acting on the Rocket's own stack (rules/high_frontier/colocated.py; the
printed texts in data/patents): size-roll modifiers, a lower ISRU, the Scoops at aerostat Sites, a
doubled site refuel."""

from __future__ import annotations

from rules.high_frontier import GAME, colocated, felony, pack, prospecting, stacks
from rules.high_frontier.actions import INCOME, INDUSTRIALIZE, REVIVE, Prospect
from rules.high_frontier.fuel import strip
from rules.high_frontier.operations import refuel_yield
from rules.high_frontier.state import HighFrontierState

from .felony_table import BATTERY, COOLER, NASA, RAYGUN, ROSCOSMOS, aboard, seated

FOAMED_NICKEL = "refinery-05-black"  # Impact Mold Sinter: -1 to colocated size rolls
SUPERLENS = "refinery-07-black"  # Laser-Heated Pedestal Growth: needs an electric generator
NUBOTS = "refinery-02-black"  # Von Neumann Santa Claus Machine: -1 ISRU
SCAVENGING = "refinery-08-black"  # Femtochemistry: a site refuel yields twice the FTs
SITES = pack.load().site_by_id


def _near_ceres(*extra: str) -> HighFrontierState:
    """The raygun (ISRU 2) beside Ceres, Minerva (Size 3) and the Aegis moonlet, with
    ``extra`` cards aboard."""
    state = seated(NASA, ROSCOSMOS)
    cards = [NASA[0], RAYGUN, COOLER, *extra]
    dry = stacks.dry_of(cards, "front")
    aboard(state, 0, "n354", cards, str(strip().add(dry, 0)))  # tanks empty
    return state


def test_keywords_are_those_of_operational_cards_only() -> None:
    player = _near_ceres(SUPERLENS).players[0]
    assert "SUPERLENS" not in colocated.keywords(player)  # no electric generator aboard
    player = _near_ceres(SUPERLENS, BATTERY).players[0]
    assert "SUPERLENS" in colocated.keywords(player)


def test_size_roll_modifiers_add_up_by_spectral_type_and_raygun() -> None:
    s_type = next(s for s in SITES.values() if s.spectral_type == "S")
    d_type = next(s for s in SITES.values() if s.spectral_type == "D")
    every = frozenset({"FOAMED NICKEL", "SUPERLENS", "THORIUM BREEDER", "COMET LICHEN"})
    assert colocated.roll_shift(every, s_type, raygun=True) == -1 - 1 - 3
    assert colocated.roll_shift(every, s_type, raygun=False) == -1 - 3
    assert colocated.roll_shift(every, d_type, raygun=False) == -1 - 2
    assert colocated.roll_shift(frozenset(), d_type, raygun=True) == 0


def test_foamed_nickel_claims_a_site_on_a_roll_one_above_its_size() -> None:
    minerva = Prospect(sites=("minerva",))  # Size 3
    seen = set()
    for n in range(40):
        state = _near_ceres(FOAMED_NICKEL)
        state.seed = f"nickel-{n}"
        step = GAME.apply(state, 0, minerva)
        (line,) = [str(e.text) for e in step.events if e.kind == "Prospected"]
        roll = int(line.split("roll ")[1][0])
        assert f"roll {roll} − 1 = {roll - 1}" in line
        assert ("a Claim" in line) == (roll - 1 <= 3)
        seen.add(roll)
    assert 4 in seen  # a 4 claims Size 3 (it would bust without the card)


def test_divining_nubots_lower_the_isru_and_scavenging_doubles_the_refuel() -> None:
    state = seated(NASA, ROSCOSMOS)
    aboard(state, 0, "n345", [RAYGUN, COOLER], "4")  # ISRU 2 on Mercury North Pole, Hydration 3
    assert refuel_yield(state, 0) == 1 + 3 - 2  # W11
    aboard(state, 0, "n345", [RAYGUN, COOLER, NUBOTS], "4")
    assert refuel_yield(state, 0) == 1 + 3 - (2 - 1)
    aboard(state, 0, "n345", [RAYGUN, COOLER, NUBOTS, SCAVENGING], "4")
    assert refuel_yield(state, 0) == (1 + 3 - 1) * 2


ARCOLOGY = "refinery-04-black"  # Solar Carbotherm
POWER_GIRDLE = "refinery-01-black"  # Ilmenite Semiconductor Film
IONOSAT = "refinery-11-black"  # Ionosphere Lasing
JELLYBOTS = "refinery-12-black"  # Solid Flame: needs an X reactor
X_REACTOR = "reactor-05-black"  # Free Radical Hydrogen Trap
PLAIN = "refinery-03"  # CVD Molding: no ability, no supports


def _claimed(site_id: str, *cards: str) -> HighFrontierState:
    """Seat 0's Rocket with ``cards`` on its own Claim ``site_id``, on turn."""
    state = seated(NASA, ROSCOSMOS)
    site = SITES[site_id]
    assert site.map_node is not None
    dry = stacks.dry_of(list(cards), "front")
    aboard(state, 0, site.map_node, list(cards), str(strip().add(dry, 0)))
    state.players[0].claims.append(site_id)
    return state


def _industrialize(state: HighFrontierState) -> tuple[HighFrontierState, str]:
    GAME.check(state, 0, INDUSTRIALIZE)
    step = GAME.apply(state, 0, INDUSTRIALIZE)
    return step.state, " ".join(str(e.text) for e in step.events)


def test_arcology_keeps_the_robonaut_in_the_inner_zones_and_is_preferred() -> None:
    luna = "luna_aristarchus_plateau"  # Earth zone, Size 9
    state, said = _industrialize(_claimed(luna, RAYGUN, COOLER, PLAIN, ARCOLOGY))
    rocket = state.players[0].rocket
    assert rocket is not None and RAYGUN in rocket.cards and PLAIN in rocket.cards
    assert "stays: Arcology" in said and luna in state.players[0].factories
    mars = next(s.id for s in SITES.values() if s.zone == "mars" and s.map_node)
    state, said = _industrialize(_claimed(mars, RAYGUN, COOLER, ARCOLOGY))
    rocket = state.players[0].rocket
    assert rocket is not None and RAYGUN not in rocket.cards  # Arcology acts only inside Mars


def test_power_girdle_and_ionosat_give_powersat_for_good() -> None:
    big = "luna_aristarchus_plateau"  # not atmospheric, Size 9
    state, said = _industrialize(_claimed(big, RAYGUN, COOLER, POWER_GIRDLE))
    assert state.players[0].powersat and felony.beams(state, 0)
    assert "Powersat privilege for good" in said
    air = next(s.id for s in SITES.values() if s.atmospheric and s.map_node)
    state, _ = _industrialize(_claimed(air, RAYGUN, COOLER, IONOSAT))
    assert state.players[0].powersat
    state, _ = _industrialize(_claimed(air, RAYGUN, COOLER, POWER_GIRDLE))  # needs a dry Site of 8+
    assert not state.players[0].powersat


def test_jellybots_industrialize_as_a_free_action() -> None:
    state = _claimed("luna_aristarchus_plateau", RAYGUN, COOLER, JELLYBOTS, X_REACTOR)
    state = GAME.apply(state, 0, INCOME).state  # the turn's Operation
    assert INDUSTRIALIZE in GAME.legal_actions(state, 0)
    state, _ = _industrialize(state)
    assert state.turn.operation == "income"
    plain = GAME.apply(_claimed("luna_aristarchus_plateau", RAYGUN, COOLER, PLAIN), 0, INCOME).state
    assert INDUSTRIALIZE not in GAME.legal_actions(plain, 0)


SCOOP_REACTOR = "reactor-07"  # Mini-Mag RF Paul Trap: "ISRU platforms at aerostat sites get -2"
ATMOSPHERIC_SCOOP = "refinery-06-black"  # "aerostat sites ... count as hydration 2"


def test_the_two_scoops_act_on_aerostat_sites_only() -> None:
    """The raygun (ISRU 2) on the Uranus Aerostat (Hydration 1) refuels nothing; the reactor's
    Scoop lowers its ISRU to 0 there, the Atmospheric Scoop (with its electric generator) makes
    the Site count as Hydration 2. On Mercury North Pole (Hydration 3, no aerostat) neither acts."""
    state = seated(NASA, ROSCOSMOS)
    uranus = SITES["uranus_aerostat"].map_node
    assert uranus is not None
    aboard(state, 0, uranus, [RAYGUN, COOLER], "4")
    assert refuel_yield(state, 0) == 0  # ISRU 2 > Hydration 1
    aboard(state, 0, uranus, [RAYGUN, COOLER, SCOOP_REACTOR], "4")
    assert colocated.keywords(state.players[0]) == {"SCOOP"}
    assert refuel_yield(state, 0) == 1 + 1 - (2 - 2)
    aboard(state, 0, uranus, [RAYGUN, COOLER, ATMOSPHERIC_SCOOP], "4")
    assert "ATMOSPHERIC SCOOP" not in colocated.keywords(state.players[0])  # no generator
    assert refuel_yield(state, 0) == 0
    aboard(state, 0, uranus, [RAYGUN, COOLER, ATMOSPHERIC_SCOOP, BATTERY], "4")
    assert colocated.keywords(state.players[0]) == {"ATMOSPHERIC SCOOP"}
    assert refuel_yield(state, 0) == 1 + 2 - 2
    for cards in ([RAYGUN, COOLER, SCOOP_REACTOR], [RAYGUN, COOLER, ATMOSPHERIC_SCOOP, BATTERY]):
        aboard(state, 0, "n345", cards, "4")  # Mercury North Pole
        assert refuel_yield(state, 0) == 1 + 3 - 2


def test_an_atmospheric_scoop_lets_the_raygun_prospect_a_dry_aerostat() -> None:
    """Titan Aerostat (Hydration 0): beyond the raygun's ISRU 2, unless it counts as
    Hydration 2."""
    state = seated(NASA, ROSCOSMOS)
    titan = SITES["titan_aerostat"].map_node
    assert titan is not None
    aboard(state, 0, titan, [RAYGUN, COOLER, BATTERY], "4")
    assert "titan_aerostat" not in prospecting.targets(state, 0)
    aboard(state, 0, titan, [RAYGUN, COOLER, BATTERY, ATMOSPHERIC_SCOOP], "4")
    assert "titan_aerostat" in prospecting.targets(state, 0)


TERMITE_NEST = "refinery-10-black"  # MINE REVIVAL, supported by an X reactor


def _busted(space: str, *cards: str) -> HighFrontierState:
    """Seat 0's Rocket with ``cards`` on ``space``; Mercury North Pole and Hathor Busted."""
    state = seated(NASA, ROSCOSMOS)
    state.busted += ["mercury_north_pole", "hathor"]
    aboard(state, 0, space, list(cards), "4")
    return state


def test_mine_revival_turns_a_busted_site_into_a_claim() -> None:
    """The Termite Nest on the Busted Mercury North Pole (Size 10): `revive` is an Operation
    that makes it seat 0's Claim, and Roscosmos (Taxes) earns an Aqua; not without the card's
    support, not on a Site of Size 1 (Hathor), not on a Site that is not Busted."""
    nest = (TERMITE_NEST, X_REACTOR, COOLER)
    assert REVIVE not in GAME.legal_actions(_busted("n345", TERMITE_NEST, COOLER), 0)  # no X
    assert REVIVE not in GAME.legal_actions(_busted("n937", *nest), 0)  # Hathor, Size 1
    state = _busted("n345", *nest)
    assert REVIVE in GAME.legal_actions(state, 0)
    aquas = state.players[1].aquas
    step = GAME.apply(state, 0, GAME.parse_action(state, 0, "revive"))
    assert "mercury_north_pole" in step.state.players[0].claims
    assert "mercury_north_pole" not in step.state.busted
    assert step.state.players[1].aquas == aquas + 1  # Taxes
    said = " ".join(str(e.text) for e in step.events)
    assert "revives the Busted Mercury North Pole (Mine Revival): a Claim." in said
    assert step.state.turn.operation == "revive"
    assert REVIVE not in GAME.legal_actions(step.state, 0)  # a Claim now, and one Operation
