"""The rules documents the engines cite, carried in the package, and how to quote and cite them.

The seeds (the games' rules documents) are copied under
``projections/<game>/data/seed/<lang>.txt``: Chrono Clash in English, French
and Italian; Force of Will and FFTCG in French only. This module splits them
into sections and answers, for a rule id and a language:

- :func:`quote`: the rule's words. Chrono Clash: the manual's own sentence in
  that language. Force of Will and FFTCG: the original French under ``fr``
  (and under ``it``: there is no Italian document, French is the fallback),
  the English rendering under ``en``.
- :func:`citation`: the document as a person names it, and the section:
  "Chrono Clash System rules manual v3.4 (English), section Your Turn".
- :func:`ref`: the same as data (seed file, section, ``[ref]``), for ``--json``.

and, for a section name, :func:`passage` (the section's full text) and
:func:`sections` (the section names of a document); :func:`fallback_note`
says, in the reader's language, when the rules are not written in it. Pure: the texts are read
once from the package and never change.
"""

from __future__ import annotations

import contextlib
import difflib
import functools
import re
import unicodedata
from pathlib import Path

from msgspec import Struct

LANGS = ("en", "fr", "it")
_HERE = Path(__file__).parent


class UnknownSection(LookupError):
    """No section of that name: ``close`` holds the nearest names."""

    def __init__(self, game: str, name: str, lang: str, close: list[str]):
        self.game, self.name, self.lang, self.close = game, name, lang, close
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        super().__init__(f"no section {name!r} in the {game} rules ({lang}){hint}")


# -- the documents --------------------------------------------------------------------

class Document(Struct, frozen=True):
    game: str
    lang: str        # the language the document is written in
    seed: str        # the seed file name it was copied from (the project's source of truth)
    path: Path
    titles: dict     # how a person names it, in each report language


_CCS_TITLES = {"en": "Chrono Clash System rules manual v3.4 ({})",
               "fr": "Manuel de règles Chrono Clash System v3.4 ({})",
               "it": "Manuale delle regole Chrono Clash System v3.4 ({})"}
_LANG_NAMES = {"en": {"en": "English", "fr": "French", "it": "Italian"},
               "fr": {"en": "anglais", "fr": "français", "it": "italien"},
               "it": {"en": "inglese", "fr": "francese", "it": "italiano"}}
_FOW_TITLES = {"en": "Force of Will rules ({})", "fr": "Règles de Force of Will ({})", "it": "Regole di Force of Will (in {})"}
_FFTCG_TITLES = {"en": "FFTCG rules V2 ({})", "fr": "Règles FFTCG V2 ({})", "it": "Regole FFTCG V2 (in {})"}
_WORD_SECTION = {"en": "section", "fr": "section", "it": "sezione"}

DOCUMENTS: dict[tuple[str, str], Document] = {}
for _game, _pkg, _lang, _seed, _titles in [
    ("chrono-clash", "chrono_clash", "en", "004_ac72cf2316e6f3f0.txt", _CCS_TITLES),
    ("chrono-clash", "chrono_clash", "fr", "000_1440c64b270ea6ca.txt", _CCS_TITLES),
    ("chrono-clash", "chrono_clash", "it", "002_7f6c538843fa1aac.txt", _CCS_TITLES),
    ("force-of-will", "force_of_will", "fr", "001_2cd8f662b2b3164d.txt", _FOW_TITLES),
    ("fftcg", "fftcg", "fr", "003_6a78c84202411fba.txt", _FFTCG_TITLES),
]:
    DOCUMENTS[_game, _lang] = Document(
        _game, _lang, _seed, _HERE / _pkg / "data" / "seed" / f"{_lang}.txt",
        {rl: (t.format(_LANG_NAMES[rl][_lang]) if "{}" in t else t) for rl, t in _titles.items()})

SEED_FILES = {d.seed: d for d in DOCUMENTS.values()}

#: What earlier versions of matchledger named a document (game, the document's language) in each report
#: language, newest first: an appeals packet they wrote cites it so, and ``verify PACKET.md`` writes the packet
#: again with each (:func:`former_titles`) before it calls a line that differs an edit. FFTCG's French rules were
#: "FFTCG rules V2" in English and "Règles FFTCG V2" in French until round 37, which names the language as Force
#: of Will's title does.
FORMER_TITLES: dict[tuple[str, str], tuple[dict, ...]] = {
    ("fftcg", "fr"): ({"en": "FFTCG rules V2", "fr": "Règles FFTCG V2", "it": "Regole FFTCG V2 (in francese)"},),
}
_AS_BEFORE: list[int] = []  # the generation of FORMER_TITLES in force (former_titles), none: today's titles


def generations() -> int:
    """How many generations of former titles there are (the longest of ``FORMER_TITLES``' entries)."""
    return max((len(t) for t in FORMER_TITLES.values()), default=0)


@contextlib.contextmanager
def former_titles(generation: int):
    """Within it, documents are named as matchledger named them ``generation + 1`` changes ago
    (``FORMER_TITLES``; a document whose title has not changed that often, by its oldest former title or today's)."""
    _AS_BEFORE.append(generation)
    try:
        yield
    finally:
        _AS_BEFORE.pop()


def title(doc: Document, lang: str) -> str:
    """How ``doc`` is named in report language ``lang`` (today's title, or a former one within
    :func:`former_titles`)."""
    if _AS_BEFORE:
        former = FORMER_TITLES.get((doc.game, doc.lang), ())
        if former:
            return former[min(_AS_BEFORE[-1], len(former) - 1)][lang]
    return doc.titles[lang]


def document(game: str, lang: str = "en") -> Document:
    """The document quoted for ``game`` in ``lang``: the seed in that language, else the French one."""
    if (game, lang) in DOCUMENTS:
        return DOCUMENTS[game, lang]
    if (game, "fr") in DOCUMENTS:
        return DOCUMENTS[game, "fr"]
    raise KeyError(f"no rules document for {game!r}")


def languages(game: str) -> list[str]:
    """The languages ``game``'s rules are written in (Chrono Clash: en, fr, it; the others: fr)."""
    return [lang for g, lang in DOCUMENTS if g == game]


# -- sections ----------------------------------------------------------------------------

# Chrono Clash: the same section in the three manuals, (en, fr, it); None where a manual has no
# such heading. A name "Shown=Printed" is printed differently in the seed (a scanning slip).
CCS_SECTIONS: list[tuple[str | None, str | None, str | None]] = [
    ("The Path to Victory", "Le chemin de la victoire", "La Strada verso la Vittoria"),
    (None, "Les cartes", "Le Carte"),
    ("Setting up a Game", "Mettre en place une partie", "Come Iniziare"),
    ("The Chrono Clash System", "Le Chrono Clash System", "Il Chrono Clash System"),
    ("Your Turn", "Votre tour", "Il Tuo Turno"),
    ("Ending your Turn", "Finir votre tour", "Fine del Tuo Turno"),
    ("Summoning Battlers", "Invoquer des battlers", "Evocare Battler"),
    ("Resolving Abilities", "Résolution des capacités", "Risolvere Abilità"),
    ("Playing Action Cards", "Jouer des cartes action", "Giocare Carte Action"),
    ("Attacking", "Attaquer", "Attaccare"),
    ("Attacking a Tapped Enemy Battler", "Attaquer un battler ennemi engagé", "Attaccare un Battler Nemico Tappato"),
    ("Attacking the Guardian Stack", "Attaquer la pile de gardien", "Attaccare la Pila dei Guardian"),
    ("+1 Guardian Attack", "+1 Attaque de gardien", "Attacco Guardian +1"),
    ("Example Attacking", None, "Esempio Attaccare"),
    ("Questing=Questina", "Participer à une quête", "Mandare in Missione"),
    ("Example Questing", None, "Esempio Mandare in Missione"),
    ("Activating Tap Abilities", "Activer des capacités engagement", "Attivare Abilità Tap"),
    ("Example Activating Tap Abilities", None, "Esempio Attivare Abilità Tap"),
    ("The Extra Deck", "L'extra deck", "L'Extra Deck"),
    ("Multiplayer=Multiplayer _a", "Multijoueur", "Multigiocatore"),
    ("Build Your Own Deck", "Construire son propre deck", "Crea il Tuo Deck"),
    ("The Ability Icons", "Les icônes de capacité", "Le Icone Abilità"),
    (None, "Cibles", "Bersagli"),
    ("Triggers", "Déclencheurs", "Condizioni d'Innesco"),
    ("Modifiers", "Modificateurs", "Modificatori"),
    ("Effects", "Effets", "Effetti"),
    ("Abilities", "Capacités", "Abilità"),
    (None, "Exemples", None),
]

FOW_SECTIONS = [
    "Comment gagner", "Cartes", "Coût", "Zone de Jeu", "Restauré / Épuisé", "Mise en Place",
    "Séquence du Tour", "Phase de Pioche=① Phase de Pioche", "Phase de Restauration=② Phase de Restauration",
    "Phase Principale=③ Phase Principale", "Phase de Fin=④ Phase de Fin",
    "Ce que vous pouvez faire à n'importe quel moment=Ce que vous pouvez faire à n'importe quel moment*",
    "Ce que vous pouvez faire pendant votre Phase Principale=Ce que vous pouvez faire pendant votre Phase Principale*",
    "Poursuite", "Combat", "Jugement",
]


class Section(Struct, frozen=True):
    name: str        # as shown and cited
    key: str         # the same section's name in the main document (English for Chrono Clash)
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines).strip("\n")


def _headings(game: str, lang: str) -> list[tuple[str, str, str]]:
    """(shown name, printed heading, key) of each section of the document, in order."""
    out = []
    if game == "chrono-clash":
        col = LANGS.index(lang)
        for row in CCS_SECTIONS:
            if row[col] is None:
                continue
            key = next(r for r in row if r is not None).split("=")[0]
            shown, _, printed = row[col].partition("=")
            out.append((shown, printed or shown, key))
    elif game == "force-of-will":
        for item in FOW_SECTIONS:
            shown, _, printed = item.partition("=")
            out.append((shown, printed or shown, shown))
    return out


_FFTCG_HEADING = re.compile(r"^(\d+(?:\.\d+)*)\. (\S.*)$")


@functools.cache
def _split(game: str, lang: str) -> tuple[Section, ...]:
    doc = document(game, lang)
    lines = doc.path.read_text(encoding="utf-8").split("\n")
    starts: list[tuple[int, str, str]] = []
    if game == "fftcg":
        for i, line in enumerate(lines):
            m = _FFTCG_HEADING.match(line.rstrip())      # headings start the line; list items are indented
            if m:
                starts.append((i, line.strip().replace("\xa0", " "), m.group(1)))
    else:
        pos = 0
        for shown, printed, key in _headings(game, doc.lang):
            prefix = printed.endswith("*")
            printed = printed.rstrip("*")
            for i in range(pos, len(lines)):
                s = lines[i].strip()
                if s == printed or (prefix and s.startswith(printed)):
                    starts.append((i, shown, key))
                    pos = i + 1
                    break
            else:
                raise LookupError(f"{doc.path}: heading {printed!r} not found after line {pos}")
    out = []
    for n, (i, shown, key) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else len(lines)
        out.append(Section(shown, key, tuple(lines[i:end])))
    return tuple(out)


def sections(game: str, lang: str = "en") -> list[str]:
    """The section names of ``game``'s rules document in ``lang`` (French where there is no such document)."""
    return [s.name for s in _split(game, document(game, lang).lang)]


@functools.cache  # every rule's citation looks its section up at import: the same few hundred names
def _norm(name: str) -> str:
    name = unicodedata.normalize("NFKC", name).replace("’", "'").casefold()
    return re.sub(r"\s+", " ", name).strip(" .:")


def _ref_norm(ref: str) -> str:
    return ref.strip().strip("[]").removeprefix("ref").strip(" ()").rstrip(".")


def find_section(game: str, name: str, lang: str = "en") -> Section:
    """The section called ``name`` (case, accents' spelling and a leading number optional; FFTCG: also a
    ``[ref (x.y)]`` the section quotes, or the section's number). Raises :class:`UnknownSection`."""
    doc = document(game, lang)
    secs = _split(game, doc.lang)
    # a whole citation pasted from a report, or a section with its detail: "Abilities (Sneak Attack)"
    for word in (", section ", ", sezione "):
        if word in name:
            name = name.rsplit(word, 1)[1]
    if "[ref (" in name:
        name = name[name.index("[ref ("):]
    want = _norm(name)
    if want.endswith(")") and "(" in want and not any(_norm(s.name) == want for s in secs) and game != "fftcg":
        want = want[:want.rindex("(")].strip()
    for s in secs:
        if want in (_norm(s.name), _norm(s.key)):
            return s
    if game == "fftcg":
        for s in secs:
            num, _, title = s.name.partition(". ")
            if want in (_norm(num), _norm(title)):
                return s
        r = _ref_norm(name)
        hits = [s for s in secs if any(_ref_norm(x) == r for x in re.findall(r"\[ref \(([^)]*)\)\]", s.text))]
        if len(hits) == 1:
            return hits[0]
        if hits:        # the rules quote that number in several places: all of them, in order
            return Section(" + ".join(h.name for h in hits), hits[0].key,
                           tuple(line for h in hits for line in (*h.lines, "")))
    # a name given in another language of the same manual (Chrono Clash)
    if game == "chrono-clash":
        for other in LANGS:
            for s in _split(game, other):
                if want == _norm(s.name):
                    hit = [t for t in secs if t.key == s.key]
                    if hit:
                        return hit[0]
    names = [s.name for s in secs]
    close = difflib.get_close_matches(name, names, n=3, cutoff=0.5)
    if not close:
        close = [n for n in names if want and want in _norm(n)][:3]
    raise UnknownSection(game, name, doc.lang, close)


def passage(game: str, section: str, lang: str = "en") -> str:
    """The full text of ``section`` in ``game``'s rules document in ``lang`` (French where there is no
    document in ``lang``). Raises :class:`UnknownSection` with the closest names."""
    return find_section(game, section, lang).text


def heading(game: str, section: str, lang: str = "en") -> str:
    """"<document as named in ``lang``>, section <name>": the title line of a printed passage."""
    return f"{title(document(game, lang), lang if lang in LANGS else 'en')}, {_WORD_SECTION.get(lang, 'section')} {section}"


def section_in(game: str, key: str, lang: str) -> str | None:
    """The name, in ``lang``'s document, of the section whose main-document name is ``key`` (None: no such)."""
    for s in _split(game, document(game, lang).lang):
        if s.key == key:
            return s.name
    return None


# -- rules: their words and where they are written ----------------------------------------

_REF = re.compile(r"^(?P<file>[^§\[]+?)\s*(?:§\s*(?P<section>[^(]+?)\s*(?:\((?P<detail>[^)]*)\))?|\[ref \((?P<ref>[^)]*)\)\])\s*$")


def parse_ref(text: str) -> dict:
    """``"004_....txt § Abilities (Sneak Attack)"`` → {file, section, detail}; ``"003_....txt [ref (5.2.2.1.)]"``
    → {file, ref}. The machine form of a rule's source (``Rule.ref``)."""
    m = _REF.match(text)
    if not m:
        raise ValueError(f"not a rule reference: {text!r}")
    return {k: v.strip() for k, v in m.groupdict().items() if v}


def _rule(game: str, rule_id: str):
    from .core import engine

    return engine(game).RULES[rule_id]


def _quotes(game: str) -> dict:
    from .core import engine
    import importlib

    try:
        return importlib.import_module(engine(game).__name__ + ".quotes").QUOTES
    except ModuleNotFoundError:
        return {}


def _squash(text: str) -> str:
    """Whitespace-normalised text: what a quote is compared in."""
    text = unicodedata.normalize("NFC", text).replace("**", "")
    return re.sub(r"\s+", " ", text).strip()


def in_seed(game: str, lang: str, fragment: str) -> bool:
    """Whether ``fragment`` is, word for word (whitespace aside), in ``game``'s document in ``lang``."""
    return _squash(fragment) in _squash(document(game, lang).path.read_text(encoding="utf-8"))


def _section_of(game: str, lang: str, fragment: str) -> Section | None:
    frag = _squash(fragment)
    for s in _split(game, lang):
        if frag in _squash(s.text):
            return s
    return None


class Quoted(Struct, frozen=True):
    """A rule's words in one language and where they stand."""

    lang: str                 # the language of the words
    words: tuple[str, ...]    # fragments of the document, in order (an English rendering for FoW/FFTCG ``en``)
    document: Document | None # None: the project's own documents
    section: str              # the section name, in the document's language
    detail: str = ""
    ref: str = ""             # FFTCG: the comprehensive rules number


def _resolve(game: str, rule_id: str, lang: str) -> Quoted:
    rule = _rule(game, rule_id)
    where = parse_ref(rule.ref or rule.source)
    entry = _quotes(game).get(rule_id, {})
    seed = SEED_FILES.get(where["file"])
    if seed is None:      # a rule of the log format, written in the project's docs
        return Quoted("en", (rule.text,), None, where.get("section", ""), where.get("detail", ""))
    if game == "chrono-clash":
        for qlang in (lang, "en") if lang in LANGS else ("en",):
            words = entry.get(qlang)
            if words:
                words = (words,) if isinstance(words, str) else tuple(words)
                sec = _section_of(game, qlang, words[0])
                name = sec.name if sec else (section_in(game, find_section(game, where["section"], seed.lang).key, qlang) or "")
                detail = where.get("detail", "") if qlang == seed.lang else entry.get("detail", {}).get(qlang, "")
                return Quoted(qlang, words, document(game, qlang), name, detail)
        return Quoted("en", (rule.text,), seed, where.get("section", ""), where.get("detail", ""))
    # Force of Will, FFTCG: the French rules; English is a rendering of them
    fr = entry.get("fr")
    words = (fr,) if isinstance(fr, str) else tuple(fr or ())
    if lang == "en" or not words:
        words = (rule.text,)
    qlang = "en" if lang == "en" or not entry.get("fr") else "fr"
    section = find_section(game, where["section"], seed.lang).name if where.get("section") else ""
    return Quoted(qlang, words, seed, section, where.get("detail", ""), where.get("ref", ""))


def note(game: str, rule_id: str) -> str:
    """The English note a rule's quoted words carry (the engine's ``quotes.NOTES``: the words say what is not
    judged, a slip of the document), a catalog message; "" for a rule without one."""
    from .core import engine
    import importlib

    try:
        notes = getattr(importlib.import_module(engine(game).__name__ + ".quotes"), "NOTES", {})
    except (ModuleNotFoundError, KeyError, LookupError):
        return ""
    return notes.get(rule_id, "")


def quote_parts(game: str, rule_id: str, lang: str = "en") -> tuple[str, list[str]]:
    """(the language quoted, the rule's words as the seed's own fragments, in order)."""
    q = _resolve(game, rule_id, lang)
    return q.lang, list(q.words)


def quote(game: str, rule_id: str, lang: str = "en") -> str:
    """The rule's words in ``lang``: Chrono Clash, the manual's sentence in that language (English where
    that manual lacks it); Force of Will and FFTCG, the original French (``fr``, and ``it`` for want of an
    Italian text) or the English rendering (``en``). Fragments of the seed are joined with " … "."""
    return " … ".join(_resolve(game, rule_id, lang).words)


def ref(game: str, rule_id: str) -> dict:
    """Where the rule is written, as data: {file, section[, detail] | ref}; ``file`` is the seed's name."""
    rule = _rule(game, rule_id)
    return parse_ref(rule.ref or rule.source)


def citation(game: str, rule_id: str, lang: str = "en") -> str:
    """How a person names where the rule is written: "Chrono Clash System rules manual v3.4 (English),
    section Your Turn"; "Force of Will rules (French), section Phase de Pioche"; "FFTCG rules V2 [ref
    (5.2.2.1.)]". Chrono Clash cites the manual whose words are quoted; the others the French rules.
    The words around the names follow ``lang`` (en, fr, it)."""
    q = _resolve(game, rule_id, lang)
    rl = lang if lang in LANGS else "en"
    if q.document is None:
        return docs_citation(ref(game, rule_id)["file"], q.section, rl)
    named = title(q.document, rl)
    if q.ref:
        return f"{named} [ref ({q.ref})]"
    detail = f" ({q.detail})" if q.detail else ""
    return f"{named}, {_WORD_SECTION[rl]} {q.section}{detail}"


def docs_citation(file: str, section: str, lang: str = "en") -> str:
    """How a person names a section of matchledger's own docs: "matchledger docs/log-format.md, section Events"."""
    tail = f", {_WORD_SECTION.get(lang, 'section')} {section}" if section else ""
    return f"matchledger {file}{tail}"


def cite(game: str, where: str) -> str:
    """The English citation of a reference ``where`` (a ``Rule.ref``): what ``Rule.source`` holds."""
    r = parse_ref(where)
    doc = SEED_FILES.get(r["file"])
    if doc is None:
        tail = f", section {r['section']}" if r.get("section") else ""
        return f"matchledger {r['file']}{tail}"
    named = doc.titles["en"]
    if r.get("ref"):
        return f"{named} [ref ({r['ref']})]"
    detail = f" ({r['detail']})" if r.get("detail") else ""
    return f"{named}, section {find_section(game, r['section'], doc.lang).name}{detail}"


_FALLBACK_NOTES = {
    "en": "The {game} rules are written in French only: quoted in French.",
    "fr": "",
    "it": "Le regole di {game} sono scritte solo in francese: citate in francese.",
}
_GAME_NAMES = {"chrono-clash": "Chrono Clash System", "force-of-will": "Force of Will", "fftcg": "FFTCG"}


def fallback_note(game: str, lang: str) -> str:
    """One sentence, in ``lang``, saying the rules' words are quoted in another language than ``lang`` because
    no document in ``lang`` exists (Force of Will and FFTCG in Italian); "" when there is one. An English
    report of those games quotes the English rendering, so needs no note."""
    if lang in languages(game) or lang == "en" or lang not in _FALLBACK_NOTES:
        return ""
    return _FALLBACK_NOTES[lang].format(game=_GAME_NAMES.get(game, game))


def quoted_in(game: str, rule_id: str, lang: str) -> str:
    """The name, in ``lang``, of the language a rule's words are quoted in when a manual in ``lang`` exists but
    lacks that rule's sentence (a Chrono Clash rule the Italian manual does not state: "inglese"), as a
    citation names it; "" when the words are in ``lang`` or no document is in ``lang`` (:func:`fallback_note`
    says why then)."""
    rl = lang if lang in LANGS else "en"
    if rl == "en" or rl not in languages(game):
        return ""
    try:
        q = _resolve(game, rule_id, rl)
    except (KeyError, LookupError):
        return ""
    qlang = q.lang
    return "" if qlang == rl or q.document is None else _LANG_NAMES[rl].get(qlang, qlang)


def plain(text: str) -> str:
    """A seed's text as printed for people: without the scanned manuals' markdown emphasis (``**Summon**``,
    the Italian manual's stray ``Stappa le tue carte**``)."""
    return text.replace("**", "")


def noted_in(game: str, section: str, lang: str) -> list[str]:
    """The ids of the rules that carry a note (:func:`note`: a slip of the document...) and are written in the
    section named ``section`` of ``lang``'s document: what a printed section adds under its text."""
    from .core import engine

    out = []
    for rule_id in engine(game).RULES:
        if not note(game, rule_id):
            continue
        try:
            where = ref(game, rule_id)
            key = where.get("ref") or where.get("section")
            if key and find_section(game, key, lang).name == section:
                out.append(rule_id)
        except (KeyError, LookupError, ValueError):
            continue
    return out


# -- matchledger's own docs: the sections the rules of the log format cite ------------------------------------------

#: Where matchledger's own docs are: beside the packages, in a source checkout or an editable install (a wheel
#: carries none; :func:`docs_sections` then gives the place without the text).
DOCS_ROOT = _HERE.parent
_DOC_HEADING = re.compile(r"^(#+)\s+(.*?)\s*$")


class DocsSection(Struct, frozen=True):
    """A section of matchledger's own docs that rules of a game cite (``docs/log-format.md § Events``)."""

    file: str                  # docs/log-format.md
    section: str               # as the rules cite it: Events
    rules: tuple[str, ...]     # the rules that cite it
    text: str | None           # the passage (its heading and everything under it); None: the docs are not here


def _heading_norm(title: str) -> str:
    """A docs heading as a rule cites it: "The header (line 1)" is cited as "Header"."""
    name = _norm(title)
    name = re.sub(r"\s*\([^)]*\)$", "", name)
    return name.removeprefix("the ").strip()


def _docs_passage(file: str, section: str) -> str | None:
    try:
        lines = (DOCS_ROOT / file).read_text(encoding="utf-8").split("\n")
    except OSError:
        return None
    want, level, out = _norm(section), 0, []
    for line in lines:
        m = _DOC_HEADING.match(line)
        if level and m and len(m.group(1)) <= level:
            break
        if not level and m and want in (_norm(m.group(2)), _heading_norm(m.group(2))):
            level = len(m.group(1))
        if level:
            out.append(line)
    return "\n".join(out).strip("\n") if out else None


def docs_sections(game: str, name: str) -> list[DocsSection]:
    """The sections of matchledger's own docs named ``name`` (a whole citation pasted from a report too:
    "matchledger docs/log-format.md, section Events") that ``game``'s rules cite, with their text where the docs
    are installed; [] when no rule of ``game`` cites a section of that name."""
    from .core import engine

    for word in (", section ", ", sezione "):
        if word in name:
            name = name.rsplit(word, 1)[1]
    want = _norm(name)
    found: dict[tuple[str, str], list[str]] = {}
    for rule_id, rule in engine(game).RULES.items():
        try:
            where = parse_ref(rule.ref or rule.source)
        except ValueError:
            continue
        if where["file"] in SEED_FILES or not where.get("section") or _norm(where["section"]) != want:
            continue
        found.setdefault((where["file"], where["section"]), []).append(rule_id)
    return [DocsSection(file, section, tuple(ids), _docs_passage(file, section))
            for (file, section), ids in found.items()]
