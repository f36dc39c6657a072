from rules.core import rng_for, roll_dice, shuffled


def test_same_seed_and_version_give_the_same_stream() -> None:
    assert rng_for("s", 3, "bag").random() == rng_for("s", 3, "bag").random()


def test_version_and_salt_separate_streams() -> None:
    base = rng_for("s", 3, "bag").random()
    assert rng_for("s", 4, "bag").random() != base
    assert rng_for("s", 3, "deck").random() != base


def test_shuffled_leaves_its_input_untouched() -> None:
    items = list(range(20))
    out = shuffled(items, rng_for("s", 0))
    assert items == list(range(20))
    assert sorted(out) == items


def test_roll_dice_stays_in_range() -> None:
    rolls = [roll_dice(rng_for("s", v)) for v in range(200)]
    assert all(len(r) == 2 and all(1 <= d <= 6 for d in r) for r in rolls)
    assert {d for r in rolls for d in r} == set(range(1, 7))
