from rules.core import Event, fill_names, private_event, public_event


def test_public_event_reads_the_same_for_everyone() -> None:
    event = public_event("PlanetExtracted", "{p0} extracted Nectar")
    assert event.render(None, ["Ana"]) == "Ana extracted Nectar"
    assert event.render(1, ["Ana"]) == "Ana extracted Nectar"


def test_private_event_shows_the_redacted_text_to_others() -> None:
    event = private_event("CardsDrawn", {0}, "{p0} drew bp-3", "{p0} drew a Blueprint")
    assert event.render(0, ["Ana", "Bo"]) == "Ana drew bp-3"
    assert event.render(1, ["Ana", "Bo"]) == "Ana drew a Blueprint"
    assert event.render(None, ["Ana", "Bo"]) == "Ana drew a Blueprint"


def test_private_event_without_public_text_is_silent_to_others() -> None:
    event = Event(kind="Peeked", text="{p1} looked", visible_to=frozenset({1}))
    assert event.render(0, ["Ana", "Bo"]) is None


def test_unknown_seat_placeholder_falls_back_to_a_seat_label() -> None:
    assert fill_names("{p2} passed", ["Ana"]) == "P3 passed"
