"""The zh-tables measure (issue #25 item 5): whole seeded games of every registered game at a
zh-CN and a zh-TW table, played through :class:`bot.services.game_service.GameService` (the one
path every front end takes), collecting every text a player sees, and the share that reads
Chinese.

What is collected, per game and language (the viewer's language is the table's):

- **post**: every public post, private post (DM) and reply the moves make;
- **button**: every decision choice's label (buttons and select options, public and private);
- **choice**: every ``/play`` autocomplete choice name and hint (``GameService.choices``, also
  the terminal table's ``legal``), for what nothing typed and for the played move's verb;
- **refusal**: the refusal of a few typed bad moves (notations legal in earlier states, not now);
- **status**: ``/game status`` after every few moves.

A text **reads Chinese** when, after removing what is not a sentence — code spans (`` `…` ``),
Discord mentions and timestamps, component ids (``crew-cq039``, ``w-12a``), the game's printed
names (:func:`rules.core.game.printed_names`: cards, tiles, species, Sites, printed in English
where the rulebooks' Chinese editions give no name), the players' names and "Orrery"/"Discord" —
it holds no Latin word of two letters or more. An autocomplete choice name starts with the
notation a player types (``fly n91 — 飞往 …``): that notation counts as a code span; a choice that
is the notation alone says nothing and is left out, as is any text with nothing left. The share
is Chinese texts / texts counted.

    python -m bench.zh_tables [--games eclipse,high_frontier] [--moves 400] [--seed zh]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.i18n import say, speaking
from bot.services.errors import ServiceError
from bot.services.game_service import GameService, Player
from bot.services.outputs import Outputs
from bot.services.pinning import BESIDE, unpin
from bot.store.db import connect
from rules import GAMES
from rules.core import RulesError
from rules.core.game import Game, component_names, printed_names

LOCALES = ("zh-CN", "zh-TW")
WILD = 4
"""Every ``WILD``-th move of the measured games is a random legal move."""
CHANNEL = 1
PEOPLE = ("Ana", "Bo", "Cy", "Di")
ALLOWED = ("Orrery", "Discord")
ID = re.compile(r"\b[a-z]+\d*-[a-z]*\d+[ab]?\b|\bs\d+\b")
"""The shape of a component id (``hp-41``, ``crew-cq039``, ``w-12a``, ``l1-17``, ``s01``)."""
CODE = re.compile(rf"`[^`]*`|<[@#]!?\d+>|<t:-?\d+:\w>|\bv\d+\b|{ID.pattern}")
"""Code spans, mentions, timestamps, versions and component ids."""
CUT = re.compile(r"([A-Za-z][A-Za-z0-9'. -]*)…")
"""Latin text a long line's end cut short ("…")."""
WORD = re.compile(r"[A-Za-z]{2,}")
TOKEN = re.compile(r"[\w-]+")
LABELS = ("button", "choice")
"""The kinds of text that are labels: they name components by name, never by id."""


@dataclass
class Tally:
    """What one table read: texts counted and Chinese per kind, the English ones, the moves
    played and whether the game reached its end."""

    counted: Counter[str] = field(default_factory=Counter)
    chinese: Counter[str] = field(default_factory=Counter)
    english: list[tuple[str, str]] = field(default_factory=list)
    moves: int = 0
    finished: bool = False

    def share(self) -> float:
        """Chinese texts / texts counted (1.0 when none was counted)."""
        total = sum(self.counted.values())
        return sum(self.chinese.values()) / total if total else 1.0


def english_words(text: str, proper: Sequence[str]) -> list[str]:
    """The Latin words of ``text`` outside code spans, ids and ``proper`` names (longest first;
    also a name's start cut short by "…")."""
    outside = without(CODE.sub(" ", text), proper)
    outside = CUT.sub(lambda m: " " if any(n.startswith(m[1]) for n in proper) else m[0], outside)
    return [w for w in WORD.findall(outside) if w not in ALLOWED]


def without(text: str, proper: Sequence[str]) -> str:
    """``text`` without the ``proper`` names it holds (longest first: a sector's displayed
    name ``102 Pollux`` holds its number)."""
    for name in proper:
        text = text.replace(name, " ")
    return text


def marked_ids(ids: Iterable[str]) -> frozenset[str]:
    """The ``ids`` that are no English word (with a digit, ``-`` or ``_``: ``nuclear_source``,
    ``w-12``): an id such as ``starbase`` is also the word, which a Chinese label may not hold
    either (it is English)."""
    return frozenset(i for i in ids if re.search(r"[\d_-]", i))


def names_an_id(text: str, proper: Sequence[str], ids: frozenset[str]) -> bool:
    """True when ``text``, outside the ``proper`` names, holds one of ``ids`` or a word shaped
    like a component id (:data:`ID`)."""
    rest = without(text, proper)
    return not ids.isdisjoint(TOKEN.findall(rest)) or ID.search(rest) is not None


def read(tally: Tally, kind: str, text: str, proper: Sequence[str], ids: frozenset[str]) -> None:
    """Count ``text`` of ``kind`` in ``tally`` (nothing when no word is left); a label (a
    button's or a choice's) that names a component by its id does not read Chinese."""
    if not WORD.search(CODE.sub(" ", text)) and not re.search(r"[\u4e00-\u9fff]", text):
        return
    tally.counted[kind] += 1
    if (kind in LABELS and names_an_id(text, proper, ids)) or english_words(text, proper):
        tally.english.append((kind, text))
    else:
        tally.chinese[kind] += 1


def choice_text(name: str, value: str) -> str | None:
    """The words of an autocomplete choice: its name without the leading notation (a code
    span), ``None`` when the name is the notation alone."""
    notation = unpin(value)[1]
    if name.startswith(notation + BESIDE):
        return name[len(notation) + len(BESIDE) :]
    return None if name == notation else name


def outputs_texts(outputs: Outputs) -> list[tuple[str, str]]:
    """(kind, text) of every post, label and reply of ``outputs``."""
    found = [("post", post.text) for post in outputs.public]
    found += [("post", post.text) for post in outputs.private]
    found += [("post", outputs.reply)] if outputs.reply else []
    for public in outputs.public:
        found += [("button", choice.label) for choice in public.choices]
    for private in outputs.private:
        found += [("button", choice.label) for choice in private.choices]
    return found


async def table(key: str, locale: str, seed: str, moves: int, every: int = 3) -> Tally:
    """One seeded game of ``key`` (3 seats, or the nearest the game allows) at a ``locale``
    table, every seat a person who speaks ``locale``, moved by the game's bot policy (every
    :data:`WILD`-th move a random legal one, so that moves the policy shuns are labelled too) for
    at most ``moves`` moves; every ``every`` moves the owing seats' choices, a refusal and the
    status are read too."""
    game = GAMES[key]
    seats = max(game.min_players, min(3, game.max_players))
    people = [Player(i + 1, PEOPLE[i]) for i in range(seats)]
    tally = Tally()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as scratch, speaking(locale):
        db = await connect(Path(scratch) / "zh.sqlite3")
        try:
            service = GameService(db, render_images=False, seeds=lambda: seed)
            await service.new_game(CHANNEL, None, people[0], key, {"language": locale})
            for person in people[1:]:
                await service.join(CHANNEL, person)
            started = await service.start(CHANNEL, people[0])
            found = await service.table_of(CHANNEL)
            assert found is not None and found.state is not None
            named = component_names(game, found.state)
            proper = sorted(
                {*printed_names(game, found.state), *named.values(), *PEOPLE}, key=len, reverse=True
            )
            ids = marked_ids(named)
            texts = outputs_texts(started)
            seated = {found.find_seat(p.user_id): p for p in people}  # the lobby draws the order
            people = [seated[seat] for seat in range(seats)]
            typed: list[str] = []
            for step in range(moves):
                found = await service.table_of(CHANNEL)
                if found is None or found.state is None or found.row.status != "active":
                    tally.finished = found is not None and found.row.status == "finished"
                    break
                state = found.state
                owing = sorted(game.to_act(state))
                if not owing:
                    break
                seat = owing[0]
                legal_now = game.legal_actions(state, seat)
                action = (
                    rng.choice(legal_now) if step % WILD == 0 else game.bot_action(state, seat, rng)
                )
                notation = game.describe_action(state, seat, action)
                legal = [
                    game.describe_action(state, seat, a) for a in game.legal_actions(state, seat)
                ]
                if step % every == 0:
                    bad = [n for n in typed if n not in legal and refused(game, state, seat, n)]
                    texts += await _reads(service, people, owing, notation.split(" ")[0], bad)
                    typed = legal[:8]
                texts += outputs_texts(await service.act(CHANNEL, people[seat], action))
                tally.moves += 1
            texts += outputs_texts(await service.board_text(CHANNEL))
        finally:
            await db.close()
    for kind, text in texts:
        read(tally, kind, text, proper, ids)
    return tally


def refused(game: Game, state: Any, seat: int, notation: str) -> bool:
    """True when ``seat`` may not play ``notation`` now (some games check moves they do not
    list: Afternova's deal proposals)."""
    try:
        game.parse_action(state, seat, notation)
    except RulesError:
        return True
    return False


async def _reads(
    service: GameService, people: list[Player], owing: list[int], verb: str, typed: list[str]
) -> list[tuple[str, str]]:
    """The owing seats' ``/play`` choices (nothing typed, and ``verb``), the refusal of the
    first of ``typed`` (notations not legal now), and the status."""
    found: list[tuple[str, str]] = []
    for seat in owing:
        for current in ("", verb):
            for name, value in await service.choices(CHANNEL, people[seat].user_id, current):
                if (words := choice_text(name, value)) is not None:
                    found.append(("choice", words))
    if typed:
        try:
            await service.act(CHANNEL, people[owing[0]], typed[0])
        except (ServiceError, RulesError) as refused:
            found.append(("refusal", say(refused.message)))
        else:
            raise AssertionError(f"a move typed to be refused was played: {typed[0]}")
    found.append(("status", (await service.status(CHANNEL)).reply))
    return found


def main(argv: list[str] | None = None) -> None:
    """Print the Chinese share of every game at a zh-CN and a zh-TW table, per kind of text,
    and the first English texts of each."""
    parser = argparse.ArgumentParser(prog="python -m bench.zh_tables")
    parser.add_argument("--games", default=",".join(sorted(GAMES)), help="comma-separated keys")
    parser.add_argument("--moves", type=int, default=5000, help="moves per game at most")
    parser.add_argument("--seed", default="zh", help="the games' seed")
    parser.add_argument("--show", type=int, default=3, help="English texts shown per table")
    args = parser.parse_args(argv)
    kinds = ("post", "button", "choice", "refusal", "status")
    print(f"{'game':<15}{'table':<7}{'moves':>6}{'texts':>7}{'share':>8}  " + "  ".join(kinds))
    for key in args.games.split(","):
        for locale in LOCALES:
            tally = asyncio.run(table(key, locale, args.seed, args.moves))
            parts = [
                f"{tally.chinese[k]}/{tally.counted[k]}" if tally.counted[k] else "-" for k in kinds
            ]
            total = sum(tally.counted.values())
            moves = f"{tally.moves}{'' if tally.finished else '+'}"
            print(
                f"{key:<15}{locale:<7}{moves:>6}{total:>7}{tally.share():>8.1%}  "
                + "  ".join(parts)
            )
            for kind, text in tally.english[: args.show]:
                print(f"    {kind}: {text[:110]!r}")


if __name__ == "__main__":
    main()
