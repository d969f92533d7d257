"""Click's own English words that a judge meets, marked here for the catalogs (``pybabel extract`` finds them).

These are NOT matchledger's sentences: they are click's exact strings (click/core.py, parser.py,
exceptions.py, types.py, formatting.py), which click passes to gettext as it raises a usage error or
writes a help page. While a command line runs, :func:`cli.options.click_in_report_language` has click
say them through :mod:`cli.i18n`, so each msgid must stay byte for byte click's (a test checks them
against the installed click). Click fills them with ``str.format`` itself: a translation keeps every
``{field}`` of the msgid (``!r`` included) and gets no elision or number grouping from :func:`cli.i18n.tr`.

A few are click's template with click's own English word put in (``{number_type}``, a path's ``{name}``):
:class:`cli.options._ClickSentence` looks those whole sentences up first, for the ones this CLI's
parameters can meet (``click.IntRange``, ``int``, ``click.Path(dir_okay=False)`` / ``(file_okay=False)`` /
``()``, ``click.Choice``).

Nothing imports this module at start-up: it is a list for the catalogs (and the tests).
"""

from __future__ import annotations


def N_(text: str) -> str:
    """Mark one of click's strings for the catalogs."""
    return text


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark one of click's counted strings (its ``ngettext`` singular and plural) for the catalogs."""
    return singular, plural


#: Click's strings as click's code has them (one msgid each).
WORDS = [
    # the usage lines: "Usage:" (exists in the catalogs), the help page's section titles (click adds the ":")
    N_("Options"),
    N_("Commands"),
    # exceptions.py (the "Try '{command} {option}' for help." and "Error: {message}" lines exist in the catalogs)
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Missing argument"),  # click writes "Missing argument 'MATCH...'." itself: the hint and "." after it
    N_("Missing option"),  # "Missing option '--at'."
    # core.py
    N_("Missing command."),
    # parser.py
    N_("Option {name!r} does not take a value."),
    # types.py: a number out of its range (the number itself: SENTENCES)
    N_("{value} is not in the range {range}."),
]

#: Click's template with its own English word put in, as this CLI's parameters meet it: a whole sentence each.
#: (Click's templates themselves, "{value!r} is not a valid {number_type}." and "{name} {filename!r} ...", are
#: left out of the catalogs: said with an English word inside, they would read worse than click's English.)
SENTENCES = [
    N_("{value!r} is not a valid integer."),  # int (simulate --seed)
    N_("{value!r} is not a valid integer range."),  # click.IntRange (--at, --turn, --workers, --port...)
    N_("File {filename!r} is a directory."),  # click.Path(dir_okay=False): --db, --decklist, -o...
    N_("File {filename!r} is not readable."),
    N_("File {filename!r} is not writable."),  # -o FILE (writable=True)
    N_("Directory {filename!r} is a file."),  # click.Path(file_okay=False): simulate -o DIR
    N_("Directory {filename!r} is not readable."),
    N_("Path {filename!r} is not readable."),  # click.Path(): import LOG...
]

#: Click's counted strings (its ngettext calls): (singular, plural).
PLURALS = [
    # exceptions.py: after "No such option" / "No such command"
    NP_("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"),
    # core.py
    NP_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    # parser.py
    NP_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
    # types.py: click.Choice (export --format, --lang)
    NP_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
]
