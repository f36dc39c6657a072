"""Help with the notation of a deal: live checks and completions of what a player is typing.

A deal proposal (``propose 1 with hp-41 hp-45 | @2 engineering:1 gets purple purple``) is too
free to list in full, so ``/play``'s autocomplete asks :func:`notation_hints` for extra entries:

* a check of the text typed so far, once it starts with ``propose``/``extract``: ``✓ <notation>``
  when it is a legal action, else ``✗ <the friendly error>`` (its value is the text as typed, so
  choosing it shows the same sentence);
* completions: for each Planet the seat cannot Extract alone and each other seat, a proposal that
  commits the seat's useful Hired Paws and asks that seat for the missing skills, with the
  fragments it would get (none, the first, or two), plus a gift of a stored fragment, and the
  automa's help in the 2-player mode — whichever of them begin with the text typed.

Every hint is for the caller only: it names the caller's own hand, never another seat's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from rules.afternova import legal, options
from rules.afternova.actions import Extract, Gift, HelperTerms, describe
from rules.afternova.board import upgrade_skills
from rules.afternova.cards import Catalog
from rules.afternova.notation import parse_text
from rules.afternova.state import AfternovaState
from rules.core.errors import RulesError
from rules.core.notation import normalize
from rules.core.text import Msg

MAX_HINTS = 12
NAME_MAX = 100
DEAL_WORDS = ("propose", "extract", "@", "gift", "bot")

NOTATION_HELP = Msg(
    "afternova.help.notation",
    "\n".join(
        (
            "**Afternova moves** (`/play action:`; Planets and market slots count from 1, seats are"
            " `@1`…`@6` in turn order, shown beside each name on the board):",
            "• `extract 2 with hp-03 hp-05`: Extract Planet 2 alone with those Hired Paws.",
            "• `propose 1 with hp-41 hp-45 | @2 engineering:1 gets purple purple`: a deal; seat 2"
            " commits 1 engineering and gets 2 purple, you get the rest.",
            "• add `| gift @1 green->@2` to give a helper one of your stored fragments (or ask one"
            " of theirs with `gift @2 …->@1`).",
            "• 2 players: `extract 1 with hp-01 | bot fills engineering gets white`: the automa"
            " fills a requirement for one fragment matching an uncovered icon on its row.",
            "• a helper answers `accept hp-02` (the Hired Paws they commit; the buttons in their DM"
            " list them) or `decline`; the proposer may `withdraw` and act again.",
            "• `take paw 2`, `take bp 4`, `sweep paws`, `sweep bps`: the Market action (3 picks;"
            " a sweep costs one).",
            "• `complete bp-04` between turns (before the active player starts a Market action or"
            " a deal), out of turn too; `pass` ends your last chance.",
            "• `discard green`, `discard hp-07`: storage overflow and the hand limit of 8 (checked"
            " when your Market action is over).",
            "Start typing `propose` in `/play` to see deals built from your hand; the first entry"
            " checks what you typed.",
        )
    ),
)


def notation_hints(
    state: AfternovaState, cat: Catalog, seat: int, typed: str
) -> list[tuple[str, str]]:
    """Extra ``(name, value)`` autocomplete entries for ``seat`` typing ``typed`` (≤ 12).

    Empty unless the seat may Extract now and ``typed`` looks like an Extract or a deal (see the
    module docstring). Names and values are ≤ 100 characters.
    """
    wanted = normalize(typed)
    if legal.seat_mode(state, cat, seat) != "main" or not _about_deals(wanted):
        return []
    hints: list[tuple[str, str]] = []
    if wanted.startswith(("propose ", "extract ")):
        hints.append(_check(state, cat, seat, typed))
    for proposal in (*_typed_head(state, cat, seat, typed), *_completions(state, cat, seat)):
        text = describe(proposal)
        if normalize(text).startswith(wanted) and normalize(text) != wanted:
            hints.append((text, text))
    return [(n[:NAME_MAX], v) for n, v in hints if len(v) <= NAME_MAX][:MAX_HINTS]


def _about_deals(wanted: str) -> bool:
    return any(w.startswith(wanted) or wanted.startswith(w) for w in DEAL_WORDS if wanted)


def _check(state: AfternovaState, cat: Catalog, seat: int, typed: str) -> tuple[str, str]:
    """``✓ notation`` when ``typed`` is a legal action now, else ``✗ why``."""
    try:
        action = parse_text(typed)
        legal.check(state, cat, seat, action)
    except RulesError as error:
        return f"✗ {error}", typed.strip()
    return f"✓ {describe(action)}", describe(action)


def _typed_head(state: AfternovaState, cat: Catalog, seat: int, typed: str) -> list[Extract]:
    """Deals completing the typed ``propose N with hp-..`` head with the paws typed."""
    try:
        head = parse_text(typed.split("|")[0].replace("propose", "extract", 1))
    except RulesError:
        return []
    if not isinstance(head, Extract) or not 0 <= head.planet < len(state.planets):
        return []
    return list(_deals(state, cat, seat, head.planet, head.paws))


def _completions(state: AfternovaState, cat: Catalog, seat: int) -> Iterator[Extract]:
    """Proposals for every Planet the seat cannot Extract alone (see the module docstring)."""
    for action in options.extract_options(state, cat, seat):
        if action.automa is not None:
            yield action
    for slot in range(len(state.planets)):
        if options.smallest_sets(
            cat,
            [c for c in state.seats[seat].hand if c in cat.paw],
            cat.planet[state.planets[slot].id].requirements,
            upgrade_skills(state, cat, seat),
        ):
            continue
        yield from _deals(state, cat, seat, slot)


def _deals(
    state: AfternovaState,
    cat: Catalog,
    seat: int,
    slot: int,
    paws: tuple[str, ...] | None = None,
) -> Iterator[Extract]:
    """Proposals of ``slot`` to each other seat, committing ``paws`` (default: every useful one)."""
    need = cat.planet[state.planets[slot].id].requirements
    own = (
        paws
        if paws is not None
        else tuple(
            sorted(
                c
                for c in state.seats[seat].hand
                if c in cat.paw and set(cat.paw[c].skills) & set(need)
            )
        )
    )
    have = Counter(upgrade_skills(state, cat, seat))
    for paw in own:
        have.update(cat.paw[paw].skills)
    missing = tuple(sorted((s, n - have[s]) for s, n in need.items() if have[s] < n))
    if not missing:
        return
    fragments = state.planets[slot].fragments
    stored = sorted(set(state.seats[seat].storage))
    for helper in range(state.num_players):
        if helper == seat:
            continue
        for count in (0, 1, 2):
            terms = HelperTerms(seat=helper, skills=missing, gets=tuple(fragments[:count]))
            yield Extract(planet=slot, paws=own, helpers=(terms,))
        for colour in stored[:1]:
            gift = Gift(giver=seat, colour=colour, receiver=helper)
            terms = HelperTerms(seat=helper, skills=missing)
            yield Extract(planet=slot, paws=own, helpers=(terms,), gifts=(gift,))
