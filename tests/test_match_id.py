"""A match id is ``uuid5(MATCH_NAMESPACE, digest)``: the quick computation gives exactly the library's."""

from __future__ import annotations

import hashlib
import uuid
from pathlib import Path

import pytest

from ledger.log import MATCH_NAMESPACE, match_id_of, read_log

SAMPLES = sorted((Path(__file__).parent.parent / "sample_logs").rglob("*.jsonl"))


@pytest.mark.parametrize("seed", range(200))
def test_the_quick_match_id_is_the_uuid5_of_the_digest(seed):
    digest = hashlib.sha256(str(seed).encode()).hexdigest()
    assert match_id_of(digest) == str(uuid.uuid5(MATCH_NAMESPACE, digest))


def test_a_log_s_match_id_is_the_uuid5_of_its_canonical_bytes():
    assert SAMPLES
    for path in SAMPLES[:6]:
        log = read_log(path)
        assert log.match_id() == str(uuid.uuid5(MATCH_NAMESPACE, hashlib.sha256(log.canonical()).hexdigest()))
