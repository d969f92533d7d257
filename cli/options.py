"""Shared options, the error boundary and the output writer of the ``matchledger`` CLI.

``reports_errors`` turns library errors into one ``Error: ...`` line (exit 2),
``naming`` puts the log's file name on engine errors, ``write_output`` writes
a file atomically or stdout. Only click is imported here: ``matchledger --help`` must stay fast, so the
ledger, the store and the rules engines are imported inside the commands.
"""

from __future__ import annotations

import errno
import functools
import os
import sys
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Sequence

import click

#: exit codes: 0 clean, 1 violations found / logs differ, 2 unusable input, 130 interrupted (Ctrl-C).
EXIT_FOUND = 1
EXIT_UNUSABLE = 2
EXIT_INTERRUPTED = 130


def _negative_numbers_last(command: Any, args: list[str]) -> list[str]:
    """``explain MATCH -1``: a negative number where a command takes a number as an argument (SEQ) is that
    argument, not an unknown option ("No such option '-1'"): moved after ``--`` (it is the last argument), so its
    range is said (one line). Not the value of an option (``--db -1``), nor after a ``--`` already there."""
    import re

    if "--" in args or not any(isinstance(p, click.Argument) and isinstance(p.type, Bounded)
                               for p in getattr(command, "params", [])):
        return args
    valued = {name for p in command.params if isinstance(p, click.Option) and not p.is_flag and not p.count
              for name in (*p.opts, *p.secondary_opts)}
    kept, moved = [], []
    for i, word in enumerate(args):
        if re.fullmatch(r"-\d+", word) and not (i and args[i - 1] in valued):
            moved.append(word)
        else:
            kept.append(word)
    return kept + ["--", *moved] if moved else args


class _UsageLines:
    """Click's parser raises some usage errors with no context ("Option '--at' requires an argument.", "Option
    '--json' does not take a value."), and they would be shown without the ``Usage:`` and ``Try ... for help.``
    lines every other usage error has: give them the command's context as they pass."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        args = _negative_numbers_last(self, args)
        try:
            return super().parse_args(ctx, args)  # type: ignore[misc]
        except click.UsageError as exc:
            if exc.ctx is None:
                exc.ctx = ctx
                exc.cmd = ctx.command
            raise


class OutOfRange(click.BadParameter):
    """A whole number out of its range (``--at -1``, ``--turn 0``, ``explain MATCH -1``): said in one line, as
    matchledger's own bad arguments are (``there is no seq 99``), not with click's usage lines: the command
    was written right, one of its numbers is not one it takes."""

    def show(self, file: Any = None) -> None:
        click.ClickException.show(self, file)


class Bounded(click.IntRange):
    """``click.IntRange`` whose out-of-range number is :class:`OutOfRange` (one line, exit 2); a word that is
    no number stays click's usage error for an option (``--at abc``), and is one line too for an argument
    (``explain MATCH x``: the command's second word is the seq)."""

    def convert(self, value: Any, param: Any, ctx: Any) -> Any:
        try:
            return super().convert(value, param, ctx)
        except click.BadParameter as exc:
            try:
                int(value)
            except (TypeError, ValueError):
                if isinstance(param, click.Argument) and isinstance(value, str):
                    from .i18n import N_, tr

                    raise OutOfRange(tr(N_("{value!r} is not a number: write the event's number, a whole number "
                                           "like 5 (0: the set-up)"), value=value), ctx=ctx, param=param) from None
                raise exc from None
            raise OutOfRange(exc.message, ctx=ctx, param=param) from None


class Command(_UsageLines, click.Command):
    """A matchledger command: every usage error shows the command's usage lines."""


class SubGroup(_UsageLines, click.Group):
    """A group of matchledger commands under the main one (``decklist``)."""

    command_class = Command


class Group(_UsageLines, click.Group):
    """The command group: its output cannot attack the reader, and Ctrl-C is one line and exit 130.

    Click's own handling prints "Aborted!" and exits 1, the code for
    "violations found"; an interrupted command has found nothing.
    Click's own words (its usage errors, "Usage:") are said in the report's language: see :meth:`main`.
    """

    command_class = Command
    group_class = SubGroup

    def main(self, args: Sequence[str] | None = None, *rest: Any, **kwargs: Any) -> Any:
        """Run the command line with click's own words in the report's language: the one ``--lang`` asks for
        anywhere on it (read here, since parsing can fail before the option is processed), else the
        locale's. Click makes its messages with gettext as it raises them (``No such option '--nope'.``), so
        its modules say them through :mod:`cli.i18n` while this command line runs (see
        :func:`click_in_report_language`)."""
        from . import i18n

        words = list(sys.argv[1:] if args is None else args)
        try:
            i18n.activate(asked_lang(words))
        except OSError:  # a catalog missing from the install: the --lang option says so when processed
            pass
        with click_in_report_language():
            try:
                return super().main(_lang_after_command(self, words), *rest, **kwargs)
            except OSError as exc:
                # The reader of stderr left too (`... 2>&1 | head -1`) while the Error: line was written:
                # nothing more can be said, and no verdict was reached: a quiet exit 2 (never 1, "found").
                if exc.errno != errno.EPIPE:
                    raise
                _streams_gone()
                sys.exit(EXIT_UNUSABLE)
            except SystemExit as exc:
                # click's own handling of a closed pipe exits 1 (the code for "violations found")
                if exc.code == 1 and type(sys.stdout).__name__ == "_PacifyFlushWrapper":
                    _streams_gone()
                    sys.exit(EXIT_UNUSABLE)
                raise

    def invoke(self, ctx: click.Context) -> Any:
        import signal
        import threading

        from . import INTERRUPTED
        from .safe import guard_streams

        guard_streams()
        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, signal.default_int_handler)  # from here on, KeyboardInterrupt below
        try:
            return super().invoke(ctx)
        except (KeyboardInterrupt, click.Abort) as exc:
            if isinstance(exc, click.Abort) and not isinstance(exc.__context__, KeyboardInterrupt):
                raise
            click.echo(INTERRUPTED, err=True)
            if threading.current_thread() is threading.main_thread():
                # Leave now: every with-block and transaction has already unwound on the way here, and
                # CPython may still treat the KeyboardInterrupt as unhandled and kill itself with SIGINT
                # (exit -2, seen under strace) instead of returning 130.
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(EXIT_INTERRUPTED)
            raise click.exceptions.Exit(EXIT_INTERRUPTED) from None
        finally:
            if threading.current_thread() is threading.main_thread():
                # The command is over (done, failed or interrupted): one interruption is enough, and a
                # Ctrl-C now would land in the interpreter's shutdown, where Python has put the default
                # handler back, and kill the process (exit -2) with nothing said.
                signal.signal(signal.SIGINT, signal.SIG_IGN)


class UnusableInput(click.ClickException):
    """A library error (bad log, unknown match, broken ledger...): one line, exit 2."""

    exit_code = EXIT_UNUSABLE

    def __init__(self, message: Any):
        """``message``: the English line, a ``Reason`` (English, with its template and arguments) or the
        matchledger error itself; ``self.message`` is the English line, :meth:`show` prints it translated."""
        self.source = message
        super().__init__(" ".join(str(message).split("\n")).strip())

    def show(self, file: Any = None) -> None:
        """``Error: ...`` on stderr, in the report's language (a reason without a template stays as written)."""
        from .i18n import tr

        source = self.source
        if getattr(source, "path", None) and isinstance(source.path, str) and not source.path.isprintable():
            import copy

            from .safe import one_line

            source = copy.copy(source)  # a log error's file name shown on its one line: `new\u000aline.jsonl`
            source.path = one_line(source.path)
        click.echo(tr("Error: {message}", message=_said(source)), file=file or sys.stderr)


class Usage(click.UsageError):
    """A command given the wrong arguments (exit 2): click's usage lines, then the reason, in the report's language.

    ``message`` is as for :class:`UnusableInput`: the English line or a ``Reason`` made by ``i18n.said``.
    """

    def __init__(self, message: Any, ctx: click.Context | None = None):
        self.source = message
        super().__init__(str(message), ctx)

    def show(self, file: Any = None) -> None:
        from .i18n import _, reason, tr

        file = file or sys.stderr
        color = None
        if self.ctx is not None:
            color = self.ctx.color
            usage = self.ctx.get_usage()
            if usage.startswith("Usage:"):  # click's word, said by Group.main's click_in_report_language, else here
                usage = _("Usage:") + usage[len("Usage:"):]
            names = self.ctx.command.get_help_option_names(self.ctx)
            hint = tr("Try '{command} {option}' for help.",
                command=self.ctx.command_path, option=max(names, key=len)) + "\n" if names else ""
            click.echo(f"{usage}\n{hint}", file=file, color=color)
        click.echo(tr("Error: {message}", message=reason(self.source)), file=file, color=color)


def asked_lang(args: Sequence[str]) -> str:
    """The report language of a command line: the last ``--lang xx`` / ``--lang=xx`` on it (before a ``--``)
    when it names one matchledger speaks, else the locale's (:func:`cli.i18n.default_lang`)."""
    from . import i18n

    asked: Any = None
    words = iter(args)
    for word in words:
        if word == "--":
            break
        if word == "--lang":
            asked = next(words, None)
        elif isinstance(word, str) and word.startswith("--lang="):
            asked = word[len("--lang="):]
    return asked if asked in i18n.LANGS else i18n.default_lang()


def _lang_after_command(group: click.Group, words: list[str]) -> list[str]:
    """``matchledger --lang fr verify x`` as ``matchledger verify --lang fr x``: a ``--lang`` given before the
    command name goes to the command, which has the option (the language is the one :func:`asked_lang` read; a
    command without the option, or none at all, ``--lang it --help``, just drops it)."""
    head: list[str] = []
    lang: list[str] = []
    k = 0
    while k < len(words) and words[k].startswith("-") and words[k] != "--":
        if words[k] == "--lang":
            lang, k = words[k:k + 2], k + 2
        elif words[k].startswith("--lang="):
            lang, k = [words[k]], k + 1
        else:
            head.append(words[k])
            k += 1
    if not lang:
        return words
    command = group.commands.get(words[k]) if k < len(words) else None
    takes = command is not None and any("--lang" in getattr(p, "opts", ()) for p in command.params)
    return [*head, *words[k:k + 1], *(lang if takes else []), *words[k + 1:]]


#: The click modules whose words a judge reads: the usage errors (core, parser, exceptions, types) and
#: "Usage:" and the help page's section titles (formatting, core). Not click.decorators: the help option's own
#: help ("Show this message and exit.") is made once per command and kept, so it would stay in the language
#: of the first command line a process reads (a test session reads many).
_CLICK_MODULES = ("click.core", "click.exceptions", "click.formatting", "click.parser", "click.types")


@contextmanager
def click_in_report_language() -> Iterator[None]:
    """Within: click's modules translate their messages with :mod:`cli.i18n` (``_`` and ``ngettext``, which
    they took from gettext), into the active report language; after, gettext's own again, so nothing else
    that uses click in this process hears matchledger's language. Click's English strings are the msgids
    (listed in :mod:`cli.click_words`); one the catalogs lack stays English."""
    from . import i18n

    ours = {"_": _click_gettext, "ngettext": i18n.ngettext}
    saved: list[tuple[Any, str, Any]] = []
    for name in _CLICK_MODULES:
        module = sys.modules.get(name)
        for attr, function in ours.items():
            if module is not None and callable(vars(module).get(attr)):
                saved.append((module, attr, vars(module)[attr]))
                setattr(module, attr, function)
    try:
        yield
    finally:
        for module, attr, theirs in reversed(saved):
            setattr(module, attr, theirs)


def _click_gettext(message: str) -> str:
    """Click's ``_``: ``message`` in the active report language (a template filled with one of click's own
    English words gets a sentence of its own first, see :class:`_ClickSentence`)."""
    from . import i18n

    said = i18n._(message)
    if "{number_type}" in message or ("{name}" in message and "{filename!r}" in message):
        return _ClickSentence(message, said)
    return said


class _ClickSentence(str):
    """A translated click template with a field click fills with one of its own English words: a number type's
    name ("{value!r} is not a valid {number_type}.": integer, integer range) or a path's kind ("{name}
    {filename!r} is a directory.": File, Directory, Path). Its :meth:`format` first looks the sentence up with
    that word in it ("{value!r} is not a valid integer range.", "File {filename!r} is a directory."), which a
    language writes whole (its own word, gender and order); else the template, the word left in English."""

    english: str

    def __new__(cls, english: str, said: str) -> "_ClickSentence":
        sentence = super().__new__(cls, said)
        sentence.english = english
        return sentence

    def format(self, *args: Any, **kwargs: Any) -> str:
        from . import i18n

        for field in ("number_type", "name"):
            word = kwargs.get(field)
            if isinstance(word, str) and "{" + field + "}" in self.english:
                whole = self.english.replace("{" + field + "}", word)
                said = i18n._(whole)
                if said != whole:
                    return said.format(*args, **kwargs)
        return str.format(self, *args, **kwargs)


def _db_given(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
    """``--db ""`` names no ledger (it read as the current folder): one error line, exit 2, in every command."""
    if isinstance(value, str) and not value.strip():
        from .i18n import N_, said

        raise UnusableInput(said(N_("--db is empty: give the ledger's file (e.g. matchledger.db) or a "
                                    "postgresql:// URL")))
    if isinstance(value, str) and "://" not in value and os.path.isdir(value):
        from .i18n import N_, said

        # Said by the command (reports_errors), not here while parsing: with --json it is then the one JSON error
        # object every unusable input gives (a usage error raised here would print click's usage block only).
        ctx.meta[DB_ERROR] = UnusableInput(said(N_("{ledger} is a folder, not a ledger file: give the ledger's "
                                                   "file (e.g. matchledger.db) or a postgresql:// URL"),
                                                ledger=value))
    if isinstance(value, str) and ctx.get_parameter_source(param.name) is not click.core.ParameterSource.DEFAULT:
        # --db matchledger.db named on purpose is that file, as any path is, even under MATCHLEDGER_PERSISTENCE=postgres
        # (only the ledger used when none is named follows it; docs/postgresql.md)
        return named_ledger(value)
    return value


def named_ledger(value: str) -> str:
    """A ledger named on the command line (``--db PATH``, copy's SOURCE and TARGET) as the ledger it names: a path
    is that SQLite file whatever ``$MATCHLEDGER_PERSISTENCE`` says, so the default ledger's name
    (``matchledger.db``), which alone follows the variable when no ledger is named, becomes ``./matchledger.db``
    under ``MATCHLEDGER_PERSISTENCE=postgres`` (docs/postgresql.md: "A path stays SQLite")."""
    from ledger.backends import DEFAULT_DB, env_persistence

    if value == DEFAULT_DB and env_persistence() == "postgres":
        return os.path.join(".", value)
    return value


#: the key of ``ctx.meta`` holding an unusable ``--db`` (a folder), raised when the command runs
DB_ERROR = "matchledger.db_error"


def db_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--db PATH|URL``: the ledger file, or a ``postgresql://`` URL ($MATCHLEDGER_DB, else ./matchledger.db)."""
    return click.option(
        "--db", "db", metavar="PATH|URL", envvar="MATCHLEDGER_DB", default="matchledger.db", show_default=True,
        type=click.Path(), callback=_db_given,  # a folder: see _db_given
        help="Ledger file, or postgresql://user@host/dbname (env: MATCHLEDGER_DB).",
    )(fn)


def json_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--json``: print the report as JSON instead of text."""
    return click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")(fn)


def output_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``-o/--output FILE``: write there (atomically) instead of stdout."""
    return click.option(
        "-o", "--output", metavar="FILE", type=click.Path(dir_okay=False, writable=True),
        help="Write to FILE instead of stdout (written to FILE.tmp, then renamed; a symlink is written through, "
             "a FIFO or device written into).",
    )(fn)


def match_argument(name: str = "match") -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A MATCH argument: a stored match id (or unique prefix) or a log file path."""
    return click.argument(name, metavar=name.upper())


def reports_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn matchledger's own errors into one ``Error: ...`` line with exit 2.

    An unexpected exception (a bug) also gets one line, unless
    ``MATCHLEDGER_DEBUG`` is set, which shows the traceback.
    """

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            ctx = click.get_current_context(silent=True)
            if ctx is not None and ctx.meta.get(DB_ERROR) is not None:
                raise ctx.meta[DB_ERROR]
            return _reporting(fn, *args, **kwargs)
        except (UnusableInput, Usage) as exc:
            if kwargs.get("as_json"):
                _json_error(exc)
            raise

    return wrapper


def _json_error(exc: "UnusableInput | Usage") -> None:
    """With ``--json``, an error (exit 2) is also ONE JSON object on stdout, so a program reading it always gets
    JSON: ``{"error": the English line, "message": the translated line, "file", "line", "field"}`` (the last
    three when the error names them; ``errors``: one such object a file when several files are unusable). The
    ``Error:`` line stays on stderr."""
    import json

    def entry(source: Any) -> dict[str, Any]:
        from ledger.errors import LogError

        if isinstance(source, LogError):
            return error_object(source.render(), _said(source), source.path, source.line, source.field)
        data = error_object(str(source), _said(source), _ledger_named(source))
        data.update(_placed(source))
        return data

    data = entry(exc.source)
    several = getattr(exc, "errors", None)
    if several:
        data["errors"] = [entry(e) for e in several]
    try:
        sys.stdout.flush()
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    except (OSError, ValueError):  # stdout itself is what failed: the Error: line on stderr says it
        _stdout_gone()


def error_object(error: str, message: str, file: str | None = None, line: int | None = None,
                 field: str | None = None) -> dict[str, Any]:
    """The README's error object: ``error`` the English line, ``message`` the line in the report's language, and
    ``file`` (when given), ``line`` and ``field`` (when the error names them), each line on one line."""
    data: dict[str, Any] = {"error": " ".join(error.split("\n")).strip(), "message": message}
    if file is not None:
        data["file"] = file
    if line:
        data["line"] = line
    if field:
        data["field"] = field
    return data


def _placed(source: Any) -> dict[str, Any]:
    """The stored match (``match``, a whole id) and event (``seq``) a ledger's refusal names, for the JSON error
    object (``match <id> in <db> fails its integrity check: event seq 7 is missing``): a station or a script
    reads them, not the English line. Only an integrity refusal's; {} for any other error."""
    from ledger.errors import IntegrityError
    from ledger.messages import Reason

    if not isinstance(source, IntegrityError):
        return {}
    reason = next((a for a in source.args if isinstance(a, Reason)), None)
    found: dict[str, Any] = {}

    def walk(args: Any) -> None:
        if not isinstance(args, dict):
            return
        for key in ("match", "seq"):
            value = args.get(key)
            if key not in found and (isinstance(value, int) and not isinstance(value, bool) if key == "seq"
                                     else isinstance(value, str) and len(value) == 36):
                found[key] = value
        for value in args.values():
            if isinstance(value, dict):
                walk(value.get("args", value))

    if reason is not None:
        walk(reason.args)
    return {key: found[key] for key in ("match", "seq") if key in found}


def _ledger_named(source: Any) -> str | None:
    """The ledger file an error is about (its reason's ``ledger``, as the ledger's own errors name it: "notadb.db
    is not a matchledger ledger"), for the JSON error object's ``file``; None when it names none."""
    from ledger.messages import Reason

    reason = source if isinstance(source, Reason) else next(
        (a for a in getattr(source, "args", ()) if isinstance(a, Reason)), None)
    ledger = reason.args.get("ledger") if reason is not None else None
    return ledger if isinstance(ledger, str) and "://" not in ledger else None


def _said(source: Any) -> str:
    """An error's line in the report's language (what ``Error:`` is followed by on stderr)."""
    from .i18n import error_text, reason

    said = error_text(source) if isinstance(source, BaseException) else reason(source)
    return " ".join(said.split("\n")).strip()


def _reporting(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run the command ``fn``, its errors as :func:`reports_errors` says."""
    _check_environment()
    try:
        return fn(*args, **kwargs)
    except (click.ClickException, click.exceptions.Exit, click.Abort, KeyboardInterrupt):
        raise
    except Exception as exc:
        from ledger.errors import MatchledgerError

        if isinstance(exc, MatchledgerError):
            raise UnusableInput(exc) from None
        if isinstance(exc, BrokenPipeError):
            # The reader of stdout left (`... | head`): nothing more to say to it, and no verdict either
            # (click's own handling exits 1, the code for "violations found"): a quiet exit 2.
            _stdout_gone()
            raise click.exceptions.Exit(EXIT_UNUSABLE) from None
        if isinstance(exc, OSError):
            where = f"{exc.filename}: " if exc.filename else ""
            raise UnusableInput(f"{where}{exc.strerror or exc}") from None
        if os.environ.get("MATCHLEDGER_DEBUG"):
            raise
        raise UnusableInput(
            f"internal error ({type(exc).__name__}: {exc}); this is a matchledger bug, "
            "run again with MATCHLEDGER_DEBUG=1 for the traceback"
        ) from None


def _streams_gone() -> None:
    """Neither stdout nor stderr can be written (their reader left): both to /dev/null."""
    for stream in (sys.stdout, sys.stderr):
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, stream.fileno())
            os.close(null)
        except (OSError, ValueError, AttributeError):
            pass


def _stdout_gone() -> None:
    """Stdout cannot be written (a closed pipe, a full disk): send what is left to /dev/null, so the
    interpreter's last flush neither fails again nor prints a second error."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


@contextmanager
def report_of_stored() -> Iterator[None]:
    """Around the report of something already stored (an import, a ruling, a branch): stdout failing (a full
    disk, a closed pipe) is one line saying it was stored and only the report was lost (exit 2), never an
    error that reads as if nothing was stored (a judge would run it again and record it twice)."""
    try:
        yield
        sys.stdout.flush()
    except OSError as exc:
        from .i18n import N_, said

        _stdout_gone()
        raise UnusableInput(said(N_("stored; could not write the report to stdout: {error}"),
                                 error=exc.strerror or str(exc))) from None


@contextmanager
def naming(log: Any) -> Iterator[None]:
    """Engine errors about the header say ``<log>``: name the log's own file instead."""
    from ledger.errors import LogError

    try:
        yield
    except LogError as exc:
        if exc.path in ("<log>", "") and log.path:
            raise type(exc)(exc.reason, path=log.path, line=exc.line, field=exc.field) from None
        raise


def _check_environment() -> None:
    """Refuse a setting of the environment matchledger cannot use, rather than quietly ignore it."""
    raw = os.environ.get("MATCHLEDGER_TIME_LIMIT", "")
    if raw:
        import math

        try:
            seconds = float(raw)
        except ValueError:
            seconds = math.nan
        if not (math.isfinite(seconds) and 0 <= seconds <= 10**8):
            from .i18n import N_, said

            raise UnusableInput(said(N_("MATCHLEDGER_TIME_LIMIT={value!r} is not a number of seconds: give one such "
                                        "as 60, or 0 for no bound"), value=raw))


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def refuse_overwriting(output: str | None, *sources: str) -> None:
    """Refuse an ``-o`` that is one of the files the command reads (``export log.jsonl -o log.jsonl`` would
    replace the log with its own export): one line, exit 2, before anything is read or written."""
    if not output or output == "-":
        return
    for source in sources:
        if source and _same_file(os.path.expanduser(source), output):
            from .i18n import N_, said
            from .safe import one_line

            raise UnusableInput(said(N_("-o {output}: it is {source}, the file being read: write to another file"),
                                     output=one_line(output), source=one_line(source)))


def write_output(data: bytes, output: str | None) -> None:
    """Write ``data`` to ``output``, or to stdout.

    A regular file (or a new one) is written atomically: ``FILE.tmp`` beside it, then renamed over it (keeping
    an existing file's permissions). A symlink is written through: its target is replaced so, the link stays.
    Something that is not a regular file (a FIFO, a device) is written into, as the shell's ``>`` would: it is
    never replaced by a file. An error (a full disk) is one line naming ``output``.
    """
    if not output or output == "-":
        stream = sys.stdout.buffer
        sys.stdout.flush()
        stream.write(data)
        stream.flush()
        return
    import stat

    try:
        st = os.stat(output)  # through a symlink: /dev/stdout -> /proc/self/fd/1 -> a pipe, whose "path" is no file
    except OSError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode) and not stat.S_ISDIR(st.st_mode):
        sys.stdout.flush()  # (-o /dev/stdout: what was printed before comes first)
        try:
            with open(output, "wb", buffering=0) as fh:
                view = memoryview(data)
                while view:
                    view = view[fh.write(view):]
        except OSError as exc:
            raise OSError(exc.errno, exc.strerror or str(exc), output) from None
        return
    target = os.path.realpath(output) if os.path.islink(output) else output
    folder = os.path.dirname(os.path.abspath(target))
    if st is None and not os.path.lexists(folder):  # -o into a folder that is not there: name the folder
        from .i18n import N_, said
        from .safe import one_line

        raise UnusableInput(said(N_("{path}: the folder {folder} does not exist: create it first, or write the file "
                                    "elsewhere"), path=one_line(output),
                                 folder=one_line(os.path.dirname(output) or folder)))
    tmp = f"{target}.tmp"
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
        if st is not None:
            os.chmod(tmp, stat.S_IMODE(st.st_mode))
        os.replace(tmp, target)
    except BaseException as exc:
        if os.path.lexists(tmp):
            os.remove(tmp)
        if isinstance(exc, OSError) and exc.strerror:  # named as the file asked for, not its .tmp on the way
            raise OSError(exc.errno, exc.strerror, output) from None
        raise


def lang_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``--lang en|fr|it``: the language of the report (default: the locale's, LC_ALL / LC_MESSAGES / LANG,
    else English). Card and player names are never translated."""
    from . import i18n

    def activate(ctx: click.Context, param: click.Parameter, value: str) -> str:
        i18n.activate(value)
        return value

    return click.option(
        "--lang", "lang", type=click.Choice(i18n.LANGS), default=lambda: i18n.default_lang(),
        show_default="from the locale, else en", callback=activate, is_eager=True, expose_value=False,
        help="Language of the report: en, fr or it (default: the locale's, LC_ALL/LC_MESSAGES/LANG).",
    )(fn)


def repeated(stored: bool = True, lang: bool = True) -> str:
    """The options a command printed for the judge to run next repeats so it runs as this one did, each
    quoted for the shell: ``--db`` when the ledger is not the default one (only for a stored match, which
    it names: a log file needs no ledger) and ``--lang`` when it was given or the report's language is not
    the locale's; ``" --db finals.db --lang it"``, or "" when there is none (or no command runs)."""
    import shlex

    from . import i18n
    from .safe import one_line

    ctx = click.get_current_context(silent=True)
    if ctx is None:
        return ""
    out: list[str] = []
    db = next((c.params["db"] for c in _contexts(ctx) if isinstance(c.params.get("db"), str)), None)
    if stored and db and db != "matchledger.db":
        out.append(f"--db {shlex.quote(one_line(without_password(db)))}")
    given = any(c.get_parameter_source("lang") == click.core.ParameterSource.COMMANDLINE for c in _contexts(ctx))
    if lang and (given or i18n.current() != i18n.default_lang()):
        out.append(f"--lang {i18n.current()}")
    return "".join(" " + o for o in out)


def without_password(db: str) -> str:
    """``db`` as a hint or a message names it: a ``postgresql://`` URL with its password left out (of the user
    part and of a ``password=`` parameter; libpq asks for it, or reads ``PGPASSWORD``), a path as it is."""
    if not db.startswith(("postgresql://", "postgres://")):
        return db
    from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

    try:
        parts = urlsplit(db)
        netloc = parts.netloc
        if parts.password is not None:
            users, _at, hosts = netloc.rpartition("@")
            netloc = f"{users.split(':', 1)[0]}@{hosts}"
        query = parts.query
        pairs = parse_qsl(query, keep_blank_values=True)
        if any(k == "password" for k, _v in pairs):
            query = urlencode([(k, v) for k, v in pairs if k != "password"], safe="/")
        return urlunsplit(parts._replace(netloc=netloc, query=query))
    except ValueError:  # not a URL after all (a bad port...): its user part, whatever it holds, is left out
        head, sep, rest = db.partition("://")
        return f"{head}{sep}{rest.rpartition('@')[2]}"


def _contexts(ctx: click.Context | None) -> Iterator[click.Context]:
    while ctx is not None:
        yield ctx
        ctx = ctx.parent
