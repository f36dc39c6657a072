"""The terminal table: ``python -m bot --local`` plays a game with no Discord (docs/design.md §5).

A REPL over the same :class:`GameService` the bot uses, on a temporary or given SQLite file. One
table (one channel) per session; players are made up by name (``join ana``) and the keyboard is
handed around with ``as ana``; bot players (``new <game> bots=2``) move as soon as they owe a
decision, after the command that led to it. Public posts print as ``[table]`` lines (a turn's
board, one Discord message edited in place, prints only its new lines), private ones as
``[to ana]``; images are written as PNG files under ``--boards``, named by session (start time and
process) so that sessions sharing the folder never overwrite each other's boards. Reads commands
from standard input, so a script can be piped in (``python -m bot --local < game.txt``). With
``--replay FILE`` it steps through a game rebuilt from a ``/game export`` file instead
(:mod:`bot.local_replay`).

``--lang`` is the language of the person at the keyboard (issue #25 item 5): replies, refusals,
``legal`` and the keyboard's notices speak it, as a Discord interaction speaks its caller's; a
table opened with ``new`` speaks it too unless ``language=`` says otherwise, and its posts (the
``[table]`` and ``[to …]`` lines) are in the table's language. The command words, the usage
lines and ``help`` stay English, like the commands typed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import sys
import tempfile
from collections.abc import Awaitable, Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from babel.dates import format_datetime, format_timedelta

from bot.i18n import DEFAULT_LOCALE, LOCALES, speaking, t
from bot.local_replay import ReplayTerminal
from bot.services.bot_players import BotPlayers
from bot.services.changes import ChangeKind, GameChanged
from bot.services.errors import ServiceError
from bot.services.export import load_export, rebuild_steps
from bot.services.game_service import GameService, Player
from bot.services.images import Renderer
from bot.services.outputs import Outputs
from bot.services.parsing import option_words
from bot.services.pinning import choice_name, unpin
from bot.store.db import connect
from bot.terminal import command_loop, find_command
from rules import GAMES
from rules.core import RulesError, new_seed, rng_for

CHANNEL = 1
HELP = """commands:
  new <game> [bots=N] [name=value ...]
                               open a lobby, with N bot players (games: {games})
  join <name>                  seat a player (and hand them the keyboard)
  leave                        the current player leaves the lobby
  start                        deal
  as <name>                    hand the keyboard to a seated player
  play <notation>              act as the current player
  legal                        the current player's legal actions
  auto [n]                     let the game's bot play the next n actions (default 1)
  hand | board | status        the private view, the board, who must act
  view                         the current player's private view as JSON (no images needed)
  card <name or id>            what a component is and does (a name's first letters will do)
  log [page]                   the public log
  undo, then confirm           preview, then confirm, undoing your last action
  abandon                      end the game
  help | quit"""
_MENTION = re.compile(r"<@(\d+)>")
_MOMENT = re.compile(r"<t:(-?\d+):([tTdDfFR])>")
BOT_MOVES = frozenset({ChangeKind.ACTED, ChangeKind.FINISHED})


def plain_moments(text: str, now: datetime) -> str:
    """``text`` with Discord's timestamp markup (:func:`bot.services.clock.moment`) as a terminal
    shows it: a date and time in this machine's time zone, or (style ``R``) how far from ``now``
    it is, worded by Babel."""

    def plain(found: re.Match[str]) -> str:
        when = datetime.fromtimestamp(int(found.group(1)), UTC)
        if found.group(2) == "R":
            return format_timedelta(when - now, add_direction=True, locale=DEFAULT_LOCALE)
        return format_datetime(when.astimezone(), "yyyy-MM-dd HH:mm zzz", locale=DEFAULT_LOCALE)

    return _MOMENT.sub(plain, text)


def _is_earlier_marker(line: str) -> bool:
    """True for a long board's "…N earlier lines of this board" line (it changes at each edit)."""
    head, _, tail = t("service.board_earlier", count=0).partition("0")
    return line.startswith(head) and line.endswith(tail)


class Terminal:
    """One terminal table session.

    Args:
        service: the game service to drive.
        boards: the folder PNGs are written to (created on first image).
        out: where everything is printed.
    """

    def __init__(self, service: GameService, boards: Path, out: TextIO) -> None:
        self.service = service
        self.boards = boards
        self.out = out
        self.players: dict[str, Player] = {}
        self.current: Player | None = None
        self.images = 0
        self.shown: dict[int, set[str]] = {}  # board number -> its lines already printed
        self.session = f"{datetime.now():%Y%m%d-%H%M%S}-{os.getpid()}"
        self.bots = BotPlayers(service.tables, service.act_as_seat)
        self._bot_moves: list[Outputs] = []
        service.subscribe(self.bots.on_change)
        service.subscribe(self._collect_bot_move)
        self._commands: dict[str, Callable[[list[str]], Awaitable[Outputs | None]]] = {
            "new": self._new, "join": self._join, "leave": self._leave, "start": self._start,
            "as": self._as, "play": self._play, "legal": self._legal, "auto": self._auto,
            "hand": self._hand, "board": self._board, "status": self._status, "log": self._log,
            "undo": self._undo, "confirm": self._confirm, "abandon": self._abandon,
            "help": self._help, "view": self._view, "card": self._card,
        }  # fmt: skip

    async def run(self, lines: TextIO, *, interactive: bool) -> None:
        """Execute commands from ``lines`` until ``quit`` or the end of input."""
        await command_loop(
            lines, self.out, self.execute, prompt=self.prompt, interactive=interactive
        )

    def prompt(self) -> str:
        """The input prompt: who has the keyboard (``ana> ``), or ``> `` before anyone joins."""
        return f"{self.current.display_name}> " if self.current is not None else "> "

    async def execute(self, line: str) -> None:
        """Run one command line, printing its outputs or its error sentence."""
        found = find_command(line, self._commands, self.say)
        if found is None:
            return
        command, args = found
        try:
            outputs = await command(args)
        except (ServiceError, RulesError, _Usage) as error:
            self.say(f"! {error.message}")
            return
        if outputs is not None:
            self.show(outputs)
        await self.bots.idle()
        moves, self._bot_moves = self._bot_moves, []
        for move in moves:  # the bot's own confirmation (``reply``) is for nobody here
            self.show(Outputs(public=move.public, private=move.private))

    async def _collect_bot_move(self, change: GameChanged) -> None:
        """Keep the outputs of the bot players' moves, shown after the command that led to them."""
        if change.kind in BOT_MOVES and change.actor_seat in change.bot_seats:
            self._bot_moves.append(change.outputs)

    def say(self, text: str) -> None:
        """Print ``text`` with mentions shown as ``@name``."""
        names = {str(p.user_id): p.display_name for p in self.players.values()}
        text = plain_moments(text, self.service.tables.now())
        self.out.write(_MENTION.sub(lambda m: "@" + names.get(m.group(1), m.group(1)), text))
        self.out.write("\n")

    def show(self, outputs: Outputs, reply_label: str = "hand") -> None:
        """Print every post of ``outputs`` and save their images (the reply's picture named
        ``reply_label``)."""
        names = {p.user_id: p.display_name for p in self.players.values()}
        for post in outputs.public:
            for line in self._new_lines(post.board, post.text):
                self.say(f"[table] {line}")
            self._save(post.image_png, f"board-v{post.version}")
        for private in outputs.private:
            name = names.get(private.user_id, str(private.user_id))
            self.say(f"[to {name}] {private.text}")
            self._save(private.image_png, f"{name}-v{private.version}")
        if outputs.reply:
            self.say(f"[you] {outputs.reply}")
            self._save(outputs.reply_image_png, reply_label)

    def _new_lines(self, board: int, text: str) -> list[str]:
        """The lines of ``text`` to print: a turn's board (``board`` > 0) is one message edited
        in place on Discord, so a terminal prints only the lines it has not printed for it yet."""
        lines = text.splitlines()
        if board == 0:
            return lines
        shown = self.shown.setdefault(board, set())
        fresh = [line for line in lines if line not in shown]
        shown.update(fresh)
        if len(fresh) < len(lines):  # an edit: the terminal printed the board's older lines
            fresh = [line for line in fresh if not _is_earlier_marker(line)]
        return fresh

    def _save(self, png: bytes | None, label: str) -> None:
        if png is None:
            return
        self.images += 1
        self.boards.mkdir(parents=True, exist_ok=True)
        path = self.boards / f"{self.session}-{self.images:04d}-{label}.png"
        path.write_bytes(png)
        self.say(f"  (image: {path})")

    def _me(self) -> Player:
        if self.current is None:
            raise _Usage("nobody has the keyboard; `join <name>` or `as <name>` first")
        return self.current

    async def _new(self, args: list[str]) -> Outputs:
        if not args:
            raise _Usage("usage: new <game> [name=value ...]")
        options = option_words(" ".join(args[1:]))
        bots = options.pop("bots", 0)
        if isinstance(bots, bool) or not isinstance(bots, int):
            raise _Usage("usage: new <game> [bots=N] [name=value ...] (N a whole number)")
        host = self.current or Player(0, "table")
        return await self.service.new_game(
            CHANNEL, None, host, args[0], options, join=self.current is not None, bots=bots
        )

    def _player(self, name: str) -> Player:
        if name not in self.players:
            self.players[name] = Player(len(self.players) + 1, name)
        return self.players[name]

    async def _join(self, args: list[str]) -> Outputs:
        if len(args) != 1:
            raise _Usage("usage: join <name>")
        outputs = await self.service.join(CHANNEL, self._player(args[0]))
        self.current = self.players[args[0]]
        return outputs

    async def _leave(self, args: list[str]) -> Outputs:
        return await self.service.leave(CHANNEL, self._me())

    async def _start(self, args: list[str]) -> Outputs:
        return await self.service.start(CHANNEL, self._me())

    async def _as(self, args: list[str]) -> None:
        if len(args) != 1 or args[0] not in self.players:
            raise _Usage(f"usage: as <name> (players: {', '.join(self.players) or 'none'})")
        self.current = self.players[args[0]]
        self.say(t("local.keyboard", name=args[0]))

    async def _play(self, args: list[str]) -> Outputs:
        return await self.service.act(CHANNEL, self._me(), " ".join(args))

    async def _legal(self, args: list[str]) -> None:
        pairs = await self.service.choices(CHANNEL, self._me().user_id, " ".join(args))
        self.say("\n".join(_typable(name, value) for name, value in pairs) or t("local.no_legal"))

    async def _auto(self, args: list[str]) -> None:
        for _ in range(int(args[0]) if args else 1):
            table = await self.service.table_of(CHANNEL)
            if table is None or table.state is None or table.row.status != "active":
                return
            seat = min(table.game.to_act(table.state))
            rng = rng_for(table.row.seed, table.row.version, "local-auto")
            action = table.game.bot_action(table.state, seat, rng)
            self.show(await self.service.act_as_seat(table.row.id, seat, action))

    async def _hand(self, args: list[str]) -> Outputs:
        return await self.service.hand(CHANNEL, self._me())

    async def _card(self, args: list[str]) -> None:
        if not args:
            raise _Usage("card <name or id>: what a component of this game is and does")
        self.show(await self.service.card(CHANNEL, " ".join(args)), reply_label="card")

    async def _view(self, args: list[str]) -> None:
        table = await self.service.table_of(CHANNEL)
        if table is None or table.state is None:
            raise _Usage("no game has started here")
        seat = table.seat_of(self._me().user_id)
        fields = table.game.view(table.state, seat).model_dump(mode="json")
        self.say("\n".join(f"{name}: {json.dumps(value)}" for name, value in fields.items()))

    async def _board(self, args: list[str]) -> Outputs:
        return await self.service.board(CHANNEL)

    async def _status(self, args: list[str]) -> Outputs:
        return await self.service.status(CHANNEL)

    async def _log(self, args: list[str]) -> Outputs:
        return await self.service.log(CHANNEL, int(args[0]) if args else None)

    async def _undo(self, args: list[str]) -> Outputs:
        return await self.service.undo(CHANNEL, self._me(), confirm=args[:1] == ["confirm"])

    async def _confirm(self, args: list[str]) -> Outputs:
        """``confirm`` after an undo question, as its button does on Discord."""
        return await self._undo(["confirm"])

    async def _abandon(self, args: list[str]) -> Outputs:
        return await self.service.abandon(CHANNEL, self._me())

    async def _help(self, args: list[str]) -> None:
        self.say(HELP.format(games=", ".join(sorted(GAMES))))


class _Usage(Exception):
    """A terminal command typed wrongly; the sentence is the usage."""

    def __init__(self, usage: str) -> None:
        super().__init__(usage)
        self.message = usage


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The terminal table's command line (``--local`` itself is accepted and ignored)."""
    parser = argparse.ArgumentParser(prog="python -m bot --local", description=__doc__)
    parser.add_argument("--local", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--db", type=Path, help="SQLite file (default: a temporary one)")
    parser.add_argument("--boards", type=Path, default=Path("boards"), help="PNG folder")
    parser.add_argument("--seed", help="the seed of new games (default: random)")
    parser.add_argument("--no-images", action="store_true", help="do not draw PNGs")
    parser.add_argument(
        "--lang",
        choices=LOCALES,
        default=DEFAULT_LOCALE,
        help="the language you read (replies, refusals, `legal`) and a new table's, unless "
        "`new <game> language=...` chooses the table's",
    )
    parser.add_argument(
        "--replay", type=Path, metavar="FILE", help="step through a /game export file"
    )
    return parser.parse_args(argv)


async def _session(args: argparse.Namespace, lines: TextIO, out: TextIO) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        db = await connect(args.db or Path(scratch) / "local.sqlite3")
        try:
            seeds = (lambda: args.seed) if args.seed else new_seed
            service = GameService(db, render_images=not args.no_images, seeds=seeds)
            terminal = Terminal(service, args.boards, out)
            with speaking(args.lang):
                await terminal.run(lines, interactive=lines.isatty())
        finally:
            await db.close()


async def _replay(args: argparse.Namespace, lines: TextIO, out: TextIO) -> int:
    try:
        export = load_export(args.replay.read_text(encoding="utf-8"))
        steps = rebuild_steps(export, GAMES)
    except KeyError as error:
        print(f"Cannot replay {args.replay}: no game called {error}.", file=sys.stderr)
        return 2
    except (OSError, ValueError, RulesError) as error:
        print(f"Cannot replay {args.replay}: {error}", file=sys.stderr)
        return 2
    renderer = Renderer(enabled=not args.no_images)
    terminal = ReplayTerminal(export, steps, GAMES, renderer, args.boards, out)
    await terminal.run(lines, interactive=lines.isatty())
    return 0


def _typable(name: str, value: str) -> str:
    """A choice as the terminal lists it: its name, led by the notation to type where the name
    does not start with it (a game's hint: ``fly n91 — Fly to n91: 1 Burn, …``)."""
    notation = unpin(value)[1]
    return name if name.startswith(notation) else choice_name(notation, name)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the terminal table (or a replay) on standard input/output; returns the exit status:
    0, or 2 when the ``--replay`` file cannot be read or rebuilt."""
    args = parse_args(argv)
    if args.replay is not None:
        return asyncio.run(_replay(args, sys.stdin, sys.stdout))
    asyncio.run(_session(args, sys.stdin, sys.stdout))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
