"""Build the logs of a tournament round for the round and desk tests: a sample log given a table in its header."""

from __future__ import annotations

import json
from pathlib import Path


def tabled(src: Path, dst: Path, table: str, rnd: str = "5", **meta: str) -> Path:
    """``src`` with its header's ``meta`` naming an event, ``rnd`` and ``table`` (and ``meta``'s extra keys)."""
    lines = src.read_text(encoding="utf-8").splitlines(keepends=True)
    head = json.loads(lines[0])
    head["meta"] = {**(head.get("meta") or {}), "event": "Regional", "round": rnd, "table": table, **meta}
    dst.parent.mkdir(parents=True, exist_ok=True)
    dst.write_text(json.dumps(head) + "\n" + "".join(lines[1:]), encoding="utf-8")
    return dst
