"""Text for people: one-sentence events, boards, verdicts, tables and board differences.

Everything here takes plain data or a board and returns strings; nothing
prints and nothing reads files. The board renderer works on the plain dict
that the engine's ``view()`` returns, so it shows exactly what that seat may
see.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Sequence

import msgspec

from .i18n import NC_, _, current, message, ntr, rule_words, tr, violation_message, word
from .safe import one_line

# -- events --------------------------------------------------------------------


def _tag(event: Any) -> str:
    cfg = getattr(event, "__struct_config__", None)
    return getattr(cfg, "tag", None) or type(event).__name__


def _label(board: Any, iid: str | None, name: str | None = None, hidden: bool = False) -> str:
    """``Ember Knight (alice.12)``; a player id stays as it is; hidden cards stay hidden."""
    if iid is None:
        return _("a card") if hidden or not name else name
    cards = getattr(board, "cards", {})
    if iid not in cards:
        return iid
    if hidden:
        return _("a card")
    if getattr(cards[iid], "name", "") is None:  # a paper log's card no event has named yet
        # (Unless its zone shows it face up, as the board view says it: a magic stone in its area, say.)
        shown = getattr(board, "face_up_unnamed", None)
        word_ = shown(iid) if shown is not None else None
        if word_:
            return f"{_(word_)} ({iid})"
        return tr("a hidden card ({id})", id=iid)
    return board.label(iid)


def _list(board: Any, ids: Sequence[str]) -> str:
    names = [_label(board, i) for i in ids]
    if len(names) <= 1:
        return "".join(names)
    return tr("{cards} and {last}", cards=", ".join(names[:-1]), last=names[-1])


def _targets(board: Any, ids: Sequence[str]) -> str:
    return tr(", targeting {cards}", cards=_list(board, ids)) if ids else ""


def _cost(board: Any, iid: str | None, name: str | None = None) -> int | None:
    card = board.card_def(iid) if iid and hasattr(board, "card_def") else None
    if card is None and name:
        card = getattr(board, "defs", {}).get(name)
    return getattr(card, "cost", None)


def _owner(board: Any, iid: str | None) -> str | None:
    inst = getattr(board, "cards", {}).get(iid) if iid else None
    return getattr(inst, "owner", None)


#: Words of the board view that come from data, for the catalogs.
VOCABULARY = (NC_("step", "draw"), NC_("step", "main"), NC_("board zone", "hand"), NC_("board zone", "guardians"),
              NC_("keyword", "guardian-attack"), NC_("keyword", "cant-attack"), NC_("keyword", "cant-attack-battlers"),
              NC_("keyword", "protector"), NC_("keyword", "recovery"), NC_("keyword", "leader"),
              NC_("keyword", "last-stand"), NC_("keyword", "reinforcements"), NC_("keyword", "legion"),
              NC_("keyword", "tap-gain-time"), NC_("keyword", "quick"), NC_("keyword", "sentinel"),
              NC_("keyword", "withdraw"), NC_("keyword", "toughness"), NC_("keyword", "sneak-attack"),
              NC_("keyword", "elusive"), NC_("keyword", "transform"), NC_("keyword", "time-threshold"),
              NC_("keyword", "taunt"), NC_("keyword", "pilot"))


def _paying(board: Any, event: Any, card: str | None, name: str | None) -> str:
    """What the summon or action paid: the battlers destroyed, or the time the engine kept on the board after
    it (``paid``: after a Leader discount, with cost modifiers; none when the card could not be played)."""
    here = getattr(board, "seq", None) == event.seq
    # The board after this event knows which battlers paying destroyed (each once; none for a standard card);
    # another board has only the log's list, each battler named once.
    destroyed = list(board.paid_with) if here and hasattr(board, "paid_with") else list(dict.fromkeys(event.payment))
    if destroyed:
        return tr(", destroying {cards} to pay its cost", cards=_list(board, destroyed))
    if here and hasattr(board, "paid"):
        cost = board.paid if board.paid >= 0 else None
    else:  # not the board after this event: the printed cost
        cost = _cost(board, card, name)
    return ntr(" paying {n} time", " paying {n} time", cost, n=cost) if cost is not None else ""


def describe_ccs(event: Any, board: Any, viewer: str | None = None) -> str:
    """One sentence for a Chrono Clash event, naming cards from ``board`` (the board after it).

    ``viewer`` hides what that seat cannot see (another player's draw, a
    face-down quest card); ``None`` is the judge, who sees everything.
    Written in the active language (:mod:`cli.i18n`).
    """
    p = event.player
    secret = viewer is not None and viewer != p
    kind = _tag(event)
    card = getattr(event, "card", None)
    name = getattr(event, "name", None)
    targets = _targets(board, getattr(event, "targets", None) or [])
    if kind == "CardDrawn":
        return tr("{player} draws {card}", player=p, card=_label(board, card, name, hidden=secret))
    if kind == "BattlerSummoned":
        what = _label(board, card, name)
        mode = event.mode
        if mode == "sneak-attack":
            how = _(" for its Sneak Attack cost (it must attack at once)")
        elif mode == "pilot":
            how = tr(" for its Pilot cost, attached to {card}", card=_label(board, event.attach_to))
        elif mode == "reinforcements":
            how = _(" by Reinforcements")
        else:
            how = _paying(board, event, card, name)
        extra = _(", tapped") if event.tap else ""
        if event.under:
            extra += tr(", putting {card} under it", card=_label(board, event.under))
        return tr("{player} summons {card}{how}{extra}{targets}", player=p, card=what, how=how, extra=extra,
                                                                         targets=targets)
    if kind == "ActionPlayed":
        return tr("{player} plays {card}{how}{targets}",
            player=p, card=_label(board, card, name), how=_paying(board, event, card, name), targets=targets)
    if kind == "AttackDeclared":
        who = _label(board, event.attacker)
        if event.battler:
            owner = _owner(board, event.battler) or event.defender
            target = (tr("{player}'s {card}", player=owner, card=_label(board, event.battler)) if owner
                      else _label(board, event.battler))
        else:
            defender = event.defender
            if defender is None and hasattr(board, "opponents"):
                others = board.opponents(p)
                defender = others[0].id if len(others) == 1 else None
            target = (tr("{player}'s guardian stack", player=defender) if defender
                      else _("the guardian stack"))
        return tr("{player} attacks {target} with {card}{targets}", player=p, target=target, card=who,
                                                                           targets=targets)
    if kind == "GuardianRevealed":
        what = _label(board, card, name)
        if event.resolve:
            return tr("{player} reveals guardian {card} and resolves its guardian ability{targets}",
                player=p, card=what, targets=targets)
        return tr("{player} reveals guardian {card} and ignores its guardian ability", player=p, card=what)
    if kind == "QuestStarted":
        return tr("{player} sends {battler} on a quest with {card} face down on it",
            player=p, battler=_label(board, event.battler), card=_label(board, card, name, hidden=secret))
    if kind == "TapAbilityActivated":
        return tr("{player} taps {card} for its tap ability{targets}",
            player=p, card=_label(board, event.battler), targets=targets)
    if kind == "Transformed":
        return tr("{player} returns {battler} to the hand and transforms into {card}, attacking{targets}",
            player=p, battler=_label(board, event.returned), card=_label(board, card, name), targets=targets)
    if kind == "Passed":
        return tr("{player} passes", player=p)
    if kind == "TriggerResolved":
        src = _label(board, event.source)
        if event.declined:
            return tr("{player} declines the ability of {card}", player=p, card=src)
        return tr("{player} resolves the ability of {card}{targets}", player=p, card=src, targets=targets)
    if kind == "EffectRecorded":
        src = tr(" of {card}", card=_label(board, event.source)) if event.source else ""
        on = tr(" on {cards}", cards=_list(board, event.targets)) if event.targets else ""
        note = f" ({event.note})" if event.note else ""
        return tr("{player} records an unmodelled effect{source}: {effect}{on}{note}",
            player=p, source=src, effect=event.effect, on=on, note=note)
    if kind == "Conceded":
        return tr("{player} concedes", player=p)
    return f"{p}: {kind}"


# -- boards --------------------------------------------------------------------


def _cards(zone: list[dict] | None, unknown: str = "") -> str:
    """``Ember Squire (alice.6), hidden card (alice.7)``: a card without a name is hidden or unknown."""
    unknown = unknown or _("hidden card")
    return ", ".join(f"{c['name'] or unknown} ({c['id']})" for c in zone or [])


def cards(n: int) -> str:
    """``1 card``, ``40 cards``: a count of cards in the active language."""
    return ntr("{n} card", "{n} cards", n, n=n)


def _gauge(view: dict) -> str:
    g = view["gauge"]
    t = g["time"]
    if t > 0:
        text = ntr("counter on {player}'s {n} ({n} time left)", "counter on {player}'s {n} ({n} time left)",
                        t, player=view["active"], n=t)
    elif t == 0:
        text = _("counter on 0")
    else:
        text = tr("counter on {player}'s {n}", player=g["side"], n=-t)
    if g["turn_over"]:
        text += tr(": {player}'s turn is over", player=view["active"])
    return text


def _zone_line(title: str, zone: dict, hidden: bool = False, unknown: str = "") -> str:
    """``hand (3): ...``, ``hand: 3 hidden cards``, ``guardians: 5 face-down cards``, ``hand: none``."""
    n = zone["count"]
    if zone["cards"] is None:
        if not n:
            return tr("{zone}: none", zone=title)
        if hidden:
            return ntr("{zone}: {n} face-down card", "{zone}: {n} face-down cards", n, zone=title, n=n)
        return ntr("{zone}: {n} hidden card", "{zone}: {n} hidden cards", n, zone=title, n=n)
    if not n:
        return tr("{zone}: none", zone=title)
    return tr("{zone} ({n}): {cards}", zone=title, n=n, cards=_cards(zone["cards"], unknown))


def _keyword(k: str) -> str:
    """A keyword ability as the manual names it: ``time-threshold(3)`` -> ``Prémices du temps(3)`` in French."""
    name, paren, rest = k.partition("(")
    if name == "guardian-attack" and rest.endswith(")"):  # the number is part of its name: "+1 Guardian Attack"
        return tr("+{n} Guardian Attack", n=rest[:-1].lstrip("+"))
    return word("keyword", name) + paren + rest


def _battler(b: dict, unknown: str = "") -> str:
    flags = []
    if b["tapped"]:
        flags.append(_("tapped"))
    if b["summoned_this_turn"]:
        flags.append(_("summoned this turn"))
    # A battler the log never named: as a hand shows it (its strength is unknown).
    line = tr("{card} ({id})  strength {n}", card=b["name"], id=b["id"], n=b["strength"]) if b["name"] is not None \
        else _cards([b], unknown)
    if flags:
        line += "  " + ", ".join(flags)
    if b.get("keywords"):
        line += "  [" + ", ".join(_keyword(k) for k in b["keywords"]) + "]"
    more = []
    if b["quest"]:
        more.append(tr("quest: {cards}", cards=_cards(b["quest"], unknown)))
    if b["under"]:
        more.append(tr("under: {cards}", cards=_cards(b["under"], unknown)))
    if b["pilot"]:
        more.append(tr("pilot: {cards}", cards=_cards([b["pilot"]], unknown)))
    return line + "".join(f"\n      {m}" for m in more)


def board_text_ccs(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A board ``view()`` dict as text: the state line, then one block per seat.

    ``title`` replaces the opening ``Board after seq N`` words.
    """
    if title is None:
        title = (tr("Board after seq {seq}, turn {turn}", seq=view["seq"], turn=view["turn"]) if view["seq"]
                 else tr("Board after set-up, turn {turn}", turn=view["turn"]))
    head = [tr("{title}: {player} to play ({step} step); {gauge}",
        title=title, player=view["active"], step=word("step", view["step"]), gauge=_gauge(view))]
    head[0] += seen_as(view["viewer"])
    if event_line:
        head.append(tr("Event {seq}: {event}", seq=view["seq"], event=event_line))
    if view["over"]:
        head.append(tr("Game over: {result}", result=ended(view) or _("no winner")))
    if view.get("attack"):
        a = view["attack"]
        q = tr(" (the quest of {card})", card=a["questing"]) if a.get("questing") else ""
        n = a["guardians_left_to_fight"]
        head.append(ntr("Attack under way: {attacker} against {defender}{quest}, {n} guardian left to fight",
                             "Attack under way: {attacker} against {defender}{quest}, {n} guardians left to fight",
                             n, attacker=a["attacker"], defender=a["defender"], quest=q, n=n))
    for p in view.get("waiting") or []:
        what = tr("{kind} ability of {card} ({player})", kind=word("ability", p["kind"]), card=p["card"],
                                                              player=p["controller"])
        head.append(tr("Waiting: {what}", what=what))
    if view.get("must_attack"):
        head.append(tr("Must attack at once: {card}", card=view["must_attack"]))
    # A nameless card the judge is shown is one nobody has seen yet (a paper log).
    unknown = _("unknown card") if view["viewer"] == "judge" else _("hidden card")
    blocks = ["\n".join(head)]
    for s in view["players"]:
        title = f"{s['id']}" + (f" ({s['name']})" if s["name"] and s["name"] != s["id"] else "")
        title += ntr(", seat {seat}: {n} quest point", ", seat {seat}: {n} quest points",
                          s["quest_points"], seat=s["seat"], n=s["quest_points"])
        if s["eliminated"]:
            title += _(", ELIMINATED")
        if s["id"] == view["active"] and not view["over"]:
            title += _("  <- to play")
        lines = [title,
                 "  " + _zone_line(word("board zone", "hand"), s["hand"], unknown=unknown),
                 "  " + _zone_line(word("board zone", "guardians"), s["guardians"], True, unknown),
                 tr("  deck: {deck}; extra deck: {extra}", deck=cards(s["deck"]["count"]),
                                                                  extra=cards(s["extra_deck"]["count"]))]
        if s["battlefield"]:
            lines.append(_("  battlefield:"))
            lines += [f"    {_battler(b, unknown)}" for b in s["battlefield"]]
        else:
            lines.append(_("  battlefield: empty"))
        disc = s["discard"]
        lines.append(tr("  discard ({n}): {cards}", n=len(disc), cards=_cards(disc, unknown)) if disc
                     else _("  discard: empty"))
        if s.get("leader_bonus"):
            lines.append(tr("  leader bonus: +{n}", n=s["leader_bonus"]))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


# -- verdicts ------------------------------------------------------------------


def where(v: Any) -> str:
    """``seq 14, turn 5, alice`` (``deck lists, alice`` for the deck check at seq 0)."""
    parts = [tr("seq {seq}, turn {turn}", seq=v.seq, turn=v.turn)] if v.seq else [_("deck lists")]
    if v.player:
        parts.append(one_line(v.player))
    return ", ".join(parts)


def rule_line(game: str, v: Any, rules: dict) -> str:
    """``Rule (<where it is written>): "<the rule's words>"`` in the active language: Chrono Clash quotes
    the manual in that language, Force of Will and FFTCG the French rules (an English rendering in English)."""
    from projections import ruletexts

    lang = current()
    try:
        if not game:
            raise LookupError(v.rule)
        cited, words = ruletexts.citation(game, v.rule, lang), rule_words(game, v.rule)
    except (KeyError, LookupError):  # a rule of no engine (the deck-list checks): its own words
        rule = rules.get(v.rule)
        cited, words = v.source or (rule.source if rule else ""), (rule_words("", v.rule, rule.text) if rule else None)
    if words is None:
        return tr("  Rule ({source})", source=cited)
    line = tr("  Rule ({source}): \"{words}\"", source=cited_as(game, v.rule, cited), words=words)
    note = rule_note(game, v.rule)
    return f"{line}\n    {note}" if note else line


def rule_note(game: str, rule_id: str) -> str:
    """The note a rule's quoted words carry, in the active language (``Note: ...``: the words say what the
    engine does not judge, a slip of the rules document); "" for a rule without one."""
    from projections import ruletexts

    try:
        said = ruletexts.note(game, rule_id) if game else ""
    except (KeyError, LookupError):
        said = ""
    return tr("Note: {note}", note=_(said)) if said else ""


def quote_kind(game: str, rule_id: str, lang: str | None = None) -> str:
    """What the words a report quotes for a rule are, in ``lang`` (default: the active language):
    ``"rendering"``, matchledger's English rendering of the French rules (Force of Will and FFTCG in
    English); ``"docs"``, a translation of the English of matchledger's own docs (the log format's rules, the
    deck-list checks, in French or Italian); "" the document's own words."""
    from projections import ruletexts

    lang = lang or current()
    try:
        where = ruletexts.ref(game, rule_id)["file"] if game else "docs/"
    except (KeyError, LookupError):
        where = "docs/"  # a rule of no engine (the deck-list checks): stated in matchledger's docs
    if where.startswith("docs/"):
        return "docs" if lang != "en" else ""
    if game in ("force-of-will", "fftcg") and lang == "en":
        try:
            return "rendering" if ruletexts.quote_parts(game, rule_id, "fr")[0] == "fr" else ""
        except (KeyError, LookupError):
            return ""
    return ""


def cited_as(game: str, rule_id: str, cited: str) -> str:
    """Where a rule is written (``cited``), and, when the words quoted are not that document's own, what they
    are: matchledger's English rendering (with the French words), or a translation of the docs' English."""
    kind = quote_kind(game, rule_id)
    if kind == "rendering":
        from projections import ruletexts

        return tr("{source}, in matchledger's English rendering; the French words: «{french}»", source=cited,
                  french=ruletexts.quote(game, rule_id, "fr"))
    if kind == "docs":
        return tr("{source}, translated from the English of matchledger's docs", source=cited)
    return cited


def violation_lines(v: Any, rules: dict, game: str = "") -> list[str]:
    """A violation as the report shows it, in the active language: where and which rule, the reason, the
    rule's words and where they are written."""
    return [f"{where(v)} — {v.rule}", f"  {one_line(violation_message(v))}", rule_line(game, v, rules)]


def seat_message(v: Any, viewer: str | None, seen: set[str] | None = None) -> str | None:
    """What ``viewer`` may read of violation ``v``'s message, in the active language: one rule for a seat's
    ``view --as`` file and ``replay --as`` (text, ``--before``, ``--step``). The judge (``None``) reads it. A seat
    or the spectator reads it when it names nothing hidden from them: ``seen`` is what their boards around the
    event show (:func:`seen_ids`), and every card the message names must be there by id (a bare card name only
    in the viewer's own violation, as their own deck list). Else ``None``: the caller says the message is left
    out, and still shows the rule id and its words, since a message names what the judge sees (the card drawn
    and the deck's top one, a face-down guardian)."""
    if viewer is None:
        return violation_message(v)
    if seen is None or not _discloses_nothing(v.args, seen, own=getattr(v, "player", None) == viewer):
        return None
    return violation_message(v)


_DOTTED = re.compile(r"[A-Za-z_][\w-]*\.[\w-]+")  # a card id (alice.12, bob.s1, alice.r), as labels carry them; not 2500.5
_COST = re.compile(r"(\{[^{}]*\})+")  # a printed cost, {L}{1}


def seen_ids(*views: Any) -> set[str]:
    """The ids a viewer's board views show by name (their cards, the seats), and those names, for
    :func:`seat_message`: a message that names a card by its name alone names what the viewer sees when a card
    of that name is face up on their boards (README: every card the message names is on the seat's boards)."""
    out: set[str] = set()
    stack = list(views)
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if isinstance(x.get("id"), str) and x.get("name") is not None:
                out.add(x["id"])
                if isinstance(x["name"], str):
                    out.add(x["name"])
            if isinstance(x.get("label"), str):  # a chase item: "Flash of Demon Sword (alice.4)"
                out.update(_DOTTED.findall(x["label"]))
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def _discloses_nothing(x: Any, seen: set[str], own: bool) -> bool:
    """Whether a violation's ``args`` name only what ``seen`` shows: every dotted token (a card id) seen, every
    other text a seat's id, a card's name the boards show, a cost or a word of the reader's language (a
    template); any other bare text that may be a card's name passes only for the viewer's ``own`` violation.
    Numbers pass."""
    if isinstance(x, str):
        ids = _DOTTED.findall(x)
        if ids:
            return all(i in seen for i in ids)
        return x in seen or _COST.fullmatch(x) is not None or own
    if isinstance(x, dict):
        if "template" in x:  # a word of the report's language, made of its own args
            return _discloses_nothing(x.get("args") or {}, seen, own)
        return all(_discloses_nothing(y, seen, own) for y in x.values())
    if isinstance(x, (list, tuple)):
        return all(_discloses_nothing(y, seen, own) for y in x)
    return True


def board_then(ref: str, seq: int) -> str:
    """The command that shows the board at a violation."""
    return tr("  Board then: matchledger replay {ref} --at {seq}", ref=ref, seq=seq)


def verification_text(result: Any, rules: dict, title: str, ref: str | None = None) -> str:
    """A judge's report of a ``Verification``: title, violations with the rule's words, result, notes.

    ``ref`` (a match id or path) adds, under the first violation of each
    event, the command that shows the board at that moment. Written in the
    active language (:mod:`cli.i18n`).
    """
    out = [title]
    if result.clean:
        out.append(_("Clean: no rule was broken."))
    else:
        n = len(result.violations)
        roots = [v for v in result.violations if getattr(v, "caused_by", None) is None]
        follow: dict[int, list] = {}
        for v in result.violations:
            if getattr(v, "caused_by", None) is not None:
                follow.setdefault(v.caused_by, []).append(v)
        if len(roots) == n:
            out.append(ntr("{n} violation:", "{n} violations:", n, n=n))
        else:
            r = len(roots)
            out.append(ntr("{r} root cause ({n} violations in all):", "{r} root causes ({n} violations in all):",
                                r, r=r, n=n))
        shown: set[int] = set()
        for v in roots:
            out.append("")
            out += violation_lines(v, rules, result.game)
            if ref and v.seq > 0 and v.seq not in shown:
                out.append(board_then(ref, v.seq))
            if v.seq not in shown and follow.get(v.seq):
                later = follow[v.seq]
                out.append(ntr("  {n} later violation follows from seq {seq} standing as recorded "
                                    "(a consequence, not a new breach):",
                                    "  {n} later violations follow from seq {seq} standing as recorded "
                                    "(consequences, not new breaches):", len(later), n=len(later), seq=v.seq))
                out += [tr("    {where} — {rule}: {message}", where=where(c), rule=c.rule,
                           message=one_line(violation_message(c))) for c in later]
            shown.add(v.seq)
        out.append("")
        from projections import ruletexts

        fallback = ruletexts.fallback_note(result.game, current()) if hasattr(ruletexts, "fallback_note") else ""
        if fallback:  # an Italian report of a game whose rules exist only in French says why it quotes French
            out += [fallback, ""]
    if result.stopped_at is not None:
        out.append(tr("Verification stopped at seq {seq}: the match could not go on from there.", seq=result.stopped_at))
    out.append(tr("Result: {result}", result=one_line(result_text(result))))
    for note in notes_text(result):
        out.append(tr("Note: {note}", note=one_line(note)))
    if result.unmodelled_events:
        n = result.unmodelled_events
        out.append(ntr("{n} event rested on unmodelled card text.", "{n} events rested on unmodelled card text.",
                            n, n=n))
    return "\n".join(out)


def english(value: Any) -> str:
    """The English text of a message (imported late: ``matchledger --help`` loads no engine package)."""
    from projections.messages import english as text

    return text(value)


def ended(view: dict) -> str:
    """How the match ended, from a board view, in the active language."""
    said = view.get("result_msg") or {}
    if said and english(said) == view["result"]:
        return message(said["template"], said["args"], view["result"])
    return view["result"]


#: How an engine that says so (FFTCG) words a log that stops before the game does: said as the others say it.
_UNFINISHED = "the log ends before the game does"


def result_text(result: Any) -> str:
    """How the match ended, in the active language (a log that stops first: one sentence for every game)."""
    if result.result == _UNFINISHED and not result.winner:
        return _("the log ends before the game does.")
    if result.result:
        said = getattr(result, "result_msg", None) or {}
        if said and english(said) == result.result:
            return message(said["template"], said["args"], result.result)
        return result.result
    if result.winner:
        return tr("{player} wins", player=result.winner)
    return _("the log ends before the game does.")


def notes_text(result: Any) -> list[str]:
    """The verdict's notes, in the active language."""
    said = {english(m): m for m in getattr(result, "note_msgs", None) or []}
    return [message(said[n]["template"], said[n]["args"], n) if n in said else n for n in result.notes]


# -- tables and differences ------------------------------------------------------


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A plain left-aligned text table, two spaces between columns."""
    text_rows = [[("" if c is None else one_line(c)) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in text_rows:
        widths = [max(w, len(c)) for w, c in zip(widths, row)]
    fmt = lambda cells: "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()  # noqa: E731
    return "\n".join([fmt(list(headers)), fmt(["-" * w for w in widths])] + [fmt(r) for r in text_rows])


_MISSING = object()


def differences(a: Any, b: Any, path: str = "") -> list[tuple[str, Any, Any]]:
    """Every leaf path where two plain-data trees differ: ``("players[1].hand.count", 4, 5)``.

    A key or list item present on one side only is reported with ``None`` on the other.
    """
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in list(a) + [k for k in b if k not in a]:
            out += differences(a.get(k, None), b.get(k, None), f"{path}.{k}" if path else str(k))
        return out
    if isinstance(a, list) and isinstance(b, list):
        out = []
        for i in range(max(len(a), len(b))):
            out += differences(a[i] if i < len(a) else None, b[i] if i < len(b) else None, f"{path}[{i}]")
        return out
    return [] if a == b else [(path, a, b)]


def value(v: Any) -> str:
    """A compact JSON rendering of one value for a difference line."""
    return json.dumps(v, ensure_ascii=False, separators=(", ", ": "))


# -- per-game dispatch ------------------------------------------------------------
# Chrono Clash's text lives above; another game's lives in cli/render_<game>.py
# (``render_force_of_will``, ``render_fftcg``) with the same two functions.


def _game_module(game: str):
    if game == "chrono-clash":
        return None
    import importlib

    return importlib.import_module(f"cli.render_{game.replace('-', '_')}")


def _game_of_event(event: Any) -> str:
    from ledger.log import GAMES

    mod = type(event).__module__
    return next((g for g, m in GAMES.items() if m == mod), "chrono-clash")


def describe(event: Any, board: Any, viewer: str | None = None, read: str | None = None) -> str:
    """One sentence for an event of any game, naming cards from ``board`` (the board after it). ``read``: the
    player the verdict carried the event on as when the log names another (:func:`read_as`): the event is
    said as theirs, then which player the log names ("alice attacks bob (the log names bob)")."""
    named = getattr(event, "player", None)
    if read and named and read != named:
        try:
            as_read = msgspec.structs.replace(event, player=read)
        except (TypeError, AttributeError):  # not an event struct: said as written
            as_read = None
        if as_read is not None:
            return describe(as_read, board, viewer) + tr(" (the log names {player})", player=one_line(named))
    mod = _game_module(_game_of_event(event))
    return one_line(describe_ccs(event, board, viewer) if mod is None else mod.describe(event, board, viewer))


def read_as(items: Iterable[Any]) -> dict[int, str]:
    """``{seq: player}`` for each event the verdict carried on as another player's than the one the log names
    (:attr:`projections.core.Violation.read_as`), from its violations (structs or their data; anything else, a
    note's message, has none). An event no violation says this of is read as written."""
    out: dict[int, str] = {}
    for item in items:
        if isinstance(item, dict):
            player, seq = item.get("read_as"), item.get("seq")
        else:
            player, seq = getattr(item, "read_as", None), getattr(item, "seq", None)
        if isinstance(player, str) and isinstance(seq, int):
            out[seq] = player
    return out


def _one_lined(data: Any) -> Any:
    """A view with every string kept to one line (names and labels come from the log).

    The view as it is when nothing in it needs escaping (the common case, and a long match's board holds
    thousands of names): its JSON then has no backslash (JSON escapes every control character with one)
    and nothing unprintable.
    """
    try:
        text = msgspec.json.encode(data)
    except (TypeError, msgspec.MsgspecError):
        text = b"\\"
    if b"\\" not in text and text.decode().isprintable():
        return data
    return _escaped(data)


def _escaped(data: Any) -> Any:
    if isinstance(data, str):
        return one_line(data)
    if isinstance(data, dict):
        return {k: _escaped(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_escaped(v) for v in data]
    return data


def board_text(view: dict, event_line: str | None = None, title: str | None = None) -> str:
    """A board for people, from the plain dict the game's ``view()`` returns."""
    mod = _game_module(view.get("game", "chrono-clash"))
    view = _one_lined(view)
    return board_text_ccs(view, event_line, title) if mod is None else mod.board_text(view, event_line, title)


def seen_as(viewer: str) -> str:
    """Whose view a board is, as its heading says it: ``  [as alice]``, or ``  [as a spectator]`` in the
    reader's words (French and Italian need the article a player's id does not take); "" for the judge's."""
    from .main import SPECTATOR

    if viewer == "judge":
        return ""
    return _("  [as a spectator]") if viewer == SPECTATOR else tr("  [as {player}]", player=viewer)
