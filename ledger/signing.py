"""Published and signed match digests: what an unkeyed hash chain cannot stop.

Anyone who can write the ledger file can delete a match whole, or replace it
with a forgery re-chained under its own consistent id: every chain in the
file still checks. What stops that is a record kept outside the file:

- a **published list** of match digests (and the ledger head), which
  ``audit --digests FILE`` compares with the ledger, no key needed;
- the same list **signed** with the organiser's Ed25519 key
  (``matchledger sign``), which ``audit --key PUB`` checks: the list cannot
  then be forged either.

A signed file is JSON: ``{"statement": "<JSON text>", "signature": "<hex>",
"public_key": "<hex>"}``; the signature is over the statement's UTF-8 bytes,
and the statement lists every match's id, digest, game, event count and
import time, its rulings (how many, and the hash of the last), and the ledger head. A plain list is text, one
``<match id> <digest>`` a line, optionally followed by ``<rulings> <hash of the last ruling>``
(``#`` comments, and ``head <sha256>``).

Formats: a signed file of ``matchledger-digests/1`` (before rulings were
covered) has no rulings and states the head of :func:`ledger.checkup.ledger_head`
with ``rulings=False``: it is still read and compared so, and so is a plain
list none of whose lines has the rulings columns (its head may be either:
a ledger without rulings has the same head both ways). Since
``matchledger-digests/2`` a deleted, added or rewritten ruling is found too.

Ed25519 comes from ``cryptography`` (the Python Cryptographic Authority's
library, the standard for it).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from .checkup import MatchFacts, Problem, field_name, ledger_head
from .errors import MatchledgerError
from .messages import N_, Reason

__all__ = ["SignatureError", "Published", "new_key", "load_private_key", "load_public_key", "sign_facts",
           "read_published", "compare_published"]

FORMAT = "matchledger-digests/2"
#: The format before the rulings were covered: still read.
FORMAT_1 = "matchledger-digests/1"


class SignatureError(MatchledgerError):
    """A key or a signed file that cannot be used (unreadable, wrong kind, bad signature...)."""


@dataclass
class Published:
    """A published list of match digests: the facts, the head it states, whether (and by whom) it is signed."""

    path: str
    facts: dict[str, MatchFacts | str]  # id -> full facts (signed file) or just the digest (plain list)
    head: str | None
    signed_by: str | None = None  # the public key (hex) whose signature checked
    rulings: dict[str, tuple[int, str]] | None = None  # id -> (rulings, last hash); None: the list predates them
    #: read without a key: its signature checked with the public key the file carries (the file is unchanged
    #: since it was signed; who signed it is not checked)
    self_checked: bool = False


def _crypto():
    try:
        from cryptography.exceptions import InvalidSignature
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric import ed25519
    except ImportError:  # pragma: no cover - a dependency
        raise SignatureError(Reason(N_("signing needs the `cryptography` package (pip install cryptography)"))) from None
    return ed25519, serialization, InvalidSignature


def new_key(path: str) -> tuple[str, str]:
    """Make an Ed25519 key pair: the private key at ``path`` (PEM, mode 0600), the public at ``path.pub``.

    Refuses to overwrite a file. Returns (private path, public path).
    """
    ed25519, serialization, _ = _crypto()
    pub_path = f"{path}.pub"
    for p in (path, pub_path):
        if os.path.exists(p):
            raise SignatureError(Reason(N_("{path}: already exists; a key is never overwritten"), path=p))
    key = ed25519.Ed25519PrivateKey.generate()
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as fh:
        fh.write(pem)
    Path(pub_path).write_bytes(key.public_key().public_bytes(serialization.Encoding.PEM,
                                                              serialization.PublicFormat.SubjectPublicKeyInfo))
    return path, pub_path


def load_private_key(path: str):
    ed25519, serialization, _ = _crypto()
    try:
        key = serialization.load_pem_private_key(Path(path).read_bytes(), password=None)
    except FileNotFoundError:
        raise SignatureError(Reason(N_("{path}: no such key file (make one with `matchledger sign --key {path} --new-key`)"),
                                    path=path)) from None
    except (ValueError, TypeError, OSError) as exc:
        raise SignatureError(Reason(N_("{path}: not a private key matchledger can use ({error})"), path=path,
                                    error=str(exc))) from None
    if not isinstance(key, ed25519.Ed25519PrivateKey):
        raise SignatureError(Reason(N_("{path}: not an Ed25519 private key"), path=path))
    return key


def load_public_key(text_or_path: str):
    """An Ed25519 public key from a PEM file or 64 hex digits."""
    ed25519, serialization, _ = _crypto()
    if re.fullmatch(r"[0-9a-fA-F]{64}", text_or_path.strip()):
        return ed25519.Ed25519PublicKey.from_public_bytes(bytes.fromhex(text_or_path.strip()))
    try:
        data = Path(text_or_path).read_bytes()
        key = serialization.load_pem_public_key(data)
    except FileNotFoundError:
        raise SignatureError(Reason(N_("{path}: no such public key file"), path=text_or_path)) from None
    except (ValueError, TypeError, OSError) as exc:
        raise SignatureError(Reason(N_("{path}: not a public key matchledger can use ({error})"), path=text_or_path,
                                    error=str(exc))) from None
    if not isinstance(key, ed25519.Ed25519PublicKey):
        raise SignatureError(Reason(N_("{path}: not an Ed25519 public key"), path=text_or_path))
    return key


def _raw_public(key) -> str:
    _, serialization, _ = _crypto()
    return key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw).hex()


def sign_facts(key, facts: list[MatchFacts], ledger: str) -> bytes:
    """The signed file (bytes) stating ``facts`` and their ledger head, signed with private ``key``."""
    statement = json.dumps({
        "format": FORMAT, "ledger": ledger, "signed_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "head": ledger_head(facts),
        "matches": [{"id": f.id, "digest": f.digest, "game": f.game, "events": f.events,
                     "imported_at": f.imported_at, "rulings": f.rulings, "rulings_head": f.rulings_head}
                    for f in sorted(facts, key=lambda f: f.id)],
    }, ensure_ascii=False, sort_keys=True)
    signature = key.sign(statement.encode())
    doc = {"statement": statement, "signature": signature.hex(), "public_key": _raw_public(key.public_key())}
    return (json.dumps(doc, indent=1, ensure_ascii=False) + "\n").encode()


def read_published(path: str, public_key=None) -> Published:
    """Read a signed file or a plain list; with ``public_key`` the file must be signed by it."""
    try:
        data = Path(path).read_bytes()
    except FileNotFoundError:
        raise SignatureError(Reason(N_("{path}: no such file"), path=path)) from None
    except OSError as exc:
        raise SignatureError(Reason(N_("{path}: cannot read it ({error})"), path=path, error=exc.strerror)) from None
    text = data.decode("utf-8", "replace")
    if text.lstrip().startswith("{"):
        return _read_signed(path, text, public_key)
    if public_key is not None:
        raise SignatureError(Reason(N_("{path}: a plain list of digests, not a signed file: there is no signature to "
                                       "check"), path=path))
    facts: dict[str, MatchFacts | str] = {}
    rulings: dict[str, tuple[int, str]] = {}
    head = None
    for n, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) >= 2 and parts[0] == "head" and re.fullmatch(r"[0-9a-f]{64}", parts[1]):
            head = parts[1]
        elif (len(parts) in (2, 4) and re.fullmatch(r"[0-9a-f-]{36}", parts[0]) and re.fullmatch(r"[0-9a-f]{64}", parts[1])
              and (len(parts) == 2 or (re.fullmatch(r"[0-9]+", parts[2]) and re.fullmatch(r"[0-9a-f]{64}", parts[3])))):
            facts[parts[0]] = parts[1]
            if len(parts) == 4:
                rulings[parts[0]] = (int(parts[2]), parts[3])
        else:
            raise SignatureError(Reason(N_("{path}:{n}: expected `<match id> <sha256 digest>` or `head <sha256>`"),
                                        path=path, n=n))
    # Rulings columns on any line: the list covers every match's rulings (a line without them: none).
    covered = {m: rulings.get(m, (0, "")) for m in facts} if rulings else None
    return Published(path=path, facts=facts, head=head, rulings=covered)


def _read_signed(path: str, text: str, public_key) -> Published:
    _, _, InvalidSignature = _crypto()
    try:
        doc = json.loads(text)
        statement = doc["statement"]
        body = json.loads(statement)
        matches = body["matches"]
        facts = {m["id"]: MatchFacts(id=m["id"], digest=m["digest"], game=m["game"], events=m["events"],
                                     imported_at=m["imported_at"]) for m in matches}
        # Format 1 (no "format" newer than it): the rulings were not signed. Since 2 every match states them.
        rulings = (None if body.get("format") == FORMAT_1 else
                   {m["id"]: (int(m["rulings"]), str(m["rulings_head"])) for m in matches})
    except (ValueError, KeyError, TypeError) as exc:
        raise SignatureError(Reason(N_("{path}: not a signed digest file matchledger wrote ({error})"), path=path,
                                    error=str(exc))) from None
    signed_by = None
    if public_key is not None:
        try:
            public_key.verify(bytes.fromhex(doc.get("signature", "")), statement.encode())
        except (InvalidSignature, ValueError):
            raise SignatureError(Reason(N_("{path}: the signature does not check with the given public key: the file "
                                           "was changed after signing, or another key signed it"), path=path)) from None
        signed_by = _raw_public(public_key)
    self_checked = False
    carried = doc.get("public_key") if public_key is None else None
    if isinstance(carried, str) and carried.strip():  # no key given: at least the signature over the statement
        try:
            load_public_key(carried).verify(bytes.fromhex(doc.get("signature", "")), statement.encode())
        except (InvalidSignature, ValueError, TypeError, SignatureError):
            raise SignatureError(Reason(N_("{path}: the signature does not check with the public key the file "
                                           "carries: the file was changed after signing"), path=path)) from None
        self_checked = True
    return Published(path=path, facts=facts, head=body.get("head"), signed_by=signed_by, rulings=rulings,
                     self_checked=self_checked)


def unchecked_signer(pub: Published) -> Reason | None:
    """What a list read without ``--key`` proves: for a signed file, only that it is unchanged since signing."""
    if pub.signed_by is None and pub.self_checked:
        return Reason(N_("{path}: its signature checks with the public key it carries: the list is unchanged since "
                         "it was signed, but who signed it is not checked (give --key with the organiser's public "
                         "key)"), path=pub.path)
    return None


def compare_published(pub: Published, facts: list[MatchFacts], head: str) -> list[Problem]:
    """What differs between the ledger (its facts and head) and a published list."""
    have = {f.id: f for f in facts}
    what = Reason(N_("the signed list")) if pub.signed_by else Reason(N_("the published list"))
    out: list[Problem] = []
    for mid, listed in sorted(pub.facts.items()):
        digest = listed.digest if isinstance(listed, MatchFacts) else listed
        got = have.get(mid)
        if got is None:
            out.append(Problem(match=mid, seq=None, kind="published",
                               message=Reason(N_("match {match}: in {what} ({path}) but not in the ledger: deleted"),
                                              match=mid, what=what, path=pub.path)))
            continue
        if got.digest != digest:
            out.append(Problem(match=mid, seq=None, kind="published",
                               message=Reason(N_("match {match}: its digest is not the one in {what}: rewritten"),
                                              match=mid, what=what)))
        elif isinstance(listed, MatchFacts):
            for name in ("game", "events", "imported_at"):
                if getattr(got, name) != getattr(listed, name):
                    out.append(Problem(match=mid, seq=0, kind="published",
                                       message=Reason(N_("match {match}: header: its {field} {got} is not the "
                                                         "{listed} of {what}"), match=mid, field=field_name(name),
                                                      got=repr(getattr(got, name)),
                                                      listed=repr(getattr(listed, name)), what=what)))
        if got.digest == digest and pub.rulings is not None:
            out += _rulings_differ(mid, got, pub.rulings.get(mid, (0, "")), what, pub.path)
    for mid in sorted(set(have) - set(pub.facts)):
        out.append(Problem(match=mid, seq=None, kind="published",
                           message=Reason(N_("match {match}: in the ledger but not in {what} ({path}): added since"),
                                          match=mid, what=what, path=pub.path)))
    # The head of the list's format (a plain list without rulings columns: either, see the module's text).
    heads = {head} if pub.rulings is not None else {head, ledger_head(facts, rulings=False)}
    if pub.head and pub.head not in heads:
        out.append(Problem(match=None, seq=None, kind="published",
                           message=Reason(N_("the ledger head {head}... is not the head {published}... of {what}"),
                                          head=head[:16], published=pub.head[:16], what=what)))
    return out


def _rulings_differ(mid: str, got: MatchFacts, listed: tuple[int, str], what: str, path: str) -> list[Problem]:
    """A match's rulings in the ledger (how many, the last one's hash) against those a list states."""
    n, last = listed
    if (got.rulings, got.rulings_head) == (n, last):
        return []
    where = Reason(N_("match {match}: rulings"), match=mid)
    if got.rulings < n:  # deleted: the first of them is named, as the audit names a gap
        message = Reason(N_("{where}: R{n} is missing"), where=where, n=got.rulings + 1)
    elif got.rulings > n:
        message = Reason(N_("{where}: R{n}: in the ledger but not in {what} ({path}): recorded since"), where=where,
                         n=n + 1, what=what, path=path)
    else:
        message = Reason(N_("{where}: R1..R{n} are not the rulings of {what} (the hash of the last differs): "
                            "rewritten"), where=where, n=n, what=what)
    return [Problem(match=mid, seq=None, kind="published", message=message)]
