"""``matchledger explain MATCH SEQ``: why one event was legal or not, in the rules' words."""

from __future__ import annotations

import json

import click

from .options import EXIT_FOUND, UnusableInput, db_option, json_option, match_argument, naming, reports_errors


@click.command()
@match_argument()
@click.argument("seq", type=click.IntRange(min=1), metavar="SEQ")
@db_option
@json_option
@reports_errors
def explain(match: str, seq: int, db: str, as_json: bool) -> None:
    """Explain one event: the rules it was judged against, the board facts it met, and why it was legal or not.

    Exit 0 if the event was legal, 1 if it broke a rule. The facts are those
    of the board just before the event; the rules are the ones the engine
    judges that kind of event against, each with its words.

    Example:

    \b
        matchledger explain round-1.jsonl 14
        matchledger explain 688bb1d9 5 --json
    """
    from projections.explain import explain as explain_event

    from .main import _load
    from .render import describe, value
    from .safe import one_line

    log, _match_id = _load(match, db)
    with naming(log):
        try:
            data = explain_event(log, seq)
        except ValueError as exc:
            raise UnusableInput(f"{log.path}: {exc}") from None
        from projections import core

        board = core.board_at(log, seq)
    words = describe(log.events[seq - 1], board)
    data["description"] = words
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        out = [f"Event {seq} of {one_line(log.path)}: {one_line(words)}"]
        if data["legal"]:
            out.append(f"Legal: none of the {len(data['checked'])} rules this kind of event is judged against "
                       "was broken.")
        else:
            n = len(data["violations"])
            out.append(f"Illegal: {n} rule{'s' if n != 1 else ''} broken.")
            for v in data["violations"]:
                out.append(f"  {v['rule']}: {one_line(v['message'])}")
                rule = next((c for c in data["checked"] if c["rule"] == v["rule"]), None)
                if rule and rule["text"]:
                    out.append(f"    Rule ({v['source']}): \"{rule['text']}\"")
                if v.get("caused_by"):
                    out.append(f"    This follows from seq {v['caused_by']} standing as recorded "
                               f"(see: matchledger explain {one_line(match)} {v['caused_by']}).")
        out.append("")
        out.append("Board facts it met (just before the event):")
        for k, v in data["state"].items():
            out.append(f"  {k}: {one_line(value(v))}")
        for f in data["facts"]:
            state = ", ".join(f"{k} {one_line(value(v))}" for k, v in f["state"].items())
            name = f"{one_line(f['name'])} " if f.get("name") else ""
            out.append(f"  {name}({f['card']}): {one_line(f['where'])}" + (f"; {state}" if state else ""))
        out.append("")
        out.append(f"Checked ({len(data['checked'])} rules):")
        for c in data["checked"]:
            mark = "BROKEN" if c["broken"] else "ok"
            out.append(f"  [{mark}] {c['rule']}: \"{c['text']}\"")
        if data["changed"]:
            out.append("")
            out.append("What it changed:")
            out += [f"  {one_line(c['path'])}: {one_line(value(c['before']))} -> {one_line(value(c['after']))}"
                    for c in data["changed"][:40]]
            if len(data["changed"]) > 40:
                out.append(f"  ... and {len(data['changed']) - 40} more (--json has them all)")
        click.echo("\n".join(out))
    if not data["legal"]:
        raise click.exceptions.Exit(EXIT_FOUND)
