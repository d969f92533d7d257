"""``matchledger explain MATCH SEQ``: why one event was legal or not, in the rules' words."""

from __future__ import annotations

import json
import re
from typing import Any

import click

from .i18n import NC_, N_, _, current, message, ntr, number, rule_words, said, tr, word
from .options import Bounded, Command, EXIT_FOUND, UnusableInput, db_option, json_option, lang_option, match_argument, naming, reports_errors


#: the board facts ``explain`` names (the keys of the engines' ``view()``), for the catalogs
FACTS = (NC_("fact", "active"), NC_("fact", "attack"), NC_("fact", "battle"), NC_("fact", "chase"),
         NC_("fact", "chooser"), NC_("fact", "combat"), NC_("fact", "first"), NC_("fact", "format"),
         NC_("fact", "gauge"), NC_("fact", "must_attack"), NC_("fact", "over"), NC_("fact", "passes"),
         NC_("fact", "pending"), NC_("fact", "pending_auto"), NC_("fact", "phase"), NC_("fact", "priority"),
         NC_("fact", "result"), NC_("fact", "stack"), NC_("fact", "step"), NC_("fact", "turn"),
         NC_("fact", "waiting"), NC_("fact", "winner"), NC_("fact", "atk"), NC_("fact", "damage"),
         NC_("fact", "def"), NC_("fact", "destroyed_j_ruler"), NC_("fact", "dull"), NC_("fact", "elements"),
         NC_("fact", "entered_this_turn"), NC_("fact", "frozen"), NC_("fact", "keywords"), NC_("fact", "label"),
         NC_("fact", "on_field"), NC_("fact", "power"), NC_("fact", "power_left"), NC_("fact", "quest"),
         NC_("fact", "rested"), NC_("fact", "serial"), NC_("fact", "side"), NC_("fact", "strength"),
         NC_("fact", "summoned_this_turn"), NC_("fact", "tapped"), NC_("fact", "traits"), NC_("fact", "type"),
         # what else a change names (a seat's, a combat's, a gauge's parts)
         NC_("fact", "attacker"), NC_("fact", "attackers"), NC_("fact", "blocker"), NC_("fact", "defender"),
         NC_("fact", "target"), NC_("fact", "questing"), NC_("fact", "guardians_left_to_fight"),
         NC_("fact", "called_stone_this_turn"), NC_("fact", "judged_this_turn"), NC_("fact", "leader_bonus"),
         NC_("fact", "life"), NC_("fact", "quest_points"), NC_("fact", "eliminated"), NC_("fact", "lost"),
         NC_("fact", "removed"), NC_("fact", "time"), NC_("fact", "turn_over"), NC_("fact", "pilot"),
         NC_("fact", "ruler"), NC_("fact", "blocked"), NC_("fact", "declared"))


class _Rule:
    """What ``render.rule_line`` needs of a violation."""

    def __init__(self, rule: str, source: str):
        self.rule, self.source = rule, source


def _quote(game: str, rule_id: str, text: str) -> str:
    """The rule's words in the active language (its own ``text`` when the rules documents lack it)."""
    return rule_words(game, rule_id, text)


#: Facts whose value is a word of the game's vocabulary, and the context it is translated under.
_WORD_FACTS = {"type": "card type", "phase": "phase", "step": "step", "format": "format"}
FORMATS = (NC_("format", "constructed"), NC_("format", "limited"))  # FFTCG's two formats, for the catalogs
#: What a Force of Will chase entry is (FFTCG's stack items and Chrono Clash's abilities have their words)
CHASE_ITEMS = (NC_("stack item", "card"), NC_("stack item", "ability"), NC_("stack item", "judgment"),
               NC_("stack item", "enter"))
#: Force of Will's and Chrono Clash's card types without an article, as a fact gives them ("type : Résonateur")
BOARD_TYPES = (NC_("board card type", "resonator"), NC_("board card type", "ruler"), NC_("board card type", "spell"),
               NC_("board card type", "addition"), NC_("board card type", "regalia"),
               NC_("board card type", "magic stone"), NC_("board card type", "battler"),
               NC_("board card type", "action"))
#: "none" as each fact that can be empty says it (French "priorité : aucune", "pile : vide"), for the catalogs
NO_FACT = (NC_("no fact", "attack"), NC_("no fact", "battle"), NC_("no fact", "chase"), NC_("no fact", "chooser"),
           NC_("no fact", "combat"), NC_("no fact", "elements"), NC_("no fact", "keywords"),
           NC_("no fact", "must_attack"), NC_("no fact", "pending"), NC_("no fact", "pending_auto"),
           NC_("no fact", "priority"), NC_("no fact", "quest"), NC_("no fact", "result"), NC_("no fact", "stack"),
           NC_("no fact", "step"), NC_("no fact", "traits"), NC_("no fact", "waiting"), NC_("no fact", "winner"))
#: Facts whose value is a list of such words (a card's elements, traits, keywords).
_WORDS_FACTS = {"elements": "element", "traits": "trait", "keywords": "keyword"}


def _fact_value(key: str, v: object, names: dict | None = None) -> str:
    """A board fact's value as the report says it, in every language the same way: yes or no, "none", numbers
    with their marks, player ids unquoted, cards by name ("Cloud (alice.1)", ``names``: id -> name), and the
    words of the vocabulary (a card type, a phase, a step, an element, a trait, a keyword) in that language."""
    return _plain(key, v, names)


def _card(x: str, names: dict | None) -> str:
    """A card id as the boards say it, with its name ("Cloud (alice.1)"); the id as it is when unnamed."""
    name = names.get(x) if names else None
    return f"{name} ({x})" if isinstance(name, str) and name else x


def card_names(board: object) -> dict[str, str]:
    """Every card's name by its instance id, from a board's ``cards`` (the three engines keep one)."""
    cards = getattr(board, "cards", None) or {}
    try:
        items = cards.items()
    except AttributeError:
        return {}
    out = {}
    for iid, c in items:
        name = getattr(c, "name", None)
        if name is None and not hasattr(c, "name"):  # FFTCG's cards name their definition (serial) only
            try:
                name = getattr(board.card_def(iid), "name", None)
            except (KeyError, LookupError, AttributeError, TypeError):
                name = None
        if isinstance(iid, str) and isinstance(name, str) and name:
            out[iid] = name
    return out


def _plain(key: str, v: object, names: dict | None = None) -> str:
    """A value as :func:`_fact_value` says it in French or Italian, in any language (what an event changed):
    yes or no, "none", numbers with their marks, words of the vocabulary translated, entries of a stack or
    chase by card, a combat's or an attack's parts by name; JSON only for what has no words."""
    from .render import value

    if isinstance(v, bool):
        return _("yes") if v else _("no")
    if v is None or v == [] or v == "":
        none = word("no fact", key)
        return none if none != key else _("none")
    if isinstance(v, int):
        return number(v)
    if isinstance(v, str):
        if key in _ENGLISH_WORDS and v and current() == "en":  # English has no catalog: the boards' own words
            return _ENGLISH_WORDS[key].get(v, v)
        if key == "type" and v:
            bare = word("board card type", v)  # the board's words carry no article: "type : Avant"
            return bare if bare != v else word("card type", v)
        return word(_WORD_FACTS[key], v) if key in _WORD_FACTS and v else _card(v, names)
    if isinstance(v, list) and all(isinstance(x, str) for x in v):
        return ", ".join(word(_WORDS_FACTS[key], x) if key in _WORDS_FACTS else _card(x, names) for x in v)
    if isinstance(v, list) and all(isinstance(x, dict) for x in v):
        items = [_item(x, names) for x in v]
        if all(items):
            return ", ".join(items)
    if isinstance(v, dict) and v and all(isinstance(x, (str, int, bool)) or x is None or _ids(x) for x in v.values()):
        # an attack's parts (Chrono Clash's attacker, FFTCG's attackers: a list of ids) by name
        return ", ".join(f"{_fact_name(k)} {_plain(k, x, names)}" for k, x in v.items() if x is not None)
    return value(v)


def _english_words() -> dict[str, dict[str, str]]:
    """The phase and step ids as an English board says them (FFTCG's replay: "Main Phase 1", "block declared";
    Force of Will's main phase "Main Phase"): English has no catalog to say them from."""
    from .render_fftcg import _ENGLISH

    return {"phase": {**_ENGLISH["phase"], "main": "Main Phase"}, "step": dict(_ENGLISH["step"])}


_ENGLISH_WORDS = _english_words()


def _ids(x: object) -> bool:
    """Whether ``x`` is a list of texts (card ids): said joined, as a fact's list is ("none" when empty)."""
    return isinstance(x, list) and all(isinstance(y, str) for y in x)


def _fact_name(key: str) -> str:
    """A fact's name in the reader's words (``called_stone_this_turn``: "called a stone this turn" where the
    catalog has it, its id with spaces where it has not)."""
    said = word("fact", key)
    return said.replace("_", " ") if said == key else said


def _item(d: dict, names: dict | None = None) -> str:
    """One entry of a stack, chase or list of waiting abilities (``{"kind": "summon", "source": {"id": "alice.4",
    "name": "Ifrit"}...}``) as "Invocation Ifrit (alice.4)"; "" when it is not such an entry."""
    src = d.get("source")
    if isinstance(src, dict) and src.get("id"):
        what = f"{src.get('name') or ''} ({src['id']})".lstrip()
    else:
        what = d.get("label") or d.get("card") or (src if isinstance(src, str) else "")
    if not isinstance(what, str) or not what:
        return ""
    if not (isinstance(src, dict) and src.get("id")) and not d.get("label"):
        what = _card(what, names)
    kind = d.get("kind")
    if not isinstance(kind, str) or not kind:
        return what
    said = word("stack item", kind)
    return f"{said if said != kind else word('ability', kind)} {what}"


#: A card's own zone on the board (``players[0].battlefield[2].quest``): said with the card that holds it.
_HELD = {"quest": N_("the quest of {card}"), "under": N_("the cards under {card}"),
         "additions": N_("the additions of {card}")}
_PLAYER_PATH = re.compile(r"players\[(\d+)\]\.(\w+)(?:\[(\d+)\]\.(\w+))?(?:\.(?:cards|source))?")
_PILE_PATH = re.compile(r"(stack|chase)\[(\d+)\](?:\.source)?")


def _seat_place(rx: re.Pattern, path: str, view: dict) -> tuple[dict, int, str, str | None, str | None, str] | None:
    """A seat's place named by ``path`` (``rx``: players[i].zone, then [k].part or .part): ``(seat, i, zone,
    k, part, card)`` with ``card`` the card at ``zone[k]`` in words ("Ember Knight (alice.7)", "" without k);
    None when ``rx`` does not match or the view has no such seat or card."""
    m = rx.fullmatch(path)
    if not m:
        return None
    i, zone, k, part = int(m.group(1)), m.group(2), m.group(3), m.group(4)
    try:
        seat = view["players"][i]
        host = seat[zone][int(k)] if k is not None else None
    except (KeyError, IndexError, TypeError):
        return None
    card = ""
    if k is not None:
        card = f"{host['name']} ({host['id']})" if isinstance(host, dict) and host.get("name") else \
            (host.get("id", path) if isinstance(host, dict) else path)
    return seat, i, zone, k, part, card


def _where(path: str, view: dict) -> str:
    """Where a place of the board ``view`` is, in words rather than its JSON path: ``players[1].hand.cards`` ->
    "bob's hand" ("main de bob"), ``players[0].battlefield[2].quest`` -> "the quest of Ember Knight (alice.7)",
    ``stack[0].source`` -> "the stack, item 1 from the bottom"; any other path as it is."""
    found = _seat_place(_PLAYER_PATH, path, view)
    if found:
        seat, _i, zone, k, part, card = found
        if k is None:
            where = {"template": "{player}'s {zone}{detail}",  # the engines' own words for a player's zone
                     "args": {"player": seat["id"], "detail": "",
                              "zone": {"template": zone.replace("_", " "), "args": {}, "context": "board zone"}}}
            return message(where["template"], where["args"], f"{seat['id']}'s {zone.replace('_', ' ')}")
        return tr(_HELD[part], card=card) if part in _HELD else path
    m = _PILE_PATH.fullmatch(path)
    if m:
        return tr("{place}, item {n} from the bottom", place=word("board zone", m.group(1)), n=int(m.group(2)) + 1)
    return path


def _changed(c: dict, view: dict, names: dict | None = None) -> list[str]:
    """One change the event made to the board, as lines for people: cards that left or entered a zone in words
    ("bob's hand: bob.1 left"), any other change as its path, and its value before and after."""
    from .render import value
    from .safe import one_line

    before, after = c["before"], c["after"]
    gone = before.get("left") if isinstance(before, dict) and set(before) == {"left"} else None
    came = after.get("entered") if isinstance(after, dict) and set(after) == {"entered"} else None
    zone_change = (gone is not None or before is None) and (came is not None or after is None) and (gone or came)
    if zone_change:
        place = one_line(_where(c["path"], view))
        out = []
        if gone:
            out.append(ntr("  {place}: {cards} left", "  {place}: {cards} left", len(gone), place=place,
                           cards=", ".join(one_line(_card(x, names)) for x in gone)))
        if came:
            out.append(ntr("  {place}: {cards} entered", "  {place}: {cards} entered", len(came), place=place,
                           cards=", ".join(one_line(_card(x, names)) for x in came)))
        return out
    if before == "order" and after == "reordered":
        return [tr("  {place}: the same cards in another order", place=one_line(_where(c["path"], view)))]
    said = _said_change(c["path"], before, after, view, names)
    if said is not None:
        return [said]
    return [tr("  {what}: {before} -> {after}", what=one_line(c["path"]), before=one_line(value(before)),
               after=one_line(value(after)))]


#: A part of the board a change names: a seat's own (``players[0].life``), a count of a seat's zone
#: (``players[0].hand.count``), a card's in a zone (``players[0].field[1].damage``) or a seat's ruler's
#: (``players[0].ruler.rested``), or the board's own (``priority``, ``gauge.time``, ``combat.blocker``).
_SEAT_PART = re.compile(r"players\[(\d+)\]\.(\w+)(?:\[(\d+)\])?(?:\.(\w+))?")
_BOARD_PART = re.compile(r"\w+(?:\.\w+)?")


def _said_change(path: str, before: object, after: object, view: dict, names: dict | None = None) -> str | None:
    """A change that is not a zone's cards, in words: "alice's hand: 5 -> 6 cards", "Cloud (alice.7),
    damage: 0 -> 300", "priority: alice -> bob"; None when the path is none of these (said as it is)."""
    from .safe import one_line

    found = _seat_place(_SEAT_PART, path, view)
    if found:
        seat, i, part, k, key, card = found
        if k is None and key is None:  # the seat's own: its life, its quest points
            what = tr("{player}, {fact}", player=seat["id"], fact=_fact_name(part))
        elif k is None and key == "count" and isinstance(after, int):
            return ntr("  {place}: {before} -> {after} card", "  {place}: {before} -> {after} cards", after,
                       place=one_line(_where(f"players[{i}].{part}", view)), before=_plain("count", before),
                       after=_plain("count", after))
        elif k is None:  # the seat's ruler, its gauge side
            what = tr("{player}'s {part}, {fact}", player=seat["id"], part=_fact_name(part), fact=_fact_name(key))
        elif key is None or card == path:  # a card of a zone itself, or no card there: said as it is
            return None
        else:
            what = tr("{card}, {fact}", card=card, fact=_fact_name(key))
        key = key or part
    elif _BOARD_PART.fullmatch(path):
        key = path.rpartition(".")[2]
        what = ", ".join(_fact_name(p) for p in path.split("."))
    else:
        return None
    return tr("  {what}: {before} -> {after}", what=one_line(what), before=one_line(_plain(key, before, names)),
              after=one_line(_plain(key, after, names)))


@click.command(cls=Command)
@match_argument()
@click.argument("seq", type=Bounded(min=0), metavar="SEQ")
@db_option
@json_option
@lang_option
@reports_errors
def explain(match: str, seq: int, db: str, as_json: bool) -> None:
    """Explain one event: the rules it was judged against, the board facts it met, and why it was legal or not.
    SEQ 0 is the set-up: the deck lists' checks.

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
    from .render import describe
    from .safe import one_line

    log, _match_id = _load(match, db)
    from .disputes import load_rulings

    # a packet whose rulings fail their chain, a stored match whose ruling was edited: refused (one line, exit
    # 2) as show, replay, view and export refuse them
    rulings = load_rulings(match, _match_id, db)
    if seq == 0:  # the set-up: the header's deck lists, as verify reports them at seq 0 and `note --at 0` takes it
        _explain_setup(match, _match_id, log, rulings, as_json)
        return
    with naming(log):
        try:
            data = explain_event(log, seq)
        except ValueError as exc:
            raise UnusableInput(said(N_("{path}: {error}"), path=log.path, error=exc.args[0])) from None
        from projections import core

        board = core.board_at(log, seq - 1)
        mod = core.engine(log.game)
        kept = getattr(mod, "kept", None)  # the boards of the reading the log keeps, the verdict's
        before = mod.view(kept(board, log.events[seq - 1:]) if kept is not None else board)  # where the facts and the changes are, said in words
        mod.step(board, log.events[seq - 1])
        if kept is not None:
            board = kept(board, log.events[seq:])
    from .render import read_as

    read = read_as([*data["violations"], *getattr(board, "note_msgs", [])]).get(seq)  # carried on as another's
    words = describe(log.events[seq - 1], board, read=read)
    names = card_names(board)  # the cards by name, as the boards say them ("Cloud (alice.1)")
    data["description"] = words
    if as_json:  # --json is data: its words in English whatever --lang says (as its messages are)
        from . import i18n

        before = i18n.current()
        if before != "en":
            i18n.activate("en")
            try:
                data["description"] = describe(log.events[seq - 1], board, read=read)
            finally:
                i18n.activate(before)
    # what the reader assumed from this event (a header without `first` read from it), as verify notes it
    told = [m for m in getattr(log, "notes", None) or () if m.get("args", {}).get("seq") == seq]
    # and what the verdict noted of it (read as the log's id one off, taken as resolved then), as verify says it
    told += [m for m in data.pop("note_msgs", []) if m not in told]
    from projections.messages import fill

    data["notes"] = [fill(m["template"], m["args"]) for m in told]
    from .main import _builtins, _lineage

    # the rulings recorded about this event and the corrections of the match (or the match it corrects), as
    # replay and show say them
    at_seq = [r for r in rulings if r.seq == seq]
    own, branches = _lineage(match, _match_id, log, db)
    data["rulings"] = _builtins(at_seq)
    from .disputes import parent_rulings

    behind = parent_rulings(match, log, db)  # a correction: the parent's rulings it was made on
    from .disputes import ancestor_rulings

    above = ancestor_rulings(match, _match_id, log, db)  # a correction of a correction: those up the chain too
    data["corrections"] = {"amends": _builtins(own) if own is not None else None,
                           "branches": [{"match": mid, **_builtins(a)} for mid, a in branches],
                           "parent_rulings": _builtins(behind),
                           "ancestor_rulings": [{"match": mid, "rulings": _builtins(rs)} for mid, rs in above]}
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        from .main import _is_file, shell_arg
        from .options import repeated

        again = shell_arg(match) + repeated(not _is_file(match))  # how a command printed here names the match
        out = [tr("Event {seq} of {path}: {event}", seq=seq, path=one_line(log.path), event=one_line(words))]
        if data["legal"]:
            n = len(data["checked"])
            out.append(ntr("Legal: this kind of event is judged against {n} rule, and it was not broken.",
                                "Legal: none of the {n} rules this kind of event is judged against was broken.",
                                n, n=n))
        else:
            n = len(data["violations"])
            out.append(ntr("Illegal: {n} rule broken.", "Illegal: {n} rules broken.", n, n=n))
            for v in data["violations"]:
                reason = message(v.get("template", ""), v.get("args", {}), v["message"])
                out.append(tr("  {rule}: {reason}", rule=v["rule"], reason=one_line(reason)))
                rule = next((c for c in data["checked"] if c["rule"] == v["rule"]), None)
                if rule and rule["text"]:
                    from .render import rule_line

                    out.append("  " + rule_line(log.game, _Rule(v["rule"], v["source"]), {}))
                if v.get("caused_by"):
                    out.append(tr("    This follows from seq {seq} standing as recorded (see: matchledger explain {match} "
                                 "{seq}).", seq=v["caused_by"], match=again))
        out += [tr("Note: {note}", note=one_line(message(m["template"], m["args"], english))) for m, english in
                zip(told, data["notes"])]
        from .disputes import lineage_lines, rulings_by_seq
        from .main import show_heads

        out += rulings_by_seq(at_seq).get(seq, [])  # "Ruling R1 at seq 12, judge ...", as replay shows it
        out += lineage_lines(_match_id, own, branches, show_heads())  # "Branch: ...: a replacement from seq 12"
        from .disputes import ruling_head

        out += [tr("Ruling of match {parent}, which this match corrects: {head}: {text}", parent=own.parent,
                   head=ruling_head(r), text=one_line(r.text)) for r in behind]
        out += [tr("Ruling of match {match}, which this match descends from through corrections: {head}: {text}",
                   match=mid, head=ruling_head(r), text=one_line(r.text)) for mid, rs in above for r in rs]
        out.append("")
        out.append(_("Board facts it met (just before the event):"))
        for k, v in data["state"].items():
            out.append(tr("  {fact}: {value}", fact=_fact_name(k), value=one_line(_fact_value(k, v, names))))
        from projections.explain import _find

        for f in data["facts"]:
            state = ", ".join(f"{_fact_name(k)} {one_line(_fact_value(k, v, names))}" for k, v in f["state"].items())
            name = f"{one_line(f['name'])} " if f.get("name") else ""
            hit = _find(before, f["card"])
            where = one_line(_where(hit[0], before) if hit else
                             message(f["where_msg"]["template"], f["where_msg"]["args"], f["where"]))
            if state:
                out.append(tr("  {name}({card}): {where}; {state}", name=name, card=f["card"], where=where,
                              state=state))
            else:
                out.append(tr("  {name}({card}): {where}", name=name, card=f["card"], where=where))
        out.append("")
        out.append(ntr("Checked ({n} rule):", "Checked ({n} rules):", len(data["checked"]),
            n=len(data["checked"])))
        for c in data["checked"]:
            moot = c.get("moot")  # broken too, not flagged on its own (the act's one fault is flagged): not "ok"
            mark = _("BROKEN") if c["broken"] else _("not flagged") if moot else _("ok")
            line = tr("  [{mark}] {rule}: \"{words}\"", mark=mark, rule=c["rule"],
                      words=_quote(log.game, c["rule"], c["text"]))
            from projections import ruletexts

            other = ruletexts.quoted_in(log.game, c["rule"], current())
            out.append(f"{line} ({other})" if other else line)  # as verify and rules cite it: "(inglese)"
            if moot:
                out.append(f"      {one_line(message(moot['template'], moot['args']))}")
            if not c["broken"]:  # a broken rule's words carry their note above, under the violation
                from .render import rule_note

                note = rule_note(log.game, c["rule"])
                if note:
                    out.append(f"      {note}")
        from .render import quote_kind

        kinds = {quote_kind(log.game, c["rule"]) for c in data["checked"]}
        if "rendering" in kinds:  # Force of Will, FFTCG in English: not the French document's words
            out.append(tr("  These words are matchledger's English rendering of the French rules, not their text: "
                          "`{command}` prints the French.", command=f"matchledger rules {log.game} --lang fr"))
        if "docs" in kinds:
            out.append(_("  The rules of matchledger's own docs (written in English) are quoted in translation."))
        from projections import ruletexts

        fallback = ruletexts.fallback_note(log.game, current())
        if fallback:  # as verify says it: Force of Will's and FFTCG's rules quoted in French in an Italian report
            out.append(f"  {fallback}")
        if data["changed"]:
            out.append("")
            out.append(_("What it changed:"))
            for c in data["changed"][:40]:
                out += _changed(c, before, names)
            if len(data["changed"]) > 40:
                out.append(tr("  ... and {n} more (--json has them all)", n=len(data["changed"]) - 40))
        click.echo("\n".join(out))
    if not data["legal"]:
        raise click.exceptions.Exit(EXIT_FOUND)


def _explain_setup(match: str, match_id: str, log: Any, rulings: list, as_json: bool) -> None:
    """``explain MATCH 0``: the set-up (the header's deck lists), the violations the verdict finds there (seq 0,
    "deck lists" in verify's report) with the rules' words, and the rulings recorded at seq 0. Exit 1 when a
    deck list breaks a rule."""
    from .main import _builtins, _rules, _verify
    from .render import rule_line, where
    from .safe import one_line

    with naming(log):
        result = _verify(log, match_id)
    found = [v for v in result.violations if v.seq == 0]
    at_seq = [r for r in rulings if r.seq == 0]
    if as_json:
        data = {"seq": 0, "legal": not found, "violations": _builtins(found), "rulings": _builtins(at_seq)}
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        from .disputes import rulings_by_seq

        rules = _rules(log.game)
        out = [tr("Event {seq} of {path}: {event}", seq=0, path=one_line(log.path), event=_("deck lists"))]
        if not found:
            out.append(_("Clean: no rule was broken."))
        else:
            out.append(ntr("Illegal: {n} rule broken.", "Illegal: {n} rules broken.", len(found), n=len(found)))
            for v in found:
                out.append(tr("  {rule}: {reason}", rule=v.rule, reason=one_line(
                    message(v.template, v.args, v.message) if v.template else v.message)) + f" ({where(v)})")
                out.append("  " + rule_line(log.game, v, rules).strip())
        out += rulings_by_seq(at_seq).get(0, [])
        click.echo("\n".join(out))
    if found:
        raise click.exceptions.Exit(EXIT_FOUND)
