"""The judge station (``matchledger serve``): a read-only web app over one ledger.

Pages: the match list with filters (game, player, verdict), each match's
verify report, the replay viewer of :mod:`cli.viewer`. JSON endpoints
return the very text the ``--json`` commands print, built by the same
functions (``list``, ``show``, ``verify``, ``replay``). Nothing here writes:
every request opens the ledger, reads, and closes it.

A match is named by its id or a unique prefix, never by a path, so no
request can reach a file outside the ledger. Bad requests get one plain line
and a 4xx: 404 for an unknown match or route, 400 for a bad seq, turn or
seat, an unknown game, a query parameter the route does not take or one
given twice (each route's are :data:`PARAMS`), 405 for anything but GET.
Refusals name query parameters (``at=``, ``as=``), never the CLI's flags.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from typing import Any, Callable
from urllib.parse import quote, urlencode

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route

from .i18n import N_, _, current, error_text, moment, ntr, reason, tr
from .render import cards
from .viewer import text as h

#: a match reference as the station accepts it: an id or a prefix of one (4+ hex digits, dashes).
REF = re.compile(r"^[0-9A-Fa-f][0-9A-Fa-f-]{3,35}$")
PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"
#: the match list's columns (translated when the page is written)
COLUMNS = [N_("id"), N_("game"), N_("players"), N_("label"), N_("round"), N_("table"), N_("events"), N_("verdict"),
           N_("imported")]
#: the pages' words (translated, then HTML-escaped, when a page is written: :func:`_words`)
WORDS = {"station": N_("Judge station"), "game": N_("Game"), "player": N_("Player"), "verdict": N_("Verdict"),
         "filter": N_("Filter"), "any": N_("any"), "clean": N_("clean"), "violations_found": N_("violations found"),
         "replay": N_("replay"), "no_fit": N_("No match fits these filters."), "all": N_("All matches"),
         "viewer": N_("Replay viewer"), "judge": N_("(judge)"), "report": N_("Verify report"), "show": N_("show"),
         "verify": N_("verify"), "last_board": N_("replay (last board)")}
HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "Cache-Control": "no-store"}
#: the query parameters each route takes (any other is refused, naming it)
FILTERS = ("game", "player", "verdict")
PARAMS = {"/": FILTERS, "/api/matches": FILTERS, "/match/{ref}": (), "/match/{ref}/view": ("as",),
          "/api/matches/{ref}": (), "/api/matches/{ref}/verify": (),
          "/api/matches/{ref}/replay": ("at", "before", "turn", "as")}

_STYLE = """
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; margin: 1em 2em; color: #1d232b; }
table { border-collapse: collapse; } th, td { text-align: left; padding: .25em .7em; border-bottom: 1px solid #d5dae0; }
th { background: #eef1f5; } .bad { color: #b3261e; font-weight: 600; } .ok { color: #1e6b34; font-weight: 600; }
form { margin: .5em 0 1em; display: flex; gap: .8em; align-items: end; flex-wrap: wrap; }
pre { background: #f5f6f8; padding: .8em; border: 1px solid #d5dae0; border-radius: 6px; white-space: pre-wrap; }
code { background: #f0f2f5; padding: 0 .2em; } nav a { margin-right: 1em; }
"""


class Station:
    """The ledger the station reads, with verdicts and viewer pages kept once computed.

    Stored matches never change (the ledger is append-only), so what is
    computed from one match id stays true for as long as the station runs.
    """

    PAGES = 8

    def __init__(self, db: str):
        self.db = db
        self._lock = threading.Lock()
        self._verdicts: dict[str, Any] = {}
        self._pages: OrderedDict[tuple[str, str | None], str] = OrderedDict()
        self._refused: dict[str, str] = {}  # match id -> why it cannot be read (its hash chain does not hold)

    def read(self, fn: Callable[[Any], Any]) -> Any:
        """Call ``fn(ledger)`` with the ledger open, mapping library errors to HTTP errors."""
        from ledger.errors import IntegrityError, MatchledgerError

        from .main import _ledger
        from .options import UnusableInput

        try:
            with _ledger(self.db) as led:
                return fn(led)
        except UnusableInput as exc:
            raise HTTPException(400, reason(exc.source)) from None
        except IntegrityError as exc:
            raise HTTPException(409, error_text(exc)) from None
        except MatchledgerError as exc:
            raise HTTPException(404, error_text(exc)) from None

    def match(self, led: Any, ref: str) -> tuple[Any, str]:
        if not REF.match(ref):
            raise HTTPException(404, tr("{ref!r} is not a match id (give an id or a prefix of one, from /)", ref=ref))
        match_id = led.resolve(ref)
        log = led.load(match_id)
        from ledger.rulings import rulings_of

        rulings_of(led, match_id)  # its rulings' chain checked here, inside read(): an edited ruling is a 409
        return log, match_id

    def verdict(self, log: Any, match_id: str) -> Any:
        from .main import _verify

        with self._lock:
            found = self._verdicts.get(match_id)
        if found is None:
            found = _verify(log, match_id)
            with self._lock:
                self._verdicts[match_id] = found
        return found

    def verdict_of(self, led: Any, match_id: str) -> Any:
        """The verdict on a stored match, loading it only the first time."""
        with self._lock:
            found = self._verdicts.get(match_id)
        return found if found is not None else self.verdict(led.load(match_id), match_id)

    def listed_verdict(self, led: Any, match_id: str) -> tuple[Any, str | None]:
        """The verdict on a stored match for the match list, or (None, why) when the match cannot be read: one
        match that fails its integrity check is shown refused in the list, the others as usual."""
        from ledger.errors import IntegrityError

        with self._lock:
            why = self._refused.get(match_id)
        if why is not None:
            return None, why
        try:
            from ledger.rulings import rulings_of

            rulings_of(led, match_id)  # an edited ruling: refused in the list, as the match's pages refuse it
            return self.verdict_of(led, match_id), None
        except IntegrityError as exc:
            why = error_text(exc)
            with self._lock:
                self._refused[match_id] = why
            return None, why

    def page(self, log: Any, match_id: str, only: str | None) -> str:
        from .main import _rules
        from .viewer import build_page

        key = (match_id, only)
        with self._lock:
            if key in self._pages:
                self._pages.move_to_end(key)
                return self._pages[key]
        from .disputes import load_rulings

        from .disputes import lineage_facts, lineage_items

        rulings = load_rulings(match_id, match_id, self.db)
        lineage = lineage_items(lineage_facts(match_id, match_id, log, self.db), events=only is None,  # as `view`
                                again=hint_options(self.db))  # (no command line to repeat: the station's own)
        built = build_page(log, match_id, self.verdict(log, match_id), _rules(log.game), only, rulings, lineage)
        with self._lock:
            self._pages[key] = built
            while len(self._pages) > self.PAGES:
                self._pages.popitem(last=False)
        return built


def _words() -> dict[str, str]:
    """:data:`WORDS` in the station's language, escaped for HTML."""
    return {k: h(_(v)) for k, v in WORDS.items()}


#: Where markup goes in a translated sentence: private-use characters, which no translation, value or
#: escaping holds or changes (a control character would be shown as U+FFFD by the escaping).
SLOTS = ("\ue000", "\ue001")


def _marked(sentence: str, *markup: str) -> str:
    """``sentence`` (translated, with :data:`SLOTS` for its values that are markup) as HTML: the sentence
    escaped, then each slot replaced by its markup."""
    out = h(sentence)
    for slot, piece in zip(SLOTS, markup):
        out = out.replace(slot, piece)
    return out


def _html(title: str, body: str) -> HTMLResponse:
    page = (f"<!doctype html><html lang=\"{current()}\"><head><meta charset=\"utf-8\"><title>{h(title)}</title>"
            f"<style>{_STYLE}</style></head><body>{body}</body></html>")
    return HTMLResponse(page, headers={**HEADERS, "Content-Security-Policy": PAGE_CSP})


def _json(text: str) -> Response:
    return Response(text + "\n", media_type="application/json", headers=HEADERS)


def _int(request: Request, name: str) -> int | None:
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return None
    # isdigit() alone takes '²' and '١', which int() refuses; 5,000 digits int() refuses too.
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 9:
        shown = raw if len(raw) <= 40 else raw[:40] + "..."
        raise HTTPException(400, tr("{name}={raw!r}: give a whole number", name=name, raw=shown))
    return int(raw)


def _params(request: Request, route: str) -> None:
    """Refuse a query parameter ``route`` does not take, or one given twice: the station never answers a
    request it did not understand (a filter or a seq it would have left out)."""
    known = PARAMS[route]
    seen: set[str] = set()
    for key, _value in request.query_params.multi_items():
        shown = key if len(key) <= 40 else key[:40] + "..."
        if key not in known:
            if known:
                raise HTTPException(400, tr("unknown query parameter {name!r} (this page takes {known})", name=shown,
                                            known=", ".join(f"{k}=" for k in known)))
            raise HTTPException(400, tr("unknown query parameter {name!r} (this page takes none)", name=shown))
        if key in seen:
            raise HTTPException(400, tr("{name}= is given more than once: give it once", name=key))
        seen.add(key)


def _filters(request: Request) -> tuple[str, str, str]:
    """The match list's filters (game, player, verdict); an unknown game or verdict is refused."""
    from projections.core import ENGINES

    q = request.query_params
    game, player, verdict = q.get("game", ""), q.get("player", "").strip(), q.get("verdict", "")
    if game and game not in ENGINES:
        shown = game if len(game) <= 40 else game[:40] + "..."
        raise HTTPException(400, tr("game={game!r}: no such game (games: {known})", game=shown,
                                    known=", ".join(sorted(ENGINES))))
    if verdict not in ("", "clean", "violations"):
        raise HTTPException(400, tr("verdict={verdict!r}: give clean or violations", verdict=verdict))
    return game, player, verdict


def _check_seat(log: Any, player: str | None) -> None:
    """``as=PLAYER``: a player of the match, or spectator (``replay --as``, in the words of a query)."""
    from .main import SPECTATOR, SPECTATOR_WORDS

    if player is None:
        return
    ids = [p.id for p in log.header.players]
    if player not in ids and player != SPECTATOR and player.casefold() not in SPECTATOR_WORDS:
        shown = player if len(player) <= 40 else player[:40] + "..."
        raise HTTPException(400, tr("as={player!r}: not a player of this match (players: {players}; or {spectator}: "
                                    "what is public)", player=shown, players=", ".join(ids), spectator=SPECTATOR))


def _seat_of(header: Any) -> tuple[str, str]:
    """The round and table a match's header names in ``meta`` (``("4", "56")``; "" for what it does not name):
    what tells apart matches of one round that share a label."""
    from .batch import _plain

    meta = _plain(header).get("meta")
    meta = meta if isinstance(meta, dict) else {}
    return tuple("" if meta.get(k) in (None, "") else str(meta[k]) for k in ("round", "table"))  # type: ignore


def _settled_tables(led: Any, rows: list) -> set:
    """The tables listed with two or more players' logs that a judge's correction settled (one of the table's
    logs and a correction of another have the same events, each clean), as verify --all and show say it
    (:func:`cli.packet.table_others`'s ``settled``), by ``(game, round, table)``."""
    from ledger.errors import MatchledgerError

    from .packet import table_others

    count: dict = {}
    first: dict = {}
    for m, _v, _why, amended, (rnd, table) in rows:
        if table and amended is None:
            key = (m.game, rnd, table)
            count[key] = count.get(key, 0) + 1
            first.setdefault(key, m.id)
    out = set()
    for key, n in count.items():
        if n < 2:
            continue
        try:
            mid = first[key]
            if any(o.get("settled") for o in table_others(led, mid, led.load(mid))):
                out.add(key)
        except MatchledgerError:
            continue  # a log that cannot be read: no agreement (its own line says why)
    return out


def _stored_seat(led: Any, match_id: str) -> tuple[str, str]:
    """:func:`_seat_of` a stored match (its header row, one read); ("", "") when the header cannot be read (the
    match's own page says why)."""
    from ledger.errors import MatchledgerError

    try:
        return _seat_of(led.read_header(match_id).header)
    except (MatchledgerError, ValueError, TypeError, AttributeError):
        return "", ""


def _lineage_html(s: dict, again: str) -> str:
    """The match's place among corrections, as ``show`` says it: the match it corrects (linked) and every
    correction of it (linked), each with its judge and reason; "" for a match with neither. The other logs of
    its table each with the ``diff`` command to compare them, carrying ``again`` (:func:`hint_options`: the
    station's ledger and language; a page handler has no command line for ``cli.options.repeated`` to repeat)."""
    from types import SimpleNamespace

    from .disputes import branch_words, correction_words
    from .main import show_heads

    heads = {k: v.strip() for k, v in show_heads().items()}
    out = []
    own = s.get("amends")
    if own:
        link = f"<a href=\"/match/{quote(own['parent'])}\"><code>{h(own['parent'][:8])}</code></a>"
        what = correction_words(SimpleNamespace(**own))
        out.append(f"<p id=\"parent\"><b>{h(heads['parent'])}</b> "
                   + _marked(tr("{parent} (this match corrects it: {what})", parent=SLOTS[0], what=what), link)
                   + "<br>" + h(tr("judge {judge}: {reason}", judge=own.get("judge", ""), reason=own.get("reason", "")))
                   + "</p>")
    branches = s.get("branches") or []
    if branches:
        items = []
        for b in branches:
            link = f"<a href=\"/match/{quote(b['match'])}\"><code>{h(b['match'][:8])}</code></a>"
            items.append("<li>" + _marked(branch_words(SLOTS[0], SimpleNamespace(**{"judge": "", "reason": "", **b})),
                                          link) + "</li>")  # the branch point said once, as show says it
        out.append(f"<p><b>{h(heads['branch'])}</b></p><ul id=\"branches\">{''.join(items)}</ul>")
    others = s.get("same_table") or []
    if others:  # a disputed table: its other logs, as the packet names them, each with its diff command
        from .packet import other_log_items

        lines = other_log_items(others, s["match"], again)  # markdown list lines, nested by two spaces
        out.append("<ul id=\"same-table\">" + "".join(
            f"<li>{'↳ ' * ((len(x) - len(x.lstrip(' '))) // 2)}{h(x.strip().removeprefix('- ').replace('`', ''))}</li>"
            for x in lines) + "</ul>")
    return "".join(out)


def _beyond(name: str, value: int, n: int) -> HTTPException:
    """``at=``/``before=`` past the last of a match's ``n`` events."""
    if n == 0:
        return HTTPException(400, tr("{name}={value}: the match has no events yet (its set-up is at=0)", name=name,
                                     value=value))
    return HTTPException(400, ntr("{name}={value}: the log has {n} event (seq 1..{n})",
                                  "{name}={value}: the log has {n} events (seq 1..{n})", n, name=name, value=value, n=n))


def hint_options(db: str) -> str:
    """The options a command the station's pages print carries, each quoted for the shell: ``--db`` the station's
    ledger (unless the default one; a ``postgresql://`` URL without its password) and ``--lang`` the station's
    language, always (a judge at the desk runs it in a shell of their own): ``" --db finals.db --lang fr"``."""
    import shlex

    from .options import without_password
    from .safe import one_line

    out = f" --db {shlex.quote(one_line(without_password(db)))}" if db != "matchledger.db" else ""
    return f"{out} --lang {current()}"


def make_app(db: str) -> Starlette:
    """The station's web app over the ledger file ``db`` (read only)."""
    from .main import json_text, list_data, list_parts, show_data, verify_data

    st = Station(db)
    again = hint_options(db)  # what a command the reports print repeats, fixed as the station starts
    seats: dict[str, tuple[str, str]] = {}  # each listed match's round and table (:func:`_stored_seat`), by id

    def report(v: Any, log: Any, mid: str, rulings: list) -> str:
        """``verify_report``, its commands ("Board then: matchledger replay ID --at N") naming the station's
        ledger and language, as the CLI's reports name theirs: a request has no command line to repeat."""
        from .disputes import rulings_text
        from .main import _rules, _title
        from .render import verification_text

        text = verification_text(v, _rules(log.game), _title(log, mid), ref=mid[:8] + again)
        return f"{text}\n\n{rulings_text(rulings, v.violations)}" if rulings else text

    def listed(led: Any, game: str, player: str, verdict: str) -> tuple[list, dict, list[str]]:
        """The stored matches the filters keep ``(summary, verdict, why refused)``, the corrections' amendments,
        and every game stored. A match that fails its integrity check has no verdict: it is kept under every
        filter, refused (why, in words), so the list stays usable and the judge sees it."""
        out, games = [], set()
        matches, amends = list_parts(led)
        for m in matches:
            games.add(m.game)
            if game and m.game != game:
                continue
            if player and not any(player.lower() in p.lower() for p in m.players):
                continue
            v, why = st.listed_verdict(led, m.id)
            if v is not None and (verdict == "clean" and not v.clean or verdict == "violations" and v.clean):
                continue
            out.append((m, v, why))
        return out, amends, sorted(games)

    # -- JSON: the --json commands' own output ------------------------------------------
    def api_list(request: Request) -> Response:
        _params(request, "/api/matches")
        game, player, verdict = _filters(request)
        found, amends, _games = st.read(lambda led: listed(led, game, player, verdict))
        data = list_data([m for m, _v, _why in found], amends)
        for item, (_m, _v, why) in zip(data, found):
            if why is not None:  # why the match cannot be read (it fails its integrity check); else as `list --json`
                item["refused"] = why
        return _json(json_text(data))

    def api_show(request: Request) -> Response:
        _params(request, "/api/matches/{ref}")
        log, mid = st.read(lambda led: st.match(led, request.path_params["ref"]))
        return _json(json_text(show_data(mid, mid, log, db)))

    def api_verify(request: Request) -> Response:
        _params(request, "/api/matches/{ref}/verify")
        log, mid = st.read(lambda led: st.match(led, request.path_params["ref"]))
        from .disputes import load_rulings, parent_integrity

        from .verify import _corrections_of

        lineage = (getattr(log.header, "amends", None), _corrections_of(mid, mid, log, db))  # as verify --json
        return _json(json_text(verify_data(st.verdict(log, mid), load_rulings(mid, mid, db), None, lineage,
                                           parent_integrity(mid, log, db))))

    def api_replay(request: Request) -> Response:
        from .main import replay_cursor, set_rulings

        _params(request, "/api/matches/{ref}/replay")
        at, turn, before = _int(request, "at"), _int(request, "turn"), _int(request, "before")
        as_player = request.query_params.get("as") or None
        if at is not None and turn is not None:
            raise HTTPException(400, _("give at=SEQ or turn=N, not both"))
        if before is not None and (at is not None or turn is not None):
            raise HTTPException(400, _("give before=SEQ alone, not with at= or turn="))
        if turn == 0:
            raise HTTPException(400, _("turn=0: turns count from 1"))
        if before == 0:
            raise HTTPException(400, _("before=0: events count from 1"))

        def board(led: Any) -> str:
            from .disputes import load_rulings

            log, mid = st.match(led, request.path_params["ref"])
            _check_seat(log, as_player)
            n = len(log.events)
            for name, value in (("at", at), ("before", before)):
                if value is not None and value > n:
                    raise _beyond(name, value, n)
            cursor = replay_cursor(log, mid, before - 1 if before is not None else at, turn, led)
            set_rulings(cursor, load_rulings(mid, mid, db))
            return cursor.show(as_player, True, turn, before=before)

        return _json(st.read(board))

    # -- pages ------------------------------------------------------------------------
    def index(request: Request) -> HTMLResponse:
        _params(request, "/")
        game, player, verdict = _filters(request)

        def rows(led: Any) -> tuple[list, list[str]]:
            found, amends, games = listed(led, game, player, verdict)
            for m, _v, _why in found:  # a stored match's header never changes: read once a station
                if m.id not in seats:
                    seats[m.id] = _stored_seat(led, m.id)
            out = [(m, v, why, amends.get(m.id), seats[m.id]) for m, v, why in found]
            return out, games, _settled_tables(led, out)

        found, games, settled = st.read(rows)
        t = _words()
        options = "".join(f"<option value=\"{h(g)}\"{' selected' if g == game else ''}>{h(g)}</option>" for g in games)
        verdicts = "".join(f"<option value=\"{v}\"{' selected' if v == verdict else ''}>{w}</option>"
                           for v, w in (("", t["any"]), ("clean", t["clean"]), ("violations", t["violations_found"])))
        from ledger.backends import masked  # no password on the page (user:***@)

        ledger = _marked(tr("Ledger {db}, read only.", db=SLOTS[0]), f"<code>{h(masked(db))}</code>")
        headings = "".join(f"<th>{h(_(c))}</th>" for c in COLUMNS)
        body = [f"<h1>{t['station']}</h1><p>{ledger} "
                f"<a href=\"/api/matches\">JSON</a></p>",
                "<form method=\"get\" action=\"/\">"
                f"<label>{t['game']}<br><select name=\"game\"><option value=\"\">{t['any']}</option>{options}"
                "</select></label>"
                f"<label>{t['player']}<br><input name=\"player\" value=\"{h(player)}\"></label>"
                f"<label>{t['verdict']}<br><select name=\"verdict\">{verdicts}</select></label>"
                f"<button type=\"submit\">{t['filter']}</button></form>",
                f"<table id=\"matches\"><tr>{headings}<th></th></tr>"]
        logs: dict = {}  # the players' logs (no corrections) of each table listed: two or more, a dispute
        for m, _v, _why, amended, (rnd, table) in found:
            if table and amended is None:
                logs[(m.game, rnd, table)] = logs.get((m.game, rnd, table), 0) + 1
        for m, v, why, amended, (rnd, table) in found:
            if v is None:  # its hash chain does not hold: refused, and why
                mark = (f"<span class=\"bad refused\" title=\"{h(why)}\">"
                        + h(tr("refused: {why}", why=why)) + "</span>")  # the audit's line: what was changed
            else:
                n = len(v.violations)
                count = h(ntr("{n} violation", "{n} violations", n, n=n))
                mark = f"<span class=\"ok\">{t['clean']}</span>" if v.clean else f"<span class=\"bad\">{count}</span>"
            link = quote(m.id)
            fix = (" <small>" + _marked(tr("(correction of {parent} from seq {seq})", parent=SLOTS[0], seq=amended.at),
                                        f"<a href=\"/match/{quote(amended.parent)}\">{h(amended.parent[:8])}</a>")
                   + "</small>" if amended is not None else "")
            n_logs = logs.get((m.game, rnd, table), 0) if table else 0
            if n_logs > 1 and (m.game, rnd, table) in settled:  # a settled table is no dispute (verify --all: settled)
                disputed = (" <small class=\"ok settled\">"
                            + h(tr("(settled: {n} logs of this table, a correction agrees)", n=n_logs)) + "</small>")
            else:
                disputed = (" <small class=\"bad disputed\">" + h(tr("(disputed: {n} logs of this table)", n=n_logs))
                            + "</small>" if n_logs > 1 else "")
            body.append(f"<tr data-match=\"{h(m.id)}\"><td><a href=\"/match/{link}\"><code>{h(m.id[:8])}</code></a></td>"
                        f"<td>{h(m.game)}</td><td>{h(', '.join(m.players))}</td><td>{h(m.label)}{fix}</td>"
                        f"<td>{h(rnd)}</td><td>{h(table)}{disputed}</td><td>{h(m.events)}</td><td>{mark}</td><td>{h(moment(m.imported_at))}</td>"
                        f"<td><a href=\"/match/{link}/view\">{t['replay']}</a></td></tr>")
        body.append("</table>")
        if not found:
            body.append(f"<p>{t['no_fit']}</p>")
        return _html(_("Judge station"), "".join(body))

    def match_page(request: Request) -> HTMLResponse:
        from .disputes import load_rulings

        _params(request, "/match/{ref}")
        log, mid = st.read(lambda led: st.match(led, request.path_params["ref"]))
        v = st.verdict(log, mid)
        s = show_data(mid, mid, log, db)
        link = quote(mid)
        seats = [(p["id"], tr("as {seat}", seat=p["id"])) for p in s["players"]] + \
            [("spectator", _("as a spectator"))]
        views = " ".join(f"<a href=\"/match/{link}/view?{urlencode({'as': pid})}\">{h(w)}</a>" for pid, w in seats)
        players = "".join("<li>" + _marked(tr("seat {seat}: {id} ({name}), deck {cards}", seat=p["seat"], id=SLOTS[0],
                                              name=p["name"], cards=cards(p["deck"])), f"<b>{h(p['id'])}</b>")
                          + "</li>" for p in s["players"])
        facts = _marked(ntr("{game} · {id} · {n} event · digest {digest}…",
                            "{game} · {id} · {n} events · digest {digest}…", s["events"],
                            game=s["game"], id=SLOTS[0], n=s["events"], digest=SLOTS[1]),
                        f"<code>{h(mid)}</code>", f"<code>{h(s['digest'][:16])}</code>")
        rnd, table = _seat_of(log.header)
        seat = " · ".join([*([tr("round {round}", round=rnd)] if rnd else []),
                           *([tr("table {table}", table=table)] if table else [])])
        t = _words()
        body = (f"<nav><a href=\"/\">{t['all']}</a></nav><h1>{h(s['label'] or mid)}</h1>"
                + (f"<p id=\"seat\">{h(seat)}</p>" if seat else "")
                + f"<p>{facts}</p>{_lineage_html(s, again)}"
                f"<ul>{players}</ul>"
                f"<p><a href=\"/match/{link}/view\"><b>{t['viewer']}</b></a> {t['judge']} · {views}</p>"
                f"<h2>{t['report']}</h2>"
                f"<pre id=\"report\">{h(report(v, log, mid, load_rulings(mid, mid, db)))}</pre>"
                f"<p>JSON: <a href=\"/api/matches/{link}\">{t['show']}</a> · "
                f"<a href=\"/api/matches/{link}/verify\">{t['verify']}</a>"
                f" · <a href=\"/api/matches/{link}/replay\">{t['last_board']}</a></p>")
        return _html(tr("Match {id}", id=mid[:8]), body)

    def view_page(request: Request) -> HTMLResponse:
        _params(request, "/match/{ref}/view")
        only = request.query_params.get("as") or None

        def page(led: Any) -> str:
            log, mid = st.match(led, request.path_params["ref"])
            _check_seat(log, only)
            return st.page(log, mid, only)

        return HTMLResponse(st.read(page), headers={**HEADERS, "Content-Security-Policy": PAGE_CSP})

    async def refuse(request: Request, exc: HTTPException) -> Response:
        detail = exc.detail if isinstance(exc.detail, str) else _("bad request")
        if exc.status_code == 404 and detail == "Not Found":
            detail = tr("no such page: {path!r} (pages: /, /match/ID, /match/ID/view; JSON: /api/matches, "
                       "/api/matches/ID, /api/matches/ID/verify, /api/matches/ID/replay)", path=request.url.path)
        elif exc.status_code == 405:
            detail = tr("{method} is not allowed: the station only reads (GET)", method=request.method)
        return PlainTextResponse(f"{exc.status_code}: {detail}\n", status_code=exc.status_code, headers=HEADERS)

    routes = [
        Route("/", index, methods=["GET"]),
        Route("/match/{ref}", match_page, methods=["GET"]),
        Route("/match/{ref}/view", view_page, methods=["GET"]),
        Route("/api/matches", api_list, methods=["GET"]),
        Route("/api/matches/{ref}", api_show, methods=["GET"]),
        Route("/api/matches/{ref}/verify", api_verify, methods=["GET"]),
        Route("/api/matches/{ref}/replay", api_replay, methods=["GET"]),
    ]
    return Starlette(routes=routes, exception_handlers={HTTPException: refuse})
